/**
 * Scanner benchmark.
 *  - single pages: the 50-page fixture site (fixture-site.ts) scanned by the local scanner with a warm
 *    browser at concurrency 1–4. Prints pages per second, median and p95 time per page, and the median
 *    split into load, settle, axe injection and axe run.
 *  - small pages: 142 small static pages (--small-pages), one barrier each and no script, as a public
 *    audit's test pages are: what every check costs where there is little to find. Printed like the
 *    single pages, with the wall time of the whole set.
 *  - whole site: a 100-page fixture site crawled end to end (discovery through robots.txt and sitemap,
 *    links, crawlSite, aggregateSite) from a cold browser. Prints discovery time, wall time, pages/s.
 *  - large site: a generated 2,000-page site through the service's own path (the local platform: D1, queue, scanner Worker),
 *    then the report's views and exports from the built app (see large-site.ts; needs `npm run build`).
 *
 *   npx tsx tests/bench/bench.ts [--cases single,small,site,large] [--concurrency 1,2,3,4] [--rounds 1]
 *     [--site-concurrency 2] [--checks all|none] [--pictures] [--large-pages 2000] [--small-pages 142]
 *     [--keep-state | --state <dir kept before>] [--large-no-engine] [--urls <address>,<address>…]
 *
 * The single-page and small-page cases also print each of our checks' median and p95 time a page. --urls scans those
 * addresses instead of the fixture site (e.g. our own pages from `npm run dev`; loopback hosts allowed).
 *
 * --checks none scans with axe-core alone, to measure what Klarsicht's own checks cost a page (the
 * "checks" column is their median share of each page's time). --pictures takes each page's screenshot
 * and its findings' crops as account runs do ("pics": their median time; "KB": the median bytes a page's
 * pictures take).
 *
 * Targets on a 2-core machine: median < 500 ms a page, ≥ 2 pages/s at the best concurrency, and
 * ≥ 2 pages/s for the whole site.
 */
import { parseArgs } from "node:util";
import { aggregateSite } from "#core/aggregate";
import { createLocalScanner } from "#dev/scanner/scanner";
import { crawlSite } from "#dev/scanner/site-crawl";
import type { ScanTimings } from "#scanner/engine";
import { startFixtureSite } from "./fixture-site";
import { benchLargeSite } from "./large-site";

const { values } = parseArgs({
  options: {
    cases: { type: "string", default: "single,site,large" },
    concurrency: { type: "string", default: "1,2,3,4" },
    rounds: { type: "string", default: "1" },
    "site-concurrency": { type: "string", default: "2" },
    checks: { type: "string", default: "all" },
    "large-pages": { type: "string", default: "2000" },
    "small-pages": { type: "string", default: "142" },
    /** Keep the large site's local D1 (printed), or serve one kept before instead of scanning again. */
    "keep-state": { type: "boolean", default: false },
    state: { type: "string" },
    "large-no-engine": { type: "boolean", default: false },
    pictures: { type: "boolean", default: false },
    urls: { type: "string" },
  },
});
const cases = new Set(values.cases.split(","));
const levels = values.concurrency.split(",").map(Number);
const rounds = Number(values.rounds);
const sitePageCount = 100;
if (values.checks !== "all" && values.checks !== "none") throw new Error("--checks must be all or none");
/** Engine options of every scan: axe-core alone with --checks none. */
const engineChecks = values.checks === "none" ? { checks: [] } : {};

type Row = {
  concurrency: number;
  seconds: number;
  pagesPerSecond: number;
  failed: number;
  median: number;
  p95: number;
  load: number;
  settle: number;
  inject: number;
  run: number;
  checks: number;
  pictures: number;
  pictureKb: number;
};

const givenUrls = values.urls?.split(",").map((url) => new URL(url.trim()).href);
if (cases.has("single") && levels.length > 0) {
  const site = givenUrls ? null : await startFixtureSite();
  try {
    const urls = givenUrls ?? (site ? site.paths.map((path) => `${site.origin}${path}`) : []);
    const hostPorts = givenUrls
      ? [...new Set(givenUrls.map((url) => new URL(url).host))]
      : site
        ? [site.hostPort]
        : [];
    await benchPages(givenUrls ? "the given pages" : "the varied fixture site", urls, hostPorts);
  } finally {
    await site?.close();
  }
}
if (cases.has("small")) {
  const site = await startFixtureSite({ pageCount: Number(values["small-pages"]), small: true });
  try {
    const urls = site.paths.map((path) => `${site.origin}${path}`);
    await benchPages("small static pages, one barrier each", urls, [site.hostPort]);
  } finally {
    await site.close();
  }
}

/** Scans the pages at each concurrency from a warm browser and prints pages/s, the phases and each check's time. */
async function benchPages(title: string, urls: string[], allowedHostPorts: string[]): Promise<void> {
  /** Each check's times over every page of every concurrency. */
  const checkTimes = new Map<string, number[]>();
  const rows: Row[] = [];
  for (const concurrency of levels) {
    const timings: ScanTimings[] = [];
    let recording = false;
    const scanner = await createLocalScanner({
      policy: { allowPrivate: false, allowedHostPorts },
      concurrency,
      engine: {
        ...engineChecks,
        onTimings: (t) => {
          if (!recording) return;
          timings.push(t);
          for (const [name, ms] of Object.entries(t.checks))
            checkTimes.set(name, [...(checkTimes.get(name) ?? []), ms]);
        },
      },
    });
    try {
      // Warm-up: start the browser and give every tab its first page (and its compiled axe).
      const scanOptions = { level: "AA", locale: "de", pictures: values.pictures } as const;
      await Promise.all(urls.slice(0, concurrency * 2).map((url) => scanner.scan(url, scanOptions)));
      recording = true;
      let failed = 0;
      const pictureBytes: number[] = [];
      const started = performance.now();
      for (let round = 0; round < rounds; round++) {
        const outcomes = await Promise.all(urls.map((url) => scanner.scan(url, scanOptions)));
        failed += outcomes.filter((outcome) => !outcome.ok).length;
        for (const outcome of outcomes) {
          if (!outcome.ok) continue;
          const base64 = (outcome.pictures ?? []).reduce((sum, picture) => sum + picture.data.length, 0);
          pictureBytes.push((base64 * 3) / 4);
        }
      }
      const seconds = (performance.now() - started) / 1000;
      const median = (pick: (t: ScanTimings) => number) => percentile(timings.map(pick), 50);
      rows.push({
        concurrency,
        seconds,
        pagesPerSecond: (urls.length * rounds) / seconds,
        failed,
        median: median((t) => t.totalMs),
        p95: percentile(
          timings.map((t) => t.totalMs),
          95,
        ),
        load: median((t) => t.loadMs),
        settle: median((t) => t.settleMs),
        inject: median((t) => t.injectMs),
        run: median((t) => t.runMs),
        checks: median((t) => t.checksMs),
        pictures: median((t) => t.picturesMs),
        pictureKb: percentile(pictureBytes, 50) / 1024,
      });
    } finally {
      await scanner.close();
    }
  }

  console.log(
    `\n${title}: ${urls.length} pages × ${rounds} round(s), level AA, locale de, warm browser, checks: ${values.checks}, pictures: ${values.pictures ? "on" : "off"}\n`,
  );
  console.log(
    "conc  pages/s  wall s  failed  median    p95   | load  settle  inject   run  checks  pics  (medians, ms) |  KB",
  );
  for (const row of rows) {
    console.log(
      `${pad(row.concurrency, 4)}  ${pad(row.pagesPerSecond.toFixed(2), 7)}  ${pad(row.seconds.toFixed(1), 6)}  ${pad(row.failed, 6)}  ${pad(ms(row.median), 6)}  ${pad(ms(row.p95), 6)}   | ${pad(ms(row.load), 4)}  ${pad(ms(row.settle), 6)}  ${pad(ms(row.inject), 6)}  ${pad(ms(row.run), 4)}  ${pad(ms(row.checks), 6)}  ${pad(ms(row.pictures), 4)}                | ${pad(row.pictureKb.toFixed(0), 3)}`,
    );
  }
  const best = rows.reduce((a, b) => (b.pagesPerSecond > a.pagesPerSecond ? b : a));
  console.log(`\nbest: concurrency ${best.concurrency}, ${best.pagesPerSecond.toFixed(2)} pages/s`);
  if (checkTimes.size > 0) {
    // The read checks overlap (their first scripts go to the page in one evaluation), so each one's time
    // is mostly the shared window: "(read checks together)" is what they cost a page. A drive check's
    // "(early)" read goes on beside them.
    console.log("\ncheck                      median     p95   (ms a page, every concurrency)");
    const byMedian = [...checkTimes].sort((a, b) => percentile(b[1], 50) - percentile(a[1], 50));
    for (const [name, times] of byMedian)
      console.log(
        `${name.padEnd(25)}  ${pad(ms(percentile(times, 50)), 6)}  ${pad(ms(percentile(times, 95)), 6)}`,
      );
  }
}

if (cases.has("site")) await benchWholeSite(Number(values["site-concurrency"]));
if (cases.has("large")) {
  await benchLargeSite({
    pageCount: Number(values["large-pages"]),
    concurrency: Number(values["site-concurrency"]),
    keepState: values["keep-state"],
    state: values.state,
    compareEngine: !values["large-no-engine"],
  });
}

/** The whole-site case: everything a CLI --site run does, timed from a browser that is not yet running. */
async function benchWholeSite(concurrency: number): Promise<void> {
  const wholeSite = await startFixtureSite({ pageCount: sitePageCount });
  const scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [wholeSite.hostPort] },
    concurrency,
    engine: engineChecks,
  });
  try {
    const url = `${wholeSite.origin}/page-0.html`;
    let discoveryMs = 0;
    const timed = {
      scan: scanner.scan,
      async discover(...args: Parameters<typeof scanner.discover>) {
        const started = performance.now();
        try {
          return await scanner.discover(...args);
        } finally {
          discoveryMs = performance.now() - started;
        }
      },
    };
    const started = performance.now();
    const { discovery, pages } = await crawlSite(timed, {
      url,
      level: "AA",
      locale: "de",
      maxPages: sitePageCount,
      maxDepth: 5,
      concurrency,
    });
    if ("error" in discovery) throw new Error(`Discovery failed: ${discovery.error}`);
    const report = aggregateSite({ rootUrl: discovery.rootUrl, level: "AA", locale: "de", pages });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nwhole site: ${sitePageCount}-page fixture, crawlSite + aggregateSite, concurrency ${concurrency}, browser started cold`,
    );
    console.log(
      `  discovery ${ms(discoveryMs)} ms (${discovery.sitemapUrls.length} sitemap pages), ` +
        `${report.totals.pagesScanned} pages scanned, ${report.totals.pagesFailed} failed, ` +
        `${report.totals.issues} issues / ${report.totals.occurrences} occurrences`,
    );
    console.log(`  wall ${seconds.toFixed(1)} s, ${(pages.length / seconds).toFixed(2)} pages/s`);
  } finally {
    await scanner.close();
    await wholeSite.close();
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function ms(value: number): string {
  return Math.round(value).toString();
}

function pad(value: string | number, width: number): string {
  return String(value).padStart(width);
}
