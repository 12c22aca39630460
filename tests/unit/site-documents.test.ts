import { describe, expect, it } from "vitest";
import type { SiteDocument, SiteReport } from "#core/contract";
import { compareDocuments, documentIssueKey, failingDocuments, siteDocumentOf } from "#core/documents";
import { checkPdf } from "#core/pdf/check";
import { csvColumns, siteReportToCsv } from "#core/reporters/csv";
import { demoDataSheet, demoPdf } from "#dev/demo-site/pages";
import { knownBarriersText } from "~/utils/statement/barriers";
import { conformanceOf } from "~/utils/statement/draft";

/**
 * A site report's linked documents where they leave the run: their issues' keys, the statement's known
 * barriers and conformance, and the CSV export. The documents are the demo shop's real PDFs, checked.
 */
const root = "https://www.beispiel.de";

async function checked(path: string, bytes: Uint8Array): Promise<SiteDocument> {
  const url = `${root}${path}`;
  return siteDocumentOf({ ok: true, url, finalUrl: url, result: await checkPdf(bytes) });
}

function cleanSite(documents?: SiteDocument[]): SiteReport {
  return {
    kind: "site",
    rootUrl: `${root}/`,
    level: "AA",
    locale: "de",
    axeVersion: "4.14.1",
    generatedAt: "2026-03-02T10:00:00.000Z",
    pages: [
      {
        url: `${root}/`,
        finalUrl: `${root}/`,
        depth: 0,
        status: "done",
        counts: { violations: 0, incomplete: 0, passes: 10, inapplicable: 0 },
        impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
        violationCount: 0,
        occurrenceCount: 0,
      },
    ],
    issues: [],
    totals: {
      pagesScanned: 1,
      pagesFailed: 0,
      issues: 0,
      occurrences: 0,
      impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
      principles: { "1": 0, "2": 0, "3": 0, "4": 0 },
    },
    comparison: null,
    ...(documents ? { documents } : {}),
  };
}

describe("linked documents in a site report", () => {
  it("keys a document's issue by check, condition and path: the same on every run and address of the site", () => {
    expect(documentIssueKey("pdf-tagged", "01-005", "https://www.beispiel.de/agb.pdf", "violations")).toBe(
      "pdf-tagged|01-005|/agb.pdf",
    );
    expect(documentIssueKey("pdf-tagged", "01-005", "http://beispiel.de/agb.pdf", "violations")).toBe(
      "pdf-tagged|01-005|/agb.pdf",
    );
    expect(documentIssueKey("pdf-reading-order", "09-001", `${root}/agb.pdf`, "incomplete")).toBe(
      "pdf-reading-order|09-001|/agb.pdf|review",
    );
  });

  it("names the untagged terms in the statement's known barriers, not the tagged data sheet", async () => {
    const agb = await checked("/agb.pdf", demoPdf());
    const sheet = await checked("/datenblatt.pdf", (await demoDataSheet("espresso-morgenrot")) as Uint8Array);
    const report = cleanSite([agb, sheet]);
    expect(failingDocuments(report.documents).map((document) => document.url)).toEqual([`${root}/agb.pdf`]);

    const de = knownBarriersText(report, { locale: "de" });
    expect(de).toMatch(/^- Im PDF-Dokument .*\/agb\.pdf.*: \S/m);
    expect(de).not.toContain("datenblatt");
    const en = knownBarriersText(report, { locale: "en" });
    expect(en).toMatch(/^- In the PDF document .*\/agb\.pdf.*: \S/m);

    // Clean pages, a failing document: the site conforms in part, not fully.
    expect(conformanceOf(report)).toBe("partial");
    expect(conformanceOf(cleanSite([sheet]))).toBe("full");
    expect(conformanceOf(cleanSite())).toBe("full");
    expect(knownBarriersText(cleanSite(), { locale: "de" })).toBe("");
  });

  it("adds the documents' rows to the CSV after the pages', and leaves a site without documents as it was", async () => {
    const agb = await checked("/agb.pdf", demoPdf());
    const options = {
      delimiter: ";" as const,
      headers: Object.fromEntries(csvColumns.map((column) => [column, column])) as Parameters<
        typeof siteReportToCsv
      >[1]["headers"],
      relevance: () => "",
      documents: {
        engine: "PDF/UA (Matterhorn)",
        issue: () => ({
          title: "Nicht getaggt",
          fix: "Neu exportieren",
          impact: "critical" as const,
          wcag: ["1.3.1"],
          en301549: ["10.1.3.1"],
        }),
        reason: () => null,
        place: (issue: { condition: string }) => `Matterhorn ${issue.condition}`,
      },
    };
    const without = siteReportToCsv(cleanSite(), options);
    expect(without.split("\r\n").filter(Boolean)).toHaveLength(1);
    const withDocuments = siteReportToCsv(cleanSite([agb]), options)
      .split("\r\n")
      .filter(Boolean);
    const untagged = agb.issues.find((issue) => issue.checkpoint === "pdf-tagged");
    const row = withDocuments.find((line) => untagged && line.includes(untagged.key));
    expect(row).toContain(`${root}/agb.pdf;pdf-tagged;PDF/UA (Matterhorn)`);
    expect(row).toContain(`Matterhorn ${untagged?.condition}`);
  });

  it("compares documents only with a run that checked documents", async () => {
    const agb = await checked("/agb.pdf", demoPdf());
    expect(compareDocuments([agb], cleanSite())).toBeNull();
    const again = await checked("/agb.pdf", demoPdf());
    const comparison = compareDocuments([again], cleanSite([agb]));
    expect(comparison).toEqual({ new: 0, fixed: [] });
    expect(again.issues.every((issue) => issue.change === "unchanged")).toBe(true);
    const gone = compareDocuments([], cleanSite([agb]));
    expect(gone?.fixed.map((issue) => issue.key)).toEqual(agb.issues.map((issue) => issue.key));
  });
});
