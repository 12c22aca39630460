import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScanJob, ScanOutcome } from "#core/contract";
import { getRun } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import type { User } from "~/utils/users.server";
import { appFetch, finished } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber, signedInUser } from "./subscriber";

const db = createDb(env.DB);

/**
 * The scanner double's pages (scanner-double.ts), holding every page scan until released, so
 * that runs are still under way while the next request arrives. Counts the jobs it was sent.
 */
function heldScanner() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const jobs: ScanJob[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "http://scanner.test") return realFetch(input, init);
    if (url.pathname === "/discover") {
      await held;
      return Response.json({ error: "internal" });
    }
    const job = (await request.json()) as ScanJob;
    jobs.push(job);
    await held;
    return Response.json({ ok: true, report: cleanPageReport(job.url) } satisfies ScanOutcome);
  });
  return { jobs, release: () => release() };
}

/** Kim, with a Pro plan or without one. */
const customer = (withPlan = true) => (withPlan ? signedInSubscriber("Kim") : signedInUser("Kim"));

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });

const post = (path: string, cookie: string, fields: Record<string, string>, headers = {}) =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=de`,
      ...headers,
    },
    redirect: "manual",
  });

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

const runsOf = (user: User) => db.select().from(schema.runs).where(eq(schema.runs.ownerId, user.id));

describe("finding the way", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM run_pages; DELETE FROM runs; DELETE FROM registered_sites; DELETE FROM account_scan_starts; DELETE FROM free_scan_starts; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names Websites, Profile and Logout in the signed-in navigation, and lists the websites with their dashboards", async () => {
    const scanner = heldScanner();
    const { user, cookie } = await customer();
    const started = await post("/runs", cookie, { intent: "create", url: "www.beispiel.de", scope: "page" });
    const runId = (started.headers.get("Location") ?? "").slice("/run/".length);
    const [site] = await db
      .select()
      .from(schema.registeredSites)
      .where(eq(schema.registeredSites.workspaceId, user.id));

    for (const [locale, texts] of [
      [
        "de",
        {
          websites: "Websites",
          profile: "Profil",
          logout: "Abmelden",
          dashboard: "Zur Übersicht dieser Website",
          title: "Ihre Websites",
        },
      ],
      [
        "en",
        {
          websites: "Websites",
          profile: "Profile",
          logout: "Log out",
          dashboard: "To this website&#x27;s dashboard",
          title: "Your websites",
        },
      ],
    ] as const) {
      const list = await markup(await get("/sites", cookie, locale));
      expect(list).toMatch(new RegExp(`<a[^>]*href="/sites"[^>]*>${texts.websites}</a>`));
      expect(list).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/sites"/);
      // Visible names beside the icons, not only accessible ones.
      expect(list).toMatch(
        new RegExp(`href="/profile"[^>]*><svg[\\s\\S]*?</svg><span>${texts.profile}</span>`),
      );
      expect(list).toMatch(new RegExp(`<svg[\\s\\S]*?</svg><span>${texts.logout}</span></button>`));
      expect(list).toContain(
        `<h1 class="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">${texts.title}</h1>`,
      );
      expect(list).toContain(`href="/sites/${site?.id}"`);
      // The run's report, still under way and when done, leads to its website's dashboard.
      const running = await markup(await get(`/run/${runId}`, cookie, locale));
      expect(running).toContain(`href="/sites/${site?.id}"`);
      expect(running).toContain(texts.dashboard);
    }
    scanner.release();
    await finished(started);
    const done = await markup(await get(`/run/${runId}`, cookie));
    expect(done).toMatch(
      new RegExp(`<a[^>]*href="/sites/${site?.id}"[^>]*>Zur Übersicht dieser Website</a>`),
    );
  });

  it("starts one scan when the same scan is sent twice, from the scan form, the report and the dashboard", async () => {
    const scanner = heldScanner();
    const { user, cookie } = await customer();
    const form = { intent: "create", url: "www.beispiel.de", scope: "page" };
    const [first, second] = await Promise.all([post("/runs", cookie, form), post("/runs", cookie, form)]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await runsOf(user)).toHaveLength(1);
    // Sent again a little later, while the first is still under way: still that one.
    const again = await post("/runs", cookie, form);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    const runId = (first.headers.get("Location") ?? "").slice("/run/".length);
    const reruns = await Promise.all([
      post("/runs", cookie, { intent: "rerun", runId }),
      post("/runs", cookie, { intent: "rerun", runId }),
    ]);
    expect(reruns.map((answer) => answer.headers.get("Location"))).toEqual([
      `/run/${runId}`,
      `/run/${runId}`,
    ]);
    // Another scope is another scan.
    const site = await post("/runs", cookie, { ...form, scope: "site" });
    expect(site.headers.get("Location")).not.toBe(first.headers.get("Location"));
    expect(await runsOf(user)).toHaveLength(2);
    scanner.release();
    await Promise.all([first, second, again, ...reruns, site].map(finished));
    expect(scanner.jobs).toHaveLength(1);
    // Once the first is done, the same scan may run again.
    const later = await post("/runs", cookie, form);
    expect(later.headers.get("Location")).not.toBe(first.headers.get("Location"));
    await finished(later);
    expect(await runsOf(user)).toHaveLength(3);
  });

  it("starts one free scan when the free test is sent twice", async () => {
    const scanner = heldScanner();
    const form = { formId: "hero", url: "www.beispiel.de" };
    const visitor = { "CF-Connecting-IP": "203.0.113.21" };
    const [first, second] = await Promise.all([
      post("/?index", "", form, visitor),
      post("/?index", "", form, visitor),
    ]);
    expect(first.headers.get("Location")).toMatch(/^\/scan\//);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    // Both answers let this browser keep the scan.
    expect(second.headers.get("Set-Cookie")).toMatch(/^free_scans=/);
    expect(await db.select().from(schema.runs)).toHaveLength(1);
    scanner.release();
    await Promise.all([first, second].map(finished));
    expect(scanner.jobs).toHaveLength(1);
  });

  it("unlocks a free scan for a paying account by taking it over, and the report says what happened", async () => {
    const scanner = heldScanner();
    scanner.release();
    const started = await post(
      "/?index",
      "",
      { formId: "hero", url: "www.beispiel.de" },
      {
        "CF-Connecting-IP": "203.0.113.22",
      },
    );
    const id = (started.headers.get("Location") ?? "").slice("/scan/".length);
    const visitor = started.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    await finished(started);

    const { user, cookie } = await customer();
    const preview = await markup(await get(`/scan/${id}`, `${cookie}; ${visitor}`));
    expect(preview).toContain("Ihr Plan ist aktiv");
    expect(preview).toContain("In meine Scans übernehmen");
    expect(preview).not.toContain("Vollständigen Bericht freischalten");
    const english = await markup(await get(`/scan/${id}`, `${cookie}; ${visitor}`, "en"));
    expect(english).toContain("Your plan is active");
    expect(english).not.toContain("Unlock full report");

    const claimed = await post(`/scan/${id}`, `${cookie}; ${visitor}`, {});
    expect(claimed.headers.get("Location")).toBe(`/run/${id}?claimed=1`);
    expect((await runsOf(user)).map((run) => run.id)).toEqual([id]);
    const report = await markup(await get(`/run/${id}?claimed=1`, cookie));
    expect(report).toContain("Der kostenlose Scan ist jetzt in Ihren Scans gespeichert.");
    expect(report).not.toContain("freischalten");
    expect(await markup(await get(`/run/${id}?claimed=1`, cookie, "en"))).toContain(
      "The free scan is now saved in your scans.",
    );
    // Its old link now leads its owner to the full report.
    const old = await get(`/scan/${id}`, cookie);
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(`/run/${id}`);
  });

  it("goes on with the plan chosen before signing in", async () => {
    const { cookie } = await customer(false);
    const german = await markup(await get("/setup?plan=basic", cookie));
    expect(german).toContain("Ihre Wahl: Basic");
    expect(german).toMatch(/<input type="hidden" name="plan" value="basic"\/>/);
    expect(german).toContain("Weiter zur Zahlung");
    expect(await markup(await get("/setup?plan=pro", cookie, "en"))).toContain("Your choice: Pro");
    // Without a choice, or not signed in, the plans as before.
    expect(await markup(await get("/setup", cookie))).not.toContain("Ihre Wahl:");
    expect(await markup(await get("/setup?plan=basic", ""))).not.toContain("Ihre Wahl:");
  });

  it("words the progress for the scan: seconds for a page, the site's pages first for a site", async () => {
    const scanner = heldScanner();
    const { cookie } = await customer();
    const page = await post("/runs", cookie, { intent: "create", url: "www.beispiel.de", scope: "page" });
    const site = await post("/runs", cookie, { intent: "create", url: "www.beispiel.de", scope: "site" });
    const pageView = await markup(await get(page.headers.get("Location") ?? "", cookie));
    expect(pageView).toContain("Das dauert meist nur wenige Sekunden.");
    const siteView = await markup(await get(site.headers.get("Location") ?? "", cookie));
    expect(siteView).not.toContain("wenige Sekunden");
    expect(siteView).toContain("Zuerst suchen wir die Seiten der Website.");
    scanner.release();
    await Promise.all([page, site].map(finished));
    expect((await getRun(db, (page.headers.get("Location") ?? "").slice(5)))?.status).toBe("done");
  });
});
