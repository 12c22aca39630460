import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const choose = (body: Record<string, string>, origin = "http://localhost") =>
  SELF.fetch("http://localhost/locale", {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { Host: "localhost", Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });

describe("language choice", () => {
  it("sets the locale cookie and returns to the page", async () => {
    const response = await choose({ locale: "en", redirectTo: "/bfsg" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bfsg");
    expect(response.headers.get("Set-Cookie")).toMatch(/^locale=en; Path=\/; Max-Age=\d+; SameSite=Lax/);

    const page = await SELF.fetch("http://localhost/bfsg", { headers: { Cookie: "locale=en" } });
    expect(await page.text()).toMatch(/<html lang="en"/);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "/%5Cevil.com",
    "http:evil.com",
    "javascript:alert(1)",
    "https://evil.com",
    "/.//evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example/x",
  ])("never redirects off-site (%s)", async (redirectTo) => {
    const response = await choose({ locale: "de", redirectTo });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("ignores unknown languages", async () => {
    const response = await choose({ locale: "fr", redirectTo: "/" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses a cross-site request with 403", async () => {
    const response = await choose({ locale: "en", redirectTo: "/" }, "https://evil.example");
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
