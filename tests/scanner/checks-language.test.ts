/**
 * The language checks (ACT ucwvc8, off6ek) on fixture pages, through puppeteer-core: the `lang` of the page
 * and of its parts against the language the text is written in, a violation only with enough text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { languageCheck } from "#scanner/checks/language";
import { judgeLanguage, languageWords } from "#scanner/checks/language-detect";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

const page = "ks-page-lang-matches-content";
const parts = "ks-element-lang-matches-content";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/language");
});
afterAll(async () => {
  await harness?.close();
});

function nodesOf(report: PageReport, ruleId: string, category: "violations" | "incomplete") {
  return report[category].find((finding) => finding.ruleId === ruleId)?.nodes ?? [];
}

describe.each(suiteRuntimes)("language checks with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [languageCheck], locale }));

  it("pass a German page that says it is German", async () => {
    const report = await scan("/page-matches.html");
    expect(outcomeOf(report, page)).toBe("passes");
    expect(outcomeOf(report, parts)).toBe("inapplicable");
  });

  it("report a German page that says it is French, naming both languages", async () => {
    const report = await scan("/page-mismatch.html");
    expect(outcomeOf(report, page)).toBe("violations");
    const [node] = nodesOf(report, page, "violations");
    expect(node?.selector).toBe("html");
    expect(node?.failureSummary).toContain("Französisch");
    expect(node?.failureSummary).toContain("Deutsch");
    const english = await scan("/page-mismatch.html", "en");
    expect(nodesOf(english, page, "violations")[0]?.failureSummary).toMatch(/French.*German/);
  });

  it("only ask when the text is too short to be sure", async () => {
    const report = await scan("/page-short.html");
    expect(outcomeOf(report, page)).toBe("incomplete");
    expect(nodesOf(report, page, "incomplete")[0]?.failureSummary).toContain(
      "Ist er überwiegend auf Französisch",
    );
  });

  it("count accessible names, even from hidden text, as the page's text", async () => {
    const report = await scan("/page-hidden-label.html");
    expect(outcomeOf(report, page)).toBe("violations");
  });

  it("do not apply to a page without lang and without parts that have one", async () => {
    const report = await scan("/no-lang.html");
    expect(outcomeOf(report, page)).toBe("inapplicable");
    expect(outcomeOf(report, parts)).toBe("inapplicable");
  });

  it("report the part whose lang names another language than its text, and only that one", async () => {
    const report = await scan("/parts.html");
    expect(outcomeOf(report, parts)).toBe("violations");
    expect(nodesOf(report, parts, "violations").map((node) => node.selector)).toEqual(["#wrong"]);
    expect(nodesOf(report, parts, "incomplete")).toEqual([]);
    // The parts' text is not the page's: the page is German.
    expect(outcomeOf(report, page)).toBe("passes");
  });

  it("pass parts whose lang is right, including short ones", async () => {
    const report = await scan("/parts-correct.html");
    expect(outcomeOf(report, parts)).toBe("passes");
  });

  it("report a short page in another language when its function words and the detector agree", async () => {
    const report = await scan("/page-short-wrong.html", "en");
    expect(outcomeOf(report, page)).toBe("violations");
    expect(nodesOf(report, page, "violations")[0]?.failureSummary).toMatch(/Dutch.*English/);
  });

  it("keep a short German page full of loanwords German", async () => {
    const report = await scan("/page-loanwords.html");
    expect(nodesOf(report, page, "violations")).toEqual([]);
  });

  it("report short parts in another language, image names included, and leave right and loanword parts alone", async () => {
    const report = await scan("/parts-short.html");
    expect(nodesOf(report, parts, "violations").map((node) => node.selector)).toEqual(["#wrong", "#named"]);
    const flagged = nodesOf(report, parts, "incomplete").map((node) => node.selector);
    expect(flagged).not.toContain("#right");
    expect(outcomeOf(report, page)).toBe("passes");
  });

  it("count the text of a same-origin frame without its own lang as the page's text", async () => {
    const report = await scan("/page-frame.html");
    expect(outcomeOf(report, page)).toBe("violations");
    expect(nodesOf(report, page, "violations")[0]?.failureSummary).toContain("Deutsch");
  });
});

describe("language verdicts", () => {
  const german =
    "Seit drei Generationen backen wir jeden Morgen frisches Brot, Brötchen und Kuchen aus regionalem Mehl. " +
    "Unser Sauerteig reift über Nacht, damit das Brot lange frisch bleibt und kräftig schmeckt.";

  it("never make a violation out of acronyms, numbers and addresses", () => {
    const jargon = [
      "WCAG 2.2 AA",
      "BFSG",
      "EN 301 549",
      "info@example.de",
      "https://example.de/impressum",
      "PDF CSV JSON",
    ];
    expect(judgeLanguage("en", [...jargon, ...jargon], { minWords: 20 }).kind).toBe("empty");
  });

  it("do not take a German shop full of English product names for an English page", () => {
    const shop = [
      "Startseite Warenkorb Anmelden",
      "Smartphones und Zubehör",
      ...[
        "Apple iPhone Pro Max Silver",
        "Samsung Galaxy Ultra Phantom Black",
        "Wireless Charging Pad Fast Charge",
      ],
      ...["Leather Case Midnight Blue with MagSafe", "Noise Cancelling Headphones Sport Edition"],
      ...Array.from({ length: 5 }, () => "In den Warenkorb"),
      "Versandkostenfrei ab 50 Euro Impressum Datenschutz Kontakt",
    ];
    expect(judgeLanguage("de", shop, { minWords: 20 }).kind).not.toBe("mismatch");
  });

  it("treat close relatives the detector confuses as a match", () => {
    const danish =
      "Vi har boet her i mange år, og hver morgen begynder med duften af frisk brød fra bageriet på torvet. " +
      "Om sommeren sidder folk udenfor og drikker kaffe i solen, mens børnene leger ved springvandet.";
    expect(judgeLanguage("no", [danish], { minWords: 20 }).kind).toBe("match");
    expect(judgeLanguage("da", [danish], { minWords: 20 }).kind).toBe("match");
  });

  it("is certain only with enough words in the other language, or its function words on a short text", () => {
    expect(judgeLanguage("fr", [german], { minWords: 20 }).kind).toBe("mismatch");
    // Polish has no function-word list here: below the word count, only a question.
    expect(judgeLanguage("pl", [german], { minWords: 200 }).kind).toBe("unsure");
    // French has one, and the German text is full of German function words and has no French one.
    expect(judgeLanguage("fr", [german], { minWords: 200 }).kind).toBe("mismatch");
    expect(judgeLanguage("de", [german], { minWords: 20 }).kind).toBe("match");
  });

  it("count words in scripts without spaces and without letter case", () => {
    expect(languageWords("我们每天早上烤新鲜的面包").length).toBeGreaterThan(4);
    expect(languageWords("Мы печём свежий хлеб каждое утро").length).toBe(6);
  });

  it("asks rather than decides for a language the detector does not know", () => {
    expect(judgeLanguage("lb", [german], { minWords: 20 }).kind).toBe("unsure");
  });
});
