/**
 * Client workspaces (decision 050) through the built app Worker against the real local D1: an agency on
 * the agency plan sets up workspaces for clients without an account, works in them as an admin, and its
 * plan pays for them; only the client's own sign-in, with the address confirmed by the provider, takes
 * one over.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getEntitlements } from "#core/runs/entitlements.server";
import { createDb, schema } from "#drizzle/db.server";
import { activeBranding, saveBranding } from "~/utils/branding.server";
import { parseEnv } from "~/utils/env.server";
import { createSession } from "~/utils/sessions.server";
import { upsertUser } from "~/utils/users.server";
import { appFetch, finished } from "./app-fetch";
import { signedInSubscriber, signedInUser } from "./subscriber";

const db = createDb(env.DB);
const logos = (env as unknown as { SCREENSHOTS: R2Bucket }).SCREENSHOTS;
const ORIGIN = "http://localhost";

function get(path: string, cookie: string, locale = "de") {
  return appFetch(`${ORIGIN}${path}`, {
    headers: { Host: "localhost", Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });
}

function post(path: string, cookie: string, fields: Record<string, string>, locale = "de") {
  return appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: {
      Host: "localhost",
      Origin: ORIGIN,
      Cookie: `${cookie}; locale=${locale}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
}

async function markup(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** An agency on the agency plan (Enterprise) with `websites` websites. */
async function agency(websites = 2) {
  const owner = await signedInSubscriber("Agentur Nord");
  await db
    .update(schema.subscriptions)
    .set({ plan: "enterprise", urlAllowance: websites })
    .where(eq(schema.subscriptions.workspaceId, owner.user.id));
  await db
    .update(schema.workspaces)
    .set({ name: "Agentur Nord" })
    .where(eq(schema.workspaces.id, owner.user.id));
  return owner;
}

const address = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@kunde.test`;

function createClient(cookie: string, name: string, email: string, locale = "de") {
  return post("/workspaces", cookie, { intent: "createClient", name, email }, locale);
}

async function heldAccount(email: string) {
  return db.select().from(schema.users).where(eq(schema.users.email, email)).get();
}

type ReceivedMail = { to: string[]; subject: string; text: string };

async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/emails`);
  const { data } = (await response.json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.to.includes(to));
}

/** The first sign-in of someone with this address, as the callback saves it. */
function firstSignIn(email: string, emailVerified: boolean) {
  return upsertUser(
    db,
    { subject: `local|${crypto.randomUUID()}`, email, name: "Klara Kundin", emailVerified },
    "de",
  );
}

describe("client workspaces", { timeout: 60_000 }, () => {
  it("an agency sets up two client workspaces, sees both in the switcher as admin, and the clients are mailed", async () => {
    const { user, cookie } = await agency();
    const bakery = address("baeckerei");
    const florist = address("blumen");
    const first = await createClient(cookie, "Bäckerei Korn", bakery);
    await finished(first);
    expect(await markup(first)).toContain(
      `Der Arbeitsbereich „Bäckerei Korn“ ist angelegt; die Einladung an ${bakery}`,
    );
    await createClient(cookie, "Blumen Rot", florist);

    const switcher = await markup(await get("/workspaces", cookie));
    expect(switcher).toContain("Bäckerei Korn");
    expect(switcher).toContain("Blumen Rot");
    expect(switcher).toContain(`Wartet auf ${bakery}`);
    expect(switcher).toContain("2 von 2 Kunden-Arbeitsbereichen angelegt");

    const held = await heldAccount(bakery);
    expect(held?.unclaimed).toBe(true);
    const workspace = await db
      .select()
      .from(schema.workspaces)
      .where(eq(schema.workspaces.id, held?.id ?? ""))
      .get();
    expect(workspace).toMatchObject({ name: "Bäckerei Korn", paidBy: user.id });
    const members = await db
      .select({ userId: schema.workspaceMembers.userId, role: schema.workspaceMembers.role })
      .from(schema.workspaceMembers)
      .where(eq(schema.workspaceMembers.workspaceId, held?.id ?? ""));
    expect(members).toEqual(
      expect.arrayContaining([
        { userId: held?.id, role: "owner" },
        { userId: user.id, role: "admin" },
      ]),
    );
    // Logged in the agency's own log and in the client's.
    for (const workspaceId of [user.id, held?.id ?? ""]) {
      const events = await db
        .select({ action: schema.auditEvents.action, subject: schema.auditEvents.subject })
        .from(schema.auditEvents)
        .where(eq(schema.auditEvents.workspaceId, workspaceId));
      expect(events).toContainEqual({ action: "workspace.created", subject: "Bäckerei Korn" });
    }

    const [mail] = await mailsTo(bakery);
    expect(mail?.subject).toBe("Agentur Nord hat Ihnen einen Arbeitsbereich bei Klarsicht eingerichtet");
    expect(mail?.text).toContain(`Melden Sie sich mit ${bakery} an`);
    expect(mail?.text).toContain("/login?returnTo=%2Fworkspaces");

    // The agency works in it on its own plan: a switch, then the client's (empty) run list.
    expect((await post("/workspaces", cookie, { workspaceId: held?.id ?? "" })).status).toBe(302);
    expect((await get("/runs", cookie)).status).toBe(200);
    // Its seats are the agency plan's, so a colleague can be invited in as an editor.
    const invited = await post("/profile/members", cookie, {
      intent: "invite",
      email: address("kollegin"),
      role: "editor",
    });
    expect(await markup(invited)).toContain("ist unterwegs");
  });

  it("carries the agency's look in a client workspace until the client workspace is given one of its own", async () => {
    const { user, cookie } = await agency();
    const florist = address("blumen");
    await finished(await createClient(cookie, "Blumen Rot", florist));
    const client = (await heldAccount(florist))?.id ?? "";
    expect(await activeBranding(db, client)).toBeNull();
    await saveBranding(db, logos, user.id, { agencyName: "Agentur Nord", accentColor: "#1d4ed8" });
    expect(await activeBranding(db, client)).toMatchObject({
      workspaceId: user.id,
      agencyName: "Agentur Nord",
    });
    await saveBranding(db, logos, client, {
      agencyName: "Blumen Rot im Auftrag",
      accentColor: "#166534",
    });
    expect(await activeBranding(db, client)).toMatchObject({
      workspaceId: client,
      agencyName: "Blumen Rot im Auftrag",
    });
    // Once the agency no longer holds the agency plan, neither look applies.
    await db
      .update(schema.subscriptions)
      .set({ plan: "pro" })
      .where(eq(schema.subscriptions.workspaceId, user.id));
    expect(await activeBranding(db, client)).toBeNull();
  });

  it("refuses a third workspace beyond the plan's websites, bad input, known addresses and plans without agencies", async () => {
    const { cookie } = await agency(1);
    await createClient(cookie, "Erster Kunde", address("erster"));
    expect(await markup(await createClient(cookie, "Zweiter Kunde", address("zweiter")))).toContain(
      "Ihr Plan bezahlt 1 Kunden-Arbeitsbereich, und der ist angelegt.",
    );

    const roomy = await agency(5);
    expect(await markup(await createClient(roomy.cookie, "", address("leer")))).toContain(
      "Bitte geben Sie den Namen des Kunden an, höchstens 100 Zeichen.",
    );
    expect(await markup(await createClient(roomy.cookie, "Kunde", "keine-adresse", "en"))).toContain(
      "Please enter a valid email address",
    );
    const existing = await signedInUser("Schon Da");
    const known = `known-${crypto.randomUUID().slice(0, 8)}@kunde.test`;
    await db.update(schema.users).set({ email: known }).where(eq(schema.users.id, existing.user.id));
    expect(await markup(await createClient(roomy.cookie, "Kunde", known.toUpperCase()))).toContain(
      "gibt es schon ein Konto",
    );

    // Pro is no agency plan: no form, and the action says why.
    const pro = await signedInSubscriber("Shop Süd");
    expect(await markup(await get("/workspaces", pro.cookie))).not.toContain("client-name");
    expect(await markup(await createClient(pro.cookie, "Kunde", address("pro")))).toContain(
      "Kunden-Arbeitsbereiche gehören zum Agentur-Plan",
    );
  });

  it("lets no editor of the agency set one up", async () => {
    const owner = await agency();
    const editor = await signedInSubscriber("Eddi Editor");
    await db
      .insert(schema.workspaceMembers)
      .values({ workspaceId: owner.user.id, userId: editor.user.id, role: "editor" });
    await post("/workspaces", editor.cookie, { workspaceId: owner.user.id });
    expect((await createClient(editor.cookie, "Kunde", address("editor"))).status).toBe(403);
  });

  it("is taken over only by a first sign-in whose address the provider confirmed, never by a stranger", async () => {
    const { user: agencyOwner, cookie } = await agency();
    const email = address("kundin");
    await createClient(cookie, "Kundin GmbH", email);
    const held = await heldAccount(email);

    // Someone signing up with that address unconfirmed, and someone else entirely, get accounts of their own.
    const unconfirmed = await firstSignIn(email.toUpperCase(), false);
    expect(unconfirmed.id).not.toBe(held?.id);
    const stranger = await firstSignIn(address("fremd"), true);
    expect(stranger.id).not.toBe(held?.id);
    expect((await heldAccount(email))?.unclaimed).toBe(true);
    const strangerRole = await db
      .select()
      .from(schema.workspaceMembers)
      .where(
        and(
          eq(schema.workspaceMembers.workspaceId, held?.id ?? ""),
          eq(schema.workspaceMembers.userId, unconfirmed.id),
        ),
      )
      .get();
    expect(strangerRole).toBeUndefined();

    // The client, with the address confirmed: the held account, its workspace and its ownership are theirs.
    const client = await firstSignIn(email, true);
    expect(client.id).toBe(held?.id);
    expect(client).toMatchObject({ unclaimed: false, emailVerified: true, name: "Klara Kundin" });
    const roles = await db
      .select({ userId: schema.workspaceMembers.userId, role: schema.workspaceMembers.role })
      .from(schema.workspaceMembers)
      .where(eq(schema.workspaceMembers.workspaceId, client.id));
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: client.id, role: "owner" },
        { userId: agencyOwner.id, role: "admin" },
      ]),
    );
    const claimed = await db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.workspaceId, client.id));
    expect(claimed).toContainEqual({ action: "workspace.claimed" });
    // A later sign-in of the same person is the same account, and nothing is left to claim.
    expect(
      (await upsertUser(db, { subject: client.subject, email, name: "K", emailVerified: true }, "de")).id,
    ).toBe(client.id);
    expect((await firstSignIn(email, true)).id).not.toBe(client.id);
    // The client's profile says who pays, and shows neither the agency's plan nor its price.
    const setCookie = await createSession(db, parseEnv(env), { userId: client.id });
    const clientCookie = setCookie.split(";")[0] ?? "";
    const profile = await markup(await get("/profile/general", clientCookie));
    expect(profile).toContain("Diesen Arbeitsbereich bezahlt „Agentur Nord“ über den eigenen Plan.");
    expect(profile).not.toContain("Abonnement Enterprise");
    // Nor does choosing a plan lead into the agency's subscription.
    expect(await markup(await get("/setup", clientCookie))).not.toContain("Sie haben bereits ein Abonnement");
    // Once taken over, the switcher no longer waits for anyone.
    expect(await markup(await get("/workspaces", cookie))).not.toContain(`Wartet auf ${email}`);
  });

  it("shares the agency plan's websites between the agency and its clients", async () => {
    const { user, cookie } = await agency(3);
    const email = address("pool");
    await createClient(cookie, "Pool Kunde", email);
    const client = (await heldAccount(email))?.id ?? "";
    await db.insert(schema.registeredSites).values([
      {
        workspaceId: client,
        siteKey: "kunde-a.example",
        url: "https://kunde-a.example/",
        confirmedAt: new Date(),
      },
      {
        workspaceId: user.id,
        siteKey: "agentur.example",
        url: "https://agentur.example/",
        confirmedAt: new Date(),
      },
    ]);
    const ofClient = await getEntitlements(db, client);
    expect(ofClient).toMatchObject({ hasAccess: true, whiteLabel: true, allowance: 2 });
    expect(ofClient.pool).toEqual({ id: user.id, allowance: 3 });
    const ofAgency = await getEntitlements(db, user.id);
    expect(ofAgency.allowance).toBe(2);
  });
});
