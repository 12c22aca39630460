import type { TFunction } from "i18next";
import type { FlowSummary } from "./model";

/** How a flow of a site run ran, in one sentence: the web report and the PDF say it alike. */
export function flowOutcome(flow: Pick<FlowSummary, "failure">, t: TFunction): string {
  const { failure } = flow;
  if (!failure) return t("siteAccess.trial.ok");
  const where =
    failure.step === 0
      ? t("siteAccess.report.couldNotStart")
      : t(failure.phase === "login" ? "siteAccess.report.loginStopped" : "siteAccess.report.stopped", {
          step: failure.step,
        });
  const reason = t(`siteAccess.trial.failures.${failure.code}`, {
    defaultValue: t("siteAccess.trial.failures.unknown"),
  });
  return `${where} ${reason}`;
}

/** A scanned state of a flow: its step, its name and its violations, or that its scan failed. */
export function flowStateLabel(state: FlowSummary["states"][number], t: TFunction): string {
  return state.failed
    ? t("siteAccess.report.stateFailed", { step: state.step, scan: state.scan })
    : t("siteAccess.report.state", { step: state.step, scan: state.scan, count: state.violationCount });
}
