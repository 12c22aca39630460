import { describe, expect, it } from "vitest";
import { requesterNetwork } from "~/utils/requester-network";

describe("requesterNetwork", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["2001:db8:85a3:1234:5678:8a2e:370:7334", "2001:db8:85a3:1234::/64"],
    // Another address of the same /64 is the same requester.
    ["2001:db8:85a3:1234::1", "2001:db8:85a3:1234::/64"],
    ["2001:0DB8:85A3:1234:ffff::9", "2001:db8:85a3:1234::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:192.0.2.7", "192.0.2.7"],
    ["unknown", "unknown"],
  ])("%s → %s", (address, network) => {
    expect(requesterNetwork(address)).toBe(network);
  });

  it("tells different /64 networks apart", () => {
    expect(requesterNetwork("2001:db8:85a3:1234::1")).not.toBe(requesterNetwork("2001:db8:85a3:1235::1"));
  });
});
