import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";

export const publicPages = [
  { path: "/", de: "Finden Sie die Barrieren", en: "Find your website" },
  { path: "/pricing", de: "Finden Sie die Barrieren", en: "Find your website" },
  { path: "/kontakt", de: "Kontakt", en: "Contact" },
  { path: "/contact", de: "Kontakt", en: "Contact" },
  { path: "/impressum", de: "Impressum", en: "Imprint" },
  { path: "/imprint", de: "Impressum", en: "Imprint" },
  { path: "/datenschutz", de: "Datenschutz", en: "Privacy" },
  { path: "/privacy", de: "Datenschutz", en: "Privacy" },
  { path: "/eaa", de: "European Accessibility Act", en: "European Accessibility Act" },
  { path: "/wcag", de: "WCAG", en: "WCAG" },
  { path: "/bfsg", de: "BFSG", en: "BFSG" },
  { path: "/crawler", de: "KlarsichtBot", en: "KlarsichtBot" },
  { path: "/act", de: "ACT-Implementierungsbericht", en: "ACT implementation report" },
  { path: "/setup", de: "Plan", en: "plan" },
  { path: "/login?failed=1", de: "Anmelden", en: "Login" },
  { path: "/login?cancelled=1", de: "Anmelden", en: "Login" },
] as const;

export const languages = ["de", "en"] as const;
export type Language = (typeof languages)[number];

export async function setLanguage(context: BrowserContext, baseURL: string | undefined, language: Language) {
  await context.addCookies([{ name: "locale", value: language, url: baseURL ?? "http://127.0.0.1" }]);
}

/** Sets the stored colour preference before any page script runs. */
export async function setColorPreference(context: BrowserContext, preference: "light" | "dark" | "auto") {
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem("preference-set")) {
      localStorage.setItem("color-scheme", value);
      sessionStorage.setItem("preference-set", "1");
    }
  }, preference);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
};

/** Runs axe-core in the page with the WCAG 2.2 AA rule set plus best practices. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
      resultTypes: ["violations"],
    });
    return result.violations as AxeViolation[];
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `  ${node.target.join(" ")}: ${node.failureSummary}`)
        .join("\n")}`,
  );
}
