import { describe, expect, it } from "vitest";
import { digestWeekOf } from "~/utils/weekly-digest.server";

describe("the weekly digest's week", () => {
  it("is due from Monday 8 o'clock Berlin time until the week ends, summer and winter", () => {
    // Winter time (UTC+1): Monday 30 November 2026.
    expect(digestWeekOf(new Date("2026-11-30T06:59:00Z"))).toBeNull();
    expect(digestWeekOf(new Date("2026-11-30T07:00:00Z"))).toBe("2026-11-30");
    expect(digestWeekOf(new Date("2026-12-06T22:59:00Z"))).toBe("2026-11-30");
    // Sunday 23:00 UTC is already Monday in Berlin, before 8 o'clock: the new week's digest waits.
    expect(digestWeekOf(new Date("2026-12-06T23:00:00Z"))).toBeNull();
    // Summer time (UTC+2): Monday 6 July 2026.
    expect(digestWeekOf(new Date("2026-07-06T05:59:00Z"))).toBeNull();
    expect(digestWeekOf(new Date("2026-07-06T06:00:00Z"))).toBe("2026-07-06");
  });
});
