/** A finished run's report as a file (see route.tsx), shared by the report's export links and the API. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { engineOf, type ReportLocale, type SiteReport } from "#core/contract";
import { csvOptionsFor, documentCsvOptions, siteReportCsvLines } from "#core/reporters/csv";
import { loadSiteReport, type Run } from "#core/runs/runs.server";
import { type RunTriage, siteSummary, statesOf } from "~/components/report/build.server";
import { printReportHtml } from "~/components/report/print.server";
import { resources } from "~/i18n.server";
import { brandingForDocument } from "~/utils/branding.server";
import { renderPdf } from "~/utils/pdf.server";
import { localizeSiteReport } from "~/utils/report-language.server";
import { pictureDataUrls } from "~/utils/screenshots.server";
import { jsonPieces, textStream } from "~/utils/text-stream";
import { runTriageOf } from "~/utils/triage.server";

const baseHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, no-store",
};

/** klarsicht-www.beispiel.de-2026-03-01.csv: the site and the day of the scan (Berlin time). */
function exportFileName(report: SiteReport, extension: string): string {
  let host = "report";
  try {
    host = new URL(report.rootUrl).hostname.replace(/[^a-z0-9.-]/gi, "-") || host;
  } catch {
    // A report always has a root address; the fallback only keeps the header well-formed.
  }
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(report.generatedAt));
  return `klarsicht-${host}-${day}.${extension}`;
}

function download(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      ...baseHeaders,
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}

function csvLinesOf(report: SiteReport, triage: RunTriage): Iterable<string> {
  const locale = report.locale;
  const { scan, sites } = resources[locale].translation;
  const states = statesOf(report, triage);
  return siteReportCsvLines(
    report,
    csvOptionsFor(locale, {
      triage: triage ? (key) => sites.triage.states[states.get(key) ?? "open"] : undefined,
      documents: documentCsvOptions(locale, (code) => scan.failed.errors[code]),
    }),
  );
}

export const runExportFormats = ["json", "csv", "pdf"] as const;
export type RunExportFormat = (typeof runExportFormats)[number];

export function isRunExportFormat(format: string | undefined): format is RunExportFormat {
  return runExportFormats.some((candidate) => candidate === format);
}

/**
 * A finished run's report as a file in the viewer's language: the export links of the report and the
 * API's export both answer with this. "notFound" when the run has no report; "printFailed" when the PDF
 * could not be printed.
 */
export async function exportRun(
  context: AppLoadContext,
  run: Run,
  format: RunExportFormat,
  locale: ReportLocale,
): Promise<Response | "notFound" | "printFailed"> {
  const stored = await loadSiteReport(context.db, run);
  if (!stored) return "notFound";
  const report = localizeSiteReport(stored, locale);
  const triage = await runTriageOf(context.db, run);

  if (format === "json") {
    const states = statesOf(report, triage);
    const issues = report.issues.map((issue) => {
      const verdict = triage?.verdicts.get(issue.key);
      return {
        ...issue,
        // Reports stored before there were two engines hold axe-core's findings only: said so explicitly.
        engine: engineOf(issue),
        triage: triage
          ? {
              state: states.get(issue.key) ?? "open",
              note: verdict?.note ?? null,
              by: verdict?.byName ?? null,
              at: verdict?.at.toISOString() ?? null,
            }
          : null,
      };
    });
    // Document issues carry their triage state like the pages' issues; absent for a site without documents.
    const documents = report.documents?.map((document) => ({
      ...document,
      issues: document.issues.map((issue) => ({
        ...issue,
        triage: triage ? { state: states.get(issue.key) ?? "open" } : null,
      })),
    }));
    const summary = siteSummary(report, triage);
    const counts = {
      wcagViolations: summary.issues,
      occurrences: summary.occurrences,
      open: triage ? summary.open : null,
      openOccurrences: triage ? summary.openOccurrences : null,
      bestPractices: summary.bestPractices,
      review: summary.review,
    };
    // Streamed: a report of thousands of pages is written page by page and issue by issue.
    return download(
      textStream(
        jsonPieces({ ...report, counts, issues, ...(documents ? { documents } : {}) }, ["pages", "issues"]),
      ),
      "application/json; charset=utf-8",
      exportFileName(report, "json"),
    );
  }
  if (format === "csv") {
    return download(
      textStream(csvLinesOf(report, triage)),
      "text/csv; charset=utf-8",
      exportFileName(report, "csv"),
    );
  }
  let pdf: Uint8Array;
  try {
    const workspaceId = run.ownerId;
    const branding = workspaceId
      ? await brandingForDocument(context.db, context.env.SCREENSHOTS, workspaceId)
      : null;
    const html = await printReportHtml(
      report,
      (crops) => pictureDataUrls(context, run.id, crops),
      triage,
      branding,
    );
    pdf = await renderPdf(context, html);
  } catch (error) {
    console.error("Printing the report failed", run.id, error);
    return "printFailed";
  }
  // A copy on its own ArrayBuffer, as a Response body needs.
  return download(new Uint8Array(pdf), "application/pdf", exportFileName(report, "pdf"));
}
