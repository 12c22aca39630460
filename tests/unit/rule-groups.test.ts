import { describe, expect, it } from "vitest";
import type { SiteIssue, SitePage, SiteReport } from "#core/contract";
import { buildSiteView, ruleView } from "~/components/report/build.server";
import { groupByRule } from "~/components/report/model";
import { printReportHtml } from "~/components/report/print.server";
import { criterionName } from "~/utils/guidance.server";

const counts = { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 };
const noImpacts = { critical: 0, serious: 0, moderate: 0, minor: 0 };

function page(url: string): SitePage {
  return {
    url,
    finalUrl: url,
    depth: 0,
    status: "done",
    counts,
    impacts: noImpacts,
    violationCount: 1,
    occurrenceCount: 1,
  };
}

/** The same contrast rule on four differently styled elements, and one other rule. */
function contrast(pattern: string, pageIndex: number, occurrences = 1): SiteIssue {
  return {
    key: `color-contrast|${pattern}`,
    category: "violations",
    ruleId: "color-contrast",
    impact: "serious",
    description: "Stellt sicher, dass der Kontrast ausreicht",
    help: "Elemente müssen den Mindestkontrast erreichen.",
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/color-contrast",
    wcag: ["1.4.3"],
    en301549: ["9.1.4.3"],
    bestPractice: false,
    pattern,
    pageCount: 1,
    occurrenceCount: occurrences,
    occurrences: Array.from({ length: occurrences }, (_, index) => ({
      page: pageIndex,
      selector: `${pattern}:nth-child(${index + 1})`,
      html: `<p class="${pattern}">x</p>`,
      failureSummary: "Kontrast 2,1:1",
    })),
    change: pattern === "p.neu" ? "new" : "unchanged",
  };
}

const imageAlt: SiteIssue = {
  ...contrast("img", 0),
  key: "image-alt|img",
  ruleId: "image-alt",
  impact: "critical",
  help: "Bilder müssen Alternativtext haben",
  wcag: ["1.1.1"],
  en301549: ["9.1.1.1"],
};

function report(): SiteReport {
  const issues = [
    imageAlt,
    contrast("p.hinweis", 0, 2),
    contrast("a.knopf", 1),
    contrast("p.neu", 1),
    contrast("span.preis", 0),
  ];
  return {
    kind: "site",
    rootUrl: "https://www.beispiel.de/",
    level: "AA",
    locale: "de",
    axeVersion: "4.14.1",
    generatedAt: "2026-03-01T10:00:00.000Z",
    pages: [page("https://www.beispiel.de/"), page("https://www.beispiel.de/kontakt")],
    issues,
    issueCount: issues.length,
    totals: {
      pagesScanned: 2,
      pagesFailed: 0,
      issues: issues.length,
      occurrences: 6,
      impacts: { ...noImpacts, critical: 1, serious: 4 },
      principles: { "1": 5, "2": 0, "3": 0, "4": 0 },
    },
    comparison: null,
  };
}

describe("issues grouped by rule", () => {
  it("puts issues of one rule together in the order of the rule's first issue, categories apart", () => {
    const review = {
      ...contrast("p.hinweis", 0),
      key: "color-contrast|p.hinweis|review",
      category: "incomplete",
    };
    const groups = groupByRule([contrast("a", 0), imageAlt, contrast("b", 0), review]);
    expect(groups.map((group) => group.map((issue) => issue.key))).toEqual([
      ["color-contrast|a", "color-contrast|b"],
      ["image-alt|img"],
      ["color-contrast|p.hinweis|review"],
    ]);
  });

  it("shows a rule failing on four element groups as one rule, its groups keeping their keys and counts", () => {
    const view = buildSiteView(
      report(),
      "de",
      { tab: "issues", page: null, p: 1, issue: null },
      new Map([["color-contrast|a.knopf", "accepted"]]),
    );
    if (view.tab !== "issues" || "single" in view) throw new Error("not the issues list");
    expect(view.wcag.map((rule) => rule.help)).toEqual([
      "Bilder müssen Alternativtext haben",
      "Elemente müssen den Mindestkontrast erreichen.",
    ]);
    expect(view.issueCount).toBe(5);
    expect(view.ruleCount).toBe(2);
    const rule = view.wcag[1];
    if (!rule) throw new Error("no contrast rule");
    expect(rule.groups.map((group) => group.key)).toEqual([
      "color-contrast|p.hinweis",
      "color-contrast|a.knopf",
      "color-contrast|p.neu",
      "color-contrast|span.preis",
    ]);
    // Triage stays per element group; the rule adds its groups up.
    expect(rule.groups.map((group) => group.state)).toEqual(["open", "accepted", "open", "open"]);
    expect(rule.occurrenceCount).toBe(5);
    expect(rule.pageCount).toBe(2);
    expect(rule.isNew).toBe(true);
    expect(rule.criteria).toEqual(["1.4.3 Kontrast (Minimum)"]);
  });

  it("lists groups beyond the cap by pattern, and keeps one page's occurrences in the page view", () => {
    const { issues } = report();
    const contrastIssues = issues.filter((issue) => issue.ruleId === "color-contrast");
    const capped = ruleView(report(), contrastIssues, "de", 10, undefined, 2);
    expect(capped.groups).toHaveLength(2);
    expect(capped.moreGroups).toEqual([
      { key: "color-contrast|p.neu", pattern: "p.neu", occurrenceCount: 1 },
      { key: "color-contrast|span.preis", pattern: "span.preis", occurrenceCount: 1 },
    ]);
    const drill = buildSiteView(report(), "en", { tab: "pages", page: 1, p: 1, issue: null });
    if (drill.tab !== "pages" || !("drill" in drill) || !drill.drill) throw new Error("no drill-down");
    const [onPage] = drill.drill.rules;
    expect(onPage?.groups.map((group) => group.pattern)).toEqual(["a.knopf", "p.neu"]);
    expect(onPage?.occurrenceCount).toBe(2);
    expect(onPage?.criteria).toEqual(["1.4.3 Contrast (Minimum)"]);
  });

  it("prints the rule once, numbered, with its groups inside and under its criterion once", async () => {
    const html = (await printReportHtml(report())).replaceAll("<!-- -->", "");
    expect(html.split("Elemente müssen den Mindestkontrast erreichen.").length - 1).toBe(2);
    expect(html).toContain("Nr. 2: Elemente müssen den Mindestkontrast erreichen.");
    expect(html).not.toContain("Nr. 3");
    expect(html).toContain("in 4 Elementgruppen");
    expect(html.split("Fundstellen unter Nr. 2<").length - 1).toBe(1);
    for (const pattern of ["p.hinweis", "a.knopf", "p.neu", "span.preis"])
      expect(html).toContain(`: <code>${pattern}</code></h5>`);
    expect(html).toContain("WCAG-Erfolgskriterien: 1.4.3 Kontrast (Minimum)");
    expect(html).toContain("auf 2 Seiten, 5 Fundstellen in 4 Elementgruppen · <a");
    // A rule of up to half a page is kept on one page, a longer one flows on; headings stay with what
    // follows them.
    expect(html).toContain('class="issue whole" id="issue-1"');
    expect(html).toContain('class="issue" id="issue-2"');
    expect(html).toMatch(/h2 \{[^}]*break-after: avoid/);
  });
});

describe("criterion names", () => {
  it("names a success criterion beside its number in each language, the number alone when unknown", () => {
    expect(criterionName("de", "1.4.3")).toBe("1.4.3 Kontrast (Minimum)");
    expect(criterionName("en", "1.4.3")).toBe("1.4.3 Contrast (Minimum)");
    expect(criterionName("de", "1.1.1")).toBe("1.1.1 Nicht-Text-Inhalt");
    expect(criterionName("de", "9.9.9")).toBe("9.9.9");
  });
});
