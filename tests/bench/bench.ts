/**
 * Scanner benchmark: the 50-page fixture site (fixture-site.ts) scanned by the local scanner with a warm
 * browser at concurrency 1–4. Prints pages per second, median and p95 time per page, and the median
 * split into load, settle, axe injection and axe run.
 *
 *   npx tsx tests/bench/bench.ts [--concurrency 1,2,3,4] [--rounds 1]
 *
 * Targets on a 2-core machine: median < 500 ms a page, ≥ 2 pages/s at the best concurrency.
 */
import { parseArgs } from "node:util";
import type { ScanTimings } from "../../workers/scanner/engine";
import { createLocalScanner } from "../../workers/scanner/local/scanner";
import { startFixtureSite } from "./fixture-site";

const { values } = parseArgs({
  options: {
    concurrency: { type: "string", default: "1,2,3,4" },
    rounds: { type: "string", default: "1" },
  },
});
const levels = values.concurrency.split(",").map(Number);
const rounds = Number(values.rounds);

type Row = {
  concurrency: number;
  pagesPerSecond: number;
  failed: number;
  median: number;
  p95: number;
  load: number;
  settle: number;
  inject: number;
  run: number;
};

const site = await startFixtureSite();
const urls = site.paths.map((path) => `${site.origin}${path}`);
const rows: Row[] = [];

try {
  for (const concurrency of levels) {
    const timings: ScanTimings[] = [];
    let recording = false;
    const scanner = await createLocalScanner({
      policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
      concurrency,
      engine: { onTimings: (t) => recording && timings.push(t) },
    });
    try {
      // Warm-up: start the browser and give every tab its first page (and its compiled axe).
      await Promise.all(
        urls.slice(0, concurrency * 2).map((url) => scanner.scan(url, { level: "AA", locale: "de" })),
      );
      recording = true;
      let failed = 0;
      const started = performance.now();
      for (let round = 0; round < rounds; round++) {
        const outcomes = await Promise.all(
          urls.map((url) => scanner.scan(url, { level: "AA", locale: "de" })),
        );
        failed += outcomes.filter((outcome) => !outcome.ok).length;
      }
      const seconds = (performance.now() - started) / 1000;
      rows.push({
        concurrency,
        pagesPerSecond: (urls.length * rounds) / seconds,
        failed,
        median: percentile(
          timings.map((t) => t.totalMs),
          50,
        ),
        p95: percentile(
          timings.map((t) => t.totalMs),
          95,
        ),
        load: percentile(
          timings.map((t) => t.loadMs),
          50,
        ),
        settle: percentile(
          timings.map((t) => t.settleMs),
          50,
        ),
        inject: percentile(
          timings.map((t) => t.injectMs),
          50,
        ),
        run: percentile(
          timings.map((t) => t.runMs),
          50,
        ),
      });
    } finally {
      await scanner.close();
    }
  }
} finally {
  await site.close();
}

console.log(`${urls.length} pages × ${rounds} round(s), level AA, locale de, warm browser\n`);
console.log("conc  pages/s  failed  median    p95   | load  settle  inject   run   (medians, ms)");
for (const row of rows) {
  console.log(
    `${pad(row.concurrency, 4)}  ${pad(row.pagesPerSecond.toFixed(2), 7)}  ${pad(row.failed, 6)}  ${pad(ms(row.median), 6)}  ${pad(ms(row.p95), 6)}   | ${pad(ms(row.load), 4)}  ${pad(ms(row.settle), 6)}  ${pad(ms(row.inject), 6)}  ${pad(ms(row.run), 4)}`,
  );
}
const best = rows.reduce((a, b) => (b.pagesPerSecond > a.pagesPerSecond ? b : a));
console.log(`\nbest: concurrency ${best.concurrency}, ${best.pagesPerSecond.toFixed(2)} pages/s`);

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
