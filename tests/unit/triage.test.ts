import { describe, expect, it } from "vitest";
import type { SiteIssue, SiteReport } from "#core/contract";
import { issueStateOf, parseTriageForm, type Triage, totalsWithoutTriaged } from "~/utils/triage";

const before = new Date("2026-11-01T10:00:00Z");
const verdictAt = new Date("2026-11-02T10:00:00Z");
const after = new Date("2026-11-03T10:00:00Z");

function issue(key: string, impact: SiteIssue["impact"], wcag: string[], occurrenceCount: number): SiteIssue {
  return {
    key,
    ruleId: key,
    impact,
    wcag,
    en301549: [],
    description: "",
    help: key,
    helpUrl: "",
    bestPractice: false,
    category: "violations",
    pattern: "img",
    pageCount: 1,
    occurrenceCount,
    occurrences: [],
  };
}

const report: Pick<SiteReport, "totals" | "issues"> = {
  issues: [issue("a", "critical", ["1.1.1"], 3), issue("b", "serious", ["1.4.3", "2.4.7"], 2)],
  totals: {
    pagesScanned: 4,
    pagesFailed: 0,
    issues: 2,
    occurrences: 5,
    impacts: { critical: 1, serious: 1, moderate: 0, minor: 0 },
    principles: { "1": 2, "2": 1, "3": 0, "4": 0 },
  },
};

const verdict = (status: Triage["status"]): Triage => ({ status, note: "", byName: "Kim", at: verdictAt });

describe("triage", () => {
  it("a fixed issue found by a later run is a regression; before the verdict it is fixed", () => {
    expect(issueStateOf(undefined, after)).toBe("open");
    expect(issueStateOf(verdict("fixed"), before)).toBe("fixed");
    expect(issueStateOf(verdict("fixed"), after)).toBe("regression");
    expect(issueStateOf(verdict("accepted"), after)).toBe("accepted");
  });

  it("takes triaged issues out of every total, and leaves regressions in", () => {
    const totals = totalsWithoutTriaged(report, new Map([["b", verdict("false_positive")]]), after);
    expect(totals).toMatchObject({
      issues: 1,
      occurrences: 3,
      impacts: { critical: 1, serious: 0 },
      principles: { "1": 1, "2": 0 },
    });
    expect(report.totals.issues).toBe(2);
    expect(totalsWithoutTriaged(report, new Map([["a", verdict("fixed")]]), after).issues).toBe(2);
    expect(totalsWithoutTriaged(report, new Map([["a", verdict("fixed")]]), before).issues).toBe(1);
  });

  it("needs a known status, a reason to accept, and a note of reasonable length", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return parseTriageForm(data);
    };
    expect(form({ issueKey: "a", status: "ignored" })).toEqual({ ok: false, error: "status" });
    expect(form({ issueKey: "a", status: "accepted", note: "  " })).toEqual({
      ok: false,
      error: "reasonRequired",
    });
    expect(form({ issueKey: "a", status: "fixed", note: "x".repeat(1001) })).toEqual({
      ok: false,
      error: "noteTooLong",
    });
    expect(form({ status: "fixed" })).toEqual({ ok: false, error: "issue" });
    expect(form({ issueKey: "a", status: "accepted", note: " Vendor widget " })).toEqual({
      ok: true,
      issueKey: "a",
      status: "accepted",
      note: "Vendor widget",
    });
  });
});
