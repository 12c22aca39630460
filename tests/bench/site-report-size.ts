/**
 * How large the site report's issues view is at real sizes: the demo shop (workers/dev/demo-site) and the
 * generated 100-page site, crawled and scanned by the local scanner, stored as a site run stores its
 * pages (compactPageReport), aggregated, and every page of the issues view rendered as the app renders
 * it. Prints issues, occurrences, HTML bytes and the rendered height (Chromium, 1280 px wide, the app's
 * stylesheet), with every <details> closed as a visitor first sees it.
 *
 *   npm run build && npx tsx tests/bench/site-report-size.ts [--level 2.2] [--pages 100]
 */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createInstance } from "i18next";
import puppeteer from "puppeteer-core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { aggregateSite, compactPageReport } from "#core/aggregate";
import type { ScanLevel, SiteReport } from "#core/contract";
import { startDemoSite } from "#dev/demo-site/server";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { createLocalScanner } from "#dev/scanner/scanner";
import { crawlSite } from "#dev/scanner/site-crawl";
import { buildSiteView } from "../../app/components/report/build.server";
import { IssuesView } from "../../app/components/report/SiteViews";
import { serverI18nOptions } from "../../app/i18n.server";
import { startFixtureSite } from "./fixture-site";

const { values } = parseArgs({
  options: {
    level: { type: "string", default: "2.2" },
    pages: { type: "string", default: "100" },
    /** Also list every issue: its key, category and occurrences. */
    list: { type: "boolean", default: false },
  },
});
const level = values.level as ScanLevel;
const pageCount = Number(values.pages);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ ...serverI18nOptions, lng: "de" });

const demo = await startDemoSite({ port: 0 });
const fixture = await startFixtureSite({ pageCount });
const scanner = await createLocalScanner({
  policy: { allowPrivate: false, allowedHostPorts: [demo.hostPort, fixture.hostPort] },
  concurrency: 2,
});
const browser = await puppeteer.launch({
  executablePath: await resolveChromePath(),
  args: chromiumArgs(),
  headless: true,
});
const assets = resolve("build/client/assets");
const stylesheet = (await readdir(assets)).find((name) => /^tailwind-.*\.css$/.test(name));
if (!stylesheet) throw new Error("No stylesheet in build/client/assets: run npm run build first");
const css = await readFile(join(assets, stylesheet), "utf8");

async function report(url: string, maxPages: number): Promise<SiteReport> {
  const { discovery, pages } = await crawlSite(scanner, { url, level, locale: "de", maxPages, maxDepth: 3 });
  if ("error" in discovery) throw new Error(`${url}: ${discovery.error}`);
  // What the service keeps of each page until the aggregation.
  const stored = pages.map((page) =>
    page.outcome.ok
      ? { ...page, outcome: { ok: true as const, report: compactPageReport(page.outcome.report) } }
      : page,
  );
  return aggregateSite({ rootUrl: discovery.rootUrl, level, locale: "de", pages: stored });
}

/** Every page of the issues view as the app renders it, inside the report's column. */
function issuesPages(site: SiteReport): string[] {
  const pages: string[] = [];
  for (let p = 1; ; p++) {
    const view = buildSiteView(site, "de", { tab: "issues", page: null, p, issue: null });
    if (view.tab !== "issues" || !("paging" in view)) break;
    // Elements made without JSX: tsx runs this file with the classic JSX transform.
    const column = createElement(
      "div",
      { className: "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8" },
      createElement(IssuesView, { view }),
    );
    pages.push(
      renderToStaticMarkup(
        createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, column)),
      ),
    );
    if (p >= view.paging.pages) break;
  }
  return pages;
}

async function heightOf(html: string): Promise<number> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.setContent(
    `<!doctype html><html lang="de"><head><style>${css}</style></head><body>${html}</body></html>`,
  );
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.close();
  return height;
}

try {
  for (const [name, url, maxPages] of [
    ["Demo shop", demo.url, 100],
    [`${pageCount}-page fixture site`, `${fixture.origin}/page-0.html`, pageCount],
  ] as const) {
    const site = await report(url, maxPages);
    const shown = site.issues.filter((issue) => issue.category === "violations");
    const pages = issuesPages(site);
    const heights = await Promise.all(pages.map(heightOf));
    const bytes = pages.map((html) => new TextEncoder().encode(html).length);
    if (values.list)
      for (const issue of site.issues)
        console.log(`  ${issue.category} ${issue.key} ×${issue.occurrenceCount}`);
    const targetSize = shown.filter((issue) => issue.ruleId === "target-size").length;
    console.log(
      `${name} (level ${level}): ${site.pages.length} pages, ${shown.length} issues (target-size: ${targetSize}), ` +
        `${shown.reduce((sum, issue) => sum + issue.occurrenceCount, 0)} occurrences; ` +
        `issues view: ${pages.length} page(s), first ${heights[0]} px / ${Math.round((bytes[0] ?? 0) / 1024)} KiB, ` +
        `all ${heights.reduce((a, b) => a + b, 0)} px / ${Math.round(bytes.reduce((a, b) => a + b, 0) / 1024)} KiB`,
    );
  }
} finally {
  await browser.close();
  await scanner.close();
  await demo.close();
  await fixture.close();
}
