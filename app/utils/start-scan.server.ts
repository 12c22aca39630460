import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { type ReportLocale, scanLevels } from "#core/contract";
import {
  adoptLegacySites,
  bestPlanOf,
  createAccountRun,
  type Entitlements,
  getEntitlements,
  type ScanLimits,
  scanLevelsOf,
} from "#core/runs/entitlements.server";
import { createFreeRun, failRun, forgetOldRequesterKeys, type Run } from "#core/runs/runs.server";
import { parseWebsiteUrl, type WebsiteUrlError } from "#core/website-url";
import { schema } from "#drizzle/db.server";
import { localScannerAllow } from "~/utils/env.server";
import { getLocale } from "~/utils/locale.server";
import { dispatchScan } from "~/utils/scan-dispatch.server";
import { deleteRunPicturesOf } from "~/utils/screenshots.server";
import type { Workspace } from "~/utils/workspace.server";

/** Why a scan was not started; the scan forms show each with its way on. */
export type NewScanError =
  | WebsiteUrlError
  | "allowanceExceeded"
  | "levelNotInPlan"
  | "tooManyRunning"
  | "tooManyPerHour";

export type NewScanResult =
  | { ok: true; run: Run }
  | { ok: false; url: string; error: NewScanError; total: number; retryMinutes?: number };

/** Far beyond any valid address: keep what was typed for the form, but never unbounded. */
const TYPED_MAX = 4096;

export function typedText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, TYPED_MAX) : "";
}

export type ScanScope = "page" | "site";

export function parseScope(value: FormDataEntryValue | null): ScanScope {
  return value === "page" ? "page" : "site";
}

/** How far a whole-site scan of this user may go: pages by plan, link depth for all. */
export function siteLimitsFor(context: AppLoadContext, entitlements: Entitlements) {
  const { SITE_PAGES_BASIC, SITE_PAGES_PRO, SITE_PAGES_ENTERPRISE, SITE_MAX_DEPTH } = context.env;
  const pagesByPlan = { basic: SITE_PAGES_BASIC, pro: SITE_PAGES_PRO, enterprise: SITE_PAGES_ENTERPRISE };
  const plan = bestPlanOf(entitlements);
  return { pageLimit: plan ? pagesByPlan[plan] : 1, depthLimit: SITE_MAX_DEPTH };
}

/** Scans an account may have under way at once, and start per hour, by its best plan. */
export function scanLimitsFor(context: AppLoadContext, entitlements: Entitlements): ScanLimits {
  const { env } = context;
  const limits = {
    basic: { atOnce: env.ACCOUNT_SCANS_AT_ONCE_BASIC, perHour: env.ACCOUNT_SCANS_PER_HOUR_BASIC },
    pro: { atOnce: env.ACCOUNT_SCANS_AT_ONCE_PRO, perHour: env.ACCOUNT_SCANS_PER_HOUR_PRO },
    enterprise: {
      atOnce: env.ACCOUNT_SCANS_AT_ONCE_ENTERPRISE,
      perHour: env.ACCOUNT_SCANS_PER_HOUR_ENTERPRISE,
    },
  };
  return limits[bestPlanOf(entitlements) ?? "basic"];
}

/**
 * A scan for the workspace (a page, or the whole site from it): checks the address, keeps within the plan's allowance, creates the run
 * and hands it to the scanner. A scanner that cannot be reached fails the run, which its page then shows.
 */
export async function startAccountScan(
  request: Request,
  context: AppLoadContext,
  workspace: Workspace,
  typed: string,
  requestedLevel: FormDataEntryValue | null = "AA",
  scope: ScanScope = "site",
): Promise<NewScanResult> {
  const locale = await getLocale(request);
  return startTypedAccountScan(context, workspace.id, { typed, requestedLevel, scope, locale });
}

/** As startAccountScan, with the report's language given: the API's scans take it from Accept-Language. */
export async function startTypedAccountScan(
  context: AppLoadContext,
  userId: string,
  input: { typed: string; requestedLevel: FormDataEntryValue | null; scope: ScanScope; locale: ReportLocale },
): Promise<NewScanResult> {
  const { typed, requestedLevel, scope, locale } = input;
  const parsed = parseWebsiteUrl(typed, localScannerAllow(context.env));
  if (!parsed.ok) return { ok: false, url: typed, error: parsed.error, total: 0 };
  return startAccountRun(context, userId, { url: parsed.url, requestedLevel, scope, locale });
}

/**
 * Creates an account's run of a checked address and dispatches it: the "scan" buttons and the scan
 * schedules (app/utils/cron.server.ts) both start runs here, so a scheduled run is like any other.
 */
export async function startAccountRun(
  context: AppLoadContext,
  userId: string,
  input: { url: string; requestedLevel: FormDataEntryValue | null; scope: ScanScope; locale: ReportLocale },
): Promise<NewScanResult> {
  const { url, requestedLevel, scope, locale } = input;
  // The plan decides how deep a scan may go; the form offers only those levels, the server insists.
  const level = scanLevels.find((candidate) => candidate === (requestedLevel ?? "AA"));
  const entitlements = await getEntitlements(context.db, userId);
  if (!level || !scanLevelsOf(entitlements).includes(level)) {
    return { ok: false, url, error: "levelNotInPlan", total: 0 };
  }

  await adoptLegacySites(context.db, userId, entitlements.registeredUrls, new Date());
  const created = await createAccountRun(context.db, {
    userId,
    url,
    level,
    locale,
    site: scope === "site" ? siteLimitsFor(context, entitlements) : undefined,
    allowance: entitlements.allowance,
    pool: entitlements.pool,
    limits: scanLimitsFor(context, entitlements),
  });
  if (!created.ok) {
    const { error, total } = created;
    const retryMinutes = created.error === "tooManyPerHour" ? created.retryMinutes : undefined;
    return { ok: false, url, error, total, retryMinutes };
  }
  const { run } = created;
  // The same scan sent twice: the first one is already under way.
  if (!created.repeated) await dispatchOrFail(context, run);
  return { ok: true, run };
}

/**
 * Starts an anonymous free scan (the home page's form): within the visitor's and everyone's hourly
 * starts (createFreeRun), then sent to the scanner like every other run. A refusal says when the next
 * start is possible.
 */
export async function startFreeScan(
  context: AppLoadContext,
  input: { url: string; locale: ReportLocale; requesterKey: string },
  now: Date,
): ReturnType<typeof createFreeRun> {
  const { db, env } = context;
  await forgetOldRequesterKeys(db, now);
  const limits = { perRequester: env.FREE_SCANS_PER_HOUR, budget: env.FREE_SCANS_BUDGET_PER_HOUR };
  const created = await createFreeRun(db, { ...input, limits }, now);
  // The same free scan sent twice: the first one is already under way.
  if (created.ok && !created.repeated) await dispatchOrFail(context, created.run);
  return created;
}

/** Sends a run to the scanner; a queue that refuses it fails the run at once instead of leaving it waiting. */
async function dispatchOrFail(context: AppLoadContext, run: Run): Promise<void> {
  try {
    await dispatchScan(context, run);
  } catch (error) {
    console.error("Dispatching a scan failed", run.id, error);
    await failRun(context.db, run.id, "internal");
  }
}

/**
 * Deletes a run with its report and pictures; the owner is part of the condition, not only checked
 * before. The pictures go after the rows: a failure in between leaves pictures no report points at
 * (deleted again with the next attempt), never a report whose pictures are gone.
 */
export async function deleteOwnRun(context: AppLoadContext, workspace: Workspace, run: Run): Promise<void> {
  const { runs, runResults, runPages } = schema;
  const [, , deleted] = await context.db.batch([
    context.db.delete(runResults).where(eq(runResults.runId, run.id)),
    context.db.delete(runPages).where(eq(runPages.runId, run.id)),
    context.db
      .delete(runs)
      .where(and(eq(runs.id, run.id), eq(runs.ownerId, workspace.id)))
      .returning({ id: runs.id }),
  ]);
  if (deleted.length > 0) await deleteRunPicturesOf(context, run.id);
}
