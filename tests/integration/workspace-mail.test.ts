/**
 * Mail about a workspace's runs goes to its members (decision 050), through the outbox to the local mail
 * stand-in: every member who may read, at a confirmed address, each by their own preferences, language
 * and unsubscribe link, in the workspace's white-label look; nobody outside it, and no account held for
 * a client who has not signed in yet.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "#drizzle/db.server";
import type { WorkspaceRole } from "#drizzle/schema";
import { enqueueRunAlert, enqueueRunFailed, enqueueRunResult } from "~/utils/mail/index.server";
import { unsubscribeFrom } from "~/utils/mail/preferences.server";
import { requestSettled } from "./app-fetch";
import { signedInSubscriber, signedInUser } from "./subscriber";

const db = createDb(env.DB);

type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/emails`);
  const { data } = (await response.json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.to.includes(address));
}

/** An account of its own address and language, a member of `workspaceId` as `role`. */
async function member(workspaceId: string, role: WorkspaceRole, locale: "de" | "en", emailVerified = true) {
  const { user } = await signedInUser(`Mitglied ${role}`);
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@team.test`;
  await db.update(schema.users).set({ email, locale, emailVerified }).where(eq(schema.users.id, user.id));
  await db.insert(schema.workspaceMembers).values({ workspaceId, userId: user.id, role });
  return { id: user.id, email };
}

/** Runs the enqueue with an execution context and waits for the deliveries it started. */
async function delivered(send: (ctx: ExecutionContext) => Promise<unknown>) {
  const ctx = createExecutionContext();
  await send(ctx);
  await requestSettled(ctx);
}

const issue = {
  title: "Bilder ohne Alternativtext",
  impact: "serious" as const,
  pages: ["https://kunde.example/"],
};

describe("mail to a workspace's members", { timeout: 60_000 }, () => {
  it("alerts every member who may read, by their own wishes and language, in the workspace's look", async () => {
    const { user: founder } = await signedInSubscriber("Agentur Nord");
    const founderEmail = `founder-${crypto.randomUUID().slice(0, 8)}@team.test`;
    await db.update(schema.users).set({ email: founderEmail }).where(eq(schema.users.id, founder.id));
    await db
      .update(schema.subscriptions)
      .set({ plan: "enterprise" })
      .where(eq(schema.subscriptions.workspaceId, founder.id));
    await db.insert(schema.workspaceBranding).values({
      workspaceId: founder.id,
      agencyName: "Agentur Nord",
      accentColor: "#0f5132",
    });
    const editor = await member(founder.id, "editor", "en");
    const viewer = await member(founder.id, "viewer", "de");
    const unconfirmed = await member(founder.id, "admin", "de", false);
    const outsider = await member((await signedInUser("Andere")).user.id, "editor", "de");
    await unsubscribeFrom(db, viewer.id, "run-alert");

    const runId = `run-${crypto.randomUUID()}`;
    await delivered((ctx) =>
      enqueueRunAlert(
        env,
        { userId: founder.id, site: "kunde.example", runId, newIssues: [issue], regressions: [] },
        ctx,
      ),
    );

    const [toFounder] = await mailsTo(founderEmail);
    expect(toFounder?.subject).toBe("Neue Barrieren auf kunde.example");
    const [toEditor] = await mailsTo(editor.email);
    expect(toEditor?.subject).toBe("New accessibility issues on kunde.example");
    expect(toEditor?.html).toContain("Agentur Nord");
    expect(toEditor?.html).toContain("background:#0f5132");
    // The editor's own footer and unsubscribe link, not the founder's.
    expect(toEditor?.text).toContain(editor.email);
    expect(toEditor?.text).not.toContain(founderEmail);
    expect(toEditor?.headers["List-Unsubscribe"]).not.toBe(toFounder?.headers["List-Unsubscribe"]);
    // Unsubscribed from alerts, at an unconfirmed address, or outside the workspace: nothing.
    expect(await mailsTo(viewer.email)).toHaveLength(0);
    expect(await mailsTo(unconfirmed.email)).toHaveLength(0);
    expect(await mailsTo(outsider.email)).toHaveLength(0);

    // The viewer left alerts, not failure notices.
    await delivered((ctx) =>
      enqueueRunFailed(env, { userId: founder.id, site: "kunde.example", runId }, ctx),
    );
    expect((await mailsTo(viewer.email)).map((mail) => mail.subject)).toEqual([
      "Geplanter Scan von kunde.example fehlgeschlagen",
    ]);
    // The same event twice sends nothing twice.
    await delivered((ctx) =>
      enqueueRunAlert(
        env,
        { userId: founder.id, site: "kunde.example", runId, newIssues: [issue], regressions: [] },
        ctx,
      ),
    );
    expect(await mailsTo(editor.email)).toHaveLength(2);
  });

  it("sends a result asked for by hand to the one who asked, in the workspace's look", async () => {
    const { user: founder } = await signedInSubscriber("Agentur Süd");
    await db
      .update(schema.subscriptions)
      .set({ plan: "enterprise" })
      .where(eq(schema.subscriptions.workspaceId, founder.id));
    await db
      .insert(schema.workspaceBranding)
      .values({ workspaceId: founder.id, agencyName: "Agentur Süd", accentColor: "#0f5132" });
    const editor = await member(founder.id, "editor", "de");
    await delivered((ctx) =>
      enqueueRunResult(
        env,
        {
          userId: editor.id,
          workspaceId: founder.id,
          site: "kunde.example",
          runId: `run-${crypto.randomUUID()}`,
          outcome: { status: "failed", reason: "Nicht erreichbar" },
        },
        ctx,
      ),
    );
    const [mail] = await mailsTo(editor.email);
    expect(mail?.html).toContain("Agentur Süd");
  });
});
