/**
 * No scan ends empty-handed: pages of 1,500, 5,000 and 20,000 links and a heavy scripted grid give a
 * report, partial where their time ran out or they were too large, through puppeteer-core and (the
 * reported case) the production library @cloudflare/puppeteer on the same Chromium, two scans at once on
 * pages whose renderer runs at a quarter of its speed, as on a busy machine (Chrome's CPU throttling: the
 * machine stays free for the tests beside this one, whatever their load adds on top). The scans get a smaller time than in production (12 s, growing to at most
 * 25 s) so that the test stays bounded and the time does run out on the larger pages.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanOutcome } from "#core/contract";
import { isAxeRuleId } from "#core/rules/axe/index";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { loadAxe } from "#dev/scanner/scanner";
import type { MinimalBrowser } from "#scanner/browser";
import { isRequestAllowedWithoutDns } from "#scanner/browser-rendering";
import { klarsichtChecks } from "#scanner/checks/index";
import { type ScanOptions, scanPage } from "#scanner/engine";
import { type CrawlServer, startCrawlServer } from "./crawl-server";

function linkList(count: number): string {
  const items = Array.from({ length: count }, (_, i) => `<li><a href="/produkt/${i}">Produkt ${i}</a></li>`);
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${count} Links</title></head><body><main><h1>Produkte</h1><img src="/logo.svg"><ul>${items.join("")}</ul></main></body></html>`;
}

/** A data grid built by script, as the W3C's data grid example: cells with roles, sorting, focus handling. */
const scriptedGrid = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Tabelle</title></head>
<body><main><h1>Bestellungen</h1><img src="/logo.svg"><div id="grid" role="grid" aria-label="Bestellungen" aria-rowcount="600"></div></main>
<script>
  var grid = document.getElementById("grid");
  for (var r = 0; r < 600; r++) {
    var row = document.createElement("div");
    row.setAttribute("role", "row");
    row.setAttribute("aria-rowindex", String(r + 1));
    for (var c = 0; c < 8; c++) {
      var cell = document.createElement("div");
      cell.setAttribute("role", r === 0 ? "columnheader" : "gridcell");
      if (r === 0) cell.setAttribute("aria-sort", "none");
      cell.tabIndex = r === 1 && c === 0 ? 0 : -1;
      cell.style.color = "#" + (700000 + r * 13 + c).toString(16).slice(0, 6);
      cell.innerHTML = r === 0 ? "<button>Spalte " + c + "</button>" : "<span>Wert " + r + "." + c + "</span><input aria-label='Menge " + r + "." + c + "' value='" + c + "'>";
      cell.addEventListener("keydown", function () {});
      row.appendChild(cell);
    }
    grid.appendChild(row);
  }
</script></body></html>`;

const pages = {
  "/links-1500": linkList(1_500),
  "/links-5000": linkList(5_000),
  "/links-20000": linkList(20_000),
  "/grid": scriptedGrid,
};

let site: CrawlServer;
let localBrowser: Browser;
let productionBrowser: Awaited<ReturnType<typeof cloudflarePuppeteer.connect>>;
let userDataDir: string;
let options: ScanOptions;

/** Every page the engine opens runs its scripts, style and layout at a quarter of the speed. */
function busy(browser: MinimalBrowser): MinimalBrowser {
  return {
    async newPage() {
      const page = await browser.newPage();
      const session = await page.createCDPSession();
      await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      return page;
    },
  };
}

beforeAll(async () => {
  site = await startCrawlServer(pages);
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-progressive-"));
  localBrowser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  productionBrowser = await cloudflarePuppeteer.connect({ browserWSEndpoint: localBrowser.wsEndpoint() });
  const policy = { allowPrivate: false, allowedHostPorts: [site.hostPort] };
  options = {
    level: "2.2",
    locale: "de",
    ...(await loadAxe()),
    isAllowed: async (url) => isRequestAllowedWithoutDns(url, policy),
    timeoutMs: 12_000,
    maxTimeoutMs: 25_000,
  };
}, 60_000);

afterAll(async () => {
  await productionBrowser?.disconnect();
  await localBrowser?.close();
  await site?.close();
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

const ownRuleIds = new Set<string>(klarsichtChecks.flatMap((check) => check.rules.map((rule) => rule.id)));

/** A report, whole or partial; a partial one names only real rules, none of which reported anything. */
function expectReport(outcome: ScanOutcome, path: string) {
  if (!outcome.ok) throw new Error(`${path}: scan failed: ${outcome.error} ${outcome.detail}`);
  const { report } = outcome;
  // The link pages' links are read before anything can run out of time (the grid has none).
  if (path.startsWith("/links")) expect(report.links?.length, path).toBeGreaterThan(0);
  const notRun = report.partial?.notRun;
  // The image without alternative text at the top: found, or its rule named as not run.
  const imageAlt = report.violations.some((finding) => finding.ruleId === "image-alt");
  expect(imageAlt || notRun?.axe.includes("image-alt"), path).toBe(true);
  if (notRun) {
    for (const id of notRun.axe) expect(isAxeRuleId(id), id).toBe(true);
    for (const id of notRun.klarsicht) expect(ownRuleIds.has(id), id).toBe(true);
    const reported = new Set(
      [...report.violations, ...report.incomplete, ...report.passes, ...report.inapplicable].map(
        (finding) => finding.ruleId,
      ),
    );
    for (const id of [...notRun.axe, ...notRun.klarsicht]) expect(reported.has(id), id).toBe(false);
  }
  return report;
}

describe("through puppeteer-core, two scans at once on a busy machine", () => {
  const browser = () => busy(localBrowser as MinimalBrowser);

  it("pages of 1,500 and 5,000 links give a report; the larger is checked in part", async () => {
    const [small, large] = await Promise.all(
      ["/links-1500", "/links-5000"].map((path) => scanPage(browser(), `${site.origin}${path}`, options)),
    );
    expectReport(small as ScanOutcome, "/links-1500");
    const report = expectReport(large as ScanOutcome, "/links-5000");
    // 10,007 elements: over the 5,000 axe checks at most.
    expect(report.partial?.elementsTotal).toBeGreaterThan(10_000);
    expect(report.partial?.elementsChecked).toBeLessThanOrEqual(5_000);
    // The links of the whole page are kept for the crawl, not those of the part checked.
    expect(report.links).toHaveLength(2_000);
  }, 120_000);

  it("a page of 20,000 links and a heavy scripted grid give a report", async () => {
    const [huge, grid] = await Promise.all(
      ["/links-20000", "/grid"].map((path) => scanPage(browser(), `${site.origin}${path}`, options)),
    );
    const report = expectReport(huge as ScanOutcome, "/links-20000");
    expect(report.partial?.elementsTotal).toBeGreaterThan(40_000);
    expectReport(grid as ScanOutcome, "/grid");
  }, 120_000);
});

describe("through @cloudflare/puppeteer, two scans at once on a busy machine", () => {
  // The production library on the reported case (1,500 links) and the grid; the larger pages take the
  // same engine path, shown above.
  it("a page of 1,500 links and a heavy scripted grid give a report", async () => {
    const browser = busy(productionBrowser as unknown as MinimalBrowser);
    const [links, grid] = await Promise.all(
      ["/links-1500", "/grid"].map((path) => scanPage(browser, `${site.origin}${path}`, options)),
    );
    expectReport(links as ScanOutcome, "/links-1500");
    expectReport(grid as ScanOutcome, "/grid");
  }, 120_000);
});
