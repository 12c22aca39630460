/**
 * Checking what a person submitted for a criterion on a page, or for a needs-review finding. Pure: the
 * action validates, the form shows the limits and the errors.
 */
import { type Decision, decisions, type TestingMeans, testingMeans, type Verdict, verdicts } from "./model";

export const answerLimits = { barrier: 2000, note: 2000, screenReader: 80 } as const;

export type AnswerErrorKey =
  | "verdictMissing"
  | "barrierRequired"
  | "barrierTooLong"
  | "noteTooLong"
  | "screenReaderRequired"
  | "screenReaderTooLong"
  | "screenReaderNotUsed";
export type AnswerValues = {
  verdict: string;
  barrier: string;
  note: string;
  means: TestingMeans[];
  screenReader: string;
};
export type AnswerErrors = Partial<Record<"verdict" | "barrier" | "note" | "screenReader", AnswerErrorKey>>;

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
    // Only the known means: the statement turns each into a claim.
    means: testingMeans.filter((means) => form.getAll("means").includes(means)),
    // One line: the name goes into a sentence of the statement.
    screenReader: textOf(form, "screenReader", answerLimits.screenReader).replace(/\s+/g, " "),
  };
  const errors: AnswerErrors = {};
  const verdict = verdicts.find((v) => v === values.verdict);
  if (!verdict) errors.verdict = "verdictMissing";
  if (verdict === "failed" && values.barrier === "") errors.barrier = "barrierRequired";
  if (values.barrier.length > answerLimits.barrier) errors.barrier = "barrierTooLong";
  if (values.note.length > answerLimits.note) errors.note = "noteTooLong";
  const screenReaderUsed = values.means.includes("screenReader");
  if (screenReaderUsed && values.screenReader === "") errors.screenReader = "screenReaderRequired";
  else if (!screenReaderUsed && values.screenReader !== "") errors.screenReader = "screenReaderNotUsed";
  else if (values.screenReader.length > answerLimits.screenReader)
    errors.screenReader = "screenReaderTooLong";
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
