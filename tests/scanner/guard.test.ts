/**
 * The SSRF guard's decisions, with a fake resolver: no DNS query and no connection ever leaves this test.
 */
import { describe, expect, it, vi } from "vitest";
import {
  checkTarget,
  checkUrlSyntax,
  isPublicAddress,
  isRequestAllowed,
  type Resolver,
  resolveTarget,
  type TargetPolicy,
} from "#core/guard";
import { resolveAll } from "#dev/scanner/dns";

const strict: TargetPolicy = { allowPrivate: false };

/** Fixed answers; anything else fails like an unknown name. */
function fakeResolver(answers: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const addresses = answers[hostname];
    if (addresses === undefined) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses;
  };
}

const resolver = fakeResolver({
  "example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  "mixed.example": ["93.184.215.14", "10.0.0.5"],
  "mixed-v6.example": ["2606:2800:21f:cb07:6820:80da:af6b:8b2c", "::1"],
  "mapped.example": ["::ffff:169.254.169.254"],
  "garbage.example": ["not-an-address"],
  "empty.example": [],
  "fixture.test": ["127.0.0.1"],
  localhost: ["127.0.0.1"],
});

describe("isPublicAddress", () => {
  it.each([
    "93.184.215.14",
    "1.1.1.1",
    "8.8.8.8",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808", // NAT64 of 8.8.8.8
  ])("%s is public", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "0.0.0.0/8"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.255", "CGNAT"],
    ["192.0.0.1", "IETF protocol assignments"],
    ["192.0.2.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["198.51.100.1", "documentation"],
    ["203.0.113.1", "documentation"],
    ["224.0.0.1", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with zone"],
    ["fd00::1", "unique-local"],
    ["fc00::1", "unique-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["::ffff:0:7f00:1", "IPv4-translated loopback"],
    ["::127.0.0.1", "IPv4-compatible loopback (judged as the embedded IPv4)"],
    ["::7f00:1", "IPv4-compatible loopback, hex"],
    ["::808:808", "IPv4-compatible in hex: deprecated, outside 2000::/3"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of metadata"],
    ["64:ff9b:1::808:808", "local-use NAT64"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:a00:1::1", "6to4 of private"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["2001:db8::1", "documentation"],
    ["2001:2::1", "benchmarking"],
    ["100::1", "discard"],
    ["3fff::1", "documentation (RFC 9637)"],
    ["4000::1", "outside 2000::/3"],
    ["", "empty"],
    ["not-an-ip", "garbage"],
    ["example.com", "a name"],
  ])("%s is not public (%s)", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe("checkUrlSyntax", () => {
  it.each([
    ["file:///etc/passwd", "invalid_url"],
    ["data:text/html,<h1>hi</h1>", "invalid_url"],
    ["javascript:alert(1)", "invalid_url"],
    ["view-source:http://example.com/", "invalid_url"],
    ["blob:http://example.com/0d4c2b0e", "invalid_url"],
    ["ftp://example.com/", "invalid_url"],
    ["about:blank", "invalid_url"],
    ["chrome://settings", "invalid_url"],
    ["ws://example.com/", "invalid_url"],
    ["gopher://127.0.0.1:6379/_FLUSHALL", "invalid_url"],
    ["not a url", "invalid_url"],
    ["", "invalid_url"],
    ["http://user:pass@127.0.0.1/", "invalid_url"],
    ["http://example.com@127.0.0.1/", "invalid_url"],
    ["https://user@example.com/", "invalid_url"],
    ["http://127.0.0.1/", "blocked_target"],
    ["http://127.1/", "blocked_target"],
    ["http://0/", "blocked_target"],
    ["http://0.0.0.0:8080/", "blocked_target"],
    ["http://[::1]/", "blocked_target"],
    ["http://[::]/", "blocked_target"],
    ["http://[::ffff:127.0.0.1]/", "blocked_target"],
    ["http://[::ffff:a9fe:a9fe]/", "blocked_target"],
    ["http://[64:ff9b::a9fe:a9fe]/", "blocked_target"],
    ["http://2852039166/", "blocked_target"],
    ["http://0xa9fea9fe/", "blocked_target"],
    ["http://0251.0376.0251.0376/", "blocked_target"],
    ["http://0x7f.1/", "blocked_target"],
    ["http://127.0.0.1./", "blocked_target"],
    ["http://169.254.169.254/latest/meta-data/", "blocked_target"],
    ["http://10.0.0.1/", "blocked_target"],
    ["http://172.16.0.1/", "blocked_target"],
    ["http://192.168.1.1/", "blocked_target"],
    ["http://100.64.0.1/", "blocked_target"],
    ["http://[fd00::1]/", "blocked_target"],
    ["http://[fe80::1]/", "blocked_target"],
    ["http://[fec0::1]/", "blocked_target"],
    ["http://localhost/", "blocked_target"],
    ["http://localhost./", "blocked_target"],
    ["http://LOCALHOST..:3000/", "blocked_target"],
    ["http://app.localhost/", "blocked_target"],
    ["http://printer.local/", "blocked_target"],
    ["http://metadata.google.internal/computeMetadata/v1/", "blocked_target"],
    ["http://metadata.google.internal./", "blocked_target"],
    ["http://wiki.intranet/", "blocked_target"],
    ["http://nas.lan/", "blocked_target"],
    ["http://router.home.arpa/", "blocked_target"],
    ["http://git.corp/", "blocked_target"],
    ["http://intranet/", "blocked_target"],
    ["http://router/", "blocked_target"],
  ])("refuses %s (%s)", (input, error) => {
    const decision = checkUrlSyntax(input, strict);
    expect(decision).toMatchObject({ ok: false, error });
  });

  it("judges IP literals after the URL parser normalised them", () => {
    // What a browser connects to is what the guard judges: the WHATWG parser rewrites these forms.
    expect(new URL("http://2852039166/").hostname).toBe("169.254.169.254");
    expect(new URL("http://0xa9fea9fe/").hostname).toBe("169.254.169.254");
    expect(new URL("http://0251.0376.0251.0376/").hostname).toBe("169.254.169.254");
    expect(new URL("http://127.1/").hostname).toBe("127.0.0.1");
    expect(new URL("http://0/").hostname).toBe("0.0.0.0");
    expect(new URL("http://[::ffff:127.0.0.1]/").hostname).toBe("[::ffff:7f00:1]");
  });

  it.each([
    "https://example.com/",
    "http://example.com:8080/path?q=1#top",
    "https://93.184.215.14/",
    "https://[2606:4700:4700::1111]/",
    "https://xn--bcher-kva.de/",
    "https://bücher.de/",
    "https://example.com./",
  ])("accepts %s (no DNS yet)", (input) => {
    expect(checkUrlSyntax(input, strict).ok).toBe(true);
  });

  it("returns the normalised URL", () => {
    const decision = checkUrlSyntax("HTTPS://Example.COM/a b", strict);
    expect(decision.ok && decision.url.href).toBe("https://example.com/a%20b");
  });
});

describe("checkTarget", () => {
  it("allows a name whose addresses are all public", async () => {
    const decision = await checkTarget("https://example.com/", strict, resolver);
    expect(decision.ok).toBe(true);
  });

  it.each([
    "http://mixed.example/",
    "http://mixed-v6.example/",
    "http://mapped.example/",
    "http://garbage.example/",
  ])("refuses %s: one non-public address is enough", async (input) => {
    const decision = await checkTarget(input, strict, resolver);
    expect(decision).toMatchObject({ ok: false, error: "blocked_target" });
  });

  it.each(["http://nowhere.example/", "http://empty.example/"])(
    "reports dns_failed for %s",
    async (input) => {
      const decision = await checkTarget(input, strict, resolver);
      expect(decision).toMatchObject({ ok: false, error: "dns_failed" });
    },
  );

  it("does not resolve what the syntax check refuses, nor IP literals", async () => {
    const resolve = vi.fn(resolver);
    expect((await checkTarget("http://localhost/", strict, resolve)).ok).toBe(false);
    expect((await checkTarget("http://10.0.0.1/", strict, resolve)).ok).toBe(false);
    expect((await checkTarget("https://93.184.215.14/", strict, resolve)).ok).toBe(true);
    expect(resolve).not.toHaveBeenCalled();
  });

  it("resolves a name once and hands back exactly the vetted addresses", async () => {
    const resolve = vi.fn(resolver);
    const target = await resolveTarget("https://example.com:8443/x", strict, resolve);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(target).toMatchObject({
      ok: true,
      port: 8443,
      addresses: ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    });
  });

  describe("allowPrivate (CLI opt-in)", () => {
    const permissive: TargetPolicy = { allowPrivate: true };

    it.each([
      "http://127.0.0.1:3000/",
      "http://localhost:3000/",
      "http://[::1]/",
      "http://192.168.1.1/",
      "http://mixed.example/",
    ])("allows %s", async (input) => {
      const decision = await checkTarget(input, permissive, resolver);
      expect(decision.ok).toBe(true);
    });

    it("still refuses other schemes and credentials", async () => {
      expect((await checkTarget("file:///etc/passwd", permissive, resolver)).ok).toBe(false);
      expect((await checkTarget("http://a:b@127.0.0.1/", permissive, resolver)).ok).toBe(false);
    });
  });

  describe("allowedHostPorts (test fixtures)", () => {
    const fixtures: TargetPolicy = {
      allowPrivate: false,
      allowedHostPorts: ["127.0.0.1:41234", "[::1]:41235"],
    };

    it("allows exactly the listed host:port", async () => {
      expect((await checkTarget("http://127.0.0.1:41234/page", fixtures, resolver)).ok).toBe(true);
      expect((await checkTarget("http://[::1]:41235/", fixtures, resolver)).ok).toBe(true);
    });

    it("allows a name that resolves to a listed address, on that port", async () => {
      expect((await checkTarget("http://fixture.test:41234/", fixtures, resolver)).ok).toBe(true);
      expect((await checkTarget("http://fixture.test:41235/", fixtures, resolver)).ok).toBe(false);
    });

    it.each([
      "http://127.0.0.1:41235/", // another port on the same host
      "http://127.0.0.1/",
      "https://127.0.0.1/",
      "http://127.0.0.2:41234/", // the same port on another loopback address
      "http://[::1]:41234/",
      "http://localhost:41234/", // the name is not the listed address
      "http://10.0.0.1:41234/",
    ])("still refuses %s", async (input) => {
      expect((await checkTarget(input, fixtures, resolver)).ok).toBe(false);
    });

    it("needs an explicit port in an entry", async () => {
      const noPort: TargetPolicy = { allowPrivate: false, allowedHostPorts: ["127.0.0.1"] };
      expect((await checkTarget("http://127.0.0.1/", noPort, resolver)).ok).toBe(false);
      const port80: TargetPolicy = { allowPrivate: false, allowedHostPorts: ["127.0.0.1:80"] };
      expect((await checkTarget("http://127.0.0.1/", port80, resolver)).ok).toBe(true);
    });
  });
});

describe("isRequestAllowed", () => {
  it.each([
    ["https://example.com/app.js", true],
    ["http://127.0.0.1/", false],
    ["http://mixed.example/", false],
    ["wss://example.com/socket", true],
    ["ws://127.0.0.1:9229/", false],
    ["wss://[::1]/", false],
    ["ws://mixed.example/", false],
    ["data:image/png;base64,iVBORw0KGgo=", true],
    ["blob:https://example.com/0d4c2b0e-8b0a-4c4e-9d1a-2f3c1e0b9a77", true],
    ["about:blank", true],
    ["about:srcdoc", true],
    ["about:config", false],
    ["file:///etc/passwd", false],
    ["chrome://settings/", false],
    ["chrome-extension://abc/page.html", false],
    ["view-source:https://example.com/", false],
    ["javascript:alert(1)", false],
    ["filesystem:https://example.com/temporary/x", false],
    ["ftp://example.com/", false],
    ["nonsense", false],
  ])("%s → %s", async (url, expected) => {
    expect(await isRequestAllowed(url, strict, resolver)).toBe(expected);
  });
});

describe("resolveAll (Node)", () => {
  // Only IP literals: a real DNS query would leave this machine.
  it.each([
    ["127.0.0.1", ["127.0.0.1"]],
    ["::1", ["::1"]],
    ["[::1]", ["::1"]],
  ])("answers the literal %s with itself", async (literal, expected) => {
    expect(await resolveAll(literal)).toEqual(expected);
  });
});
