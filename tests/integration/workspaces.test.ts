import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { completeRun, createRun } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import type { WorkspaceRole } from "#drizzle/schema";
import { parseEnv } from "~/utils/env.server";
import { createSession } from "~/utils/sessions.server";
import { upsertUser } from "~/utils/users.server";
import { appFetch } from "./app-fetch";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);
const ORIGIN = "http://localhost";

const report: PageReport = {
  url: "https://team.example/",
  finalUrl: "https://team.example/",
  level: "AA",
  locale: "de",
  counts: { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 },
  impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
  violations: [],
  incomplete: [],
  passes: [],
  inapplicable: [],
} as unknown as PageReport;

/** A signed-in person with their own address (confirmed unless said otherwise). */
async function signedInUser(
  name: string,
  email = `${crypto.randomUUID()}@example.test`,
  emailVerified = true,
) {
  const user = await upsertUser(
    db,
    { subject: `local|${crypto.randomUUID()}`, email, name, emailVerified },
    "de",
  );
  const setCookie = await createSession(db, parseEnv(env), { userId: user.id });
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

function get(path: string, cookie: string) {
  return appFetch(`${ORIGIN}${path}`, {
    redirect: "manual",
    headers: { Host: "localhost", Cookie: `${cookie}; locale=de` },
  });
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: {
      Host: "localhost",
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=de`,
    },
  });
}

/** A Pro workspace with a site and a finished run, and a member of each role working in it. */
async function team() {
  const owner = await signedInSubscriber("Olga Owner");
  const workspaceId = owner.user.id;
  const [site] = await db
    .insert(schema.registeredSites)
    .values({ workspaceId, siteKey: "team.example", url: "https://team.example/", confirmedAt: new Date() })
    .returning();
  const run = await createRun(db, {
    url: "https://team.example/",
    level: "AA",
    locale: "de",
    ownerId: workspaceId,
  });
  await completeRun(db, run.id, report);
  const members = {} as Record<Exclude<WorkspaceRole, "owner">, { cookie: string; id: string }>;
  for (const role of ["admin", "editor", "viewer"] as const) {
    const person = await signedInUser(`${role} person`);
    await db.insert(schema.workspaceMembers).values({ workspaceId, userId: person.user.id, role });
    await db.update(schema.sessions).set({ workspaceId }).where(eq(schema.sessions.userId, person.user.id));
    members[role] = { cookie: person.cookie, id: person.user.id };
  }
  const outsider = await signedInSubscriber("Otto Outsider");
  return { owner, workspaceId, siteId: site?.id ?? 0, runId: run.id, members, outsider };
}

type Need = "read" | "edit" | "manage" | "own";
const rank: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };
const needRank: Record<Need, number> = { read: 0, edit: 1, manage: 2, own: 3 };

describe("workspaces and roles", () => {
  it("every account founds its own workspace as its owner (the trigger), and existing rows are the workspace's", async () => {
    const { user } = await signedInUser("Founder");
    const member = await db
      .select()
      .from(schema.workspaceMembers)
      .where(eq(schema.workspaceMembers.userId, user.id))
      .all();
    expect(member).toEqual([expect.objectContaining({ workspaceId: user.id, role: "owner" })]);
    expect(
      await db.select().from(schema.workspaces).where(eq(schema.workspaces.id, user.id)).get(),
    ).toBeDefined();
  });

  it("lets each role do what it may on every page and form, refuses the rest with 403, and answers outsiders 404", async () => {
    const { owner, siteId, runId, members, outsider } = await team();
    const cookies: Record<WorkspaceRole, string> = {
      owner: owner.cookie,
      admin: members.admin.cookie,
      editor: members.editor.cookie,
      viewer: members.viewer.cookie,
    };
    const pages: Array<[string, Need]> = [
      ["/runs", "read"],
      ["/sites", "read"],
      [`/sites/${siteId}`, "read"],
      [`/run/${runId}`, "read"],
      [`/run/${runId}/export/csv`, "read"],
      ["/profile/general", "read"],
      ["/profile/members", "read"],
      ["/profile/links", "read"],
      ["/profile/api-tokens", "edit"],
      ["/profile/webhooks", "manage"],
      ["/profile/trackers", "manage"],
      ["/profile/branding", "manage"],
      [`/sites/${siteId}/access`, "manage"],
    ];
    for (const [path, need] of pages) {
      for (const role of ["owner", "admin", "editor", "viewer"] as const) {
        const response = await get(path, cookies[role]);
        const expected = rank[role] >= needRank[need] ? 200 : 403;
        expect({ path, role, status: response.status }).toEqual({ path, role, status: expected });
      }
    }
    // Billing is the owner's: only the owner's profile shows the billing details and the way to pay.
    const billingSection = 'id="billing"';
    expect(await (await get("/profile/general", cookies.owner)).text()).toContain(billingSection);
    expect(await (await get("/profile/general", cookies.admin)).text()).not.toContain(billingSection);
    // Another workspace's run and site: the same 404 as a missing one.
    for (const path of [
      `/run/${runId}`,
      `/sites/${siteId}`,
      `/sites/${siteId}/export/csv`,
      `/sites/${siteId}/access`,
    ]) {
      expect({ path, status: (await get(path, outsider.cookie)).status }).toEqual({ path, status: 404 });
    }

    const forms: Array<[string, Record<string, string>, Need]> = [
      ["/runs", { intent: "delete", runId }, "own"],
      ["/runs", { intent: "removeSite", siteId: String(siteId) }, "manage"],
      [`/sites/${siteId}`, { intent: "schedule", frequency: "off" }, "manage"],
      ["/profile/members", { intent: "invite", email: "new@example.test", role: "viewer" }, "manage"],
      ["/profile/api-tokens", { intent: "create", name: "CI", scope: "read", expiry: "30" }, "edit"],
      ["/profile/general", { intent: "billingDetails", company: "X" }, "own"],
      ["/profile/webhooks", { intent: "create", url: "https://hooks.example/x" }, "manage"],
      ["/workspaces", { intent: "createClient", name: "Kunde", email: "kunde@example.test" }, "manage"],
    ];
    for (const [path, fields, need] of forms) {
      for (const role of ["viewer", "editor", "admin", "owner"] as const) {
        const response = await post(path, cookies[role], fields);
        const allowed = rank[role] >= needRank[need];
        expect({ path, intent: fields.intent, role, refused: response.status === 403 }).toEqual({
          path,
          intent: fields.intent,
          role,
          refused: !allowed,
        });
      }
    }
    expect(
      (await post(`/sites/${siteId}`, outsider.cookie, { intent: "schedule", frequency: "off" })).status,
    ).toBe(404);
    // The run is still there: only the owner's delete passed, and it only asked for confirmation.
    expect(await db.select().from(schema.runs).where(eq(schema.runs.id, runId)).get()).toBeDefined();
  });

  it("invites by mail within the seats, accepts only for the invited confirmed address, and logs it", async () => {
    const { owner, workspaceId } = await team();
    // Pro: 5 seats, 4 taken by the team.
    const invited = await post("/profile/members", owner.cookie, {
      intent: "invite",
      email: "Lena@Example.test",
      role: "editor",
    });
    expect(invited.status).toBe(200);
    const mail = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, "Lena@Example.test"))
      .get();
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token.length).toBeGreaterThan(40);
    // Only its hash is kept.
    const stored = await db
      .select()
      .from(schema.workspaceInvites)
      .where(eq(schema.workspaceInvites.workspaceId, workspaceId))
      .all();
    expect(stored.map((invite) => invite.tokenHash)).not.toContain(token);

    // The fifth seat is held by the invitation: a sixth person cannot be invited.
    const full = await post("/profile/members", owner.cookie, {
      intent: "invite",
      email: "six@example.test",
      role: "viewer",
    });
    expect(await full.text()).toContain("Alle 5 Plätze");

    // Someone signed in with another address sees no workspace details and cannot take it.
    const stranger = await signedInUser("Stranger", "stranger@example.test");
    const wrong = await get(`/invite/${token}`, stranger.cookie);
    expect(await wrong.text()).toContain("Diese Einladung gilt für Lena@Example.test");
    await post(`/invite/${token}`, stranger.cookie, {});
    expect(
      await db
        .select()
        .from(schema.workspaceMembers)
        .where(
          and(
            eq(schema.workspaceMembers.workspaceId, workspaceId),
            eq(schema.workspaceMembers.userId, stranger.user.id),
          ),
        )
        .get(),
    ).toBeUndefined();

    // The invited person, signed in with that address (letter case aside) and confirmed, takes it.
    const lena = await signedInUser("Lena Invited", "lena@example.test");
    const page = await get(`/invite/${token}`, lena.cookie);
    expect(await page.text()).toContain("Einladung annehmen");
    const accepted = await post(`/invite/${token}`, lena.cookie, {});
    expect(accepted.headers.get("Location")).toBe("/runs");
    const membership = await db
      .select()
      .from(schema.workspaceMembers)
      .where(
        and(
          eq(schema.workspaceMembers.workspaceId, workspaceId),
          eq(schema.workspaceMembers.userId, lena.user.id),
        ),
      )
      .get();
    expect(membership?.role).toBe("editor");
    // Used once: the link says so the second time.
    expect(await (await get(`/invite/${token}`, lena.cookie)).text()).toContain("bereits angenommen");
    // The session now works in the workspace: its run list is the team's.
    expect((await get("/profile/api-tokens", lena.cookie)).status).toBe(200);

    const log = await db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.workspaceId, workspaceId))
      .all();
    expect(log.map((event) => event.action)).toEqual(
      expect.arrayContaining(["member.invited", "member.joined"]),
    );
  });

  it("answers expired, withdrawn and unknown invitations in words, and a one-seat plan allows no invitation", async () => {
    const { owner, workspaceId } = await team();
    await post("/profile/members", owner.cookie, {
      intent: "invite",
      email: "lena@example.test",
      role: "viewer",
    });
    const mail = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, "lena@example.test"))
      .all();
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.at(-1)?.text ?? "")?.[1] ?? "";
    await db
      .update(schema.workspaceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.workspaceInvites.workspaceId, workspaceId));
    const lena = await signedInUser("Lena", "lena@example.test");
    expect(await (await get(`/invite/${token}`, lena.cookie)).text()).toContain("abgelaufen");
    expect(await (await get("/invite/not-a-real-token-but-long-enough", lena.cookie)).text()).toContain(
      "gibt es nicht",
    );

    // Basic has one seat, the owner's.
    const basic = await signedInUser("Basic Owner");
    await db.insert(schema.subscriptions).values({
      id: `sub_${crypto.randomUUID()}`,
      workspaceId: basic.user.id,
      status: "active",
      plan: "basic",
      priceId: "price_basic",
      unitAmount: 1500,
      currency: "eur",
      urlAllowance: 1,
      registeredUrls: [],
      currentPeriodEnd: new Date(Date.now() + 86400000),
      stripeUpdatedAt: new Date(),
    });
    const refused = await post("/profile/members", basic.cookie, {
      intent: "invite",
      email: "a@example.test",
      role: "viewer",
    });
    expect(await refused.text()).toContain("Alle 1 Plätze");
  });

  it("changes roles only below one's own, removes after a confirmation, and hands on the ownership", async () => {
    const { owner, workspaceId, members } = await team();
    // An admin cannot touch another admin's role, nor make anyone admin.
    expect(
      (
        await post("/profile/members", members.admin.cookie, {
          intent: "role",
          userId: members.editor.id,
          role: "admin",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await post("/profile/members", members.admin.cookie, {
          intent: "role",
          userId: members.editor.id,
          role: "viewer",
        })
      ).status,
    ).toBe(302);
    // Removing asks first.
    const ask = await post("/profile/members", owner.cookie, { intent: "remove", userId: members.viewer.id });
    expect(ask.headers.get("Location")).toContain("remove=");
    await post("/profile/members", owner.cookie, {
      intent: "remove",
      userId: members.viewer.id,
      confirm: "1",
    });
    // The removed member's session falls back to their own workspace: the team's run is a 404 for them.
    const roleOf = async (userId: string) =>
      (
        await db
          .select()
          .from(schema.workspaceMembers)
          .where(
            and(
              eq(schema.workspaceMembers.workspaceId, workspaceId),
              eq(schema.workspaceMembers.userId, userId),
            ),
          )
          .get()
      )?.role;
    expect(await roleOf(members.viewer.id)).toBeUndefined();
    // Handing on: the editor becomes owner, the former owner admin; the owner cannot leave before.
    const transfer = await post("/profile/members", owner.cookie, {
      intent: "transfer",
      userId: members.editor.id,
      confirm: "1",
    });
    expect(transfer.status).toBe(302);
    expect(await roleOf(members.editor.id)).toBe("owner");
    expect(await roleOf(owner.user.id)).toBe("admin");
    const log = await db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.workspaceId, workspaceId))
      .all();
    expect(log.map((event) => event.action)).toEqual(
      expect.arrayContaining(["member.roleChanged", "member.removed", "owner.transferred"]),
    );
  });
});
