import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScanJob, ScanOutcome } from "#core/contract";
import { getRun, loadRunReport, loadSiteReport } from "#core/runs/runs.server";
import { createDb } from "#drizzle/db.server";
import { appFetch, finished } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

/**
 * Pictures through the app as `npm run dev` runs it: the local scanner answers with pictures, the app
 * stores them in miniflare's real local R2 (the same code the scanner Worker uses), serves them to the
 * run's owner only and deletes them with the run.
 */
const db = createDb(env.DB);
const bucket = (env as unknown as { SCREENSHOTS: R2Bucket }).SCREENSHOTS;

/** A 2 x 2 JPEG. */
const jpeg =
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCEAQq3/9k=";
/** What a page may send as its "picture": markup, which must never be stored, let alone served. */
const html = btoa("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");

const page = "0123456789abcdef";

/** The local scanner's answer: a page with one failing image, its screenshot and the image's crop. */
function scannerAnswersWithPictures() {
  const jobs: ScanJob[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
    if (new URL(request.url).pathname === "/discover") {
      const { url } = (await request.json()) as { url: string };
      return Response.json({ rootUrl: url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] });
    }
    const job = (await request.json()) as ScanJob;
    jobs.push(job);
    const outcome: ScanOutcome = {
      ok: true,
      report: cleanPageReport(job.url, {
        counts: { violations: 1, incomplete: 0, passes: 0, inapplicable: 0 },
        impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
        screenshot: { name: page, width: 1280, height: 900 },
        violations: [
          {
            ruleId: "image-alt",
            impact: "critical",
            description: "Bilder",
            help: "Bilder müssen Alternativtext haben",
            helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt",
            wcag: ["1.1.1"],
            en301549: ["9.1.1.1"],
            bestPractice: false,
            nodes: [
              {
                selector: "img.hero",
                html: '<img class="hero">',
                failureSummary: "kein alt",
                crop: { name: `${page}-c0`, width: 248, height: 148 },
              },
              {
                selector: "img.evil",
                html: '<img class="evil">',
                failureSummary: "kein alt",
                crop: { name: `${page}-c1`, width: 10, height: 10 },
              },
            ],
          },
        ],
      }),
      pictures: [
        { name: page, data: jpeg },
        { name: `${page}-c0`, data: jpeg },
        { name: `${page}-c1`, data: html },
        { name: "../../other-run/x", data: jpeg },
      ],
    };
    return Response.json(outcome);
  });
  return jobs;
}

const get = (path: string, cookie = "") =>
  SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

function post(path: string, cookie: string, fields: Record<string, string>) {
  return appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=de`,
    },
    redirect: "manual",
  });
}

async function scannedRun(cookie: string, scope: "page" | "site" = "page"): Promise<string> {
  const started = await post("/runs", cookie, {
    intent: "create",
    url: "www.beispiel.de",
    level: "AA",
    scope,
  });
  expect(started.status).toBe(302);
  await finished(started);
  const id = started.headers.get("Location")?.split("/").pop() ?? "";
  expect((await getRun(db, id))?.status).toBe("done");
  return id;
}

const keys = async (runId: string) =>
  (await bucket.list({ prefix: `runs/${runId}/` })).objects.map((object) => object.key).sort();

describe("pictures", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_results; DELETE FROM runs;");
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores what the local scanner took in R2, keyed by run; markup and foreign names are dropped", async () => {
    const jobs = scannerAnswersWithPictures();
    const { cookie } = await signedInSubscriber();
    const id = await scannedRun(cookie);
    expect(jobs[0]?.pictures).toBe(true);
    expect(await keys(id)).toEqual([`runs/${id}/${page}-c0.jpg`, `runs/${id}/${page}.jpg`]);
    const report = await loadRunReport(db, id);
    expect(report?.screenshot?.name).toBe(page);
    // The crop that was not stored is not referenced either.
    expect(report?.violations[0]?.nodes.map((node) => node.crop?.name ?? null)).toEqual([`${page}-c0`, null]);

    // The page report shows the crop beside its element, and the page's screenshot behind a disclosure.
    const html = await (await get(`/run/${id}`, cookie)).text();
    const crops = [...html.matchAll(/<img [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes("/pictures/"));
    expect(crops).toHaveLength(2);
    expect(crops[0]).toContain(`src="/run/${id}/pictures/${page}.jpg"`);
    expect(crops[1]).toContain(`src="/run/${id}/pictures/${page}-c0.jpg"`);
    expect(crops[1]).toContain('loading="lazy"');
    expect(crops[1]).toContain(
      'alt="Ausschnitt der Seite: das Element img.hero farbig umrandet, betroffen von der Regel „Bilder müssen Alternativtext haben“"',
    );
  });

  it("a site run's report points at its pages' screenshots and occurrences' crops", async () => {
    scannerAnswersWithPictures();
    const { cookie } = await signedInSubscriber();
    const id = await scannedRun(cookie, "site");
    const run = await getRun(db, id);
    const report = run ? await loadSiteReport(db, run) : null;
    expect(report?.pages[0]?.screenshot?.name).toBe(page);
    const crops = report?.issues.flatMap((issue) =>
      issue.occurrences.map((occurrence) => [occurrence.selector, occurrence.crop?.name ?? null] as const),
    );
    expect(new Map(crops)).toEqual(
      new Map([
        ["img.hero", `${page}-c0`],
        ["img.evil", null],
      ]),
    );
    expect(await keys(id)).toHaveLength(2);
  });

  it("serves a picture to its owner only, as a JPEG that is never sniffed or shown as a document", async () => {
    scannerAnswersWithPictures();
    const owner = await signedInSubscriber();
    const other = await signedInSubscriber("Mallory");
    const id = await scannedRun(owner.cookie);

    const served = await get(`/run/${id}/pictures/${page}.jpg`, owner.cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toMatch(/^inline/);
    expect(served.headers.get("Cache-Control")).toMatch(/^private/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(
      Uint8Array.from(atob(jpeg), (char) => char.charCodeAt(0)),
    );

    for (const [who, cookie] of [
      ["another user", other.cookie],
      ["anonymous", ""],
    ] as const) {
      const refused = await get(`/run/${id}/pictures/${page}.jpg`, cookie);
      expect(refused.status, who).toBe(404);
      expect(refused.headers.get("Content-Type"), who).not.toMatch(/image/);
    }
    // The same answer for what is not there, and for names that are not a picture's.
    for (const name of [`${page}-c1.jpg`, `${page}.svg`, `${page}`, "..%2F..%2Fx.jpg"]) {
      expect((await get(`/run/${id}/pictures/${name}`, owner.cookie)).status, name).toBe(404);
    }
  });

  it("deletes a run's pictures with the run, and only its own", async () => {
    scannerAnswersWithPictures();
    const { cookie } = await signedInSubscriber();
    const kept = await scannedRun(cookie);
    const deleted = await scannedRun(cookie);
    expect(await keys(deleted)).toHaveLength(2);

    const answer = await post("/runs", cookie, { intent: "delete", runId: deleted, confirm: "1" });
    expect(answer.status).toBeLessThan(400);
    expect(await getRun(db, deleted)).toBeUndefined();
    expect(await keys(deleted)).toEqual([]);
    expect(await keys(kept)).toHaveLength(2);
    expect((await get(`/run/${deleted}/pictures/${page}.jpg`, cookie)).status).toBe(404);
  });

  it("another user's delete leaves the pictures alone", async () => {
    scannerAnswersWithPictures();
    const owner = await signedInSubscriber();
    const other = await signedInSubscriber("Mallory");
    const id = await scannedRun(owner.cookie);
    const answer = await post("/runs", other.cookie, { intent: "delete", runId: id, confirm: "1" });
    expect(answer.status).toBe(404);
    expect(await keys(id)).toHaveLength(2);
  });
});
