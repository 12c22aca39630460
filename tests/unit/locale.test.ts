import { describe, expect, it } from "vitest";
import { labels as cliLabels } from "#dev/scanner/cli";
import de from "~/locales/de";
import en from "~/locales/en";
import { getLocale, localeCookie } from "~/utils/locale.server";

const request = (headers: Record<string, string>) => new Request("https://klarsicht.test/", { headers });

describe("language detection", () => {
  it.each([
    [{}, "de"],
    [{ "Accept-Language": "en-US,en;q=0.9" }, "en"],
    [{ "Accept-Language": "fr-FR,fr;q=0.9" }, "de"],
    [{ "Accept-Language": "fr-FR,en;q=0.5" }, "en"],
    [{ Cookie: "locale=en", "Accept-Language": "de-DE" }, "en"],
    [{ Cookie: "theme=x; locale=de", "Accept-Language": "en" }, "de"],
    [{ Cookie: "locale=xx", "Accept-Language": "en" }, "en"],
  ])("%j → %s", async (headers, expected) => {
    expect(await getLocale(request(headers))).toBe(expected);
  });

  it("writes the bare code into a year-long, site-wide cookie", async () => {
    const header = await localeCookie.serialize("en");
    expect(header).toMatch(/^locale=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(await localeCookie.serialize("evil; Domain=x")).toMatch(/^locale=de;/);
  });
});

/**
 * Walks both message trees in parallel: every text exists in both languages, and a text is empty in
 * one only where it is empty in the other (an undated timeline entry, say).
 */
function compare(german: unknown, english: unknown, path: string, problems: string[]) {
  if (typeof german === "string") {
    if (typeof english !== "string" || (english.trim() === "") !== (german.trim() === ""))
      problems.push(path);
    return;
  }
  if (Array.isArray(german)) {
    if (!Array.isArray(english) || english.length !== german.length) problems.push(`${path} (length)`);
    for (const [index, item] of german.entries()) {
      compare(item, (english as unknown[] | undefined)?.[index], `${path}[${index}]`, problems);
    }
    return;
  }
  for (const key of Object.keys(german as object)) {
    compare(
      (german as Record<string, unknown>)[key],
      (english as Record<string, unknown>)?.[key],
      `${path}.${key}`,
      problems,
    );
  }
}

describe("messages", () => {
  it("exist in German and English for every text", () => {
    const problems: string[] = [];
    compare(de, en, "de", problems);
    expect(problems).toEqual([]);
  });

  it("keep the spec's texts", () => {
    expect(en.contact.sendFailed).toBe(
      "An error occurred while sending your message. Please try again later.",
    );
    expect(en.footer.themeToggle).toBe("Toggle between dark and light mode");
    expect(de.home.faq.items).toHaveLength(5);
  });
});

describe("the engine of our own checks", () => {
  it("is named Klarsicht, written the same way, in reports, exports, the /act page and the CLI", () => {
    for (const [language, messages] of [
      ["de", de],
      ["en", en],
    ] as const) {
      const shown = messages.report.engine.names.klarsicht;
      expect(shown.startsWith(`${messages.meta.siteName} (`), `${language}: ${shown}`).toBe(true);
      expect(messages.act.summary.klarsicht, language).toBe(messages.meta.siteName);
      const cli = cliLabels[language].engines.klarsicht;
      expect(cli.endsWith(` ${shown}`), `${language}: ${cli}`).toBe(true);
    }
  });
});
