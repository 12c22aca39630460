import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const publicPaths = [
  "/",
  "/pricing",
  "/contact",
  "/kontakt",
  "/imprint",
  "/impressum",
  "/privacy",
  "/datenschutz",
  "/eaa",
  "/wcag",
  "/bfsg",
  "/setup",
  "/act",
];

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers, redirect: "manual" });

describe("public pages", () => {
  for (const path of publicPaths) {
    it(`${path} answers 200 in German by default and in English by cookie`, async () => {
      const german = await get(path);
      expect(german.status).toBe(200);
      expect(await german.text()).toMatch(/<html lang="de"/);

      const english = await get(path, { Cookie: "locale=en" });
      expect(english.status).toBe(200);
      expect(await english.text()).toMatch(/<html lang="en"/);
    });
  }

  it("/act shows our figures by the W3C's counting beside the tools the W3C publishes, in both languages", async () => {
    const german = await (await get("/act")).text();
    expect(german).toContain("Im Vergleich mit den von der W3C veröffentlichten Werkzeugen");
    expect(german).toMatch(/>Klarsicht<\/span>(<!-- -->)? \(unsere Messung\)/);
    expect(german).toContain("UsableNet AQA - WCAG 2.2 AA Semi-auto");
    expect(german).toMatch(/Alfa \(semi-automated\)<\/span><\/th><td[^>]*>halbautomatisch \(mit Menschen\)/);
    const english = await (await get("/act", { Cookie: "locale=en" })).text();
    expect(english).toContain("Compared with the tools the W3C publishes");
    expect(english).toMatch(/>Klarsicht<\/span>(<!-- -->)? \(our measurement\)/);
    expect(english).toContain("Consistent by the W3C&#x27;s counting: approved rules");
  });

  it("follows Accept-Language when no cookie is set", async () => {
    const response = await get("/", { "Accept-Language": "en-GB,en;q=0.8" });
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Find your website&#x27;s barriers");
  });

  it("answers unknown addresses with a translated 404 page", async () => {
    const german = await get("/gibt-es-nicht");
    expect(german.status).toBe(404);
    expect(await german.text()).toContain("Seite nicht gefunden");

    const english = await get("/does/not/exist", { Cookie: "locale=en" });
    expect(english.status).toBe(404);
    expect(await english.text()).toContain("Page not found");
  });

  it("titles a 404 page as its heading does, also where a route's loader found nothing", async () => {
    for (const [path, headers, title] of [
      ["/gibt-es-nicht", {}, "Seite nicht gefunden"],
      ["/scan/no-such-scan", { Cookie: "locale=en" }, "Page not found"],
    ] as const) {
      const html = await (await get(path, headers)).text();
      expect(html).toMatch(new RegExp(`<title>${title} \\| Klarsicht</title>`));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });

  it("sends a strict Content-Security-Policy with a per-response nonce", async () => {
    const first = await get("/");
    const second = await get("/");
    const policy = first.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    // Forms post here only; redirects after a post may go on to the sign-in provider and Stripe only.
    expect(policy).toContain(
      `form-action 'self' https://checkout.stripe.com https://billing.stripe.com ${env.OIDC_ISSUER}`,
    );
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("shows the plans with euro in German and dollar in English", async () => {
    const german = await (await get("/setup")).text();
    expect(german).toMatch(/15\s*€/);
    expect(german).toMatch(/50\s*€/);
    const english = await (await get("/setup", { Cookie: "locale=en" })).text();
    expect(english).toContain("$15");
    expect(english).toContain("$50");
  });

  it("shows the operator details from configuration in the imprint", async () => {
    const html = await (await get("/impressum")).text();
    expect(html).toContain("Musterstraße 1");
    expect(html).toContain("kontakt@klarsicht.example");
  });
});
