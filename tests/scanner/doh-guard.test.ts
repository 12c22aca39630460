/**
 * The production guard's DNS step: the scanner Worker resolves host names over DNS over HTTPS (doh.ts)
 * and refuses names with a non-public answer, before the navigation, on every redirect hop and for every
 * host a page's request goes to. Driven through the PRODUCTION library (@cloudflare/puppeteer) connected
 * to a local Chromium, against a DoH stand-in on 127.0.0.1.
 *
 * Chromium itself maps every test name to 127.0.0.1, where the fixture site answers, whatever DoH says:
 * like a split-horizon network, where a public-looking name leads inside. So a refusal the guard missed
 * would show up as a request at the fixture site.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ScanJob } from "#core/contract";
import type { TargetPolicy } from "#core/guard";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { loadAxe } from "#dev/scanner/scanner";
import { scanJobInBrowser } from "#scanner/browser-rendering";
import { dohResolver } from "#scanner/doh";
import { fetchWithoutDns } from "#scanner/fetch-without-dns";
import { type DohStandIn, startDohStandIn } from "../fakes/doh-server";
import { type CrawlServer, startCrawlServer } from "./crawl-server";

const domain = "beispiel-laden.de";
const publicName = `shop.${domain}`;
const publicAddress = "93.184.215.14";

let doh: DohStandIn;
let site: CrawlServer;
let localBrowser: Browser;
let productionBrowser: Awaited<ReturnType<typeof cloudflarePuppeteer.connect>>;
let userDataDir: string;
let axe: Awaited<ReturnType<typeof loadAxe>>;
/** Production's policy: nothing private, no exceptions. */
const policy: TargetPolicy = { allowPrivate: false };

const at = (host: string, path: string) => `http://${host}:${site.port}${path}`;
const page = (body: string) =>
  `<!doctype html><html lang="de"><head><title>Laden</title></head><body><main><h1>Laden</h1>${body}</main></body></html>`;

beforeAll(async () => {
  doh = await startDohStandIn();
  const routes: Parameters<typeof startCrawlServer>[0] = {};
  site = await startCrawlServer(routes);
  Object.assign(routes, {
    "/": page("<p>Willkommen</p>"),
    "/secret": page("<p>Interne Daten</p>"),
    "/to-internal": { status: 302, location: at(`intern.${domain}`, "/secret") },
    "/to-metadata": { status: 302, location: at(`metadata.${domain}`, "/secret") },
    "/with-internal-image": page(`<img src="${at(`intern.${domain}`, "/secret")}" alt="Bild">`),
    "/robots.txt": { type: "text/plain", body: `Sitemap: ${at(`intern.${domain}`, "/secret")}\n` },
  });
  axe = await loadAxe();
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-doh-"));
  localBrowser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: [...chromiumArgs(), `--host-resolver-rules=MAP *.${domain} 127.0.0.1`],
    headless: true,
    userDataDir,
  });
  productionBrowser = await cloudflarePuppeteer.connect({ browserWSEndpoint: localBrowser.wsEndpoint() });
});

afterAll(async () => {
  await productionBrowser?.disconnect();
  await localBrowser?.close();
  await site?.close();
  await doh?.close();
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

beforeEach(() => {
  doh.zone.clear();
  doh.zone.set(publicName, [publicAddress, "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]);
  doh.zone.set(`intern.${domain}`, ["10.0.0.1"]);
  doh.zone.set(`metadata.${domain}`, ["169.254.169.254"]);
  doh.zone.set(`loop.${domain}`, [publicAddress, "::1"]);
  doh.questions.length = 0;
  site.requests.length = 0;
});

function scan(url: string) {
  const job: ScanJob = { runId: "run-doh", url, level: "AA", locale: "de" };
  return scanJobInBrowser(productionBrowser, job, { ...axe, policy, resolve: dohResolver(doh.url) });
}

describe("the Worker's guard asks DNS over HTTPS", () => {
  it("scans a name whose answers are public (A and AAAA asked)", async () => {
    const outcome = await scan(at(publicName, "/"));
    expect(outcome.ok ? outcome.report.finalUrl : outcome).toBe(at(publicName, "/"));
    expect(doh.questions).toEqual(expect.arrayContaining([`${publicName} A`, `${publicName} AAAA`]));
  });

  it.each([
    [`intern.${domain}`, "10.0.0.1"],
    [`metadata.${domain}`, "169.254.169.254"],
    [`loop.${domain}`, "::1"],
  ])("refuses %s, which answers %s, before the browser goes there", async (host, address) => {
    expect(await scan(at(host, "/secret"))).toEqual({
      ok: false,
      error: "blocked_target",
      detail: `${host} resolves to ${address}, not public`,
    });
    expect(site.paths()).toEqual([]);
  });

  it("refuses a name the resolver does not know, and one it cannot be asked about", async () => {
    expect(await scan(at(`unbekannt.${domain}`, "/"))).toMatchObject({
      ok: false,
      error: "dns_failed",
      detail: `unbekannt.${domain} does not resolve: no such domain`,
    });
    const silent = { ...axe, policy, resolve: dohResolver("http://127.0.0.1:9/dns-query") };
    const job: ScanJob = { runId: "run-doh", url: at(publicName, "/"), level: "AA", locale: "de" };
    expect(await scanJobInBrowser(productionBrowser, job, silent)).toMatchObject({ error: "dns_failed" });
    expect(site.paths()).toEqual([]);
  });

  it.each([
    ["/to-internal", `intern.${domain}`],
    ["/to-metadata", `metadata.${domain}`],
  ])("refuses the redirect hop of %s to a name with a private answer", async (path, host) => {
    expect(await scan(at(publicName, path))).toMatchObject({ ok: false, error: "blocked_target" });
    expect(site.paths()).toEqual([path]);
    expect(doh.questions).toContain(`${host} A`);
  });

  it("refuses a page's request to a name with a private answer and scans the page", async () => {
    const outcome = await scan(at(publicName, "/with-internal-image"));
    expect(outcome.ok).toBe(true);
    expect(site.paths()).not.toContain("/secret");
    expect(doh.questions).toContain(`intern.${domain} A`);
  });

  it("refuses a name that changed its answer to a private one since the last job", async () => {
    expect((await scan(at(publicName, "/"))).ok).toBe(true);
    doh.zone.set(publicName, ["10.0.0.1"]);
    expect(await scan(at(publicName, "/"))).toMatchObject({ ok: false, error: "blocked_target" });
  });
});

describe("the Worker's discovery fetch asks DNS over HTTPS on every hop", () => {
  /** The platform's fetch in a network where the test names lead to the fixture site. */
  const platformFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    url.hostname = "127.0.0.1";
    return fetch(url, init);
  };
  const discoveryFetch = () =>
    fetchWithoutDns(policy, { resolve: dohResolver(doh.url), fetch: platformFetch });

  it("fetches from a name with public answers", async () => {
    const response = await discoveryFetch()(at(publicName, "/robots.txt"), { maxBytes: 1000 });
    expect(response.ok).toBe(true);
    expect(site.paths()).toEqual(["/robots.txt"]);
  });

  it("refuses a name with a private answer, and a redirect hop to one", async () => {
    expect(await discoveryFetch()(at(`intern.${domain}`, "/secret"), { maxBytes: 1000 })).toEqual({
      ok: false,
      error: "blocked_target",
    });
    expect(await discoveryFetch()(at(publicName, "/to-metadata"), { maxBytes: 1000 })).toEqual({
      ok: false,
      error: "blocked_target",
    });
    expect(site.paths()).toEqual(["/to-metadata"]);
  });
});
