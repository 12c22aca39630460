/** The Resend API, when MAIL_API_BASE does not point at the local stand-in. */
export const RESEND_API_BASE = "https://api.resend.com";

/**
 * What mail needs of the Worker's bindings. Structural on purpose: the request's parsed env (AppEnv) and
 * the raw bindings a cron handler receives both fit.
 */
export type MailEnv = {
  DB: D1Database;
  SITE_URL: string;
  SESSION_SECRET?: string;
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  CONTACT_INBOX?: string;
  MAIL_API_BASE?: string;
};

/** Mail delivery, configured whole or not at all (see `mailConfigFrom`). */
export type MailConfig = {
  apiKey: string;
  apiBase: string;
  from: string;
  contactInbox: string;
};

const mailSettings = ["RESEND_API_KEY", "MAIL_FROM", "CONTACT_INBOX"] as const;

/**
 * Mail delivery for this request or cron run: null when no provider is set (mails are kept in the outbox
 * and go out once it is). Mail set up only in part is a deployment error, named at the first request,
 * like sign-in and payments: contact messages would otherwise pile up unread while the site says they
 * were sent. Unsubscribe links are signed with SESSION_SECRET, so mail needs it too.
 */
export function mailConfigFrom(env: Omit<MailEnv, "DB" | "SITE_URL">): MailConfig | null {
  const { RESEND_API_KEY, MAIL_FROM, CONTACT_INBOX } = env;
  if (!RESEND_API_KEY && !MAIL_FROM && !CONTACT_INBOX) return null;
  const missing = [
    ...mailSettings.filter((name) => !env[name]),
    ...(env.SESSION_SECRET ? [] : ["SESSION_SECRET"]),
  ];
  if (!RESEND_API_KEY || !MAIL_FROM || !CONTACT_INBOX || missing.length > 0) {
    throw new Error(
      `Mail is configured only in part: set ${missing.join(", ")} (or none of the mail settings)`,
    );
  }
  return {
    apiKey: RESEND_API_KEY,
    apiBase: (env.MAIL_API_BASE ?? RESEND_API_BASE).replace(/\/+$/, ""),
    from: MAIL_FROM,
    contactInbox: CONTACT_INBOX,
  };
}
