/**
 * Switching workspaces and the audit log (issue 30) through the built app Worker against the real local
 * D1: the switch only into a workspace one belongs to, the log only for owners and admins and only of
 * their own workspace, its CSV defused against formulas, and the retention of a year.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRun } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import type { WorkspaceRole } from "#drizzle/schema";
import { AUDIT_RETENTION_MS, recordAudit } from "~/utils/audit.server";
import { runScheduledWork } from "~/utils/cron.server";
import type { User } from "~/utils/users.server";
import { appFetch } from "./app-fetch";
import { signedInSubscriber, signedInUser } from "./subscriber";

const db = createDb(env.DB);
const ORIGIN = "http://localhost";

function get(path: string, cookie: string, locale = "de") {
  return appFetch(`${ORIGIN}${path}`, {
    headers: { Host: "localhost", Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });
}

function switchTo(cookie: string, workspaceId: string) {
  return appFetch(`${ORIGIN}/workspaces`, {
    method: "POST",
    body: new URLSearchParams({ workspaceId }),
    redirect: "manual",
    headers: {
      Host: "localhost",
      Origin: ORIGIN,
      Cookie: `${cookie}; locale=de`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
}

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

async function join(workspace: User, member: User, role: WorkspaceRole) {
  await db.insert(schema.workspaceMembers).values({ workspaceId: workspace.id, userId: member.id, role });
}

/** An agency's workspace with a run of its own on a site no one else has. */
async function agency() {
  const owner = await signedInSubscriber("Agentur Nord");
  const host = `agency-${crypto.randomUUID().slice(0, 8)}.example`;
  await createRun(db, { url: `https://${host}/`, level: "AA", locale: "de", ownerId: owner.user.id });
  return { ...owner, host };
}

describe("switching workspaces", { timeout: 30_000 }, () => {
  it("switches into a workspace the person belongs to, and /runs then shows its runs", async () => {
    const { user: agencyOwner, host } = await agency();
    const member = await signedInSubscriber("Mia Mitglied");
    await join(agencyOwner, member.user, "editor");

    expect(await markup(await get("/runs", member.cookie))).not.toContain(host);
    const list = await markup(await get("/workspaces", member.cookie));
    expect(list).toContain("Zu Agentur Nord wechseln");
    expect(list).toContain("Bearbeiter");

    const switched = await switchTo(member.cookie, agencyOwner.id);
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe("/runs");
    // The switch is in the log of the workspace entered, under the member's name.
    const logged = await db
      .select({ actorId: schema.auditEvents.actorId, actorName: schema.auditEvents.actorName })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.workspaceId, agencyOwner.id))
      .all();
    expect(logged).toContainEqual({ actorId: member.user.id, actorName: "Mia Mitglied" });
    const events = await db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.actorId, member.user.id));
    expect(events).toEqual([{ action: "workspace.switched" }]);
    expect(await markup(await get("/runs", member.cookie))).toContain(host);
    // The header now names the workspace and offers the way back.
    const page = await markup(await get("/runs", member.cookie));
    expect(page).toContain('href="/workspaces"');
    expect(page).toContain("Agentur Nord");
  });

  it("answers 404 for a workspace the person does not belong to, and stays where it was", async () => {
    const { user: stranger, host } = await agency();
    const member = await signedInSubscriber("Mia Mitglied");

    const refused = await switchTo(member.cookie, stranger.id);
    expect(refused.status).toBe(404);
    expect(await markup(await get("/runs", member.cookie))).not.toContain(host);
    expect((await switchTo(member.cookie, "no-such-workspace")).status).toBe(404);
  });

  it("shows no switcher link to someone with one workspace, and sends visitors to the login", async () => {
    const single = await signedInSubscriber();
    expect(await markup(await get("/runs", single.cookie))).not.toContain('href="/workspaces"');
    const visitor = await get("/workspaces", "");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?returnTo=%2Fworkspaces");
  });

  it("tells someone who belongs to no workspace so", async () => {
    const { user, cookie } = await signedInUser();
    await db.delete(schema.workspaceMembers).where(eq(schema.workspaceMembers.userId, user.id));
    const runs = await get("/runs", cookie);
    expect(runs.headers.get("Location")).toBe("/workspaces");
    expect(await markup(await get("/workspaces", cookie))).toContain(
      "Sie gehören keinem Arbeitsbereich mehr an.",
    );
  });
});

describe("the audit log", { timeout: 30_000 }, () => {
  /** A workspace with a member of `role` working in it, and one event in its log and one in another's. */
  async function logWithMember(role: WorkspaceRole) {
    const owner = await signedInSubscriber("Olga Owner");
    const member = await signedInSubscriber("Mia Mitglied");
    await join(owner.user, member.user, role);
    await switchTo(member.cookie, owner.user.id);
    await recordAudit(
      db,
      owner.user,
      owner.user,
      "member.invited",
      '=HYPERLINK("http://evil")',
      "Rolle: editor",
    );
    const other = await signedInSubscriber("Otto Other");
    await recordAudit(db, other.user, other.user, "token.created", "other-workspace-token");
    return { owner, member };
  }

  it("refuses viewers and editors", async () => {
    for (const role of ["viewer", "editor"] as const) {
      const { member } = await logWithMember(role);
      expect((await get("/profile/audit", member.cookie)).status).toBe(403);
      expect((await get("/profile/audit.csv", member.cookie)).status).toBe(403);
    }
  });

  it("shows owners and admins their workspace's events, newest first, and none of another's", async () => {
    const { owner, member } = await logWithMember("admin");
    await recordAudit(db, owner.user, member.user, "site.removed", "https://later.example/");
    for (const cookie of [owner.cookie, member.cookie]) {
      const page = await markup(await get("/profile/audit", cookie));
      expect(page).toContain("Eingeladen");
      expect(page).toContain("Website entfernt");
      expect(page.indexOf("https://later.example/")).toBeLessThan(page.indexOf("Rolle: editor"));
      expect(page).not.toContain("other-workspace-token");
    }
    const english = await markup(await get("/profile/audit", owner.cookie, "en"));
    expect(english).toContain("Website removed");
    expect(await markup(await get("/profile/general", owner.cookie))).toContain('href="/profile/audit"');
  });

  it("pages back a hundred entries at a time", async () => {
    const { owner } = await logWithMember("admin");
    for (let index = 0; index < 101; index++) {
      await recordAudit(db, owner.user, owner.user, "run.deleted", `run-${String(index).padStart(3, "0")}`);
    }
    const first = await markup(await get("/profile/audit", owner.cookie));
    expect(first).toContain("run-100");
    expect(first).toContain("run-001");
    expect(first).not.toContain("run-000");
    const older = /href="\/profile\/audit\?before=(\d+)"/.exec(first)?.[1];
    expect(older).toBeDefined();
    const second = await markup(await get(`/profile/audit?before=${older}`, owner.cookie));
    expect(second).toContain("run-000");
    expect(second).not.toContain("run-001");
  });

  it("downloads the log as CSV with formulas defused", async () => {
    const { owner } = await logWithMember("viewer");
    const response = await get("/profile/audit.csv", owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="klarsicht-audit-/);
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Zeitpunkt;Wer;Was;Betrifft;Details");
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z;Olga Owner;Eingeladen;/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines.join("\n")).not.toContain("other-workspace-token");
  });
});

describe("the audit log's retention", { timeout: 30_000 }, () => {
  it("the cron deletes what is older than a year and keeps the rest", async () => {
    const { user } = await signedInSubscriber();
    const now = new Date();
    const old = new Date(now.getTime() - AUDIT_RETENTION_MS - 60_000);
    const recent = new Date(now.getTime() - AUDIT_RETENTION_MS + 60_000);
    await recordAudit(db, user, user, "run.deleted", "old", "", old);
    await recordAudit(db, user, user, "run.deleted", "recent", "", recent);
    const result = await runScheduledWork(env as unknown as Env, now.getTime());
    expect(result.auditPurged).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ subject: schema.auditEvents.subject })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.workspaceId, user.id));
    expect(left).toEqual([{ subject: "recent" }]);
  });
});
