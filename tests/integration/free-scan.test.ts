import { createExecutionContext, env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageReport, ScanJob, ScanOutcome } from "#core/contract";
import { parseEnv } from "~/utils/env.server";
import app from "../../workers/app";
import { requestSettled } from "./app-fetch";

const report: PageReport = {
  url: "https://www.beispiel.de/",
  finalUrl: "https://www.beispiel.de/",
  level: "AA",
  locale: "de",
  counts: { violations: 2, incomplete: 1, passes: 20, inapplicable: 50 },
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
        { selector: "img.hero", html: '<img class="hero" src="a.png">', failureSummary: "…" },
        { selector: "img.logo", html: '<img class="logo" src="b.png">', failureSummary: "…" },
      ],
    },
    {
      ruleId: "region",
      impact: "moderate",
      description: "Stellt sicher, dass alle Inhalte in Landmarks stehen",
      help: "Inhalte sollten in Landmarks stehen",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/region?lang=de",
      wcag: [],
      en301549: [],
      bestPractice: true,
      nodes: [{ selector: "body > div", html: "<div>", failureSummary: "…" }],
    },
  ],
  incomplete: [],
  passes: [],
  inapplicable: [],
  timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
  axeVersion: "4.14.1",
};

/** The scanner double's pages (scanner-double.ts): each scan answered with `outcome`. */
function scannerAnswers(outcome: (job: ScanJob) => ScanOutcome) {
  const jobs: ScanJob[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
    const job = (await request.json()) as ScanJob;
    jobs.push(job);
    return Response.json(outcome(job));
  });
  return jobs;
}

/** As the platform hands it to the Worker (the test cannot fill in the edge's cf properties). */
type IncomingRequest = Parameters<typeof app.fetch>[0];

/** Starts a free scan through the app Worker; `finished` when the work it left in the background is done. */
async function beginScan(url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams({ formId: "hero", url }),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": "203.0.113.7",
      ...headers,
    },
    redirect: "manual",
  });
  const response = await app.fetch(request as unknown as IncomingRequest, env as unknown as Env, ctx);
  return { response, finished: requestSettled(ctx) };
}

/** A free scan, once the local dispatch to the scanner is done: its page shows the outcome at once. */
async function startScan(url: string, headers: Record<string, string> = {}) {
  const { response, finished } = await beginScan(url, headers);
  await finished;
  return response;
}

/** Free scans other visitors started, one a second from `firstAt`. */
/**
 * Free scans of other visitors: the first at firstAt, the others five minutes later, so that a test may
 * move the first out of the hour and know that only it left, however slowly the machine runs the test.
 */
async function seedOtherStarts(count: number, firstAt: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?1)
      INSERT INTO free_scan_starts (run_id, requester_key, started_at)
        SELECT 'other-' || i, 'other-' || i, ?2 + CASE WHEN i = 0 THEN 0 ELSE 300000 + i END FROM n`,
  )
    .bind(count, firstAt)
    .run();
}

/** The rendered page without its scripts (the route data travels along in those). */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** A scan's page after its scan has been worked off: no longer refreshing itself. */
async function pageWhenSettled(path: string, cookie = "locale=de"): Promise<string> {
  const html = await (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } })).text();
  expect(html).not.toContain('http-equiv="refresh"');
  return html;
}

describe("free scan", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_results; DELETE FROM runs; DELETE FROM free_scan_starts;");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("creates a run, sends the job to the scanner and shows the preview", async () => {
    const jobs = scannerAnswers(() => ({ ok: true, report }));
    const response = await startScan("www.beispiel.de");
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/scan\/[A-Za-z0-9_-]{22}$/);

    const html = await pageWhenSettled(location);
    expect(jobs).toEqual([
      {
        runId: location.slice(6),
        url: "https://www.beispiel.de/",
        level: "AA",
        locale: "de",
        requester: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(html).toContain("Ergebnis für www.beispiel.de");
    expect(html).toContain("Vorschau der WCAG-Verstöße");
    // What is wrong in plain words, how serious, which criterion and which BFSG duty; the rule's id and
    // the element's selector only as technical details.
    const finding = withoutScripts(html).replaceAll("<!-- -->", "");
    expect(finding).toMatch(/<h3[^>]*>Bilder müssen Alternativtext haben<\/h3>/);
    expect(finding).toContain("Kritisch");
    expect(finding).toContain("Manche Menschen können diesen Teil der Seite gar nicht nutzen.");
    expect(finding).toContain("1.1.1 Nicht-Text-Inhalt");
    expect(finding).toContain("Vom BFSG gefordert (EN 301 549): 9.1.1.1");
    const details = finding.indexOf("Technische Details: Regel und betroffenes Element");
    expect(details).toBeGreaterThan(finding.indexOf("1.1.1 Nicht-Text-Inhalt"));
    expect(finding.lastIndexOf("<details", details)).toBeGreaterThan(-1);
    expect(finding.indexOf("image-alt")).toBeGreaterThan(details);
    expect(finding.indexOf("img.hero")).toBeGreaterThan(details);
    expect(html).toContain("und 1 weiteres Element");
    expect(finding).not.toContain("Best Practice");
    const english = withoutScripts(await pageWhenSettled(location, "locale=en")).replaceAll("<!-- -->", "");
    expect(english).toContain("1.1.1 Non-text Content");
    expect(english).toContain("Required by BFSG (EN 301 549): 9.1.1.1");
    expect(english).toContain("Technical details: rule and affected element");
    expect(html).toContain("Vollständigen Bericht freischalten");
    // Best practices are not WCAG violations and stay out of the preview.
    expect(html).not.toContain("body &gt; div");
    expect(html).toContain('content="noindex"');

    const stats = await (await SELF.fetch("http://localhost/", { headers: { Cookie: "locale=en" } })).text();
    expect([...stats.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((match) => match[1])).toEqual(["1", "1"]);
  });

  it("names the requester in the job, an IPv6 requester by its /64 network, for the scanner's fair share", async () => {
    const jobs = scannerAnswers(() => ({ ok: true, report }));
    const runIds: string[] = [];
    for (const address of ["2001:db8:1:2::a", "2001:db8:1:2:ffff::b", "2001:db8:1:3::a", "203.0.113.7"]) {
      const response = await startScan("www.beispiel.de", { "CF-Connecting-IP": address });
      runIds.push((response.headers.get("Location") ?? "").slice("/scan/".length));
    }
    expect(jobs).toHaveLength(4);
    const requesterOf = (runId: string | undefined) => jobs.find((job) => job.runId === runId)?.requester;
    const [sameA, sameB, otherNetwork, ipv4] = runIds.map(requesterOf);
    expect(sameA).toMatch(/^[0-9a-f]{64}$/);
    expect(sameB).toBe(sameA);
    expect(otherNetwork).not.toBe(sameA);
    expect(ipv4).not.toBe(sameA);
    expect(ipv4).not.toBe(otherNetwork);
    // The same key the free-scan limit counts.
    const row = await env.DB.prepare("SELECT requester_key FROM runs WHERE id = ?")
      .bind(runIds[0])
      .first<{ requester_key: string }>();
    expect(row?.requester_key).toBe(sameA);
  });

  it("shows the failure screen in German and English", async () => {
    scannerAnswers(() => ({ ok: false, error: "dns_failed" }));
    const location = (await startScan("https://gibt-es-nicht.example")).headers.get("Location") ?? "";
    const german = await pageWhenSettled(location);
    expect(german).toContain("Wir konnten diese Website nicht prüfen.");
    expect(german).toContain("Den Domainnamen gibt es nicht");
    const english = await pageWhenSettled(location, "locale=en");
    expect(english).toContain("We couldn&#x27;t scan this site.");
    expect(english).toContain(
      "This may be due to an invalid URL or the site blocking automated tools (e.g., via robots.txt, captchas, or other bot protections).",
    );
  });

  it("shows progress while the scan is under way, refreshing itself without JavaScript", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
      await held;
      return Response.json({ ok: true, report });
    });
    const { response, finished } = await beginScan("www.beispiel.de");
    const location = response.headers.get("Location") ?? "";
    const html = await (
      await SELF.fetch(`http://localhost${location}`, { headers: { Cookie: "locale=en" } })
    ).text();
    expect(html).toContain("Scanning your website");
    expect(html).toMatch(/The test is (queued|running)\./);
    expect(html).toContain('http-equiv="refresh"');
    release();
    await finished;
    expect(await pageWhenSettled(location)).toContain("Ergebnis für");
  });

  it("refuses private addresses and internal names at once, with the account form's message", async () => {
    for (const address of [
      "10.0.0.1",
      "http://192.168.178.1/",
      "localhost",
      "localhost:3000",
      "drucker.local",
    ]) {
      const refused = await startScan(address);
      expect(refused.status, address).toBe(200);
      expect(await refused.text(), address).toContain("Diese Adresse ist nicht öffentlich erreichbar");
    }
    const english = await (await startScan("10.0.0.1", { Cookie: "locale=en" })).text();
    expect(english).toContain("This address cannot be reached publicly");
    expect(english).toContain('value="10.0.0.1"');
    const runs = await env.DB.prepare("SELECT COUNT(*) AS n FROM runs").first<{ n: number }>();
    expect(runs?.n).toBe(0);
  });

  it("limits free scans per IP address with a clear message", async () => {
    scannerAnswers(() => ({ ok: true, report }));
    for (let scan = 0; scan < 3; scan++) expect((await startScan("beispiel.de")).status).toBe(302);
    const limited = await startScan("beispiel.de", { Cookie: "locale=en" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const message = await limited.text();
    expect(message).toContain("You have already started 3 free tests in the last hour.");
    // Plans have hourly limits too: the message promises nothing unlimited.
    const sentence = /You have already started[^<]*/.exec(message)?.[0] ?? "";
    expect(sentence).toMatch(/try again in \d+ minutes/);
    expect(sentence).not.toMatch(/unlimited/i);
    // What was typed stays in the field.
    expect(message).toContain('value="https://beispiel.de/"');
    // Another address is not affected.
    expect((await startScan("beispiel.de", { "CF-Connecting-IP": "198.51.100.4" })).status).toBe(302);
    const keys = await env.DB.prepare(
      "SELECT requester_key FROM runs UNION SELECT requester_key FROM free_scan_starts",
    ).all<{ requester_key: string }>();
    expect(keys.results.map((row) => row.requester_key).join()).not.toContain("203.0.113.7");
  });

  it("says when the next free scan is possible, computed from the starts of the last hour", async () => {
    scannerAnswers(() => ({ ok: true, report }));
    for (let scan = 0; scan < 3; scan++) expect((await startScan("beispiel.de")).status).toBe(302);
    // Started 50, 20 and 5 minutes ago: the oldest leaves the hour in 10 minutes.
    const shift = (minutes: number[]) =>
      env.DB.batch(
        minutes.map((ago, index) =>
          env.DB.prepare(
            "UPDATE free_scan_starts SET started_at = ?1 WHERE rowid = (SELECT rowid FROM free_scan_starts ORDER BY rowid LIMIT 1 OFFSET ?2)",
          ).bind(Date.now() - ago * 60_000, index),
        ),
      );
    await shift([50, 20, 5]);
    const german = await startScan("beispiel.de");
    expect(german.status).toBe(429);
    expect(german.headers.get("Retry-After")).toBe("600");
    expect(await german.text()).toContain(
      "Sie haben in der letzten Stunde bereits 3 kostenlose Tests gestartet. Bitte versuchen Sie es in 10 Minuten erneut",
    );
    await shift([59.5, 20, 5]);
    expect(await (await startScan("beispiel.de", { Cookie: "locale=en" })).text()).toContain(
      "Please try again in 1 minute –",
    );
    expect(await (await startScan("beispiel.de")).text()).toContain(
      "Bitte versuchen Sie es in 1 Minute erneut",
    );
    // Once the oldest start has left the hour, the next scan starts.
    await shift([61, 20, 5]);
    expect((await startScan("beispiel.de")).status).toBe(302);
  });

  it("gives no allowance back when a free scan's requester is forgotten (taken into an account)", async () => {
    scannerAnswers(() => ({ ok: true, report }));
    for (let scan = 0; scan < 3; scan++) expect((await startScan("beispiel.de")).status).toBe(302);
    await env.DB.exec("UPDATE runs SET requester_key = NULL, owner_id = 'user-1'");
    expect((await startScan("beispiel.de")).status).toBe(429);
  });

  it("keeps to the limit when many requests from one address arrive at once", async () => {
    scannerAnswers(() => ({ ok: true, report }));
    // Fifteen addresses: the same address sent twice would be one scan (way-finding.test.ts).
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        startScan(`beispiel.de/seite-${index}`, { "CF-Connecting-IP": "192.0.2.55" }),
      ),
    );
    // FREE_SCANS_PER_HOUR is 3 in the tests.
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12);
    const runs = await env.DB.prepare("SELECT count(*) AS n FROM runs").first<number>("n");
    expect(runs).toBe(3);
  });

  it("stops all free scans when the hourly budget is spent, with a friendly page that says when to try again", async () => {
    scannerAnswers(() => ({ ok: true, report }));
    const budget = parseEnv(env).FREE_SCANS_BUDGET_PER_HOUR;
    // The whole budget was used by other visitors, the first of them 50 minutes ago.
    await seedOtherStarts(budget, Date.now() - 50 * 60_000);
    const german = await startScan("www.beispiel.de", { "CF-Connecting-IP": "198.51.100.77" });
    expect(german.status).toBe(429);
    expect(german.headers.get("Retry-After")).toBe("600");
    const html = withoutScripts(await german.text());
    expect(html).toContain("Die kostenlosen Tests sind für diese Stunde vergeben");
    expect(html).toContain(
      "Das liegt nicht an Ihnen oder Ihrer Adresse. Bitte versuchen Sie es in 10 Minuten erneut.",
    );
    expect(html).toContain('href="/setup"');
    expect(html).toContain('value="https://www.beispiel.de/"');
    // Not the visitor's own limit, and the address is not marked wrong.
    expect(html).not.toContain("kostenlose Tests gestartet");
    expect(html).not.toContain('aria-invalid="true"');
    const english = withoutScripts(
      await (
        await startScan("www.beispiel.de", { "CF-Connecting-IP": "2001:db8:9::1", Cookie: "locale=en" })
      ).text(),
    );
    expect(english).toContain("The free tests for this hour have all been used");
    expect(english).toContain(
      "This has nothing to do with you or your address. Please try again in 10 minutes.",
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM runs").first<number>("n")).toBe(0);
    // Once the oldest start has left the hour, one more free scan fits.
    await env.DB.prepare("UPDATE free_scan_starts SET started_at = started_at - 600000").run();
    expect((await startScan("www.beispiel.de", { "CF-Connecting-IP": "198.51.100.77" })).status).toBe(302);
    expect((await startScan("www.beispiel.de", { "CF-Connecting-IP": "198.51.100.78" })).status).toBe(429);
  });

  it("keeps to the hourly budget when many visitors start free scans at once", async () => {
    scannerAnswers(() => ({ ok: true, report }));
    const budget = parseEnv(env).FREE_SCANS_BUDGET_PER_HOUR;
    await seedOtherStarts(budget - 3, Date.now() - 30 * 60_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        startScan("beispiel.de", { "CF-Connecting-IP": `198.51.100.${index + 1}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM runs").first<number>("n")).toBe(3);
  });

  it("answers unknown runs and runs of an account with 404", async () => {
    expect((await SELF.fetch("http://localhost/scan/doesnotexist0000000000")).status).toBe(404);
    await env.DB.prepare(
      "INSERT INTO runs (id, url, owner_id) VALUES ('ownedrun00000000000000', 'https://a.example/', 'user-1')",
    ).run();
    expect((await SELF.fetch("http://localhost/scan/ownedrun00000000000000")).status).toBe(404);
  });
});
