import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useEnhanced } from "~/components/LinkTabs";
import { buttonClass } from "~/components/ui";
import { type ReportReview, reviewAnchor } from "~/utils/assessment/model";

/**
 * The person's decision on one element group of a needs-review rule, in the run report's review tab:
 * confirm it as a violation or dismiss it. Sent by a fetcher once the page is interactive, so the tab
 * updates in place when the report's data reloads; without JavaScript an ordinary form post that comes
 * back to the tab.
 */
export function ReviewDecision({ runId, review }: { runId: string; review: ReportReview }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const enhanced = useEnhanced();
  const busy = fetcher.state !== "idle";
  const id = reviewAnchor(review.key);
  return (
    <fetcher.Form
      method="post"
      action={`/run/${runId}/assessment/reviews`}
      id={id}
      aria-labelledby={`${id}-group`}
      className="mt-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
    >
      <input type="hidden" name="issueKey" value={review.key} />
      {enhanced ? <input type="hidden" name="live" value="1" /> : null}
      <p id={`${id}-group`} className="font-medium break-all">
        {t("assessment.review.inReport.group", { pattern: review.pattern })}
      </p>
      <p role="status" className="mt-1">
        {review.decision
          ? t("assessment.review.inReport.current", {
              decision: t(`assessment.review.decided.${review.decision}`),
            })
          : t("assessment.review.inReport.undecided")}
        {review.carriedOver ? ` (${t("assessment.report.toReconfirm")})` : ""}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="submit"
          name="decision"
          value="confirmed"
          aria-disabled={busy || undefined}
          className={buttonClass(review.decision === "confirmed" ? "primary" : "secondary")}
        >
          {t("assessment.review.inReport.confirm")}
        </button>
        <button
          type="submit"
          name="decision"
          value="dismissed"
          aria-disabled={busy || undefined}
          className={buttonClass(review.decision === "dismissed" ? "primary" : "secondary")}
        >
          {t("assessment.review.inReport.dismiss")}
        </button>
      </div>
    </fetcher.Form>
  );
}
