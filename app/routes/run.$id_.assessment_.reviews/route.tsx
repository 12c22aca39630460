/**
 * A needs-review finding decided from the run report's review tab. Sent by a fetcher once the page is
 * interactive (the report stays and reloads its data); without JavaScript an ordinary form post that
 * returns to the tab. A confirmation also sets the sampled pages' verdicts, as on the criterion page.
 */
import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { validateReview } from "~/utils/assessment/answers";
import { requireAssessmentRun } from "~/utils/assessment/load.server";
import { assessedCriteria, reviewAnchor, verdictsFromConfirmed } from "~/utils/assessment/model";
import { loadAssessment, saveReview } from "~/utils/assessment/store.server";
import { notFound } from "~/utils/guard.server";

export async function loader() {
  throw notFound();
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { run, report } = await requireAssessmentRun(request, context, params.id);
  if (run.kind !== "site") throw notFound();
  const loaded = await loadAssessment(context.db, run, report);
  if (!loaded) throw redirect(`/run/${run.id}/assessment`);
  const form = await request.formData();
  const issue = report.issues.find(
    (candidate) => candidate.category === "incomplete" && candidate.key === form.get("issueKey"),
  );
  if (!issue) throw notFound();
  const checked = validateReview(form);
  if (!checked.ok) return data({ ok: false as const, key: issue.key }, { status: 400 });
  const pageVerdicts =
    checked.decision === "confirmed"
      ? verdictsFromConfirmed(issue, report, loaded.sample, assessedCriteria(report.level), loaded.answers)
      : [];
  await saveReview(
    context.db,
    run.id,
    {
      issueKey: issue.key,
      decision: checked.decision,
      // The tab sends no reason: one written on the criterion page stays.
      note: form.has("note")
        ? checked.note
        : (loaded.reviews.find((review) => review.issueKey === issue.key)?.note ?? ""),
    },
    pageVerdicts,
  );
  if (form.get("live") === "1") return { ok: true as const, key: issue.key, pagesSet: pageVerdicts.length };
  throw redirect(`/run/${run.id}?tab=manual#${reviewAnchor(issue.key)}`);
}
