import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { cookiePairs, createAppCookie, hasCookie, plainCookieValue } from "~/utils/cookies.server";

const secret = "unit-secret-0123456789abcdef0123456789";
const isString = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const token = createAppCookie("__session", { secrets: [secret] }, isString);

const signed = async (value: unknown) =>
  (await createCookie("__session", { secrets: [secret] }).serialize(value)).split(";")[0] ?? "";

describe("a cookie that does not parse reads as absent", () => {
  it("reads its own value back", async () => {
    const line = await token.serialize("abc");
    expect(await token.parse(line.split(";")[0] ?? "")).toBe("abc");
  });

  it.each([
    ["a letter", "__session=x"],
    ["a signature that is not base64", `__session=${btoa('"abc"')}.%%%`],
    ["a forged signature", `__session=${btoa('"abc"')}.${"A".repeat(43)}`],
    ["a broken percent-escape", "__session=%E0%A4%A"],
    ["5 KB", `__session=${"A".repeat(5120)}`],
    ["no value", "__session"],
  ])("%s", async (_, header) => {
    expect(await token.parse(header)).toBeNull();
  });

  it("refuses a correctly signed value of the wrong shape", async () => {
    expect(await token.parse(await signed({ userId: 1 }))).toBeNull();
    expect(await token.parse(await signed(""))).toBeNull();
    expect(await token.parse(await signed(42))).toBeNull();
  });

  it("expires the cookie", async () => {
    expect(await token.expire()).toMatch(/^__session=; Max-Age=0; .*Expires=Thu, 01 Jan 1970/);
  });
});

describe("plain cookies", () => {
  it("reads a value, decoded, and null for a broken escape or none", () => {
    expect(plainCookieValue("a=1; locale=en", "locale")).toBe("en");
    expect(plainCookieValue('locale="en"', "locale")).toBe("en");
    expect(plainCookieValue("locale=d%C3%A4", "locale")).toBe("dä");
    expect(plainCookieValue("locale=%E0%A4%A", "locale")).toBeNull();
    expect(plainCookieValue("localex=en", "locale")).toBeNull();
    expect(plainCookieValue(null, "locale")).toBeNull();
  });

  it("lists names, whatever the values", () => {
    expect(cookiePairs(";; =x; a; b=1=2 ; c=%")).toEqual([
      { name: "a", value: "" },
      { name: "b", value: "1=2" },
      { name: "c", value: "%" },
    ]);
    expect(hasCookie("a=1; __session", "__session")).toBe(true);
    expect(hasCookie("a=__session=1", "__session")).toBe(false);
  });
});
