/** Klarsicht's mail: an outbox in D1, delivered through Resend's HTTP API (docs/decisions/018-mail-through-an-outbox.md). */
export { type MailConfig, type MailEnv, mailConfigFrom } from "./config.server";
export type { RenderedMail } from "./layout.server";
export {
  type EnqueueResult,
  enqueueRunAlert,
  enqueueRunFailed,
  enqueueRunResult,
  enqueueWeeklyDigest,
  type RunAlertRequest,
  type RunFailedRequest,
  type RunResultRequest,
  sendTestAlert,
  type TestAlertOutcome,
  type WeeklyDigestRequest,
} from "./monitoring.server";
export {
  type DeliveryReport,
  deliverDueMail,
  deliverMail,
  enqueueMail,
  type MailKind,
  type OutgoingMail,
  retryDelayMs,
  SENT_MAIL_KEPT_MS,
  sendMail,
} from "./outbox.server";
export {
  defaultMailPreferences,
  getMailPreferences,
  type MailPreferences,
  saveMailPreferences,
} from "./preferences.server";
export {
  type AlertIssue,
  buildContactCopyMail,
  buildContactMail,
  buildRunAlertMail,
  buildRunFailedMail,
  buildRunResultMail,
  buildTestAlertMail,
  buildWeeklyDigestMail,
  type DigestSite,
  type Impact,
  type RunAlertInput,
  type RunFailedInput,
  type WeeklyDigestInput,
} from "./templates.server";
