import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import ownScan from "../../app/routes/accessibility/own-scan.json";

const get = (path: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, { headers: { Cookie: `locale=${locale}` }, redirect: "manual" });

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Text as React writes it into the page. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("the provider's own legal pages", () => {
  it("are linked in the footer under their address in the page's language", async () => {
    const german = await markup(await get("/"));
    for (const path of ["/agb", "/widerruf", "/barrierefreiheit"]) expect(german).toContain(`href="${path}"`);
    const english = await markup(await get("/", "en"));
    for (const path of ["/terms", "/withdrawal", "/accessibility"])
      expect(english).toContain(`href="${path}"`);
  });

  it("answer under both addresses in both languages, with the provider from the configuration", async () => {
    for (const [path, locale, heading] of [
      ["/agb", "de", "Allgemeine Geschäfts\u00ADbedingungen"],
      ["/terms", "en", "Terms and conditions"],
      ["/terms", "de", "Allgemeine Geschäfts\u00ADbedingungen"],
      ["/widerruf", "de", "Widerrufs\u00ADbelehrung"],
      ["/withdrawal", "en", "Right of withdrawal"],
      ["/barrierefreiheit", "de", "Erklärung zur Barrierefreiheit"],
      ["/accessibility", "en", "Accessibility statement"],
    ] as const) {
      const response = await get(path, locale);
      expect(response.status, path).toBe(200);
      const page = await markup(response);
      expect(page, path).toMatch(new RegExp(`<html lang="${locale}"`));
      expect(page, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page, path).toContain(html(env.IMPRINT_COMPANY));
      expect(page, path).toContain(env.IMPRINT_EMAIL);
    }
  });

  it("give consumers the model withdrawal form addressed to the provider", async () => {
    const german = await markup(await get("/widerruf"));
    expect(german).toContain("Muster-Widerrufsformular");
    expect(german).toContain("binnen vierzehn Tagen ohne Angabe von Gründen");
    expect(german).toContain(html(env.IMPRINT_STREET));
    expect(german).toContain(`href="mailto:${env.IMPRINT_EMAIL}"`);
    const english = await markup(await get("/withdrawal", "en"));
    expect(english).toContain("Model withdrawal form");
    expect(english).toContain("within fourteen days without giving any reason");
  });

  it("state our accessibility as our own generator words it from our own scan, and honestly", async () => {
    const german = await markup(await get("/barrierefreiheit"));
    // The generator's sections, filled: no placeholder for the site owner is left.
    expect(german).toContain("Wie die Barrierefreiheit bewertet wurde");
    expect(german).toContain("Zuständige Marktüberwachungsbehörde");
    expect(german).not.toContain("[[");
    // What was tested and how: an automated scan of our public pages, no manual test claimed.
    expect(german).toMatch(
      /Grundlage ist eine automatische Prüfung der Website http:\/\/localhost:5173\/ am /,
    );
    expect(german).toContain(`Die Prüfung umfasste ${ownScan.de.totals.pagesScanned} Seiten.`);
    expect(german).toContain("Eine Prüfung von Hand");
    expect(german).toContain("hat für diese Erklärung nicht stattgefunden");
    // An automated scan alone never claims full conformance.
    expect(german).toContain("erfüllt Klarsicht die Barrierefreiheitsanforderungen teilweise");
    expect(german).not.toContain("die Barrierefreiheitsanforderungen vollständig");

    const english = await markup(await get("/accessibility", "en"));
    expect(english).toContain("How accessibility was assessed");
    expect(english).not.toContain("[[");
    expect(english).toContain("No manual check");
    expect(english).toContain(`The test covered ${ownScan.en.totals.pagesScanned} pages.`);
  });
});
