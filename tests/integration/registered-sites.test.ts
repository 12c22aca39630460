import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageReport, ScanJob, ScanOutcome, SiteDiscovery } from "#core/contract";
import { getRun } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { parseEnv } from "~/utils/env.server";
import { createSession } from "~/utils/sessions.server";
import { type User, upsertUser } from "~/utils/users.server";
import { appFetch, finished } from "./app-fetch";
import { cleanPageReport } from "./page-report";

const db = createDb(env.DB);

function reportFor(url: string, finalUrl = url): PageReport {
  return cleanPageReport(url, { finalUrl });
}

type Scanner = {
  scan?: (job: ScanJob) => ScanOutcome | Promise<ScanOutcome>;
  discover?: (url: string) => SiteDiscovery | { error: string };
};

/** The scanner double's pages (scanner-double.ts); by default every page scan succeeds. */
function scanner({ scan = (job) => ({ ok: true, report: reportFor(job.url) }), discover }: Scanner = {}) {
  const jobs: ScanJob[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "http://scanner.test") return realFetch(input, init);
    if (url.pathname === "/discover") {
      const body = (await request.json()) as { url: string };
      return Response.json(discover ? discover(body.url) : { error: "internal" });
    }
    const job = (await request.json()) as ScanJob;
    jobs.push(job);
    return Response.json(await scan(job));
  });
  return jobs;
}

async function customer(plan: "basic" | "pro", allowance = plan === "basic" ? 1 : 5) {
  const user = await upsertUser(
    db,
    { subject: `local|${crypto.randomUUID()}`, email: "kim@example.test", name: "Kim", emailVerified: true },
    "de",
  );
  await db.insert(schema.subscriptions).values({
    id: `sub_${crypto.randomUUID()}`,
    workspaceId: user.id,
    status: "active",
    plan,
    priceId: "price_x",
    unitAmount: plan === "basic" ? 1500 : 4000,
    currency: "eur",
    urlAllowance: allowance,
    currentPeriodEnd: new Date(Date.now() + 30 * 86400000),
    stripeUpdatedAt: new Date(),
  });
  const setCookie = await createSession(db, parseEnv(env), { userId: user.id });
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });

const post = (path: string, cookie: string, fields: Record<string, string>, locale = "de") =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
    redirect: "manual",
  });

const scan = (cookie: string, url: string, scope: "page" | "site" = "page", locale = "de") =>
  post("/runs", cookie, { intent: "create", url, scope }, locale);

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

async function sitesOf(user: User): Promise<string[]> {
  const rows = await db
    .select()
    .from(schema.registeredSites)
    .where(eq(schema.registeredSites.workspaceId, user.id));
  return rows.filter((row) => row.removedAt === null).map((row) => row.url);
}

const runsOf = (user: User) => db.select().from(schema.runs).where(eq(schema.runs.ownerId, user.id));

async function settled(response: Response) {
  const id = (response.headers.get("Location") ?? "").slice("/run/".length);
  await finished(response);
  const run = await getRun(db, id);
  expect(["done", "failed"]).toContain(run?.status);
  return run as NonNullable<typeof run>;
}

describe("registered websites", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM run_pages; DELETE FROM runs; DELETE FROM registered_sites; DELETE FROM account_scan_starts; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("refuses a private address before it takes the plan's website, in German and English", async () => {
    const jobs = scanner();
    const { user, cookie } = await customer("basic");
    for (const address of [
      "http://192.168.1.1/",
      "http://10.0.0.8:8080/",
      "http://[::1]/",
      "intranet.corp",
    ]) {
      const refused = await scan(cookie, address);
      expect(refused.status, address).toBe(200);
      expect(await markup(refused), address).toContain("Diese Adresse ist nicht öffentlich erreichbar");
    }
    const english = await markup(await scan(cookie, "http://192.168.1.1/", "page", "en"));
    expect(english).toContain("This address cannot be reached publicly");
    expect(english).toContain('value="http://192.168.1.1/"');
    expect(await runsOf(user)).toHaveLength(0);
    expect(await sitesOf(user)).toEqual([]);
    expect(await markup(await get("/runs", cookie))).toContain("0 von 1 Website Ihres Plans registriert.");

    // The typo corrected, the website is registered.
    const started = await scan(cookie, "www.beispiel.de");
    expect(started.status).toBe(302);
    await settled(started);
    expect(jobs).toHaveLength(1);
    expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);
  });

  it("gives the place back when every scan of a new address failed", async () => {
    scanner({
      scan: (job) =>
        job.url.includes("vertippt")
          ? { ok: false, error: "dns_failed" }
          : { ok: true, report: reportFor(job.url) },
    });
    const { user, cookie } = await customer("basic");
    const failed = await settled(await scan(cookie, "www.vertippt.example"));
    expect(failed.status).toBe("failed");
    const list = await markup(await get("/runs", cookie));
    expect(list).toContain("0 von 1 Website Ihres Plans registriert.");
    expect(list).toContain("0 von 1 genutzt");
    expect(list).toContain("Noch keine Website registriert.");

    const done = await settled(await scan(cookie, "www.beispiel.de"));
    expect(done.status).toBe("done");
    expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);
    // Once a scan finished, the website keeps its place even when later scans fail or are deleted.
    await post("/runs", cookie, { intent: "delete", runId: done.id, confirm: "1" });
    expect((await scan(cookie, "www.anders.example")).status).toBe(200);
    expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);
  });

  it("lets a customer remove a website and register another, within the stated limit", async () => {
    scanner();
    const { user, cookie } = await customer("basic");
    await settled(await scan(cookie, "www.beispiel.de"));
    const [site] = await db
      .select()
      .from(schema.registeredSites)
      .where(eq(schema.registeredSites.workspaceId, user.id));
    if (!site) throw new Error("not registered");

    for (const path of ["/runs", "/profile/general"]) {
      const html = await markup(await get(path, cookie));
      expect(html, path).toContain("Registrierte Websites");
      expect(html, path).toContain("https://www.beispiel.de/");
      expect(html, path).toContain('name="intent" value="removeSite"');
      expect(html, path).toContain("eine innerhalb von 30 Tagen");
    }
    const english = await markup(await get("/runs", cookie, "en"));
    expect(english).toContain(
      "You can remove a registered website to make room for another: one within 30 days.",
    );

    // Someone else's site is not found.
    const other = await customer("pro");
    expect(
      (await post("/runs", other.cookie, { intent: "removeSite", siteId: String(site.id), confirm: "1" }))
        .status,
    ).toBe(404);

    const asked = await post("/profile/general", cookie, { intent: "removeSite", siteId: String(site.id) });
    expect(asked.status).toBe(200);
    const question = await markup(asked);
    expect(question).toContain("Diese Website wirklich entfernen?");
    expect(question).toContain('name="confirm" value="1"');
    expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);

    const removed = await post("/profile/general", cookie, {
      intent: "removeSite",
      siteId: String(site.id),
      confirm: "1",
    });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/profile/general?siteRemoved=1");
    expect(await markup(await get("/profile/general?siteRemoved=1", cookie))).toContain(
      "Die Website wurde entfernt. Ihr Platz ist frei für eine andere Website.",
    );
    expect(await sitesOf(user)).toEqual([]);
    // The reports of the removed website stay.
    expect(await runsOf(user)).toHaveLength(1);

    await settled(await scan(cookie, "www.andere-seite.example"));
    const [second] = (
      await db.select().from(schema.registeredSites).where(eq(schema.registeredSites.workspaceId, user.id))
    ).filter((row) => row.removedAt === null);
    expect(second?.url).toBe("https://www.andere-seite.example/");

    // The second removal within 30 days is refused, saying from when it is possible.
    const refused = await post("/runs", cookie, {
      intent: "removeSite",
      siteId: String(second?.id),
      confirm: "1",
    });
    expect(refused.status).toBe(200);
    const html = await markup(refused);
    expect(html).toContain("Sie haben in den letzten 30 Tagen bereits eine Website entfernt");
    expect(html).toMatch(/Die nächste Website können Sie ab dem \d{1,2}\. \S+ \d{4} entfernen\./);
    const refusedEnglish = await markup(
      await post("/runs", cookie, { intent: "removeSite", siteId: String(second?.id), confirm: "1" }, "en"),
    );
    expect(refusedEnglish).toContain("You have already removed a website in the last 30 days");
    expect(await sitesOf(user)).toEqual(["https://www.andere-seite.example/"]);
  });

  it("checks the plan against the site a redirect leads to, not only the typed one", async () => {
    scanner({
      scan: (job) => ({
        ok: true,
        report: reportFor(
          job.url,
          job.url.includes("beispiel.de") ? "https://www.andere-firma.example/" : job.url,
        ),
      }),
    });
    const { user, cookie } = await customer("basic");
    await db.insert(schema.registeredSites).values({
      workspaceId: user.id,
      siteKey: "beispiel.de",
      url: "https://www.beispiel.de/",
      confirmedAt: new Date(),
    });
    const run = await settled(await scan(cookie, "www.beispiel.de/weiter"));
    expect(run).toMatchObject({ status: "failed", errorCode: "unregistered_site" });
    expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);
    const page = await markup(await get(`/run/${run.id}`, cookie));
    expect(page).toContain("Die Adresse leitet auf eine andere Website weiter");
    const english = await markup(await get(`/run/${run.id}`, cookie, "en"));
    expect(english).toContain("The address forwards to another website that is not registered in your plan");
  });

  it("registers the site a new address forwards to, instead of the typed one", async () => {
    scanner({
      scan: (job) => ({ ok: true, report: reportFor(job.url, "https://neue-marke.example/start") }),
    });
    const { user, cookie } = await customer("basic");
    const run = await settled(await scan(cookie, "alte-marke.example"));
    expect(run.status).toBe("done");
    expect(await sitesOf(user)).toEqual(["https://neue-marke.example/"]);
  });

  it("checks a whole-site scan against the site its start page forwards to", async () => {
    const discovered: string[] = [];
    scanner({
      discover: (url) => {
        discovered.push(url);
        return {
          rootUrl: "https://www.andere-firma.example/",
          robotsTxt: null,
          crawlDelayMs: 0,
          sitemapUrls: [],
        };
      },
    });
    const { user, cookie } = await customer("basic");
    await db.insert(schema.registeredSites).values({
      workspaceId: user.id,
      siteKey: "beispiel.de",
      url: "https://www.beispiel.de/",
      confirmedAt: new Date(),
    });
    const run = await settled(await scan(cookie, "www.beispiel.de", "site"));
    expect(discovered).toEqual(["https://www.beispiel.de/"]);
    expect(run).toMatchObject({ status: "failed", errorCode: "unregistered_site" });
    const pages = await db.select().from(schema.runPages).where(eq(schema.runPages.runId, run.id));
    expect(pages).toHaveLength(0);
  });

  it("counts another port as another website", async () => {
    scanner();
    const { user, cookie } = await customer("basic");
    await settled(await scan(cookie, "https://www.beispiel.de/"));
    expect((await scan(cookie, "http://beispiel.de/kontakt")).status).toBe(302);
    const otherPort = await scan(cookie, "https://www.beispiel.de:8443/");
    expect(otherPort.status).toBe(200);
    expect(await markup(otherPort)).toContain(
      "Ihr Plan umfasst eine Website, und sie ist bereits registriert.",
    );
    expect(await sitesOf(user)).toEqual(["https://www.beispiel.de/"]);
  });
});

describe("scan limits of an account", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM run_pages; DELETE FROM runs; DELETE FROM registered_sites; DELETE FROM account_scan_starts; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("allows only the plan's number of scans at once, also when requests arrive together", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    scanner({
      scan: async (job) => {
        await held;
        return { ok: true, report: reportFor(job.url) };
      },
    });
    const { user, cookie } = await customer("basic");
    // Ten pages of one site: the same page sent twice would be one scan (see way-finding.test.ts).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => scan(cookie, `www.beispiel.de/seite-${index}`)),
    );
    // Basic: 3 at once by default (ACCOUNT_SCANS_AT_ONCE_BASIC).
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    const refused = answers.find((answer) => answer.status === 200);
    expect(await markup(refused as Response)).toContain(
      "Es laufen bereits 3 Scans – mehr gleichzeitig erlaubt Ihr Plan nicht.",
    );
    expect(await runsOf(user)).toHaveLength(3);
    const english = await markup(await scan(cookie, "www.beispiel.de", "page", "en"));
    expect(english).toContain("3 scans are already running – your plan allows no more at once.");
    release();
    await Promise.all(answers.map(finished));
    expect((await runsOf(user)).map((run) => run.status)).toEqual(["done", "done", "done"]);
    expect((await scan(cookie, "www.beispiel.de")).status).toBe(302);
  });

  it("allows only the plan's number of scans an hour, deleted runs included, and says when to try again", async () => {
    scanner();
    const { user, cookie } = await customer("basic");
    const now = Date.now();
    // 30 scans started in the last hour (Basic's default), the oldest 50 minutes ago; their runs are deleted.
    await db.insert(schema.accountScanStarts).values(
      Array.from({ length: 30 }, (_, index) => ({
        workspaceId: user.id,
        runId: `deleted-${index}`,
        startedAt: new Date(now - 50 * 60_000 + index * 1000),
      })),
    );
    const refused = await scan(cookie, "www.beispiel.de");
    expect(refused.status).toBe(200);
    const html = await markup(refused);
    expect(html).toMatch(
      /Sie haben in der letzten Stunde bereits 30 Scans gestartet – mehr erlaubt Ihr Plan nicht\. Bitte versuchen Sie es in (10|11) Minuten erneut\./,
    );
    expect(await runsOf(user)).toHaveLength(0);
    const english = await markup(await scan(cookie, "www.beispiel.de", "site", "en"));
    expect(english).toMatch(
      /You have already started 30 scans in the last hour .* try again in (10|11) minutes\./,
    );
    // Starts older than an hour no longer count.
    await env.DB.prepare(
      "UPDATE account_scan_starts SET started_at = started_at - 3600000 WHERE workspace_id = ?",
    )
      .bind(user.id)
      .run();
    expect((await scan(cookie, "www.beispiel.de")).status).toBe(302);
  });
});

describe("first scans of one new website that arrive together", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM run_pages; DELETE FROM runs; DELETE FROM registered_sites; DELETE FROM account_scan_starts; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A scanner that answers only once released, so that every run is still under way while the others start. */
  function heldScanner(finalUrlOf: (url: string) => string = (url) => url) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    scanner({
      scan: async (job) => {
        await held;
        return { ok: true, report: reportFor(job.url, finalUrlOf(job.url)) };
      },
    });
    return release;
  }

  it("take one of the plan's websites, not one each", async () => {
    const release = heldScanner();
    const { user, cookie } = await customer("pro", 2);
    // One website, typed four ways, sent at the same moment.
    const typed = [
      "https://neu.example/",
      "http://www.neu.example/",
      "neu.example/kontakt",
      "www.neu.example/shop",
    ];
    const answers = await Promise.all(typed.map((url) => scan(cookie, url)));
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302, 302]);
    const rows = await db
      .select()
      .from(schema.registeredSites)
      .where(eq(schema.registeredSites.workspaceId, user.id));
    expect(rows.map((row) => row.siteKey)).toEqual(["neu.example"]);
    release();
    expect((await Promise.all(answers.map(settled))).map((run) => run.status)).toEqual([
      "done",
      "done",
      "done",
      "done",
    ]);
    // The plan's second website is still free, and a third does not fit.
    await settled(await scan(cookie, "https://zweite.example/"));
    const third = await scan(cookie, "https://dritte.example/");
    expect(third.status).toBe(200);
    expect(await markup(third)).toContain("Ihr Plan umfasst 2 Websites, und alle sind bereits registriert.");
    expect((await sitesOf(user)).sort()).toEqual(["https://neu.example/", "https://zweite.example/"]);
  });

  it("take one website when different addresses forward to the same new site at once", async () => {
    const release = heldScanner(() => "https://ziel.example/start");
    const { user, cookie } = await customer("pro", 3);
    const answers = await Promise.all(["alt-a.example", "alt-b.example"].map((url) => scan(cookie, url)));
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    release();
    expect((await Promise.all(answers.map(settled))).map((run) => run.status)).toEqual(["done", "done"]);
    // The typed addresses gave their places back; the site both forward to holds one.
    expect(await sitesOf(user)).toEqual(["https://ziel.example/"]);
    expect((await runsOf(user)).map((run) => run.siteKey)).toEqual(["ziel.example", "ziel.example"]);
  });
});
