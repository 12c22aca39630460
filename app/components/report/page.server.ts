/**
 * A finished page run's report as the web views show it: one category, and for violations and
 * incomplete one page of it, in the viewer's language. The run page and a shared link both read it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { engineOf, type ReportLocale, type ResultCategory } from "#core/contract";
import { loadRunReportCategory, type Run } from "#core/runs/runs.server";
import { pageRunCounts } from "~/utils/counts";
import { criterionName, ruleGuidance } from "~/utils/guidance.server";
import { localizeFinding, ReportTranslator } from "~/utils/report-language.server";
import { pageTabs, safeHelpUrl } from "./model";

const defaultTab: ResultCategory = "violations";

function parseTab(value: string | null): ResultCategory {
  return pageTabs.find((tab) => tab === value) ?? defaultTab;
}

/**
 * Rules per page of a category that lists elements: a page's report reaches the browser one tab, and
 * for violations and incomplete one page, at a time. Passes and inapplicable rules list no elements;
 * at most one entry per axe rule, they fit on one page.
 */
export const FINDINGS_PER_PAGE = 20;
const pagedTabs: readonly ResultCategory[] = ["violations", "incomplete"];

function parsePage(value: string | null, pageCount: number): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, Math.max(1, pageCount)) : 1;
}

/** The view of a finished page run that the address's `?tab=` and `?page=` ask for; null without a report. */
export async function loadPageReportView(
  context: AppLoadContext,
  run: Run,
  search: URLSearchParams,
  locale: ReportLocale,
) {
  // Only the open category, one page of it, reaches the browser; only it and the head are decompressed.
  const tab = parseTab(search.get("tab"));
  const stored = await loadRunReportCategory(context.db, run.id, tab);
  if (!stored) return null;
  const { head: report, findings: all } = stored;
  const perPage = pagedTabs.includes(tab) ? FINDINGS_PER_PAGE : Math.max(1, all.length);
  const pageCount = Math.ceil(all.length / perPage);
  const page = parsePage(search.get("page"), pageCount);
  const from = (page - 1) * perPage;
  const translator = new ReportTranslator(report.locale, locale);
  // How to fix a violation; what to look at for a finding that needs review.
  const guidanceOf = (ruleId: string) => {
    const guidance = tab === "violations" || tab === "incomplete" ? ruleGuidance(locale, ruleId) : null;
    return guidance ? (tab === "violations" ? guidance.fix : guidance.check) : null;
  };
  return {
    finalUrl: report.finalUrl,
    partial: report.partial ?? null,
    screenshot: report.screenshot ?? null,
    counts: report.counts,
    summary: pageRunCounts(report, run.violationCount),
    tab,
    findings: all.slice(from, from + perPage).map((stored) => {
      const finding = localizeFinding(stored, tab, translator);
      return {
        ...finding,
        helpUrl: safeHelpUrl(finding.helpUrl),
        nodeCount: finding.nodeCount ?? finding.nodes.length,
        criteria: finding.wcag.map((criterion) => criterionName(locale, criterion)),
        // Named here: engineOf lives in the contract, whose zod schemas the browser does not need.
        engine: engineOf(finding),
        guidance: guidanceOf(finding.ruleId),
      };
    }),
    findingsPage: { page, pageCount, from, total: all.length },
  };
}

export type PageReportView = NonNullable<Awaited<ReturnType<typeof loadPageReportView>>>;
