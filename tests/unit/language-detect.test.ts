/**
 * The language detector's decision on short texts (workers/scanner/checks/language-detect.ts): our own
 * corpus of short, correctly marked texts (tests/unit/language-corpus.ts) never makes a violation, while
 * short texts that are clearly in another language than declared do.
 */
import { describe, expect, it } from "vitest";
import { judgeLanguage, shortTextMismatch } from "#scanner/checks/language-detect";
import { germanLinesWithEnglishPhrases, shortCorrectPages, shortCorrectTexts } from "./language-corpus";

// The thresholds the language check uses for parts (12 words) and for the page (20 words).
const partWords = { minWords: 12 };
const pageWords = { minWords: 20 };

describe("short correct texts", () => {
  const texts = Object.entries(shortCorrectTexts).flatMap(([lang, list]) =>
    list.map((text) => [lang, text] as const),
  );

  it.each(texts)("%s: %j is never another language", (lang, text) => {
    expect(judgeLanguage(lang, [text], partWords).kind).not.toBe("mismatch");
    expect(judgeLanguage(lang, [text], pageWords).kind).not.toBe("mismatch");
  });

  it.each(shortCorrectPages)("a small $lang page is never another language", ({ lang, texts: lines }) => {
    expect(judgeLanguage(lang, lines, pageWords).kind).not.toBe("mismatch");
  });

  it.each(germanLinesWithEnglishPhrases)("German line %j with an English set phrase stays German", (line) => {
    expect(judgeLanguage("de", [line], partWords).kind).not.toBe("mismatch");
  });

  it("the corpus holds enough texts to mean something", () => {
    expect(texts.length).toBeGreaterThan(200);
  });
});

describe("short texts in another language than declared", () => {
  it.each([
    ["fr", "Fireworks over Paris", "en"],
    ["fr", "Hij ging met de kippen op stok", "nl"],
    ["nl", "The Dutch word gelukkig has no equivalent in English.", "en"],
    ["en", "Wir sind für Sie da und helfen Ihnen gern.", "de"],
    ["de", "We are here to help you.", "en"],
    ["es", "Nous sommes là pour vous aider.", "fr"],
  ])("lang=%s on %j is written in %s", (declared, text, detected) => {
    expect(judgeLanguage(declared, [text], partWords)).toMatchObject({ kind: "mismatch", detected });
  });

  it("one or two words are never certain, whatever they are", () => {
    expect(judgeLanguage("fr", ["Fireworks Paris"], partWords).kind).not.toBe("mismatch");
    expect(judgeLanguage("de", ["Download now"], partWords).kind).not.toBe("mismatch");
  });

  it("a function word of the declared language keeps a text from being certain", () => {
    // "de" is a French word too: with it, the Dutch phrase is no longer certainly not French.
    expect(shortTextMismatch("fr", ["Fireworks", "over", "de", "Paris"])).toBeNull();
    expect(shortTextMismatch("fr", ["Fireworks", "over", "Paris"])).toBe("en");
  });

  it("loanwords without function words are never certain", () => {
    expect(shortTextMismatch("de", ["Download", "Service", "Team"])).toBeNull();
  });

  it("only languages whose function words are known are decided on a short text", () => {
    expect(shortTextMismatch("pl", ["Fireworks", "over", "Paris"])).toBeNull();
  });
});
