import { describe, expect, it } from "vitest";
import type { StatementFields } from "~/utils/statement/fields";
import {
  barrierCount,
  changedDerivedParts,
  derivedBasisFrom,
  derivedBasisOf,
  partsBehind,
  withDerivedParts,
} from "~/utils/statement/refresh";

const draft: StatementFields = {
  serviceName: "Teehaus",
  serviceUrl: "https://www.beispiel.de/",
  serviceDescription: "Ein Onlineshop für Tee.",
  howItWorks: "Suchen und bestellen.",
  applicableRequirements: "BFSG",
  conformance: "full",
  howRequirementsMet: "Alles erfüllt.",
  assessmentMethod: "Automatisch geprüft am 2. März 2026.",
  knownBarriers: "",
  plannedFixes: "",
  providerName: "Teehaus GmbH",
  providerAddress: "Teeweg 1",
  contactEmail: "a@beispiel.de",
  contactPhone: "",
  feedbackUrl: "",
  authority: "MLBF",
  statementDate: "2026-03-05",
};

const now: StatementFields = {
  ...draft,
  serviceDescription: "[[Beschreiben Sie Ihre Dienstleistung.]]",
  providerName: "",
  conformance: "partial",
  howRequirementsMet: "Teilweise erfüllt.",
  assessmentMethod: "Automatisch geprüft am 2. März 2026. Von Hand geprüft am 6. März 2026.",
  knownBarriers: "- WCAG 2.4.7 Fokus sichtbar: Fokus nicht zu sehen (auf 1 Seite)",
  plannedFixes: "[[Bis wann beheben Sie die Barrieren?]]",
};

describe("statement draft against the assessment", () => {
  it("names the derived parts that differ, and none when the draft says the same", () => {
    expect(changedDerivedParts(draft, now)).toEqual(["status", "barriers", "method"]);
    expect(changedDerivedParts(draft, { ...draft, providerName: "Andere GmbH" })).toEqual([]);
    expect(changedDerivedParts(draft, { ...draft, howRequirementsMet: "Anders." })).toEqual(["status"]);
    // A textarea sends CRLF; the same text with other line ends is no change.
    const lines = { ...draft, knownBarriers: "- a\n- b" };
    expect(changedDerivedParts({ ...lines, knownBarriers: "- a\r\n- b" }, lines)).toEqual([]);
  });

  it("takes only the derived parts over and keeps every own text", () => {
    const refreshed = withDerivedParts(draft, now);
    expect(refreshed.conformance).toBe("partial");
    expect(refreshed.howRequirementsMet).toBe(now.howRequirementsMet);
    expect(refreshed.assessmentMethod).toBe(now.assessmentMethod);
    expect(refreshed.knownBarriers).toBe(now.knownBarriers);
    expect(refreshed.serviceDescription).toBe(draft.serviceDescription);
    expect(refreshed.providerName).toBe("Teehaus GmbH");
    expect(refreshed.statementDate).toBe("2026-03-05");
    // An empty "planned fixes" gets the prefilled wording; a written one stays.
    expect(refreshed.plannedFixes).toBe(now.plannedFixes);
    expect(withDerivedParts({ ...draft, plannedFixes: "Bis Juni." }, now).plannedFixes).toBe("Bis Juni.");
  });

  it("counts the barrier entries of a known-barriers text", () => {
    expect(barrierCount("")).toBe(0);
    expect(barrierCount("- WCAG 1.1.1: a\r\n- WCAG 2.4.7: b\nweiterer Text")).toBe(2);
  });

  it("is behind only where the results changed since the draft took them over, never for own wording", () => {
    // The owner wrote their own words into every derived part; the results are as when the draft began.
    const results = { ...now, conformance: "full", knownBarriers: "" };
    const basis = derivedBasisOf(results);
    expect(partsBehind(draft, results, basis, true)).toEqual([]);
    // The assessment then changes the method and the barriers: only those are behind.
    const changed = { ...results, assessmentMethod: "Neu.", knownBarriers: "- Neu" };
    expect(partsBehind(draft, changed, basis, true)).toEqual(["barriers", "method"]);
    // A draft that already says what the results say now is not behind.
    expect(
      partsBehind({ ...draft, assessmentMethod: "Neu.", knownBarriers: "- Neu" }, changed, basis, true),
    ).toEqual([]);
    // A draft from before the basis was kept: behind where it differs, once the assessment changed after it.
    expect(partsBehind(draft, now, null, false)).toEqual([]);
    expect(partsBehind(draft, now, null, true)).toEqual(["status", "barriers", "method"]);
  });

  it("reads a stored basis only when it holds every derived field as text", () => {
    const basis = derivedBasisOf(now);
    expect(derivedBasisFrom(JSON.parse(JSON.stringify(basis)))).toEqual(basis);
    expect(derivedBasisFrom(null)).toBeNull();
    expect(derivedBasisFrom({ ...basis, knownBarriers: 3 })).toBeNull();
  });
});
