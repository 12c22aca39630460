/**
 * A large but honest page (2 MB of HTML, tens of thousands of elements) is more than axe checks whole
 * within a scan's time: its report says what could be checked, marked partial, rather than nothing. A
 * page within the limit is checked whole and not marked.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";
import { type CrawlServer, startCrawlServer } from "./crawl-server";

/** A product catalogue: `products` articles of six elements each, the last one with a barrier. */
function catalogue(products: number): string {
  const articles = Array.from(
    { length: products },
    (_, i) =>
      `<article><h2>Produkt ${i}</h2><p>Ein ehrliches Produkt mit einer ausführlichen Beschreibung: Material, Maße, Pflegehinweise und Lieferzeit. Preis ${i},99 Euro.</p><ul><li>Farbe: Blau</li><li>Größe: M</li></ul><a href="/produkt/${i}">Mehr zu Produkt ${i}</a></article>`,
  ).join("\n");
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Katalog</title></head><body><header><a href="/">Start</a></header><main><h1>Katalog</h1><img src="/logo.svg">${articles}<img src="/ende.svg"></main></body></html>`;
}

let site: CrawlServer;
let scanner: LocalScanner;
const large = catalogue(8_000);

beforeAll(async () => {
  site = await startCrawlServer({ "/katalog": large, "/klein": catalogue(50) });
  scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
    concurrency: 1,
    // A lower hard cap than production's 60 s: the page is cut to what fits either way, and the test
    // does not hold a test worker for a minute on a busy machine.
    engine: {
      maxTimeoutMs: 25_000,
      onTimings: (timings) => console.log("2 MB page:", JSON.stringify(timings)),
    },
  });
});

afterAll(async () => {
  await scanner?.close();
  await site?.close();
});

it("checks a 2 MB page with tens of thousands of elements in part, and says so", async () => {
  expect(large.length).toBeGreaterThan(2_000_000);
  const outcome = await scanner.scan(`${site.origin}/katalog`, { level: "AA", locale: "de" });
  if (!outcome.ok) throw new Error(`scan failed: ${outcome.error} ${outcome.detail}`);
  const { partial, violations } = outcome.report;
  expect(partial?.elementsTotal).toBeGreaterThan(40_000);
  expect(partial?.elementsChecked).toBeGreaterThanOrEqual(100);
  expect(partial?.elementsChecked).toBeLessThanOrEqual(5_000);
  // The image near the top was checked; the one at the very end was not reached.
  const images = violations.find((finding) => finding.ruleId === "image-alt");
  expect(images?.nodes.map((node) => node.selector)).toEqual([expect.stringContaining("img")]);
  // The scan may take its whole hard cap (25 s here) on a busy machine.
}, 90_000);

it("checks a page within the limit whole, without the mark", async () => {
  const outcome = await scanner.scan(`${site.origin}/klein`, { level: "AA", locale: "de" });
  if (!outcome.ok) throw new Error(`scan failed: ${outcome.error} ${outcome.detail}`);
  expect(outcome.report.partial).toBeUndefined();
  expect(outcome.report.violations.find((finding) => finding.ruleId === "image-alt")?.nodes).toHaveLength(2);
});
