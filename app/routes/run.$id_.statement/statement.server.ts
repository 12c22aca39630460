import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { loadSiteReport, type Run } from "#core/runs/runs.server";
import { schema } from "#drizzle/db.server";
import { isLocale, type Locale } from "~/i18n";
import { loadSampleInventories } from "~/utils/assessment/load.server";
import { samplePages } from "~/utils/assessment/model";
import { loadAssessment, loadAssessmentHead, statementAssessmentOf } from "~/utils/assessment/store.server";
import { requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { criterionInfo, ruleBarrier } from "~/utils/guidance.server";
import { defaultStatementFields } from "~/utils/statement/draft";
import { type StatementFields, statementFieldsFrom } from "~/utils/statement/fields";
import {
  type DerivedBasis,
  type DerivedPart,
  derivedBasisFrom,
  derivedBasisOf,
  partsBehind,
} from "~/utils/statement/refresh";
import type { User } from "~/utils/users.server";

const { statementDrafts } = schema;

export type StatementDraft = {
  locale: Locale;
  fields: Record<string, string>;
  /** What the results said when the draft's derived parts were taken from them; null for older drafts. */
  basis: DerivedBasis | null;
  updatedAt: Date;
  /** Who saved it last; "" for drafts saved before that was kept. */
  byName: string;
};

/** The signed-in owner's finished run; the same 404 for missing, foreign and unfinished runs. */
export async function requireStatementRun(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
): Promise<Run & { actor: User }> {
  const { user, workspace } = await requireEntitlement(request, context);
  return { ...(await requireOwnRun(context, workspace, id, { finished: true })), actor: user };
}

export async function loadDraft(context: AppLoadContext, runId: string): Promise<StatementDraft | null> {
  const row = await context.db.select().from(statementDrafts).where(eq(statementDrafts.runId, runId)).get();
  if (!row || !isLocale(row.locale)) return null;
  return {
    locale: row.locale,
    fields: row.fields,
    basis: derivedBasisFrom(row.derivedBasis),
    updatedAt: row.updatedAt,
    byName: row.byName,
  };
}

export async function saveDraft(
  context: AppLoadContext,
  runId: string,
  locale: Locale,
  fields: StatementFields,
  basis: DerivedBasis,
  byName: string,
  now = new Date(),
): Promise<void> {
  const values = { locale, fields, derivedBasis: basis, updatedAt: now, byName };
  await context.db
    .insert(statementDrafts)
    .values({ runId, ...values })
    .onConflictDoUpdate({ target: statementDrafts.runId, set: values });
}

/**
 * What a saved draft's derived parts rest on: a draft of this language keeps the results it was last
 * brought up to date with (saving own texts does not change them); a new draft, one started again in the
 * other language, or one saved before the basis was kept rests on the results as they are now.
 */
export function basisForSave(
  draft: StatementDraft | null,
  locale: Locale,
  defaults: StatementFields,
): DerivedBasis {
  return draft?.locale === locale && draft.basis ? draft.basis : derivedBasisOf(defaults);
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
  const [assessment, inventories] = await Promise.all([
    loadAssessment(context.db, run, report),
    // The sampled pages' titles name where a barrier is, beside the address.
    loadSampleInventories(context.db, run.id, samplePages(report)),
  ]);
  return defaultStatementFields(report, {
    locale,
    siteUrl: run.finalUrl ?? run.url,
    criterionName: (criterion) => criterionInfo(locale, criterion)?.title,
    ruleBarrier: (ruleId) => ruleBarrier(locale, ruleId),
    pageTitle: (url) => inventories.get(url)?.title,
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
  draft: Pick<StatementDraft, "updatedAt" | "basis">,
  fields: StatementFields,
  defaults: StatementFields,
): Promise<DraftStanding | null> {
  const head = await loadAssessmentHead(context.db, runId);
  if (!head) return null;
  const changedAfterSave = head.updatedAt.getTime() > draft.updatedAt.getTime();
  return {
    changed: partsBehind(fields, defaults, draft.basis, changedAfterSave),
    assessmentChangedAt: head.updatedAt,
    changedAfterSave,
  };
}
