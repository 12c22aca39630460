import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull, ne } from "drizzle-orm";
import { getEntitlements } from "#core/runs/entitlements.server";
import { createDb, schema } from "#drizzle/db.server";
import { purgeAudit } from "~/utils/audit.server";
import { startAccountRun } from "~/utils/start-scan.server";
import { parseEnv } from "./env.server";
import { deliverDueMail, mailConfigFrom } from "./mail/index.server";
import { duePeriod } from "./schedule";
import { notifyFinishedScheduledRuns, notifyRequestedRunResults } from "./schedule-alerts.server";
import { scheduledLevel, schedulesActive, siteScanUrl } from "./schedules.server";
import { sweepDueWebhooks } from "./webhooks/delivery.server";
import { emitRunEvents } from "./webhooks/events.server";
import { enqueueDueDigests } from "./weekly-digest.server";

/** What the platform's scheduled event offers beside env: background work outlives the handler. */
type BackgroundWork = Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;

/** The load context of a request, for work that has none (the cron): no sign-in, no payments needed. */
function cronContext(env: Env, ctx: BackgroundWork): AppLoadContext {
  const appEnv = parseEnv(env);
  return {
    cloudflare: { env, ctx },
    env: appEnv,
    db: createDb(appEnv.DB),
    auth: null,
    billing: null,
    mail: mailConfigFrom(appEnv),
    turnstile: null,
    cspNonce: "",
  };
}

export type ScheduledWorkResult = {
  /** Runs started by schedules in this round. */
  started: string[];
  /** Finished scheduled runs whose owners were told (alert or failure notice) in this round. */
  notified: number;
  /** Finished runs started by hand whose result was mailed, as their owners asked, in this round. */
  results: number;
  /** Due schedules the plan refused a run (allowance, limits) or that another round had claimed. */
  skipped: number;
  /** Weekly digests enqueued in this round (Monday from 8 o'clock Berlin time, once a week per account). */
  digests: number;
  /** Webhook events of finished runs handed to their endpoints in this round (decision 044). */
  webhookEvents: number;
  /** Audit log entries deleted in this round for being older than the retention period (decision 046). */
  auditPurged: number;
};

/** Refusals that pass (scans under way, the hourly limit): the claim is given back, the next round tries again. */
const passingRefusals = new Set(["tooManyRunning", "tooManyPerHour"]);

/**
 * The cron's work (production's Cron Trigger, `npm run dev`'s timer through /local/cron): starts one site
 * run for every schedule whose time has come in its current period, tells owners about scheduled runs
 * that have finished (and about runs started by hand whose result they asked to be mailed), enqueues the weekly digests, hands finished runs' events to webhook endpoints and sends the deliveries left behind, deletes audit log entries older than a year, and delivers the mail that is due. The claim of a schedule's period is
 * an insert keyed by schedule and period, made before the run is created, so a cron that fires twice,
 * concurrently or late starts one run a period.
 */
export async function runScheduledWork(
  env: Env,
  scheduledTime: number,
  ctx: BackgroundWork = { waitUntil: () => {}, passThroughOnException: () => {} },
): Promise<ScheduledWorkResult> {
  const context = cronContext(env, ctx);
  const { db } = context;
  const now = new Date(scheduledTime);
  const { siteSchedules, registeredSites, users } = schema;
  const candidates = await db
    .select({
      schedule: siteSchedules,
      site: registeredSites,
      locale: users.locale,
    })
    .from(siteSchedules)
    .innerJoin(
      registeredSites,
      and(eq(registeredSites.id, siteSchedules.siteId), isNull(registeredSites.removedAt)),
    )
    .innerJoin(users, eq(users.id, siteSchedules.workspaceId))
    .where(ne(siteSchedules.frequency, "off"));

  const result: ScheduledWorkResult = {
    started: [],
    notified: 0,
    results: 0,
    skipped: 0,
    digests: 0,
    webhookEvents: 0,
    auditPurged: 0,
  };
  for (const { schedule, site, locale } of candidates) {
    const period = duePeriod(schedule, schedule.activeFrom, now);
    if (!period) continue;
    const entitlements = await getEntitlements(db, schedule.workspaceId, now);
    // Paused while the subscription has lapsed; nothing is claimed, so a renewal resumes the schedule.
    if (!schedulesActive(entitlements)) continue;
    const level = scheduledLevel(schedule.level, entitlements);
    if (!level) continue;

    const claimed = await db
      .insert(schema.scheduleRuns)
      .values({ siteId: schedule.siteId, period: period.key, claimedAt: now })
      .onConflictDoNothing()
      .returning({ siteId: schema.scheduleRuns.siteId });
    if (claimed.length === 0) {
      result.skipped++;
      continue;
    }
    const claim = and(
      eq(schema.scheduleRuns.siteId, schedule.siteId),
      eq(schema.scheduleRuns.period, period.key),
    );
    const url = await siteScanUrl(db, site);
    const started = await startAccountRun(context, schedule.workspaceId, {
      url,
      requestedLevel: level,
      scope: "site",
      locale,
    }).catch((error: unknown) => {
      // The claim stays: a run may exist; the next period runs as usual.
      console.error("A scheduled scan could not be started", schedule.siteId, error);
      return null;
    });
    if (started?.ok) {
      await db.update(schema.scheduleRuns).set({ runId: started.run.id, outcome: "started" }).where(claim);
      result.started.push(started.run.id);
    } else if (started && passingRefusals.has(started.error)) {
      await db.delete(schema.scheduleRuns).where(claim);
      result.skipped++;
    } else {
      await db
        .update(schema.scheduleRuns)
        .set({ outcome: started?.error ?? "internal" })
        .where(claim);
      result.skipped++;
    }
  }

  // Runs finish in the scanner, after this handler: their owners are told in the next round. Mail goes
  // out by the real clock, whatever time the round stands for.
  result.notified = await notifyFinishedScheduledRuns(context, ctx);
  result.results = await notifyRequestedRunResults(context, ctx);
  result.digests = await enqueueDueDigests(context, ctx, now);
  result.webhookEvents = await emitRunEvents(context);
  await sweepDueWebhooks(context.env, ctx);
  result.auditPurged = await purgeAudit(db, now);
  await deliverDueMail(context.env, new Date());
  return result;
}
