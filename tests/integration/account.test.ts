import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageReport, ScanJob } from "#core/contract";
import { completeRun, createRun, failRun, getRun, type Run } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { parseEnv } from "~/utils/env.server";
import { createSession } from "~/utils/sessions.server";
import { type User, upsertUser } from "~/utils/users.server";
import { appFetch, finished } from "./app-fetch";

const db = createDb(env.DB);

const report: PageReport = {
  url: "https://www.beispiel.de/",
  finalUrl: "https://www.beispiel.de/start",
  level: "AA",
  locale: "de",
  counts: { violations: 2, incomplete: 0, passes: 1, inapplicable: 0 },
  impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
  violations: [
    {
      ruleId: "image-alt",
      impact: "critical",
      description: "Stellt sicher, dass <img>-Elemente Alternativtexte haben",
      help: "Bilder müssen Alternativtext haben",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt?lang=de",
      wcag: ["1.1.1"],
      en301549: ["9.1.1.1"],
      bestPractice: false,
      nodes: [
        {
          selector: "img.hero",
          html: '<img class="hero" src="x" onerror="alert(1)"><script>alert(1)</script>',
          failureSummary: "Beheben Sie eines der folgenden Probleme:\n  Element hat kein alt-Attribut",
        },
      ],
    },
    {
      ruleId: "region",
      impact: "moderate",
      description: "Stellt sicher, dass alle Inhalte in Landmarks stehen",
      help: "Inhalte sollten in Landmarks stehen",
      helpUrl: "javascript:alert(1)",
      wcag: [],
      en301549: [],
      bestPractice: true,
      nodes: [{ selector: "body > div.lonely", html: '<div class="lonely">', failureSummary: "…" }],
    },
  ],
  incomplete: [],
  passes: [
    {
      ruleId: "document-title",
      impact: null,
      description: "Stellt sicher, dass jedes HTML-Dokument ein nicht leeres <title>-Element hat",
      help: "Dokumente müssen ein <title>-Element haben",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/document-title?lang=de",
      wcag: ["2.4.2"],
      en301549: ["9.2.4.2"],
      bestPractice: false,
      nodes: [],
    },
  ],
  inapplicable: [],
  timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
  axeVersion: "4.14.1",
};

/** The local scanner, as the app sees it over HTTP: every scan it is asked for succeeds; a site is its start page. */
function scannerAnswers() {
  const jobs: ScanJob[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
    // A site run asks first what the site consists of: here, just the page it starts on.
    if (new URL(request.url).pathname === "/discover") {
      const { url } = (await request.json()) as { url: string };
      return Response.json({ rootUrl: url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] });
    }
    const job = (await request.json()) as ScanJob;
    jobs.push(job);
    return Response.json({ ok: true, report: { ...report, url: job.url } });
  });
  return jobs;
}

async function newUser(profile: Partial<{ name: string; email: string; emailVerified: boolean }> = {}) {
  return upsertUser(
    db,
    {
      subject: `local|${crypto.randomUUID()}`,
      email: profile.email ?? "kim@example.test",
      name: profile.name ?? "Kim Berger",
      emailVerified: profile.emailVerified ?? true,
    },
    "de",
  );
}

async function subscribe(user: User, allowance: number, registeredUrls: string[] = []) {
  await db.insert(schema.subscriptions).values({
    id: `sub_${crypto.randomUUID()}`,
    workspaceId: user.id,
    status: "active",
    plan: allowance === 1 ? "basic" : "pro",
    priceId: "price_x",
    unitAmount: allowance === 1 ? 1500 : 4000,
    currency: "eur",
    urlAllowance: allowance,
    registeredUrls,
    currentPeriodEnd: new Date(Date.now() + 30 * 86400000),
    stripeUpdatedAt: new Date(),
  });
}

async function pay(user: User, limit: number) {
  await db.insert(schema.oneTimePayments).values({
    id: `pi_${crypto.randomUUID()}`,
    workspaceId: user.id,
    status: "succeeded",
    plan: "basic",
    priceId: "price_once",
    amount: 2000,
    currency: "eur",
    urlLimit: limit,
  });
}

/** A signed session cookie for the user, exactly as the sign-in commits it. */
async function sessionOf(user: User): Promise<string> {
  return (await createSession(db, parseEnv(env), { userId: user.id })).split(";")[0] ?? "";
}

/** An entitled user with a session: a Pro subscription with room for `allowance` websites. */
async function subscriber(allowance = 5, registeredUrls: string[] = []) {
  const user = await newUser();
  await subscribe(user, allowance, registeredUrls);
  return { user, cookie: await sessionOf(user) };
}

const get = (path: string, cookie = "", locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: [cookie, `locale=${locale}`].filter(Boolean).join("; ") },
    redirect: "manual",
  });

const post = (
  path: string,
  cookie: string,
  fields: Record<string, string>,
  { locale = "de", origin = "http://localhost" } = {},
) =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
    redirect: "manual",
  });

async function doneRun(owner: User, url = "https://www.beispiel.de/", createdAt = new Date()): Promise<Run> {
  const run = await createRun(db, { url, level: "AA", locale: "de", ownerId: owner.id }, createdAt);
  await completeRun(db, run.id, { ...report, url });
  return run;
}

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

const runsOf = (user: User) => db.select().from(schema.runs).where(eq(schema.runs.ownerId, user.id));

/** The websites registered in the user's plan (not removed). */
async function sitesOf(user: User): Promise<string[]> {
  const rows = await db
    .select({ url: schema.registeredSites.url, removedAt: schema.registeredSites.removedAt })
    .from(schema.registeredSites)
    .where(eq(schema.registeredSites.workspaceId, user.id));
  return rows.filter((row) => row.removedAt === null).map((row) => row.url);
}

describe("account pages", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe("the guard", () => {
    it("sends visitors without a session to the login, with the page as the way back", async () => {
      const owner = await newUser();
      const run = await doneRun(owner);
      for (const path of [
        "/profile",
        "/profile/general",
        "/runs",
        `/run/${run.id}`,
        "/runs?checkout=success",
      ]) {
        const response = await get(path);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("Location"), path).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
      }
    });

    it("sends signed-in users without a plan to the plans", async () => {
      const user = await newUser();
      const cookie = await sessionOf(user);
      const run = await doneRun(user);
      for (const path of ["/profile", "/profile/general", "/runs", `/run/${run.id}`]) {
        const response = await get(path, cookie);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("Location"), path).toBe("/setup");
      }
      const action = await post("/runs", cookie, { intent: "create", url: "www.beispiel.de" });
      expect(action.status).toBe(302);
      expect(action.headers.get("Location")).toBe("/setup");
      expect(await runsOf(user)).toHaveLength(1);
    });

    it.each([
      ["an active subscription", (user: User) => subscribe(user, 1)],
      ["a succeeded one-time payment", (user: User) => pay(user, 1)],
    ])("lets users with %s in", async (_, entitle) => {
      const user = await newUser();
      await entitle(user);
      const cookie = await sessionOf(user);
      const run = await doneRun(user);
      for (const path of ["/profile/general", "/runs", `/run/${run.id}`]) {
        expect((await get(path, cookie)).status, path).toBe(200);
      }
      const profile = await get("/profile", cookie);
      expect(profile.status).toBe(302);
      expect(profile.headers.get("Location")).toBe("/profile/general");
    });

    it("waits for the payment after checkout instead of sending the buyer to the plans", async () => {
      const user = await newUser();
      const cookie = await sessionOf(user);
      const response = await get("/runs?checkout=success", cookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Ihre Zahlung wird bestätigt");
      expect(html).toContain('http-equiv="refresh"');

      await subscribe(user, 1);
      const active = await (await get("/runs?checkout=success", cookie)).text();
      expect(active).toContain("Vielen Dank – Ihr Plan ist aktiv.");
      const english = await (await get("/runs?checkout=success", cookie, "en")).text();
      expect(english).toContain("Thank you — your plan is active");
    });
  });

  describe("someone else's runs", () => {
    it("answer 404 on the report, on delete and on re-run, like a run that does not exist", async () => {
      const owner = await newUser();
      await subscribe(owner, 5);
      const run = await doneRun(owner);
      const { user: other, cookie } = await subscriber();
      scannerAnswers();

      expect((await get(`/run/${run.id}`, cookie)).status).toBe(404);
      expect((await get("/run/AAAAAAAAAAAAAAAAAAAAAA", cookie)).status).toBe(404);
      expect((await post("/runs", cookie, { intent: "delete", runId: run.id })).status).toBe(404);
      expect((await post("/runs", cookie, { intent: "delete", runId: run.id, confirm: "1" })).status).toBe(
        404,
      );
      expect((await post("/runs", cookie, { intent: "rerun", runId: run.id })).status).toBe(404);

      expect(await getRun(db, run.id)).toBeDefined();
      expect(await runsOf(other)).toHaveLength(0);
      expect(await runsOf(owner)).toHaveLength(1);
      const list = await (await get("/runs", cookie)).text();
      expect(list).not.toContain(run.id.slice(0, 8));
      expect(list).toContain("Erstellen Sie Ihren ersten Scan");
    });

    it("an anonymous free scan is not an account run either", async () => {
      const free = await createRun(db, { url: "https://www.beispiel.de/", level: "AA", locale: "de" });
      const { cookie } = await subscriber();
      expect((await get(`/run/${free.id}`, cookie)).status).toBe(404);
    });
  });

  it("refuses a cross-site POST", async () => {
    const { user, cookie } = await subscriber();
    const run = await doneRun(user);
    for (const [path, fields] of [
      ["/runs", { intent: "create", url: "www.beispiel.de" }],
      ["/runs", { intent: "delete", runId: run.id, confirm: "1" }],
      ["/profile/general", { intent: "profile", name: "Mallory", email: "mallory@evil.example" }],
    ] as const) {
      const response = await post(path, cookie, fields, { origin: "https://evil.example" });
      expect(response.status, path).toBe(403);
    }
    expect(await runsOf(user)).toHaveLength(1);
    expect((await db.select().from(schema.users).where(eq(schema.users.id, user.id)).get())?.name).toBe(
      "Kim Berger",
    );
  });

  it("tells caches not to keep the signed-in pages", async () => {
    const { user, cookie } = await subscriber();
    const run = await doneRun(user);
    const free = await createRun(db, { url: "https://www.beispiel.de/", level: "AA", locale: "de" });
    for (const path of ["/runs", `/run/${run.id}`, "/profile/general", `/scan/${free.id}`]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  describe("the run list", () => {
    it("shows only the user's own runs, newest first, with their results or status", async () => {
      const { user, cookie } = await subscriber();
      const someoneElse = await newUser();
      const foreign = await doneRun(someoneElse, "https://fremd.example/");
      const old = await doneRun(user, "https://alt.example/", new Date(Date.now() - 60_000));
      const failed = await createRun(db, {
        url: "https://kaputt.example/",
        level: "AA",
        locale: "de",
        ownerId: user.id,
      });
      await failRun(db, failed.id, "dns_failed");

      const html = await (await get("/runs", cookie)).text();
      expect(html).toContain("<caption");
      expect(html).toContain('scope="col"');
      expect(html).not.toContain("fremd.example");
      expect(html).not.toContain(foreign.id.slice(0, 8));
      expect(html.indexOf("kaputt.example")).toBeLessThan(html.indexOf("alt.example"));
      expect(html).toContain(old.id.slice(0, 8));
      // One WCAG violation and one best practice, counted apart (decision 029).
      expect(html).toContain("WCAG-Verstöße: 1");
      expect(html).toContain("Empfehlungen (über WCAG hinaus): 1");
      expect(html).toContain("Bestanden: 1");
      expect(html).toContain("Den Domainnamen gibt es nicht");
      expect(html).toContain(`href="/run/${old.id}"`);
      expect(html).not.toContain('http-equiv="refresh"');
    });

    it("refreshes itself while a scan is under way", async () => {
      const { user, cookie } = await subscriber();
      await createRun(db, { url: "https://www.beispiel.de/", level: "AA", locale: "de", ownerId: user.id });
      const html = await (await get("/runs", cookie, "en")).text();
      expect(html).toContain('http-equiv="refresh"');
      expect(html).toContain("1 scan is still running. This page refreshes itself.");
      expect(html).toContain("Queued");
    });

    it("starts a scan within the allowance, for any page of a registered site", async () => {
      const jobs = scannerAnswers();
      const { user, cookie } = await subscriber(1);

      const first = await post("/runs", cookie, { intent: "create", url: "www.beispiel.de" });
      expect(first.status).toBe(302);
      const location = first.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/run\/[A-Za-z0-9_-]{22}$/);
      const run = await getRun(db, location.slice(5));
      expect(run).toMatchObject({ url: "https://www.beispiel.de/", ownerId: user.id, level: "AA" });
      expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);

      // Another page of the same site needs no second website of the plan.
      const second = await post("/runs", cookie, { intent: "create", url: "beispiel.de/kontakt" });
      expect(second.status).toBe(302);
      expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);
      await Promise.all([finished(first), finished(second)]);
      expect(jobs).toHaveLength(2);
    });

    it("refuses a new website beyond the allowance, says why and keeps what was typed", async () => {
      scannerAnswers();
      const { user, cookie } = await subscriber(1, ["https://www.beispiel.de/"]);

      const response = await post("/runs", cookie, { intent: "create", url: "andere-seite.de" });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Ihr Plan umfasst eine Website, und sie ist bereits registriert.");
      expect(html).toContain('href="/setup"');
      expect(html).toContain("Plan erweitern");
      expect(html).toContain('value="https://andere-seite.de/"');
      expect(html).toContain('aria-invalid="true"');
      expect(await runsOf(user)).toHaveLength(0);
      expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);

      const english = await (
        await post("/runs", cookie, { intent: "create", url: "andere-seite.de" }, { locale: "en" })
      ).text();
      expect(english).toContain("Your plan covers one website, and it is registered already.");

      const invalid = await (await post("/runs", cookie, { intent: "create", url: "beispiel" })).text();
      expect(invalid).toContain("Bitte geben Sie eine öffentliche Domain wie www.beispiel.de ein.");
      expect(invalid).toContain('value="beispiel"');
      expect(await runsOf(user)).toHaveLength(0);
    });

    it("scans a run's address again as a new run", async () => {
      const jobs = scannerAnswers();
      const { user, cookie } = await subscriber(1, ["https://www.beispiel.de/"]);
      const run = await doneRun(user);
      const response = await post("/runs", cookie, { intent: "rerun", runId: run.id });
      expect(response.status).toBe(302);
      const location = response.headers.get("Location") ?? "";
      expect(location).not.toBe(`/run/${run.id}`);
      expect(await getRun(db, location.slice(5))).toMatchObject({ url: run.url, ownerId: user.id });
      await finished(response);
      expect(jobs).toHaveLength(1);
    });

    it("deletes a run only after the confirmation", async () => {
      const { user, cookie } = await subscriber();
      const run = await doneRun(user);

      const asked = await post("/runs", cookie, { intent: "delete", runId: run.id });
      expect(asked.status).toBe(200);
      const question = await asked.text();
      expect(question).toContain("Diesen Scan wirklich löschen? Der Bericht geht dabei verloren.");
      expect(question).toContain('name="confirm" value="1"');
      expect(question).toContain("Ja, löschen");
      expect(await getRun(db, run.id)).toBeDefined();

      const deleted = await post("/runs", cookie, { intent: "delete", runId: run.id, confirm: "1" });
      expect(deleted.status).toBe(302);
      expect(deleted.headers.get("Location")).toBe("/runs?deleted=1");
      expect(await getRun(db, run.id)).toBeUndefined();
      const results = await env.DB.prepare("SELECT count(*) AS n FROM run_results WHERE run_id = ?")
        .bind(run.id)
        .first<{ n: number }>();
      expect(results?.n).toBe(0);

      const after = await (await get("/runs?deleted=1", cookie)).text();
      expect(after).toContain("Der Scan wurde gelöscht.");
      expect(after).toContain("Erstellen Sie Ihren ersten Scan");
      const english = await (await get("/runs", cookie, "en")).text();
      expect(english).toContain("Create your first scan");
    });

    it("refuses an unknown intent", async () => {
      const { cookie } = await subscriber();
      expect((await post("/runs", cookie, { intent: "drop-table" })).status).toBe(400);
      expect((await post("/profile/general", cookie, { intent: "drop-table" })).status).toBe(400);
    });
  });

  describe("the run report", () => {
    it("opens on the violations, with rules, criteria, elements and the page's HTML as text", async () => {
      const { user, cookie } = await subscriber();
      const run = await doneRun(user);
      const response = await get(`/run/${run.id}`, cookie);
      const page = await response.clone().text();
      const html = await markup(response);

      expect(html).toContain("Bericht für www.beispiel.de");
      expect(html).toContain("WCAG 2.1, Stufen A und AA");
      expect(html).toContain("https://www.beispiel.de/start");
      expect(html).toContain(`href="/run/${run.id}?tab=passes"`);
      expect(html).toContain(`href="/run/${run.id}?tab=inapplicable"`);
      expect(html).toContain("Verstöße (1 WCAG, 1 Empfehlung)");
      expect(html).toContain("Bilder müssen Alternativtext haben");
      expect(html).toContain("image-alt");
      expect(html).toContain("1.1.1 Nicht-Text-Inhalt");
      expect(html).toContain("9.1.1.1");
      // Stored before findings named their engine: axe-core's.
      expect(html).toMatch(/<dt[^>]*>Prüfwerkzeug<\/dt><dd>axe-core<\/dd>/);
      expect(html).toContain('href="https://dequeuniversity.com/rules/axe/4.14/image-alt?lang=de"');
      expect(html).toContain("img.hero");
      expect(html).toContain("Empfehlung (über WCAG hinaus)");
      expect(html).not.toContain("Best Practice");
      expect(html).toContain("Eine Empfehlung, kein Verstoß gegen die WCAG.");
      // Untrusted page content: escaped in the markup and in the data, never a live tag or handler.
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(page).not.toContain("<script>alert(1)</script>");
      expect(page).not.toContain('<img class="hero"');
      expect(page).not.toContain('href="javascript:');
      // The passes are another tab.
      expect(html).not.toContain("Dokumente müssen ein");
    });

    it("shows each category under its tab, and an empty one says so", async () => {
      const { user, cookie } = await subscriber();
      const run = await doneRun(user);

      const passes = await markup(await get(`/run/${run.id}?tab=passes`, cookie));
      expect(passes).toContain("Dokumente müssen ein &lt;title&gt;-Element haben");
      expect(passes).not.toContain("Bilder müssen Alternativtext haben");
      expect(passes).toContain('aria-current="page"');

      const empty = await (await get(`/run/${run.id}?tab=inapplicable`, cookie)).text();
      expect(empty).toContain("Sieht auf unserer Seite gut aus – keine Funde anzuzeigen.");
      expect(empty).toContain("Wählen Sie oben eine andere Kategorie.");

      const english = await (await get(`/run/${run.id}?tab=incomplete`, cookie, "en")).text();
      expect(english).toContain("Looks good on our side - no findings to display.");
      expect(english).toContain("Choose another category above.");

      const unknown = await markup(await get(`/run/${run.id}?tab=nonsense`, cookie));
      expect(unknown).toContain("Bilder müssen Alternativtext haben");
      expect(unknown).not.toContain("Dokumente müssen ein");
    });

    it("shows the progress of a running scan, refreshing itself, and the failure screen", async () => {
      const { user, cookie } = await subscriber();
      const pending = await createRun(db, {
        url: "https://www.beispiel.de/",
        level: "AA",
        locale: "de",
        ownerId: user.id,
      });
      const progress = await (await get(`/run/${pending.id}`, cookie)).text();
      expect(progress).toContain("Ihre Website wird geprüft");
      expect(progress).toContain('http-equiv="refresh"');

      await failRun(db, pending.id, "timeout");
      const failed = await (await get(`/run/${pending.id}`, cookie, "en")).text();
      expect(failed).toContain("We couldn&#x27;t scan this site.");
      expect(failed).toContain("The page did not finish loading in time.");
      expect(failed).not.toContain('http-equiv="refresh"');
    });
  });

  describe("the profile", () => {
    it("shows the person, the plan, the registered websites and the update form", async () => {
      const { user, cookie } = await subscriber(5, ["https://www.beispiel.de/", "https://shop.example/"]);
      await pay(user, 1);
      const html = await (await get("/profile/general", cookie)).text();
      expect(html).toContain("Kim Berger");
      expect(html).toContain("kim@example.test");
      expect(html).toContain("E-Mail-Adresse bestätigt");
      expect(html).not.toContain("Jetzt bestätigen");
      expect(html).toContain("Abonnement Pro");
      expect(html).toContain("40,00\u00a0€ pro Monat");
      expect(html).toContain("Einmalzahlungen");
      expect(html).toContain("Basic, einmalig 20,00\u00a0€");
      expect(html).toContain("2 von 6 genutzt");
      expect(html).toContain("https://shop.example/");
      expect(html).toContain("Abrechnung verwalten");
      // The update dialog, and its fallback for browsers without JavaScript.
      expect(html).toContain("<dialog");
      expect(html).toContain('href="/profile/general?edit=1"');

      const inline = await (await get("/profile/general?edit=1", cookie, "en")).text();
      expect(inline).not.toContain("<dialog");
      expect(inline).toContain("Change name and email address");
      expect(inline).toContain('name="email"');
      expect(inline).toContain('value="Kim Berger"');
      expect(inline).toContain("Start a new scan");
    });

    it("offers to verify an unverified address by mail, keeping the session", async () => {
      const user = await newUser({
        email: `kim-${crypto.randomUUID().slice(0, 8)}@example.test`,
        emailVerified: false,
      });
      await subscribe(user, 1);
      const cookie = await sessionOf(user);
      const html = await (await get("/profile/general", cookie)).text();
      expect(html).toContain("Noch nicht bestätigt");
      expect(html).toContain("Jetzt bestätigen");
      expect(html).toContain(`Wir schicken eine E-Mail an ${user.email}.`);

      const response = await post("/profile/general", cookie, { intent: "verify" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/profile/general?verification=sent");
      expect(response.headers.get("Set-Cookie")).toBeNull();
      await finished(response);
      // Still signed in: the page says where the mail went (tests/integration/email-verification.test.ts has the rest).
      const after = await get("/profile/general?verification=sent", cookie);
      expect(after.status).toBe(200);
      expect(await after.text()).toContain(`Wir haben eine E-Mail an ${user.email} geschickt.`);
    });

    it("validates the update on the server, in German and English, keeping what was typed", async () => {
      const { user, cookie } = await subscriber();
      const german = await post("/profile/general?edit=1", cookie, {
        intent: "profile",
        name: "  ",
        email: "kein-email",
      });
      expect(german.status).toBe(200);
      const html = await german.text();
      expect(html).toContain("Bitte korrigieren Sie die markierten Felder:");
      expect(html).toContain("Bitte geben Sie Ihren Namen ein.");
      expect(html).toContain(
        "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
      );
      expect(html).toContain('value="kein-email"');
      expect(html).toContain('aria-invalid="true"');

      const english = await (
        await post(
          "/profile/general?edit=1",
          cookie,
          { intent: "profile", name: "K".repeat(101), email: `${"a".repeat(250)}@example.test` },
          { locale: "en" },
        )
      ).text();
      expect(english).toContain("The name is too long (at most 100 characters).");
      expect(english).toContain("The email address is too long (at most 254 characters).");
      expect(english).toContain(`value="${"K".repeat(101)}"`);

      const stored = await db.select().from(schema.users).where(eq(schema.users.id, user.id)).get();
      expect(stored).toMatchObject({ name: "Kim Berger", email: "kim@example.test" });
    });

    it("saves a new name and address; the new address counts as not verified", async () => {
      const { user, cookie } = await subscriber();
      const response = await post("/profile/general", cookie, {
        intent: "profile",
        name: " Kim Neumann ",
        email: "kim.neumann@example.test",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/profile/general?updated=1");
      const stored = await db.select().from(schema.users).where(eq(schema.users.id, user.id)).get();
      expect(stored).toMatchObject({
        name: "Kim Neumann",
        email: "kim.neumann@example.test",
        emailVerified: false,
      });
      const html = await (await get("/profile/general?updated=1", cookie)).text();
      expect(html).toContain("Ihre Angaben sind gespeichert.");
      expect(html).toContain("kim.neumann@example.test");
      expect(html).toContain("Jetzt bestätigen");
    });

    it("refuses an address that another account has verified, whatever its letter case", async () => {
      const owner = await newUser({ email: "team@beispiel.de", emailVerified: true });
      await newUser({ email: "unbestaetigt@beispiel.de", emailVerified: false });
      const { user, cookie } = await subscriber();
      for (const [email, locale, message] of [
        [
          "Team@Beispiel.DE",
          "de",
          "Diese E-Mail-Adresse ist bereits für ein anderes Konto bestätigt. Bitte geben Sie eine andere Adresse ein.",
        ],
        [
          "team@beispiel.de",
          "en",
          "This email address is already verified for another account. Please enter a different address.",
        ],
      ] as const) {
        const refused = await post(
          "/profile/general?edit=1",
          cookie,
          { intent: "profile", name: "Kim Berger", email },
          { locale },
        );
        expect(refused.status).toBe(200);
        const html = await refused.text();
        expect(html).toContain(message);
        expect(html).toContain(`value="${email}"`);
      }
      expect(await db.select().from(schema.users).where(eq(schema.users.id, user.id)).get()).toMatchObject({
        email: "kim@example.test",
        emailVerified: true,
      });
      expect((await db.select().from(schema.users).where(eq(schema.users.id, owner.id)).get())?.email).toBe(
        "team@beispiel.de",
      );

      // An address no one has verified is not taken.
      const saved = await post("/profile/general", cookie, {
        intent: "profile",
        name: "Kim Berger",
        email: "Unbestaetigt@beispiel.de",
      });
      expect(saved.headers.get("Location")).toBe("/profile/general?updated=1");
    });

    it("keeps a verified address with one account when the provider vouches for it at another's sign-in", async () => {
      const first = await newUser({ email: "Team@beispiel.de", emailVerified: true });
      const second = await newUser({ email: "team@beispiel.de", emailVerified: true });
      const verified = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.emailVerified, true));
      expect(verified).toEqual([{ id: second.id }]);
      expect(
        (await db.select().from(schema.users).where(eq(schema.users.id, first.id)).get())?.emailVerified,
      ).toBe(false);
      // The database refuses a second verified holder outright.
      await expect(
        env.DB.prepare("UPDATE users SET email_verified = 1 WHERE id = ?").bind(first.id).run(),
      ).rejects.toThrow(/UNIQUE/);
    });

    it("offers to log out everywhere, with a confirmation, in German and English", async () => {
      const { cookie } = await subscriber();
      const german = await markup(await get("/profile/general", cookie));
      expect(german).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"/);
      expect(german).toContain('name="everywhere" value="1"');
      expect(german).toContain("Überall abmelden");
      expect(german).toContain(
        'data-confirm="Wirklich überall abmelden? Alle Anmeldungen bei Klarsicht werden beendet, auch diese."',
      );
      const english = await markup(await get("/profile/general", cookie, "en"));
      expect(english).toContain("Log out everywhere");
      expect(english).toContain(
        'data-confirm="Really log out everywhere? Every sign-in to Klarsicht ends, this one included."',
      );
    });

    it("starts a scan from the update form, within the allowance", async () => {
      scannerAnswers();
      const { user, cookie } = await subscriber(1, ["https://www.beispiel.de/"]);
      const started = await post("/profile/general", cookie, {
        intent: "create",
        url: "www.beispiel.de/preise",
      });
      expect(started.status).toBe(302);
      expect(started.headers.get("Location")).toMatch(/^\/run\/[A-Za-z0-9_-]{22}$/);

      const refused = await post("/profile/general?edit=1", cookie, { intent: "create", url: "neu.example" });
      expect(refused.status).toBe(200);
      expect(await refused.text()).toContain(
        "Ihr Plan umfasst eine Website, und sie ist bereits registriert.",
      );
      expect(await runsOf(user)).toHaveLength(1);
    });

    it("opens Stripe's customer portal", async () => {
      const { cookie } = await subscriber();
      const response = await post("/profile/general", cookie, { intent: "portal" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/\/portal\/bps_/);
    });
  });
});

describe("plans gate the scan level, and free scans can be kept", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lets Basic scan A and AA only, and Pro add WCAG 2.2", async () => {
    scannerAnswers();
    const basic = await newUser();
    await subscribe(basic, 1);
    const basicCookie = await sessionOf(basic);
    const form = await markup(await get("/runs", basicCookie));
    expect(form).toContain('<option value="AA"');
    expect(form).not.toContain('<option value="2.2"');
    const refused = await post("/runs", basicCookie, {
      intent: "create",
      url: "https://www.beispiel.de/",
      level: "2.2",
    });
    expect(await markup(refused)).toContain("Diese Prüfstufe ist in Ihrem Plan nicht enthalten.");
    expect(await runsOf(basic)).toHaveLength(0);

    const pro = await newUser();
    await subscribe(pro, 5);
    const proCookie = await sessionOf(pro);
    expect(await markup(await get("/runs", proCookie))).toContain('<option value="2.2"');
    const started = await post("/runs", proCookie, {
      intent: "create",
      url: "https://www.beispiel.de/",
      level: "2.2",
    });
    expect(started.status).toBe(302);
    expect((await runsOf(pro))[0]?.level).toBe("2.2");
    const bogus = await post("/runs", proCookie, {
      intent: "create",
      url: "https://www.beispiel.de/",
      level: "AAAA",
    });
    expect(await markup(bogus)).toContain("Diese Prüfstufe ist in Ihrem Plan nicht enthalten.");
  });

  it("takes a visitor's finished free scan into the account, from the browser that started it", async () => {
    const user = await newUser();
    await subscribe(user, 5);
    const cookie = await sessionOf(user);
    scannerAnswers();
    const started = await appFetch("http://localhost/?index", {
      method: "POST",
      body: new URLSearchParams({ formId: "hero", url: "www.beispiel.de" }),
      headers: {
        Host: "localhost",
        Origin: "http://localhost",
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": "203.0.113.9",
      },
      redirect: "manual",
    });
    const id = (started.headers.get("Location") ?? "").slice("/scan/".length);
    const visitor = started.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(visitor).toMatch(/^free_scans=/);
    await finished(started);
    expect((await getRun(db, id))?.status).toBe("done");

    const anonymousView = await markup(await get(`/scan/${id}`, visitor));
    expect(anonymousView).toContain("Anmelden und übernehmen");
    // Someone who only has the link is not offered to keep it, and cannot.
    expect(await markup(await get(`/scan/${id}`))).not.toContain("Diesen Scan behalten");
    const other = await newUser();
    await subscribe(other, 5);
    const otherCookie = await sessionOf(other);
    expect(await markup(await get(`/scan/${id}`, otherCookie))).not.toContain("In meine Scans übernehmen");
    expect((await post(`/scan/${id}`, otherCookie, {})).status).toBe(404);
    expect(await runsOf(other)).toHaveLength(0);
    // A forged cookie naming the run is not signed, so it does not count either.
    const forged = `free_scans=${btoa(JSON.stringify([id]))}`;
    expect((await post(`/scan/${id}`, `${otherCookie}; ${forged}`, {})).status).toBe(404);

    const claimed = await post(`/scan/${id}`, `${cookie}; ${visitor}`, {});
    expect(claimed.status).toBe(302);
    expect(claimed.headers.get("Location")).toBe(`/run/${id}?claimed=1`);
    expect((await runsOf(user)).map((run) => [run.id, run.requesterKey])).toEqual([[id, null]]);

    // Someone else cannot take it away again, signed in or not.
    expect((await post(`/scan/${id}`, `${otherCookie}; ${visitor}`, {})).status).toBe(404);
    expect((await post(`/scan/${id}`, visitor, {})).status).toBe(404);
  });

  it("keeps a free scan asked for before sign-in and plan: the wish survives both, and the scan is kept on return", async () => {
    scannerAnswers();
    const started = await appFetch("http://localhost/?index", {
      method: "POST",
      body: new URLSearchParams({ formId: "hero", url: "www.beispiel.de" }),
      headers: {
        Host: "localhost",
        Origin: "http://localhost",
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": "203.0.113.10",
      },
      redirect: "manual",
    });
    const id = (started.headers.get("Location") ?? "").slice("/scan/".length);
    const visitor = started.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    await finished(started);
    const pendingOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith("pending_claim="))
        ?.split(";")[0] ?? "";

    // Not signed in: to the login, which returns to the run list; the wish is remembered.
    const anonymous = await post(`/scan/${id}`, visitor, {});
    expect(anonymous.headers.get("Location")).toBe("/login?returnTo=%2Fruns");
    const pending = pendingOf(anonymous);
    expect(pending).toMatch(/^pending_claim=./);

    // Signed in without a plan: the run list sends to the plans, which say the scan is waiting.
    const user = await newUser();
    const cookie = `${await sessionOf(user)}; ${visitor}; ${pending}`;
    expect((await get("/runs", cookie)).headers.get("Location")).toBe("/setup");
    expect(await markup(await get("/setup", cookie))).toContain("Ihr kostenloser Scan wartet");
    // Asking again while signed in without a plan leads to the plans as well.
    const noPlan = await post(`/scan/${id}`, `${await sessionOf(user)}; ${visitor}`, {});
    expect(noPlan.headers.get("Location")).toBe("/setup");
    expect(pendingOf(noPlan)).toMatch(/^pending_claim=./);
    expect(await runsOf(user)).toHaveLength(0);

    // Paid: back on the run list the scan is kept and shown, and the wish forgotten.
    await subscribe(user, 5);
    const kept = await get("/runs?checkout=success", cookie);
    expect(kept.status).toBe(302);
    expect(kept.headers.get("Location")).toBe(`/run/${id}?claimed=1`);
    expect(kept.headers.getSetCookie().some((line) => /^pending_claim=;.*Max-Age=0/i.test(line))).toBe(true);
    expect((await runsOf(user)).map((run) => run.id)).toEqual([id]);
    // A second request that still carried the wish (sent before the first was answered) shows it too.
    const again = await get("/runs?checkout=success", cookie);
    expect(again.headers.get("Location")).toBe(`/run/${id}?claimed=1`);

    // A wish from another browser (without the free scan's cookie) keeps nothing.
    const other = await newUser();
    await subscribe(other, 5);
    const stolen = await get("/runs", `${await sessionOf(other)}; ${pending}`);
    expect(stolen.status).toBe(200);
    expect(await runsOf(other)).toHaveLength(0);
  });
});
