import { describe, expect, it } from "vitest";
import { aggregateSite } from "#core/aggregate";
import type { Finding, PageReport, SiteReport } from "#core/contract";
import { alertIssuesOf } from "~/utils/schedule-alerts.server";
import { githubBody, issueContent, jiraDescription } from "~/utils/trackers/trackers.server";
import { cleanPageReport } from "../integration/page-report";

const unlabelled: Finding = {
  ruleId: "label",
  impact: "critical",
  description: "Formularfelder brauchen eine Beschriftung",
  help: "Formularfelder brauchen eine Beschriftung",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.14/label",
  wcag: ["4.1.2"],
  en301549: ["9.4.1.2"],
  bestPractice: false,
  nodes: [{ selector: "#plz", html: '<input id="plz">', failureSummary: "Keine Beschriftung" }],
};

function page(url: string): PageReport {
  return cleanPageReport(url, {
    counts: { violations: 1, incomplete: 0, passes: 0, inapplicable: 0 },
    impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
    violations: [unlabelled],
  });
}

/** The address form, crawled and as the checkout flow's third step left it: one issue on two pages. */
function shopRun(): SiteReport {
  const url = "https://shop.example/kasse/adresse";
  return aggregateSite({
    rootUrl: "https://shop.example/",
    level: "AA",
    locale: "de",
    generatedAt: new Date("2026-11-29T10:00:00Z"),
    pages: [
      { url, depth: 1, outcome: { ok: true, report: page(url) } },
      {
        url,
        depth: 1,
        outcome: { ok: true, report: page(url) },
        flow: { name: "Kasse", scan: "Adresse", step: 3 },
      },
    ],
  });
}

describe("a flow's state in messages", () => {
  it("is named by its flow and step beside its address in tickets", () => {
    const report = shopRun();
    const issue = report.issues[0];
    if (!issue) throw new Error("no issue");
    const content = issueContent(
      issue,
      report.pages,
      "https://klarsicht.example/sites/1#issues",
      "https://shop.example/",
      "de",
    );
    expect(content.pages).toEqual([
      { url: "https://shop.example/kasse/adresse", flowStep: null },
      { url: "https://shop.example/kasse/adresse", flowStep: "Kasse › Adresse" },
    ]);
    expect(githubBody(content)).toContain("- Kasse › Adresse: <https://shop.example/kasse/adresse>");
    const texts = JSON.stringify(jiraDescription(content));
    expect(texts).toContain('"text":"Kasse › Adresse: https://shop.example/kasse/adresse"');
  });

  it("is named by its flow and step beside its address in alerts", () => {
    const { newIssues } = alertIssuesOf(shopRun(), new Date("2026-11-29T10:05:00Z"), new Map());
    expect(newIssues.map((issue) => issue.pages)).toEqual([
      ["https://shop.example/kasse/adresse", "Kasse › Adresse: https://shop.example/kasse/adresse"],
    ]);
  });
});
