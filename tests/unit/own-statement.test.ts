import { describe, expect, it } from "vitest";
import { siteReportFromPage } from "#core/aggregate";
import type { PageReport } from "#core/contract";
import { ownStatementFields } from "~/routes/accessibility/own-statement.server";
import { hasPlaceholder, statementFieldNames } from "~/utils/statement/fields";

const details = {
  company: "Beispiel GmbH",
  representative: "",
  street: "Musterstraße 1",
  postcodeCity: "10115 Berlin",
  country: "Deutschland",
  email: "kontakt@beispiel.example",
  phone: "+49 30 1234567",
  register: "",
  vatId: "",
  privacyEmail: "datenschutz@beispiel.example",
};

function scan(violations: PageReport["violations"]) {
  return siteReportFromPage(
    {
      url: "/",
      finalUrl: "/",
      level: "2.2",
      locale: "de",
      counts: { violations: violations.length, incomplete: 0, passes: 10, inapplicable: 10 },
      impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
      violations,
      incomplete: [],
      passes: [],
      inapplicable: [],
      timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
      axeVersion: "4.14.1",
    },
    new Date("2026-11-28T12:00:00Z"),
  );
}

const contrast: PageReport["violations"][number] = {
  ruleId: "color-contrast",
  impact: "serious",
  description: "Kontrast",
  help: "Elemente müssen ausreichenden Kontrast haben",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.14/color-contrast",
  wcag: ["1.4.3"],
  en301549: ["9.1.4.3"],
  bestPractice: false,
  nodes: [{ selector: "p.lead", html: "<p class=lead>", failureSummary: "…" }],
};

describe("our own accessibility statement", () => {
  for (const locale of ["de", "en"] as const) {
    it(`leaves no placeholder and claims no more than the automated scan shows, in ${locale}`, () => {
      for (const violations of [[], [contrast]]) {
        const fields = ownStatementFields(scan(violations), locale, details, "https://klarsicht.example/");
        for (const name of statementFieldNames) expect(hasPlaceholder(fields[name]), name).toBe(false);
        expect(fields.conformance).toBe("partial");
        expect(fields.providerName).toBe("Beispiel GmbH");
        expect(fields.serviceUrl).toBe("https://klarsicht.example/");
        expect(fields.statementDate).toBe("2026-11-28");
      }
    });
  }

  it("lists what the scan found as known barriers, with the planned fix", () => {
    const clean = ownStatementFields(scan([]), "de", details, "https://klarsicht.example/");
    expect(clean.knownBarriers).toContain("Barrieren, die nur eine Prüfung von Hand zeigt");
    expect(clean.plannedFixes).toBe("");
    const found = ownStatementFields(scan([contrast]), "de", details, "https://klarsicht.example/");
    expect(found.knownBarriers).toMatch(/^- /);
    expect(found.knownBarriers).not.toContain("Prüfung von Hand zeigt");
    expect(found.howRequirementsMet).toContain("1 WCAG-Erfolgskriterium");
    expect(found.plannedFixes).toContain("nächsten Version von Klarsicht");
  });
});
