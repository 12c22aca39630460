/**
 * Login profiles and flows stored per registered site (decision 043). Each is kept whole as one sealed
 * value (secrets.ts), bound to its record: the site's id for the profile, the flow's id for a flow. What
 * comes out of here holds the secrets in the clear and is for the scanner only; what the app shows is made
 * from it without them (app/utils/site-steps.server.ts).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import { openSecret, type SecretKeyring, sealSecret } from "./secrets";
import { type AuthProfile, authProfileSchema, type Flow, flowSchema, type SessionCookie } from "./steps";

export type { SessionCookie };

const profileContext = (siteId: number) => `site:${siteId}:login-profile`;
const flowContext = (flowId: string) => `flow:${flowId}`;

export async function getLoginProfile(
  db: Database,
  keyring: SecretKeyring,
  siteId: number,
): Promise<AuthProfile | null> {
  const row = await db
    .select({ sealed: schema.siteLoginProfiles.sealed })
    .from(schema.siteLoginProfiles)
    .where(eq(schema.siteLoginProfiles.siteId, siteId))
    .get();
  if (!row) return null;
  return authProfileSchema.parse(JSON.parse(await openSecret(row.sealed, keyring, profileContext(siteId))));
}

export async function saveLoginProfile(
  db: Database,
  keyring: SecretKeyring,
  siteId: number,
  profile: AuthProfile,
  now = new Date(),
): Promise<void> {
  const sealed = await sealSecret(JSON.stringify(profile), keyring, profileContext(siteId));
  const values = { sealed, keyId: keyring.current.id, updatedAt: now };
  await db
    .insert(schema.siteLoginProfiles)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: schema.siteLoginProfiles.siteId, set: values });
}

export async function deleteLoginProfile(db: Database, siteId: number): Promise<void> {
  await db.delete(schema.siteLoginProfiles).where(eq(schema.siteLoginProfiles.siteId, siteId));
}

export type StoredFlowEntry = { id: string; name: string; updatedAt: Date };

/** The site's flows by name, without opening them. */
export function listFlows(db: Database, siteId: number): Promise<StoredFlowEntry[]> {
  return db
    .select({ id: schema.siteFlows.id, name: schema.siteFlows.name, updatedAt: schema.siteFlows.updatedAt })
    .from(schema.siteFlows)
    .where(eq(schema.siteFlows.siteId, siteId))
    .orderBy(asc(schema.siteFlows.name));
}

/** One flow of the site, opened; null when the site has no flow of that id. */
export async function getFlow(
  db: Database,
  keyring: SecretKeyring,
  siteId: number,
  flowId: string,
): Promise<(Flow & { id: string }) | null> {
  const row = await db
    .select({ sealed: schema.siteFlows.sealed })
    .from(schema.siteFlows)
    .where(and(eq(schema.siteFlows.id, flowId), eq(schema.siteFlows.siteId, siteId)))
    .get();
  if (!row) return null;
  const flow = flowSchema.parse(JSON.parse(await openSecret(row.sealed, keyring, flowContext(flowId))));
  return { ...flow, id: flowId };
}

/** Every flow of the site, opened, in the order of their names (a site run runs them all). */
export async function getFlows(
  db: Database,
  keyring: SecretKeyring,
  siteId: number,
): Promise<(Flow & { id: string })[]> {
  const flows: (Flow & { id: string })[] = [];
  for (const entry of await listFlows(db, siteId)) {
    const flow = await getFlow(db, keyring, siteId, entry.id);
    if (flow) flows.push(flow);
  }
  return flows;
}

/**
 * Stores a new flow (no id) or replaces one of the site's; "name_taken" when another flow of the site
 * has the name, "not_found" when the id is not one of the site's flows.
 */
export async function saveFlow(
  db: Database,
  keyring: SecretKeyring,
  siteId: number,
  flowId: string | undefined,
  flow: Flow,
  now = new Date(),
): Promise<{ ok: true; id: string } | { ok: false; error: "name_taken" | "not_found" }> {
  const id = flowId ?? crypto.randomUUID();
  const clash = await db
    .select({ id: schema.siteFlows.id })
    .from(schema.siteFlows)
    .where(and(eq(schema.siteFlows.siteId, siteId), eq(schema.siteFlows.name, flow.name)))
    .get();
  if (clash && clash.id !== id) return { ok: false, error: "name_taken" };
  const sealed = await sealSecret(JSON.stringify(flow), keyring, flowContext(id));
  const values = { name: flow.name, sealed, keyId: keyring.current.id, updatedAt: now };
  if (flowId === undefined) {
    await db.insert(schema.siteFlows).values({ id, siteId, ...values });
    return { ok: true, id };
  }
  const updated = await db
    .update(schema.siteFlows)
    .set(values)
    .where(and(eq(schema.siteFlows.id, id), eq(schema.siteFlows.siteId, siteId)))
    .returning({ id: schema.siteFlows.id });
  return updated.length > 0 ? { ok: true, id } : { ok: false, error: "not_found" };
}

export async function deleteFlow(db: Database, siteId: number, flowId: string): Promise<boolean> {
  const deleted = await db
    .delete(schema.siteFlows)
    .where(and(eq(schema.siteFlows.id, flowId), eq(schema.siteFlows.siteId, siteId)))
    .returning({ id: schema.siteFlows.id });
  return deleted.length > 0;
}

/**
 * The login profile a run's scans use: the one of the registered site the run belongs to (same owner,
 * same site, still registered); null when it has none.
 */
async function siteOfRun(db: Database, runId: string): Promise<number | null> {
  const row = await db
    .select({ siteId: schema.registeredSites.id })
    .from(schema.runs)
    .innerJoin(
      schema.registeredSites,
      and(
        eq(schema.registeredSites.workspaceId, schema.runs.ownerId),
        eq(schema.registeredSites.siteKey, schema.runs.siteKey),
        isNull(schema.registeredSites.removedAt),
      ),
    )
    .where(eq(schema.runs.id, runId))
    .get();
  return row?.siteId ?? null;
}

/** The stored flows of the run's registered site by name, not opened: a site run runs each as a job. */
export async function flowEntriesOfRun(db: Database, runId: string): Promise<StoredFlowEntry[]> {
  const siteId = await siteOfRun(db, runId);
  return siteId === null ? [] : listFlows(db, siteId);
}

/** A stored flow of the run's registered site, opened; null when the site no longer has it. */
export async function flowOfRun(
  db: Database,
  keyring: SecretKeyring,
  runId: string,
  flowId: string,
): Promise<Flow | null> {
  const siteId = await siteOfRun(db, runId);
  const stored = siteId === null ? null : await getFlow(db, keyring, siteId, flowId);
  if (!stored) return null;
  // The flow as the step language has it: its storage id is not part of it.
  const { id: _id, ...flow } = stored;
  return flow;
}

export async function loginProfileOfRun(
  db: Database,
  keyring: SecretKeyring,
  runId: string,
): Promise<AuthProfile | null> {
  const siteId = await siteOfRun(db, runId);
  return siteId === null ? null : getLoginProfile(db, keyring, siteId);
}

const runSessionContext = (runId: string) => `run:${runId}:session`;

/**
 * A signed-in run's session cookies, sealed and bound to the run (decision 047): the page jobs of the
 * run, each in a fresh browser context, scan in the session the first one signed in to.
 */
export async function saveRunSession(
  db: Database,
  keyring: SecretKeyring,
  runId: string,
  cookies: SessionCookie[],
  now = new Date(),
): Promise<void> {
  const sealed = await sealSecret(JSON.stringify(cookies), keyring, runSessionContext(runId));
  const values = { sealed, keyId: keyring.current.id, updatedAt: now };
  await db
    .insert(schema.runSessions)
    .values({ runId, ...values })
    .onConflictDoUpdate({ target: schema.runSessions.runId, set: values });
}

/** The run's session cookies; null when none is kept (or it no longer opens: then it is signed in anew). */
export async function getRunSession(
  db: Database,
  keyring: SecretKeyring,
  runId: string,
): Promise<SessionCookie[] | null> {
  const row = await db
    .select({ sealed: schema.runSessions.sealed })
    .from(schema.runSessions)
    .where(eq(schema.runSessions.runId, runId))
    .get();
  if (!row) return null;
  try {
    return JSON.parse(await openSecret(row.sealed, keyring, runSessionContext(runId))) as SessionCookie[];
  } catch {
    return null;
  }
}

export async function deleteRunSession(db: Database, runId: string): Promise<void> {
  await db.delete(schema.runSessions).where(eq(schema.runSessions.runId, runId));
}
