/**
 * Scans our own public pages with our own scanner and writes what our accessibility statement rests on
 * (app/routes/accessibility/own-scan.json), which /barrierefreiheit and /accessibility turn into the
 * statement with the same generator customers use. Run after `npm run build`:
 *
 *   npx tsx workers/dev/own-statement.ts
 *
 * It serves the built app Worker with `wrangler dev` on a free port and a fresh local D1, scans every
 * public page in each language (German addresses in German, English ones in English, light mode) with
 * axe-core and all of Klarsicht's checks, and aggregates each language's pages into a site report, as a
 * whole-site scan does. Addresses are stored as paths: the page puts the site's own address in front.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ReportLocale, SiteReport } from "#core/contract";
import { isWcagViolation } from "#core/wcag";
import { scanOwnPages } from "./scanner/own-pages";

const outputFile = "app/routes/accessibility/own-scan.json";

/** Every public page once per language, under its address in that language. */
export const ownPublicPages: Record<ReportLocale, readonly string[]> = {
  de: [
    "/",
    "/kontakt",
    "/impressum",
    "/datenschutz",
    "/agb",
    "/widerruf",
    "/barrierefreiheit",
    "/eaa",
    "/wcag",
    "/bfsg",
    "/crawler",
    "/act",
    "/api-docs",
    "/setup",
    "/login?failed=1",
  ],
  en: [
    "/",
    "/contact",
    "/imprint",
    "/privacy",
    "/terms",
    "/withdrawal",
    "/accessibility",
    "/eaa",
    "/wcag",
    "/bfsg",
    "/crawler",
    "/act",
    "/api-docs",
    "/setup",
    "/login?failed=1",
  ],
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** The built app Worker on a free port with a fresh local D1; resolves once it answers. */
async function serveBuiltApp(stateDir: string): Promise<{ origin: string; server: ChildProcess }> {
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      stateDir,
      "--var",
      `SITE_URL:${origin}`,
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
    ],
    // Its own process group, so that wrangler and workerd end with it.
    { env, detached: true, stdio: ["ignore", "ignore", "inherit"] },
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    const status = await fetch(`${origin}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { origin, server };
    if (server.exitCode !== null) throw new Error(`wrangler dev ended (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error("The app did not answer within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One language's public pages through our engine, aggregated as a whole-site scan would be. */
async function scanLanguage(origin: string, locale: ReportLocale): Promise<SiteReport> {
  const { site } = await scanOwnPages({
    origin,
    paths: ownPublicPages[locale],
    locale,
    mode: "light",
    onPage: (path, outcome) =>
      console.log(
        `${locale} ${path}: ${outcome.ok ? `${outcome.report.violations.length} violated rules` : outcome.error}`,
      ),
  });
  return site;
}

/**
 * What the statement needs, with the local address taken out: pages as paths, and of the issues only the
 * WCAG violations (the statement names no others). Element markup is left out; the statement never
 * shows it.
 */
function forStatement(report: SiteReport, origin: string): SiteReport {
  const path = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) || "/" : url);
  return {
    ...report,
    rootUrl: path(report.rootUrl),
    pages: report.pages.map(({ screenshot: _screenshot, ...page }) => ({
      ...page,
      url: path(page.url),
      finalUrl: page.finalUrl ? path(page.finalUrl) : null,
      aliases: page.aliases?.map(path),
    })),
    issues: report.issues.filter(isWcagViolation).map((issue) => ({
      ...issue,
      occurrences: issue.occurrences.map((occurrence) => ({ ...occurrence, html: "" })),
    })),
    comparison: null,
  };
}

async function main() {
  if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  const stateDir = await mkdtemp(join(tmpdir(), "klarsicht-own-statement-state-"));
  const { origin, server } = await serveBuiltApp(stateDir);
  try {
    const scan: Record<ReportLocale, SiteReport> = {
      de: forStatement(await scanLanguage(origin, "de"), origin),
      en: forStatement(await scanLanguage(origin, "en"), origin),
    };
    await writeFile(outputFile, `${JSON.stringify(scan, null, 2)}\n`);
    for (const locale of ["de", "en"] as const) {
      const { totals } = scan[locale];
      console.log(
        `${locale}: ${totals.pagesScanned} pages scanned, ${totals.pagesFailed} failed, ${totals.issues} WCAG issues`,
      );
    }
    console.log(`Written to ${outputFile}`);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await rm(stateDir, { recursive: true, force: true });
  }
}

await main();
