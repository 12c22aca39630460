import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "~/i18n";
import { loadAssessment, loadAssessmentHead, statementAssessmentOf } from "~/utils/assessment/store.server";
import { requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { criterionInfo } from "~/utils/guidance.server";
import { defaultStatementFields } from "~/utils/statement/draft";
import { type StatementFields, statementFieldsFrom } from "~/utils/statement/fields";
import { changedDerivedParts, type DerivedPart } from "~/utils/statement/refresh";
import { schema } from "../../../drizzle/db.server";
import { loadSiteReport, type Run } from "../../../workers/scanner/runs/runs.server";

const { statementDrafts } = schema;

export type StatementDraft = { locale: Locale; fields: Record<string, string>; updatedAt: Date };

/** The signed-in owner's finished run; the same 404 for missing, foreign and unfinished runs. */
export async function requireStatementRun(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
): Promise<Run> {
  const { user } = await requireEntitlement(request, context);
  return requireOwnRun(context, user, id, { finished: true });
}

export async function loadDraft(context: AppLoadContext, runId: string): Promise<StatementDraft | null> {
  const row = await context.db.select().from(statementDrafts).where(eq(statementDrafts.runId, runId)).get();
  if (!row || !isLocale(row.locale)) return null;
  return { locale: row.locale, fields: row.fields, updatedAt: row.updatedAt };
}

export async function saveDraft(
  context: AppLoadContext,
  runId: string,
  locale: Locale,
  fields: StatementFields,
  now = new Date(),
): Promise<void> {
  await context.db
    .insert(statementDrafts)
    .values({ runId, locale, fields, updatedAt: now })
    .onConflictDoUpdate({ target: statementDrafts.runId, set: { locale, fields, updatedAt: now } });
}

/** The run's own draft in that language, with criterion names where the guidance knows them. */
export async function runDefaults(
  context: AppLoadContext,
  run: Run,
  locale: Locale,
): Promise<StatementFields | null> {
  const report = await loadSiteReport(context.db, run);
  if (!report) return null;
  // A manual assessment, once started, decides conformance together with the scan (see conformanceWith).
  const assessment = await loadAssessment(context.db, run, report);
  return defaultStatementFields(report, {
    locale,
    siteUrl: run.finalUrl ?? run.url,
    criterionName: (criterion) => criterionInfo(locale, criterion)?.title,
    assessment: assessment ? statementAssessmentOf(assessment) : undefined,
  });
}

/** A saved draft merged over the run's defaults, so fields added later still have a value. */
export function draftFields(draft: StatementDraft, defaults: StatementFields): StatementFields {
  return statementFieldsFrom(draft.fields, defaults);
}

/**
 * How a saved draft stands against the run's assessment: the derived parts that no longer say what the
 * results say, and when the assessment last changed. Null without an assessment: the automated results
 * of a finished run do not change, so only an assessment can leave a draft behind.
 */
export type DraftStanding = {
  changed: DerivedPart[];
  assessmentChangedAt: Date;
  /** An answer was given after the draft was saved. */
  changedAfterSave: boolean;
};

export async function draftStanding(
  context: AppLoadContext,
  runId: string,
  draft: Pick<StatementDraft, "updatedAt">,
  fields: StatementFields,
  defaults: StatementFields,
): Promise<DraftStanding | null> {
  const head = await loadAssessmentHead(context.db, runId);
  if (!head) return null;
  return {
    changed: changedDerivedParts(fields, defaults),
    assessmentChangedAt: head.updatedAt,
    changedAfterSave: head.updatedAt.getTime() > draft.updatedAt.getTime(),
  };
}
