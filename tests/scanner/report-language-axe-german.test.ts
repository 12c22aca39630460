/**
 * Reports stored before Klarsicht had its own German (rules/axe/locale-de.ts) carry axe-core's original German
 * messages (axe-core/locales/de.json). Read in English they must still read in English: the barrier pages
 * are checked by axe-core in real Chromium once with de.json, as scans did then, and once in English,
 * and every failure summary of the German run, translated on view, must equal the English one.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { ReportTranslator } from "../../app/utils/report-language.server";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

const require = createRequire(import.meta.url);

let site: BarrierServer;
let browser: Browser;
let userDataDir: string;
let axeSource: string;
let axeGerman: object;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://127.0.0.1:9" });
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-axe-german-"));
  browser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  axeSource = await readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  axeGerman = JSON.parse(await readFile(require.resolve("axe-core/locales/de.json"), "utf8")) as object;
});

afterAll(async () => {
  await browser?.close().catch(() => {});
  await site?.close();
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

type Summaries = { ruleId: string; summary: string }[];

/** axe-core's failure summaries of a page's violations and open questions, with the given locale. */
async function axeSummaries(path: string, locale: object | null): Promise<Summaries> {
  const page = await browser.newPage();
  try {
    await page.goto(`${site.origin}/${path}`, { waitUntil: "load" });
    await page.evaluate(axeSource);
    return (await page.evaluate(async (locale) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      if (locale) axe.configure({ locale });
      const results = await axe.run(document, { resultTypes: ["violations", "incomplete"] });
      return [...results.violations, ...results.incomplete].flatMap((rule) =>
        rule.nodes.map((node) => ({ ruleId: rule.id, summary: node.failureSummary ?? "" })),
      );
    }, locale)) as Summaries;
  } finally {
    await page.close().catch(() => {});
  }
}

type AxeApi = {
  configure(options: { locale: object }): void;
  run(
    context: Document,
    options: object,
  ): Promise<Record<"violations" | "incomplete", { id: string; nodes: { failureSummary?: string }[] }[]>>;
};

const pages = [
  "missing-alt.html",
  "low-contrast.html",
  "missing-label.html",
  "empty-link.html",
  "empty-button.html",
  "duplicate-ids.html",
  "missing-lang.html",
  "missing-title.html",
  "unnamed-tab.html",
  "own-checks.html",
];

describe("reports with axe-core's own German messages, read in English", () => {
  it.each(pages)(
    "%s: every summary axe wrote with de.json reads as axe writes it in English",
    async (path) => {
      const german = await axeSummaries(path, axeGerman);
      const english = await axeSummaries(path, null);
      expect(german.length).toBeGreaterThan(0);
      expect(german.map((found) => found.summary)).not.toEqual(english.map((found) => found.summary));
      const translator = new ReportTranslator("de", "en");
      const read = german.map(({ ruleId, summary }) => ({
        ruleId,
        summary: translator.summary(ruleId, summary),
      }));
      expect(read).toEqual(english);
    },
  );
});
