import { eq } from "drizzle-orm";
import { createDb, schema } from "#drizzle/db.server";
import { isLocale } from "~/i18n";
import type { AppliedBranding } from "../branding";
import { brandingForMail } from "../branding.server";
import { type MailEnv, mailConfigFrom } from "./config.server";
import type { Footer } from "./layout.server";
import { deliverMail, enqueueMail, type OutgoingMail } from "./outbox.server";
import { getMailPreferences, wantsMail } from "./preferences.server";
import {
  type AlertIssue,
  buildRunAlertMail,
  buildRunFailedMail,
  buildRunResultMail,
  buildTestAlertMail,
  buildWeeklyDigestMail,
  type DigestSite,
  type RunResultInput,
} from "./templates.server";
import { listUnsubscribeHeaders, type UnsubscribableKind, unsubscribeUrl } from "./unsubscribe.server";

/** Why a monitoring mail was not enqueued, or the outbox entry it was given. */
export type EnqueueResult =
  | { queued: true; id: string; created: boolean }
  | { queued: false; reason: "opted-out" | "nothing-new" | "no-user" | "unverified" };

const PREFERENCES_PATH = "/profile/general#mail";

export type RunAlertRequest = {
  /** The workspace whose run it is: its members who may read get the mail. */
  userId: string;
  site: string;
  runId: string;
  newIssues: AlertIssue[];
  regressions: AlertIssue[];
  /** The run's WCAG violation issues as found and as open after triage, as the report counts them. */
  totals?: { found: number; open: number };
  /** Defaults to the run's report on SITE_URL. */
  reportUrl?: string;
};

export type RunFailedRequest = {
  userId: string;
  site: string;
  runId: string;
  reason?: string;
  reportUrl?: string;
};

export type WeeklyDigestRequest = { userId: string; weekOf: string; sites: DigestSite[] };

type Ctx = Pick<ExecutionContext, "waitUntil">;

async function recipient(env: MailEnv, userId: string) {
  const db = createDb(env.DB);
  const [user] = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      emailVerified: schema.users.emailVerified,
      locale: schema.users.locale,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return user ? { ...user, locale: isLocale(user.locale) ? user.locale : ("de" as const) } : null;
}

async function footerFor(
  env: MailEnv,
  user: { id: string; email: string },
  kind: UnsubscribableKind,
): Promise<Footer> {
  if (!env.SESSION_SECRET) throw new Error("Mail needs SESSION_SECRET to sign its unsubscribe links");
  return {
    recipientEmail: user.email,
    unsubscribeUrl: await unsubscribeUrl(env.SITE_URL, env.SESSION_SECRET, user.id, kind),
    preferencesUrl: new URL(PREFERENCES_PATH, env.SITE_URL).toString(),
  };
}

function reportUrlOf(env: MailEnv, runId: string): string {
  return new URL(`/run/${encodeURIComponent(runId)}`, env.SITE_URL).toString();
}

/**
 * Who hears of a workspace's runs (decision 050): its members, every role reads. The founder as before
 * (by the address the account has), the others only at a confirmed address; an account held for a
 * client who has not signed in yet gets nothing.
 */
async function workspaceRecipients(env: MailEnv, workspaceId: string) {
  const db = createDb(env.DB);
  const { users, workspaceMembers } = schema;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      unclaimed: users.unclaimed,
      locale: users.locale,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return rows
    .filter((row) => !row.unclaimed && (row.emailVerified || row.id === workspaceId))
    .map((row) => ({ ...row, locale: isLocale(row.locale) ? row.locale : ("de" as const) }));
}

/**
 * Checks each member's wish, renders in their language and the workspace's branding, and stores one mail
 * per member under its dedupe key (the founder's is the key as it always was, the others' add their id);
 * with `ctx` they are also sent right away (after the response), else the next `deliverDueMail` sends them.
 */
async function enqueueMonitoringMail(
  env: MailEnv,
  workspaceId: string,
  kind: UnsubscribableKind,
  dedupeKey: string,
  render: (
    footer: Footer,
    locale: "de" | "en",
    branding: AppliedBranding | null,
  ) => { subject: string; html: string; text: string },
  ctx?: Ctx,
  { founderOnly = false } = {},
): Promise<EnqueueResult> {
  const recipients = (await workspaceRecipients(env, workspaceId)).filter(
    (user) => !founderOnly || user.id === workspaceId,
  );
  if (recipients.length === 0) return { queued: false, reason: "no-user" };
  const db = createDb(env.DB);
  const branding = await brandingForMail(db, env, workspaceId);
  let first: EnqueueResult = { queued: false, reason: "opted-out" };
  for (const user of recipients) {
    if (!(await wantsMail(db, user.id, kind))) continue;
    const footer = await footerFor(env, user, kind);
    const mail: OutgoingMail = {
      kind,
      dedupeKey: user.id === workspaceId ? dedupeKey : `${dedupeKey}:${user.id}`,
      userId: user.id,
      to: user.email,
      ...render(footer, user.locale, branding),
      headers: listUnsubscribeHeaders(footer.unsubscribeUrl),
    };
    const stored = await enqueueMail(db, mail);
    if (ctx && stored.created) {
      ctx.waitUntil(
        deliverMail(env, stored.id).catch((error) => console.error(`Delivering ${dedupeKey} failed`, error)),
      );
    }
    if (!first.queued) first = { queued: true, ...stored };
  }
  return first;
}

/** The alert after a scheduled run with new issues or regressions; one per run, however often called. */
export function enqueueRunAlert(env: MailEnv, input: RunAlertRequest, ctx?: Ctx): Promise<EnqueueResult> {
  if (input.newIssues.length === 0 && input.regressions.length === 0) {
    return Promise.resolve({ queued: false, reason: "nothing-new" });
  }
  return enqueueMonitoringMail(
    env,
    input.userId,
    "run-alert",
    `run-alert:${input.runId}`,
    (footer, locale, branding) =>
      buildRunAlertMail({
        locale,
        branding,
        site: input.site,
        runId: input.runId,
        newIssues: input.newIssues,
        regressions: input.regressions,
        totals: input.totals,
        reportUrl: input.reportUrl ?? reportUrlOf(env, input.runId),
        footer,
      }),
    ctx,
  );
}

/** The notice that a scheduled run failed; one per run. */
export function enqueueRunFailed(env: MailEnv, input: RunFailedRequest, ctx?: Ctx): Promise<EnqueueResult> {
  return enqueueMonitoringMail(
    env,
    input.userId,
    "run-failed",
    `run-failed:${input.runId}`,
    (footer, locale, branding) =>
      buildRunFailedMail({
        locale,
        branding,
        site: input.site,
        runId: input.runId,
        reason: input.reason,
        reportUrl: input.reportUrl ?? reportUrlOf(env, input.runId),
        footer,
      }),
    ctx,
  );
}

/** The weekly overview (opt-in); one per account and week. */
export function enqueueWeeklyDigest(
  env: MailEnv,
  input: WeeklyDigestRequest,
  ctx?: Ctx,
): Promise<EnqueueResult> {
  return enqueueMonitoringMail(
    env,
    input.userId,
    "weekly-digest",
    `weekly-digest:${input.userId}:${input.weekOf}`,
    (footer, locale, branding) =>
      buildWeeklyDigestMail({ locale, weekOf: input.weekOf, sites: input.sites, footer, branding }),
    ctx,
    // The digest is each person's own opt-in, gathered per account; it still covers the founder's workspace.
    { founderOnly: true },
  );
}

/** Test mails an account may ask for: one per clock minute (the dedupe key holds the minute). */
const TEST_ALERT_WINDOW_MS = 60_000;

export type TestAlertRequest = { userId: string; site: string; siteId: number };

export type TestAlertOutcome =
  | { status: "sent" | "queued" | "recent" | "unverified"; email: string }
  | { status: "no-user" };

/**
 * A test alert, asked for on a site's dashboard, to the account's own address. Only to a verified one: the
 * button must not mail an address the account merely typed in. At most one a minute per account, held by
 * the outbox's dedupe key, so two clicks at once send one mail.
 */
export async function sendTestAlert(
  env: MailEnv,
  input: TestAlertRequest,
  ctx: Ctx,
  now = new Date(),
): Promise<TestAlertOutcome> {
  const user = await recipient(env, input.userId);
  if (!user) return { status: "no-user" };
  if (!user.emailVerified) return { status: "unverified", email: user.email };
  const db = createDb(env.DB);
  const preferencesUrl = new URL(PREFERENCES_PATH, env.SITE_URL).toString();
  const mail = buildTestAlertMail({
    locale: user.locale,
    site: input.site,
    email: user.email,
    dashboardUrl: new URL(`/sites/${input.siteId}`, env.SITE_URL).toString(),
    preferencesUrl,
    preferences: await getMailPreferences(db, user.id),
  });
  const minute = Math.floor(now.getTime() / TEST_ALERT_WINDOW_MS);
  const stored = await enqueueMail(
    db,
    {
      kind: "test-alert",
      dedupeKey: `test-alert:${user.id}:${minute}`,
      userId: user.id,
      to: user.email,
      ...mail,
    },
    now,
  );
  if (!stored.created) return { status: "recent", email: user.email };
  // Without a mail provider the mail waits in the outbox: the page must not claim it was sent.
  if (!mailConfigFrom(env)) return { status: "queued", email: user.email };
  ctx.waitUntil(
    deliverMail(env, stored.id).catch((error) => console.error("Delivering a test alert failed", error)),
  );
  return { status: "sent", email: user.email };
}

export type RunResultRequest = {
  /** The member who asked for it. */
  userId: string;
  /** The workspace whose run it is, whose branding the mail wears. */
  workspaceId: string;
  site: string;
  runId: string;
  reportUrl?: string;
  outcome: RunResultInput["outcome"];
};

/**
 * The result of a scan started by hand whose owner asked for it by mail; one per run. It was asked for
 * with this run, so it goes whatever the alert settings say, but only to a verified address.
 */
export async function enqueueRunResult(
  env: MailEnv,
  input: RunResultRequest,
  ctx?: Ctx,
): Promise<EnqueueResult> {
  const user = await recipient(env, input.userId);
  if (!user) return { queued: false, reason: "no-user" };
  if (!user.emailVerified) return { queued: false, reason: "unverified" };
  const db = createDb(env.DB);
  const mail = buildRunResultMail({
    branding: await brandingForMail(db, env, input.workspaceId),
    locale: user.locale,
    site: input.site,
    email: user.email,
    reportUrl: input.reportUrl ?? reportUrlOf(env, input.runId),
    outcome: input.outcome,
  });
  const dedupeKey = `run-result:${input.runId}`;
  const stored = await enqueueMail(db, {
    kind: "run-result",
    dedupeKey,
    userId: user.id,
    to: user.email,
    ...mail,
  });
  if (ctx && stored.created) {
    ctx.waitUntil(
      deliverMail(env, stored.id).catch((error) => console.error(`Delivering ${dedupeKey} failed`, error)),
    );
  }
  return { queued: true, ...stored };
}
