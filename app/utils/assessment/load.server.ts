/**
 * What the assessment pages load: the owner's finished site run with its report in the viewer's language,
 * and the texts of each criterion (its guided check, in app/locales/assessment, for every criterion an
 * assessment can cover: WCAG 2.1 A/AA, the WCAG 2.2 additions and AAA).
 */

import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PageInventory, SiteReport } from "#core/contract";
import { loadSiteReport, type Run } from "#core/runs/runs.server";
import { loadPageInventories } from "#core/runs/site-runs.server";
import { wcagSuccessCriteria } from "#core/wcag";
import type { Locale } from "~/i18n";
import { requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { criterionInfo } from "~/utils/guidance.server";
import { getLocale } from "~/utils/locale.server";
import { screenshotUrl } from "~/utils/pictures";
import { localizeSiteReport } from "~/utils/report-language.server";
import type { User } from "~/utils/users.server";
import deChecks, { type CheckMethod } from "../../locales/assessment/de";
import enChecks from "../../locales/assessment/en";
import { notFound } from "../guard.server";
import { type InventoryView, inventoryView, sectionsFor } from "./inventory";
import type { CriterionResult, SamplePage } from "./model";
import type { LoadedAssessment } from "./store.server";
import { suggestible } from "./suggest";

export type AssessmentRun = { run: Run; report: SiteReport; locale: Locale; actor: User };

/**
 * The signed-in owner's finished run and its report; the same 404 for missing, foreign and unfinished
 * runs (app/utils/guard.server.ts). Page runs are returned too: the pages explain that they need a site run.
 */
export async function requireAssessmentRun(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
): Promise<AssessmentRun> {
  const { user, workspace } = await requireEntitlement(request, context);
  const run = await requireOwnRun(context, workspace, id, { finished: true });
  const stored = await loadSiteReport(context.db, run);
  if (!stored) throw notFound();
  const locale = await getLocale(request);
  return { run, report: localizeSiteReport(stored, locale), locale, actor: user };
}

export type CriterionTexts = {
  criterion: string;
  title: string;
  level: string;
  method: CheckMethod;
  how: string;
  pass: string;
};

const guidedChecks = { de: deChecks, en: enChecks } as const;

export function criterionTexts(locale: Locale, criterion: string): CriterionTexts {
  const checks: Record<string, (typeof deChecks)[keyof typeof deChecks]> = guidedChecks[locale];
  // Every assessed criterion has a guided check (tests/unit/assessment.test.ts); the guidance's short
  // manual check only stands in for a criterion that is not assessed.
  const guided = Object.hasOwn(checks, criterion) ? checks[criterion] : undefined;
  const info = criterionInfo(locale, criterion);
  return {
    criterion,
    title: info?.title ?? "",
    level: wcagSuccessCriteria[criterion] ?? "",
    method: guided?.method ?? "content",
    how: guided?.how ?? info?.manualCheck ?? "",
    pass: guided?.pass ?? "",
  };
}

/** A criterion's line in the overview and the report: serialisable, texts in the viewer's language. */
export type CriterionRow = CriterionTexts & {
  clause: string | null;
  status: CriterionResult["status"];
  tested: boolean;
  violations: number;
  reviews: number;
  answeredPages: number;
  toReconfirm: number;
};

export function criterionRows(locale: Locale, loaded: Pick<LoadedAssessment, "overview">): CriterionRow[] {
  return loaded.overview.criteria.map((result) => ({
    ...criterionTexts(locale, result.criterion),
    clause: result.clause,
    status: result.status,
    tested: result.automated.tested,
    violations: result.automated.violations.length,
    reviews: result.automated.reviews.length,
    answeredPages: result.answeredPages,
    toReconfirm: result.toReconfirm,
  }));
}

/**
 * A sampled page as the views show it, with the address of the page's screenshot (served to the run's
 * owner only): null when none was taken, and the views show no image.
 */
export type SamplePageView = SamplePage & { pictureUrl: string | null; pictureWidth: number | null };

export function samplePageViews(
  sample: readonly SamplePage[],
  runId: string,
  report: Pick<SiteReport, "pages">,
): SamplePageView[] {
  return sample.map((page) => ({
    ...page,
    pictureUrl: screenshotUrl(runId, report.pages[page.index] ?? {}),
    pictureWidth: report.pages[page.index]?.screenshot?.width ?? null,
  }));
}

/**
 * What each sampled page's inventory shows for a criterion, by page address, and the inventories
 * themselves for the "not applicable" suggestion; nothing is read when the criterion needs neither. A page
 * without a stored inventory gets a view saying so.
 */
export async function sampleInventories(
  db: AppLoadContext["db"],
  runId: string,
  sample: readonly SamplePage[],
  criterion: string,
): Promise<{ views: Map<string, InventoryView>; inventories: Map<string, PageInventory> }> {
  const views = new Map<string, InventoryView>();
  if (sectionsFor(criterion).length === 0 && !suggestible(criterion))
    return { views, inventories: new Map() };
  const inventories = await loadSampleInventories(db, runId, sample);
  for (const page of sample) {
    const view = inventoryView(inventories.get(page.url), criterion);
    if (view) views.set(page.url, view);
  }
  return { views, inventories };
}

/** The sampled pages' stored inventories, by page address (for the audit report). */
export function loadSampleInventories(
  db: AppLoadContext["db"],
  runId: string,
  sample: readonly SamplePage[],
): Promise<Map<string, PageInventory>> {
  return loadPageInventories(
    db,
    runId,
    sample.map((page) => page.url),
  );
}
