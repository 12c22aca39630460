import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { schema } from "~/utils/db.server";
import {
  bestPlanOf,
  type Entitlements,
  getEntitlements,
  registerUrl,
  scanLevelsOf,
} from "~/utils/entitlements.server";
import { getLocale } from "~/utils/locale.server";
import { createRun, failRun, getRun, type Run } from "~/utils/runs.server";
import { dispatchScan } from "~/utils/scan-dispatch.server";
import type { User } from "~/utils/users.server";
import { parseWebsiteUrl } from "~/utils/website-url";
import { scanLevels } from "../../../workers/scanner/contract";
import type { NewScanError, NewScanFormResult } from "./NewScanForm";

export type NewScanResult =
  | { ok: true; run: Run }
  | { ok: false; url: string; error: NewScanError; total: number };

/** Far beyond any valid address: keep what was typed for the form, but never unbounded. */
const TYPED_MAX = 4096;

export function typedText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, TYPED_MAX) : "";
}

/**
 * The site a page belongs to. Plans count websites (domains with all their subpages), so every page of a
 * registered site may be scanned, and "www." or not is the same site. Legacy entries imported from the
 * original product may lack the scheme; they are read the same way.
 */
function siteKey(url: string): string {
  const parsed = parseWebsiteUrl(url);
  return parsed.ok ? new URL(parsed.url).hostname.replace(/^www\./, "") : url;
}

/** Makes sure the page's site is registered in the user's plan, registering it while there is room. */
async function allowSite(
  context: AppLoadContext,
  userId: string,
  url: string,
): Promise<{ ok: true } | { ok: false; total: number }> {
  const entitlements = await getEntitlements(context.db, userId);
  const key = siteKey(url);
  if (entitlements.registeredUrls.some((registered) => siteKey(registered) === key)) return { ok: true };
  const registered = await registerUrl(context.db, userId, `${new URL(url).origin}/`);
  return registered.ok ? { ok: true } : { ok: false, total: entitlements.allowance };
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

/**
 * A scan of the signed-in user (a page, or the whole site from it): checks the address, keeps within the plan's allowance, creates the run
 * and hands it to the scanner. A scanner that cannot be reached fails the run, which its page then shows.
 */
export async function startAccountScan(
  request: Request,
  context: AppLoadContext,
  user: User,
  typed: string,
  requestedLevel: FormDataEntryValue | null = "AA",
  scope: ScanScope = "site",
): Promise<NewScanResult> {
  const parsed = parseWebsiteUrl(typed);
  if (!parsed.ok) return { ok: false, url: typed, error: parsed.error, total: 0 };
  // The plan decides how deep a scan may go; the form offers only those levels, the server insists.
  const level = scanLevels.find((candidate) => candidate === (requestedLevel ?? "AA"));
  const entitlements = await getEntitlements(context.db, user.id);
  if (!level || !scanLevelsOf(entitlements).includes(level)) {
    return { ok: false, url: parsed.url, error: "levelNotInPlan", total: 0 };
  }
  const allowed = await allowSite(context, user.id, parsed.url);
  if (!allowed.ok) return { ok: false, url: parsed.url, error: "allowanceExceeded", total: allowed.total };

  const locale = await getLocale(request);
  const run = await createRun(context.db, {
    url: parsed.url,
    level,
    locale,
    ownerId: user.id,
    site: scope === "site" ? siteLimitsFor(context, entitlements) : undefined,
  });
  try {
    await dispatchScan(context, run);
  } catch (error) {
    console.error("Dispatching a scan failed", error);
    await failRun(context.db, run.id, "internal");
  }
  return { ok: true, run };
}

/**
 * The "create" intent of the scan forms (run list, profile): starts the scan and opens its page, or
 * answers with what was typed and why it was refused.
 */
export async function startScanFromForm(
  request: Request,
  context: AppLoadContext,
  user: User,
  form: FormData,
): Promise<NewScanFormResult> {
  const scope = parseScope(form.get("scope"));
  const result = await startAccountScan(
    request,
    context,
    user,
    typedText(form, "url"),
    form.get("level"),
    scope,
  );
  if (!result.ok) {
    return { intent: "create", url: result.url, scope, error: result.error, total: result.total };
  }
  throw redirect(`/run/${result.run.id}`);
}

const notFound = () => new Response("Not Found", { status: 404 });

/** The user's own run, or a 404 that is the same for a missing and for someone else's run. */
export async function requireOwnRun(
  context: AppLoadContext,
  user: User,
  id: FormDataEntryValue | string | null | undefined,
): Promise<Run> {
  const run = typeof id === "string" ? await getRun(context.db, id) : undefined;
  if (!run || run.ownerId !== user.id) throw notFound();
  return run;
}

/** Deletes a run with its report; the owner is part of the condition, not only checked before. */
export async function deleteOwnRun(context: AppLoadContext, user: User, run: Run): Promise<void> {
  const { runs, runResults, runPages } = schema;
  await context.db.batch([
    context.db.delete(runResults).where(eq(runResults.runId, run.id)),
    context.db.delete(runPages).where(eq(runPages.runId, run.id)),
    context.db.delete(runs).where(and(eq(runs.id, run.id), eq(runs.ownerId, user.id))),
  ]);
}
