import { describe, expect, it } from "vitest";
import { parseWebsiteUrl } from "#core/website-url";

describe("parseWebsiteUrl", () => {
  it.each([
    ["example.com", "https://example.com/"],
    ["  www.beispiel.de/shop  ", "https://www.beispiel.de/shop"],
    ["http://example.com", "http://example.com/"],
    ["HTTPS://Example.COM/Path?q=1#top", "https://example.com/Path?q=1"],
    ["example.com:8080/x", "https://example.com:8080/x"],
    ["bücher.de", "https://xn--bcher-kva.de/"],
    ["93.184.215.14", "https://93.184.215.14/"],
  ])("accepts %j as %s", (input, expected) => {
    expect(parseWebsiteUrl(input)).toEqual({ ok: true, url: expected });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    [undefined, "required"],
    ["x".repeat(2049), "tooLong"],
    ["exa mple.com", "invalid"],
    ["javascript:alert(1)", "scheme"],
    ["ftp://example.com", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["data:text/html,hi", "scheme"],
    ["https://user:pass@example.com", "credentials"],
    ["localhost", "notPublic"],
    ["localhost:3000", "notPublic"],
    ["http://app.localhost/", "notPublic"],
    ["drucker.local", "notPublic"],
    ["10.0.0.1", "notPublic"],
    ["http://192.168.1.1/admin", "notPublic"],
    ["127.0.0.1:8792", "notPublic"],
    ["[::1]", "notPublic"],
    ["169.254.169.254", "notPublic"],
    ["0x7f.1", "notPublic"],
    ["intranet", "host"],
    ["beispiel", "host"],
    ["example.123", "invalid"],
    ["example.c0m", "host"],
    ["-bad-.com", "host"],
    ["https://", "invalid"],
  ])("rejects %j with %s", (input, error) => {
    expect(parseWebsiteUrl(input)).toEqual({ ok: false, error });
  });

  it("accepts the local fixture sites it is told about, and only those", () => {
    expect(parseWebsiteUrl("http://127.0.0.1:8792/", ["127.0.0.1:8792"])).toEqual({
      ok: true,
      url: "http://127.0.0.1:8792/",
    });
    expect(parseWebsiteUrl("http://127.0.0.1:8793/", ["127.0.0.1:8792"])).toEqual({
      ok: false,
      error: "notPublic",
    });
  });
});
