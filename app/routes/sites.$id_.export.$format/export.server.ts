/**
 * The latest run's issues of a registered site with their triage, as CSV (for spreadsheets) or JSON:
 * triaged issues are left out of the open count, not out of the exports; best practices and manual
 * checks are listed with their kind and never counted as WCAG violations (decision 029).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ReportLocale } from "#core/contract";
import { csvCell } from "#core/reporters/csv";
import { loadSiteReport } from "#core/runs/runs.server";
import type { schema } from "#drizzle/db.server";
import { resources } from "~/i18n.server";
import { exportedCounts, siteRunCounts } from "~/utils/counts";
import { loadTriage } from "~/utils/triage.server";
import { finishedAtOf, issueRows, siteRuns } from "../sites.$id/dashboard.server";

export const siteExportFormats = ["json", "csv"] as const;
export type SiteExportFormat = (typeof siteExportFormats)[number];

export function isSiteExportFormat(format: string | undefined): format is SiteExportFormat {
  return siteExportFormats.some((candidate) => candidate === format);
}

/**
 * The file of the site's latest finished run, for the dashboard's export links and the API; null when
 * the site has no finished run yet.
 */
export async function exportSiteIssues(
  context: AppLoadContext,
  userId: string,
  site: typeof schema.registeredSites.$inferSelect,
  format: SiteExportFormat,
  locale: ReportLocale,
): Promise<Response | null> {
  const latest = (await siteRuns(context, userId, site.siteKey)).find((run) => run.status === "done");
  const report = latest ? await loadSiteReport(context.db, latest) : null;
  if (!latest || !report) return null;
  const triage = await loadTriage(context.db, userId, site.siteKey);
  const rows = issueRows(report, finishedAtOf(latest), triage, locale);
  const day = finishedAtOf(latest).toISOString().slice(0, 10);
  const host = new URL(site.url).hostname.replace(/[^a-z0-9.-]/gi, "-");
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Content-Disposition": `attachment; filename="klarsicht-issues-${host}-${day}.${format}"`,
  };

  if (format === "json") {
    const counts = siteRunCounts(report, triage, finishedAtOf(latest));
    const body = {
      site: site.url,
      runId: latest.id,
      generatedAt: report.generatedAt,
      counts: exportedCounts(counts),
      issues: rows.map(({ fix: _fix, ...row }) => row),
    };
    return new Response(JSON.stringify(body), {
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  }
  const { sites, scan } = resources[locale].translation;
  const head = sites.export.headers;
  const kinds = {
    wcag: scan.done.counts.wcagViolations,
    bestPractice: scan.done.counts.bestPractices,
    review: scan.done.categories.incomplete,
  };
  const lines = [
    [
      head.state,
      head.kind,
      head.impact,
      head.rule,
      head.issue,
      head.wcag,
      head.pattern,
      head.pages,
      head.occurrences,
      head.note,
      head.by,
      head.at,
      head.key,
    ],
    ...rows.map((row) => [
      sites.triage.states[row.state],
      kinds[row.group],
      row.impact ? scan.impacts[row.impact] : "",
      row.ruleId,
      row.help,
      row.wcag.join(" "),
      row.pattern,
      String(row.pageCount),
      String(row.occurrenceCount),
      row.triage?.note ?? "",
      row.triage?.byName ?? "",
      row.triage?.at ?? "",
      row.key,
    ]),
  ];
  // Spreadsheets with German settings split columns at semicolons, English ones at commas.
  const delimiter = locale === "de" ? ";" : ",";
  const csv = `\uFEFF${lines.map((line) => line.map(csvCell).join(delimiter)).join("\r\n")}\r\n`;
  return new Response(csv, { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
}
