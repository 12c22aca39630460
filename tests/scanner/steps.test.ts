/**
 * Login profiles and flows on real Chromium: the demo shop's login and checkout through the local
 * scanner (puppeteer-core behind the filtering proxy), once through @cloudflare/puppeteer (the scanner
 * Worker's library), a session cut mid-flow, a failing step, the final order refused, the address guard
 * on steps and signed-in pages, and headers that only the site gets.
 */

import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import puppeteer from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanOutcome } from "#core/contract";
import type { TargetPolicy } from "#core/guard";
import { type AuthProfile, authProfileSchema, type Flow, flowSchema } from "#core/steps";
import { demoCustomer } from "#dev/demo-site/account";
import { type DemoSite, startDemoSite } from "#dev/demo-site/server";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { createLocalScanner, type LocalScanner, loadAxe } from "#dev/scanner/scanner";
import { isRequestAllowedWithoutDns } from "#scanner/browser-rendering";
import { openScanTab } from "#scanner/engine";
import { closeIfPopup, noUnguardedConnectionsScript } from "#scanner/page-guard";
import { pageScale } from "#scanner/pictures";
import { type FlowResult, runFlow, type StepSession } from "#scanner/steps";

let demo: DemoSite;
let scanner: LocalScanner;
let profile: AuthProfile;
let checkout: Flow;
const env = { DEMO_SHOP_PASSWORD: demoCustomer.password };

beforeAll(async () => {
  demo = await startDemoSite({ port: 0 });
  scanner = await createLocalScanner({ policy: { allowPrivate: false, allowedHostPorts: [demo.hostPort] } });
  profile = authProfileSchema.parse(
    JSON.parse(await readFile("workers/dev/demo-site/login-profile.json", "utf8")),
  );
  checkout = flowSchema.parse(JSON.parse(await readFile("workers/dev/demo-site/checkout-flow.json", "utf8")));
});

afterAll(async () => {
  await scanner?.close();
  await demo?.close();
});

const site = () => new URL(demo.url).origin;

/** A flow through the local scanner, as the CLI runs it. */
function localFlow(
  flow: Flow,
  options: {
    profile?: AuthProfile;
    onStep?: StepSession["onStep"];
    isAllowed?: StepSession["isAllowed"];
  } = {},
): Promise<FlowResult> {
  return scanner.withTab(
    demo.url,
    { level: "AA", locale: "de", runId: crypto.randomUUID() },
    (tab, page, scanOptions) =>
      runFlow(
        {
          tab,
          page,
          site: site(),
          isAllowed: options.isAllowed ?? scanner.isAllowed,
          scanOptions,
          env,
          ...options,
        },
        flow,
      ),
  );
}

const rulesOf = (outcome: ScanOutcome) =>
  outcome.ok ? outcome.report.violations.map((finding) => finding.ruleId) : [outcome];

describe("the demo shop's checkout, signed in", () => {
  let result: FlowResult;

  it("signs in, walks the checkout and scans each named step", async () => {
    result = await localFlow(checkout, { profile });
    expect(result.failure).toBeUndefined();
    expect(result).toMatchObject({ ok: true, signedIn: true, relogins: 0 });
    expect(result.scans.map((scan) => [scan.name, new URL(scan.url).pathname])).toEqual([
      ["Warenkorb", "/kasse/warenkorb"],
      ["Adresse", "/kasse/adresse"],
      ["Zahlungsart", "/kasse/zahlung"],
      ["Prüfen", "/kasse/pruefen"],
    ]);
    // The unlabelled address fields, found on the page behind the login.
    expect(rulesOf(result.scans[1]?.outcome as ScanOutcome)).toContain("label");
    const review = result.scans[3]?.outcome as ScanOutcome;
    expect(review.ok && review.report.finalUrl).toBe(`${site()}/kasse/pruefen`);
    // The address typed and the payment chosen with the mouse reached the review.
    expect(JSON.stringify(review)).not.toContain(demoCustomer.password);
  });

  it("finds the same through @cloudflare/puppeteer", async () => {
    const executablePath = await resolveChromePath();
    const userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-steps-"));
    const browser = await puppeteer.launch({
      executablePath,
      args: chromiumArgs(),
      headless: true,
      userDataDir,
    });
    const production = await cloudflarePuppeteer.connect({ browserWSEndpoint: browser.wsEndpoint() });
    try {
      const policy: TargetPolicy = { allowPrivate: false, allowedHostPorts: [demo.hostPort] };
      const isAllowed = async (url: string) => isRequestAllowedWithoutDns(url, policy);
      const context = await production.createBrowserContext();
      context.on("targetcreated", closeIfPopup);
      const page = await context.newPage();
      await page.evaluateOnNewDocument(noUnguardedConnectionsScript);
      const tab = await openScanTab(page);
      const viaWorkerLibrary = await runFlow(
        {
          tab,
          page,
          site: site(),
          isAllowed,
          scanOptions: { level: "AA", locale: "de", ...(await loadAxe()), isAllowed },
          env,
          profile,
        },
        checkout,
      );
      expect(viaWorkerLibrary.failure).toBeUndefined();
      expect(viaWorkerLibrary.scans.map((scan) => [scan.name, rulesOf(scan.outcome).sort()])).toEqual(
        result.scans.map((scan) => [scan.name, rulesOf(scan.outcome).sort()]),
      );
    } finally {
      await production.disconnect();
      await browser.close();
      await rm(userDataDir, { recursive: true, force: true });
    }
  });

  it("signs in again when the shop ends the session mid-flow, and goes on", async () => {
    let cutOnce = false;
    const cut = await localFlow(checkout, {
      profile,
      // Once the address form is open, as the shop's time limit would: the form is sent without a session.
      onStep: ({ phase, index }) => {
        if (phase !== "flow" || index !== 3 || cutOnce) return;
        cutOnce = true;
        demo.endSessions();
      },
    });
    expect(cut.failure).toBeUndefined();
    expect(cut.relogins).toBe(1);
    expect(cut.scans.map((scan) => scan.name)).toEqual(["Warenkorb", "Adresse", "Zahlungsart", "Prüfen"]);
  });

  it("refuses the final order unless the step allows it", async () => {
    const order: Flow = {
      version: 1,
      name: "Bestellen",
      steps: [
        { action: "visit", url: "/kasse/pruefen" },
        { action: "click", target: { text: "Zahlungspflichtig bestellen" } },
      ],
    };
    const refused = await localFlow(order, { profile });
    expect(refused.ok).toBe(false);
    expect(refused.failure).toMatchObject({
      phase: "flow",
      step: 2,
      action: "click",
      code: "final_order_refused",
    });
    expect(refused.failure?.detail).toContain("zahlungspflichtig bestellen");
    expect(new URL(refused.failure?.url ?? "").pathname).toBe("/kasse/pruefen");

    const allowed = await localFlow(
      {
        ...order,
        steps: [
          order.steps[0],
          { ...order.steps[1], allowFinalSubmit: true, scan: "Bestellt" },
        ] as Flow["steps"],
      },
      { profile },
    );
    expect(allowed.failure).toBeUndefined();
    expect(allowed.scans.map((scan) => new URL(scan.url).pathname)).toEqual(["/kasse/bestellen"]);
  });

  it("stops at a failing step with its reason and a picture with the password covered", async () => {
    const failing: Flow = {
      version: 1,
      name: "Falsch",
      steps: [
        { action: "visit", url: "/anmelden" },
        { action: "fill", field: { label: "E-Mail" }, value: demoCustomer.email },
        { action: "fill", field: { label: "Passwort" }, value: { env: "DEMO_SHOP_PASSWORD" } },
        { action: "click", target: { text: "Gibt es nicht" }, timeoutMs: 300 },
      ],
    };
    const result = await localFlow(failing);
    expect(result.ok).toBe(false);
    expect(result.failure).toMatchObject({ step: 4, action: "click", code: "not_found", masked: 1 });
    expect(result.failure?.detail).toContain('with the text "Gibt es nicht"');
    const picture = Buffer.from(result.failure?.screenshot ?? "", "base64");
    expect(picture.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(JSON.stringify(result)).not.toContain(demoCustomer.password);
  });
});

describe("pictures of pages with a typed password", () => {
  it("cover the password field, in a step's scan and in a failed step's picture", async () => {
    const flow: Flow = {
      version: 1,
      name: "Bild",
      steps: [
        { action: "visit", url: "/anmelden" },
        { action: "fill", field: { label: "Passwort" }, value: "Pa55wort-im-Bild" },
        { action: "wait", for: { text: "Anmelden" }, scan: "Anmeldeformular" },
        { action: "click", target: { text: "Gibt es nicht" }, timeoutMs: 300 },
      ],
    };
    await scanner.withTab(demo.url, { level: "AA", locale: "de" }, async (tab, page, scanOptions) => {
      const result = await runFlow(
        {
          tab,
          page,
          site: site(),
          isAllowed: scanner.isAllowed,
          scanOptions: { ...scanOptions, pictures: true },
          env,
        },
        flow,
      );
      expect(result.failure?.code).toBe("not_found");
      const outcome = result.scans[0]?.outcome;
      const picture = outcome?.ok
        ? outcome.pictures?.find((candidate) => !candidate.name.includes("-"))
        : undefined;
      if (!picture || !result.failure?.screenshot) throw new Error("a picture is missing");
      // The field's middle, in page coordinates (the page is at the top, as both pictures show it).
      const spot = (await page.evaluate(
        `(function () { var r = document.getElementById("anmelden-passwort").getBoundingClientRect(); return [Math.round(r.left + r.width / 2), Math.round(r.top + window.scrollY + r.height / 2)]; })()`,
      )) as [number, number];
      // The scan's page screenshot is taken at pageScale of its CSS pixels, the failed step's at all of them.
      const pictures = [
        { data: picture.data, scale: pageScale },
        { data: result.failure.screenshot, scale: 1 },
      ];
      for (const { data, scale } of pictures) {
        const [x, y] = spot.map((value) => Math.round(value * scale));
        const [r, g, b] = (await page.evaluate(
          `(async function () {
            var blob = await (await fetch("data:image/jpeg;base64,${data}")).blob();
            var bitmap = await createImageBitmap(blob);
            var canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            var context = canvas.getContext("2d");
            context.drawImage(bitmap, 0, 0);
            return Array.from(context.getImageData(${x}, ${y}, 1, 1).data.slice(0, 3));
          })()`,
        )) as number[];
        expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(40);
      }
    });
  });
});

describe("the guard and the secrets on signed-in pages", () => {
  type Seen = { host: string; path: string; token?: string; authorization?: string; cookie?: string };
  const seen: Seen[] = [];
  let servers: http.Server[] = [];
  let sitePort = 0;
  let otherPort = 0;

  beforeAll(async () => {
    const listen = async (handler: http.RequestListener) => {
      const server = http.createServer((request, response) => {
        seen.push({
          host: request.headers.host ?? "",
          path: request.url ?? "",
          token: request.headers["x-token"] as string | undefined,
          authorization: request.headers.authorization,
          cookie: request.headers.cookie,
        });
        handler(request, response);
      });
      // All loopback addresses: a request to 127.0.0.2 would arrive here, were it not refused.
      await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
      servers.push(server);
      return (server.address() as AddressInfo).port;
    };
    otherPort = await listen((_, response) =>
      response
        .writeHead(200, { "Content-Type": "image/svg+xml" })
        .end("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    );
    sitePort = await listen((request, response) => {
      const signedIn =
        request.headers["x-token"] === "token-geheim" && request.headers.authorization !== undefined;
      if (request.url === "/weiter")
        return response.writeHead(302, { Location: `http://127.0.0.3:${otherPort}/umgeleitet` }).end();
      if (request.url === "/fremdformular") {
        return response
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
          .end(`<!doctype html><html lang="de"><title>Formular</title>
<main><h1>Angemeldet</h1><form method="post" action="http://127.0.0.3:${otherPort}/abgreifen"><label>PIN <input type="password" name="pin"></label><button>Senden</button></form></main></html>`);
      }
      response
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(`<!doctype html><html lang="de"><title>Konto</title>
<main><h1>${signedIn ? "Angemeldet" : "Gast"}</h1>
<img src="http://127.0.0.3:${otherPort}/fremd.svg" alt="Fremd"><img src="http://127.0.0.2:${sitePort}/privat.svg" alt="Privat">
<a href="/weiter">Weiter</a> <a href="http://127.0.0.2:${sitePort}/innen">Innen</a></main></html>`);
    });
  });

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    servers = [];
  });

  it("sends the profile's headers to the site only, and lets no step or page reach a private address", async () => {
    const policy: TargetPolicy = {
      allowPrivate: false,
      allowedHostPorts: [`127.0.0.1:${sitePort}`, `127.0.0.3:${otherPort}`],
    };
    const guarded = await createLocalScanner({ policy });
    try {
      const headerProfile = authProfileSchema.parse({
        version: 1,
        headers: { "X-Token": { env: "TOKEN" } },
        basic: { username: "tor", password: "basic-geheim" },
        cookies: [{ name: "keks", value: "keks-geheim" }],
        success: { text: "Angemeldet" },
      });
      const origin = `http://127.0.0.1:${sitePort}`;
      const flow: Flow = {
        version: 1,
        name: "Fremd",
        steps: [
          { action: "visit", url: "/", scan: "Start" },
          { action: "click", target: { text: "Weiter" } },
          { action: "visit", url: "/" },
          { action: "click", target: { text: "Innen" }, timeoutMs: 2_000 },
          { action: "visit", url: `http://127.0.0.2:${sitePort}/direkt` },
        ],
      };
      const run = (steps: Flow["steps"]) =>
        guarded.withTab(origin, { level: "AA", locale: "de" }, (tab, page, scanOptions) =>
          runFlow(
            {
              tab,
              page,
              site: origin,
              isAllowed: guarded.isAllowed,
              scanOptions,
              env: { TOKEN: "token-geheim" },
              profile: headerProfile,
            },
            { ...flow, steps },
          ),
        );
      const first = await run(flow.steps.slice(0, 4));
      expect(first.failure).toMatchObject({ step: 4, action: "click", code: "blocked_target" });
      expect(first.failure?.detail).toContain(`http://127.0.0.2:${sitePort}/innen`);
      expect(first.scans[0]?.outcome.ok).toBe(true);
      const direct = await run([flow.steps[4]] as Flow["steps"]);
      expect(direct.failure).toMatchObject({ step: 1, action: "visit", code: "blocked_target" });
      const elsewhere = await run([
        { action: "visit", url: "/fremdformular" },
        { action: "fill", field: { label: "PIN" }, value: "pin-geheim" },
        { action: "submit", target: { text: "Senden" } },
      ]);
      expect({ ...elsewhere.failure, screenshot: undefined }).toMatchObject({
        step: 3,
        action: "submit",
        code: "secret_refused",
      });

      const site = seen.filter((request) => request.host === `127.0.0.1:${sitePort}`);
      expect(site.length).toBeGreaterThan(0);
      for (const request of site) {
        expect(request.token).toBe("token-geheim");
        expect(request.authorization).toBe(`Basic ${btoa("tor:basic-geheim")}`);
        expect(request.cookie).toBe("keks=keks-geheim");
      }
      const other = seen.filter((request) => request.host === `127.0.0.3:${otherPort}`);
      // The form that would send the PIN elsewhere was never sent.
      expect(new Set(other.map((request) => request.path))).toEqual(new Set(["/fremd.svg", "/umgeleitet"]));
      for (const request of other)
        expect([request.token, request.authorization]).toEqual([undefined, undefined]);
      expect(seen.filter((request) => request.host.startsWith("127.0.0.2"))).toEqual([]);
      expect(JSON.stringify([first, direct, elsewhere])).not.toMatch(
        /token-geheim|basic-geheim|keks-geheim|pin-geheim|dG9yOmJhc2ljLWdlaGVpbQ/,
      );
    } finally {
      await guarded.close();
    }
  });
});
