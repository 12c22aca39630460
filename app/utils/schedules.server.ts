import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { type ScanLevel, scanLevels } from "#core/contract";
import { type Entitlements, scanLevelsOf } from "#core/runs/entitlements.server";
import { type Database, schema } from "#drizzle/db.server";
import { berlinDayFrom, nextDueAt, type ScheduleTiming } from "./schedule";

export type SiteSchedule = typeof schema.siteSchedules.$inferSelect;

export async function getSchedule(db: Database, siteId: number): Promise<SiteSchedule | undefined> {
  return db.select().from(schema.siteSchedules).where(eq(schema.siteSchedules.siteId, siteId)).get();
}

const scheduleForm = z.discriminatedUnion("frequency", [
  z.object({ frequency: z.literal("off") }),
  z.object({
    frequency: z.enum(["daily", "weekly", "monthly"]),
    hour: z.coerce.number().int().min(0).max(23),
    weekday: z.coerce.number().int().min(1).max(7).default(1),
    monthDay: z.coerce.number().int().min(1).max(28).default(1),
    level: z.enum(scanLevels),
  }),
]);

export type ScheduleFormError = "invalid" | "levelNotInPlan";

/**
 * Saves a site's schedule from the settings form. A changed schedule starts counting from now, so
 * that setting "daily at 6" at noon does not scan at once for a time already past; its first run is
 * today when the chosen hour is still ahead (see `slotIn`).
 */
export async function saveScheduleFromForm(
  db: Database,
  userId: string,
  siteId: number,
  entitlements: Entitlements,
  form: FormData,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: ScheduleFormError }> {
  const parsed = scheduleForm.safeParse({
    frequency: form.get("frequency"),
    hour: form.get("hour") ?? undefined,
    weekday: form.get("weekday") || undefined,
    monthDay: form.get("monthDay") || undefined,
    level: form.get("level") ?? undefined,
  });
  if (!parsed.success) return { ok: false, error: "invalid" };
  const value = parsed.data;
  const existing = await getSchedule(db, siteId);
  const timing =
    value.frequency === "off"
      ? {
          frequency: "off" as const,
          hour: existing?.hour ?? 6,
          weekday: existing?.weekday ?? 1,
          monthDay: existing?.monthDay ?? 1,
          level: existing?.level ?? ("AA" as const),
        }
      : value;
  if (value.frequency !== "off" && !scanLevelsOf(entitlements).includes(value.level)) {
    return { ok: false, error: "levelNotInPlan" };
  }
  const row = { ...timing, siteId, workspaceId: userId, activeFrom: now, updatedAt: now };
  await db
    .insert(schema.siteSchedules)
    .values(row)
    .onConflictDoUpdate({ target: schema.siteSchedules.siteId, set: row });
  return { ok: true };
}

/**
 * Scheduled scans are part of a subscription: while none is active (lapsed, cancelled, unpaid past the
 * grace period) the schedules pause, and they resume with a renewal. One-time payments scan on demand only.
 */
export function schedulesActive(entitlements: Entitlements): boolean {
  return entitlements.subscription !== null;
}

/** The level a scheduled run uses: the schedule's, or the plan's best below it if the plan shrank. */
export function scheduledLevel(wanted: ScanLevel, entitlements: Entitlements): ScanLevel | null {
  const allowed = scanLevelsOf(entitlements);
  if (allowed.includes(wanted)) return wanted;
  return allowed.includes("AA") ? "AA" : (allowed[allowed.length - 1] ?? null);
}

/** The schedule as the settings form and the dashboard show it. */
export function scheduleView(schedule: SiteSchedule | undefined, entitlements: Entitlements, now: Date) {
  const timing: ScheduleTiming & { level: ScanLevel } = schedule ?? {
    frequency: "off",
    hour: 6,
    weekday: 1,
    monthDay: 1,
    level: "AA",
  };
  const paused = timing.frequency !== "off" && !schedulesActive(entitlements);
  const next = paused ? null : nextDueAt(timing, schedule?.activeFrom ?? now, now);
  return {
    frequency: timing.frequency,
    hour: timing.hour,
    weekday: timing.weekday,
    monthDay: timing.monthDay,
    level: timing.level,
    paused,
    nextAt: next?.toISOString() ?? null,
    /** Whether the next scan is today or tomorrow (Berlin days), so the page can say so in words. */
    nextDay: next ? berlinDayFrom(next, now) : null,
  };
}

/** Which of these runs a schedule started. */
export async function scheduledRunIds(context: AppLoadContext, siteId: number): Promise<Set<string>> {
  const rows = await context.db
    .select({ runId: schema.scheduleRuns.runId })
    .from(schema.scheduleRuns)
    .where(eq(schema.scheduleRuns.siteId, siteId));
  return new Set(rows.flatMap((row) => (row.runId ? [row.runId] : [])));
}

/**
 * The address a scheduled or "run now" scan of a site starts from: where the owner's latest finished
 * scan of the site started (a shop under /shop/ stays under /shop/, and the runs compare), else the
 * registered site's start page.
 */
export async function siteScanUrl(
  db: Database,
  site: { workspaceId: string; siteKey: string; url: string },
): Promise<string> {
  const { runs } = schema;
  const latest = await db
    .select({ url: runs.url })
    .from(runs)
    .where(
      and(
        eq(runs.ownerId, site.workspaceId),
        eq(runs.siteKey, site.siteKey),
        eq(runs.kind, "site"),
        eq(runs.status, "done"),
      ),
    )
    .orderBy(desc(runs.createdAt))
    .limit(1)
    .get();
  return latest?.url ?? site.url;
}
