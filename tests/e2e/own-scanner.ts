/**
 * Scans pages of our own app with our own engine (workers/dev/scanner/own-pages.ts), signed in with a
 * Playwright context's cookies where given, and sorts out what the tests assert: each page's violations
 * and failures, what our reflow check asks about, and the violations only the site-wide checks find.
 */
import type { BrowserContext } from "@playwright/test";
import { scanOwnPages } from "#dev/scanner/own-pages";
import type { Language } from "./support";

export type OwnScan = {
  /** One line per failing element, e.g. "/runs ks-focus-visible (klarsicht) a.logo: …"; empty when clean. */
  violations: string[];
  /** Pages that could not be scanned, with the reason. */
  failures: string[];
  /** Violations only the comparison across the pages finds. */
  siteViolations: string[];
  /** Content our reflow check asks about at 320 CSS px (it scrolls sideways, but not because of text). */
  reflowQuestions: string[];
  /** What the last page showed: proves the language and colour mode took effect. */
  seen: { lang: string; dark: boolean };
};

export async function scanWithOwnScanner(options: {
  origin: string;
  paths: readonly string[];
  language: Language;
  mode: "light" | "dark";
  /** A signed-in Playwright context whose cookies the scans carry. */
  signedIn?: BrowserContext;
}): Promise<OwnScan> {
  const { origin, paths, language, mode } = options;
  const cookies = options.signedIn ? await options.signedIn.cookies(origin) : [];
  const { pages, site, seen } = await scanOwnPages({ origin, paths, locale: language, mode, cookies });
  const violations: string[] = [];
  const failures: string[] = [];
  const reflowQuestions: string[] = [];
  for (const [index, { outcome }] of pages.entries()) {
    const path = paths[index];
    if (!outcome.ok) {
      failures.push(`${path}: ${outcome.error} ${outcome.detail ?? ""}`);
      continue;
    }
    for (const finding of outcome.report.incomplete.filter(
      (f) => f.ruleId === "ks-reflow-horizontal-scroll",
    )) {
      for (const node of finding.nodes)
        reflowQuestions.push(`${path} ${node.selector}: ${node.failureSummary}`);
    }
    for (const finding of outcome.report.violations) {
      for (const node of finding.nodes) {
        violations.push(
          `${path} ${finding.ruleId} (${finding.engine ?? "axe-core"}) ${node.selector}: ${node.failureSummary}`,
        );
      }
    }
  }
  const siteViolations = site.issues
    .filter((issue) => issue.category === "violations" && issue.engine === "klarsicht")
    .filter((issue) => issue.ruleId.startsWith("ks-site-"))
    .map((issue) => `${issue.ruleId} ${issue.pattern}`);
  return { violations, failures, siteViolations, reflowQuestions, seen };
}
