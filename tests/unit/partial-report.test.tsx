import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { siteReportFromPage } from "#core/aggregate";
import type { PageReport } from "#core/contract";
import { PartialNotice } from "~/components/report/PartialNotice";
import { printReportHtml } from "~/components/report/print.server";
import { resources } from "~/i18n.server";

/** A page checked in part (engine.ts maxCheckedElements) keeps its mark into the site report and the UI. */
const partial = { elementsChecked: 1_750, elementsTotal: 56_011 };

function report(parts: Partial<PageReport> = {}): PageReport {
  return {
    url: "https://shop.example/katalog",
    finalUrl: "https://shop.example/katalog",
    level: "AA",
    locale: "de",
    counts: { violations: 0, incomplete: 0, passes: 1, inapplicable: 1 },
    impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    violations: [],
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.0",
    ...parts,
  };
}

describe("a page checked in part", () => {
  it("is marked in the site report's page, and only then", () => {
    const generatedAt = new Date("2026-11-26T10:00:00Z");
    expect(siteReportFromPage(report({ partial }), generatedAt).pages[0]?.partial).toEqual(partial);
    expect(siteReportFromPage(report(), generatedAt).pages[0]).not.toHaveProperty("partial");
  });

  it.each([
    ["de", "Teilweise geprüft", "die ersten 1.750 Elemente", "(56.011 Elemente)"],
    ["en", "Checked in part", "its first 1,750 elements", "(56,011 elements)"],
  ])("says so in %s", async (language, title, checked, total) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <PartialNotice partial={partial} />
      </I18nextProvider>,
    );
    expect(html).toContain(title);
    expect(html).toContain(checked);
    expect(html).toContain(total);
  });

  it.each([
    ["de", "Teilweise geprüft: 1.750 von 56.011 Elementen"],
    ["en", "Checked in part: 1,750 of 56,011 elements"],
  ] as const)("says so in the printed report's list of pages in %s", async (locale, text) => {
    const site = siteReportFromPage(report({ partial, locale }), new Date("2026-11-26T10:00:00Z"));
    expect(await printReportHtml(site)).toContain(text);
    const whole = siteReportFromPage(report({ locale }), new Date("2026-11-26T10:00:00Z"));
    expect(await printReportHtml(whole)).not.toContain(text.slice(0, 12));
  });

  /** A page whose time ran out: all its elements, but not all rules (engine.ts, progressive scan). */
  const outOfTime = {
    elementsChecked: 3_007,
    elementsTotal: 3_007,
    notRun: { axe: ["color-contrast", "region"], klarsicht: ["ks-keyboard-trap"] },
  };

  it.each([
    [
      "de",
      "länger als die verfügbare Zeit",
      "Nicht geprüft wurden 2 Regeln von axe-core: color-contrast, region.",
      "Nicht geprüft wurde 1 eigene Regel von Klarsicht: ks-keyboard-trap.",
    ],
    [
      "en",
      "took longer than the time available",
      "2 rules of axe-core were not checked: color-contrast, region.",
      "own rules was not checked: ks-keyboard-trap.",
    ],
  ])("names the rules not run in %s", async (language, reason, axe, own) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <PartialNotice partial={outOfTime} />
      </I18nextProvider>,
    );
    expect(html).toContain(reason);
    expect(html).toContain(axe);
    expect(html).toContain(own);
    expect(html).not.toContain("3,007");
  });

  it.each([
    ["de", "Teilweise geprüft: 3 Regeln nicht geprüft"],
    ["en", "Checked in part: 3 rules not checked"],
  ] as const)("counts the rules not run in the printed report in %s", async (locale, text) => {
    const site = siteReportFromPage(report({ partial: outOfTime, locale }), new Date("2026-11-26T10:00:00Z"));
    expect(site.pages[0]?.partial).toEqual(outOfTime);
    expect(await printReportHtml(site)).toContain(text);
  });
});
