/**
 * Checking what a person submitted for a criterion on a page, or for a needs-review finding. Pure: the
 * action validates, the form shows the limits and the errors.
 */
import { type Decision, decisions, type Verdict, verdicts } from "./model";

export const answerLimits = { barrier: 2000, note: 2000 } as const;

export type AnswerErrorKey = "verdictMissing" | "barrierRequired" | "barrierTooLong" | "noteTooLong";
export type AnswerValues = { verdict: string; barrier: string; note: string };
export type AnswerErrors = Partial<Record<"verdict" | "barrier" | "note", AnswerErrorKey>>;

function textOf(form: FormData, name: string, max: number): string {
  const raw = form.get(name);
  // Kept beyond the limit, so the form can show everything typed, but never unbounded.
  return typeof raw === "string"
    ? raw
        .slice(0, max * 4)
        .replace(/\r\n?/g, "\n")
        .trim()
    : "";
}

export function validateAnswer(
  form: FormData,
):
  | { ok: true; values: AnswerValues; verdict: Verdict }
  | { ok: false; values: AnswerValues; errors: AnswerErrors } {
  const rawVerdict = form.get("verdict");
  const values: AnswerValues = {
    verdict: typeof rawVerdict === "string" ? rawVerdict.slice(0, 20) : "",
    barrier: textOf(form, "barrier", answerLimits.barrier),
    note: textOf(form, "note", answerLimits.note),
  };
  const errors: AnswerErrors = {};
  const verdict = verdicts.find((v) => v === values.verdict);
  if (!verdict) errors.verdict = "verdictMissing";
  if (verdict === "failed" && values.barrier === "") errors.barrier = "barrierRequired";
  if (values.barrier.length > answerLimits.barrier) errors.barrier = "barrierTooLong";
  if (values.note.length > answerLimits.note) errors.note = "noteTooLong";
  if (!verdict || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, values, verdict };
}

export type ReviewErrorKey = "decisionMissing" | "noteTooLong";

export function validateReview(form: FormData):
  | { ok: true; decision: Decision; note: string }
  | {
      ok: false;
      values: { decision: string; note: string };
      errors: Partial<Record<"decision" | "note", ReviewErrorKey>>;
    } {
  const raw = form.get("decision");
  const note = textOf(form, "note", answerLimits.note);
  const decision = decisions.find((d) => d === raw);
  const errors: Partial<Record<"decision" | "note", ReviewErrorKey>> = {};
  if (!decision) errors.decision = "decisionMissing";
  if (note.length > answerLimits.note) errors.note = "noteTooLong";
  if (!decision || errors.note)
    return { ok: false, values: { decision: typeof raw === "string" ? raw : "", note }, errors };
  return { ok: true, decision, note };
}
