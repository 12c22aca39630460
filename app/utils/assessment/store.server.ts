/**
 * The manual assessment in D1: starting one (with the answers of the site's previous assessment carried
 * over), saving each answer as it is submitted, and everything a page needs to show it.
 */
import { and, desc, eq, isNull, lt, ne } from "drizzle-orm";
import type { SiteReport } from "#core/contract";
import type { Run } from "#core/runs/runs.server";
import { type Database, schema } from "#drizzle/db.server";
import { isoDay, type StatementAssessment } from "../statement/draft";
import {
  type Answer,
  type AnswerInput,
  type AssessmentOverview,
  assessedCriteria,
  assessmentOverview,
  type Decision,
  manualBarriers,
  personFindings,
  type ReportReview,
  type Review,
  recordedMeans,
  type SamplePage,
  samplePages,
  testingMeans,
} from "./model";
import type { SignOff } from "./sign-off";

const { assessments, assessmentAnswers, assessmentReviews, runs } = schema;

export type AssessmentHead = {
  runId: string;
  carriedFromRunId: string | null;
  createdAt: Date;
  updatedAt: Date;
} & SignOff & { signedOffAt: Date | null };

/** An assessment nobody has signed off yet. */
export const notSignedOff: SignOff & { signedOffAt: null } = {
  auditorName: "",
  auditorRole: "",
  tools: [],
  assistiveTechnologies: [],
  signedOffOn: "",
  signedOffAt: null,
};

export type LoadedAssessment = {
  head: AssessmentHead;
  sample: SamplePage[];
  answers: Answer[];
  reviews: Review[];
  overview: AssessmentOverview;
};

export async function loadAssessmentHead(db: Database, runId: string): Promise<AssessmentHead | null> {
  const row = await db.select().from(assessments).where(eq(assessments.runId, runId)).get();
  return row ?? null;
}

export async function loadAssessment(
  db: Database,
  run: Run,
  report: SiteReport,
): Promise<LoadedAssessment | null> {
  const head = await loadAssessmentHead(db, run.id);
  if (!head) return null;
  const [answerRows, reviewRows] = await Promise.all([
    db.select().from(assessmentAnswers).where(eq(assessmentAnswers.runId, run.id)).all(),
    db.select().from(assessmentReviews).where(eq(assessmentReviews.runId, run.id)).all(),
  ]);
  const answers: Answer[] = answerRows.map(({ runId: _r, means, ...answer }) => ({
    ...answer,
    means: testingMeans.filter((known) => means.includes(known)),
  }));
  const reviews: Review[] = reviewRows.map(({ runId: _r, updatedAt: _u, ...review }) => review);
  const sample = samplePages(report);
  return { head, sample, answers, reviews, overview: assessmentOverview(report, sample, answers, reviews) };
}

/**
 * The owner's latest assessment of an earlier run of the same site (the registered site's key, or the
 * same address for runs without one).
 */
async function previousAssessment(db: Database, run: Run): Promise<string | null> {
  const sameSite = run.siteKey
    ? eq(runs.siteKey, run.siteKey)
    : and(isNull(runs.siteKey), eq(runs.url, run.url));
  const row = await db
    .select({ runId: assessments.runId })
    .from(assessments)
    .innerJoin(runs, eq(runs.id, assessments.runId))
    .where(
      and(
        eq(runs.ownerId, run.ownerId ?? ""),
        eq(runs.kind, "site"),
        ne(runs.id, run.id),
        lt(runs.createdAt, run.createdAt),
        sameSite,
      ),
    )
    .orderBy(desc(runs.createdAt))
    .get();
  return row?.runId ?? null;
}

/**
 * Starts the run's assessment once (a second start changes nothing). Answers of the site's previous
 * assessment come along where the page is sampled again and the criterion is still assessed, and
 * needs-review answers where the finding is still there; all of them marked for re-confirmation.
 */
export async function startAssessment(
  db: Database,
  run: Run,
  report: SiteReport,
  now = new Date(),
): Promise<void> {
  if (await loadAssessmentHead(db, run.id)) return;
  const previous = await previousAssessment(db, run);
  const inserted = await db
    .insert(assessments)
    .values({ runId: run.id, carriedFromRunId: previous, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ runId: assessments.runId });
  if (inserted.length === 0 || !previous) return;

  const criteria = new Set(assessedCriteria(report.level));
  const pages = new Set(samplePages(report).map((page) => page.url));
  const reviewKeys = new Set(report.issues.filter((i) => i.category === "incomplete").map((i) => i.key));
  const [oldAnswers, oldReviews] = await Promise.all([
    db.select().from(assessmentAnswers).where(eq(assessmentAnswers.runId, previous)).all(),
    db.select().from(assessmentReviews).where(eq(assessmentReviews.runId, previous)).all(),
  ]);
  const statements = [
    ...oldAnswers
      .filter((answer) => criteria.has(answer.criterion) && pages.has(answer.pageUrl))
      .map((answer) =>
        db.insert(assessmentAnswers).values({ ...answer, runId: run.id, carriedOver: true, updatedAt: now }),
      ),
    ...oldReviews
      .filter((review) => reviewKeys.has(review.issueKey))
      .map((review) =>
        db.insert(assessmentReviews).values({ ...review, runId: run.id, carriedOver: true, updatedAt: now }),
      ),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

function upsertAnswer(db: Database, runId: string, answer: AnswerInput, now: Date) {
  // A barrier belongs to a failure; a pass keeps no stale barrier text.
  const barrier = answer.verdict === "failed" ? answer.barrier : "";
  const screenReader = answer.means.includes("screenReader") ? answer.screenReader : "";
  const values = { ...answer, barrier, screenReader, carriedOver: false, updatedAt: now };
  return db
    .insert(assessmentAnswers)
    .values({ runId, ...values })
    .onConflictDoUpdate({
      target: [assessmentAnswers.runId, assessmentAnswers.criterion, assessmentAnswers.pageUrl],
      set: values,
    });
}

export async function saveAnswer(
  db: Database,
  runId: string,
  answer: AnswerInput,
  now = new Date(),
): Promise<void> {
  await saveAnswers(db, runId, [answer], now);
}

/** Several answers in one batch: a criterion answered for the whole sample at once. */
export async function saveAnswers(
  db: Database,
  runId: string,
  answers: readonly AnswerInput[],
  now = new Date(),
): Promise<void> {
  await db.batch([
    db.update(assessments).set({ updatedAt: now }).where(eq(assessments.runId, runId)),
    ...answers.map((answer) => upsertAnswer(db, runId, answer, now)),
  ]);
}

/**
 * A needs-review finding answered; a confirmation also saves the page verdicts it implies
 * (verdictsFromConfirmed), in the same batch.
 */
export async function saveReview(
  db: Database,
  runId: string,
  review: { issueKey: string; decision: Decision; note: string },
  pageVerdicts: readonly AnswerInput[] = [],
  now = new Date(),
): Promise<void> {
  const values = { ...review, carriedOver: false, updatedAt: now };
  await db.batch([
    db
      .insert(assessmentReviews)
      .values({ runId, ...values })
      .onConflictDoUpdate({ target: [assessmentReviews.runId, assessmentReviews.issueKey], set: values }),
    db.update(assessments).set({ updatedAt: now }).where(eq(assessments.runId, runId)),
    ...(review.decision === "confirmed" ? pageVerdicts : []).map((answer) =>
      upsertAnswer(db, runId, answer, now),
    ),
  ]);
}

/** The auditor's sign-off; it does not count as a change of the assessment. */
export async function saveSignOff(
  db: Database,
  runId: string,
  signOff: SignOff,
  now = new Date(),
): Promise<void> {
  await db
    .update(assessments)
    .set({ ...signOff, signedOffAt: now })
    .where(eq(assessments.runId, runId));
}

/**
 * The decisions on a site run's needs-review findings, by rule, for the report's review tab; null while
 * the run has no assessment (the tab then points to it).
 */
export async function reportReviews(
  db: Database,
  runId: string,
  report: SiteReport,
): Promise<Record<string, ReportReview[]> | null> {
  if (!(await loadAssessmentHead(db, runId))) return null;
  const rows = await db.select().from(assessmentReviews).where(eq(assessmentReviews.runId, runId)).all();
  const decided = new Map(rows.map((row) => [row.issueKey, row]));
  const byRule: Record<string, ReportReview[]> = {};
  for (const issue of report.issues) {
    if (issue.category !== "incomplete") continue;
    const review = decided.get(issue.key);
    const ofRule = byRule[issue.ruleId] ?? [];
    byRule[issue.ruleId] = ofRule;
    ofRule.push({
      key: issue.key,
      pattern: issue.pattern,
      occurrenceCount: issue.occurrenceCount,
      decision: review?.decision ?? null,
      carriedOver: review?.carriedOver ?? false,
    });
  }
  return byRule;
}

/** What the statement needs to know of an assessment. */
export function statementAssessmentOf(loaded: LoadedAssessment): StatementAssessment {
  const { overview } = loaded;
  return {
    date: isoDay(loaded.head.updatedAt),
    criteria: overview.criteria.length,
    decided: overview.decided,
    decidedByPerson: overview.decidedByPerson,
    decidedByScan: overview.decidedByScan,
    failed: overview.failed,
    open: overview.criteria.filter((c) => c.status === "open").map((c) => c.criterion),
    samplePages: loaded.sample.length,
    barriers: manualBarriers(overview),
    ...recordedMeans(overview),
    ...personFindings(overview),
  };
}
