import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startDemoSite } from "#dev/demo-site/server";
import { chromiumArgs, provideChromePath } from "#dev/scanner/chromium";
import { startLocalScannerServer } from "#dev/scanner/server";
import { startLocalBrowserRendering } from "#dev/services/browser-rendering";
import { startFixtureSite } from "../bench/fixture-site";
import { startDohStandIn } from "../fakes/doh-server";
import { startScannerSupervisor } from "./scanner-supervisor";
import { startStaticServer } from "./static-server";

/**
 * What the scanner Worker's tests need around workerd: the fixture pages on 127.0.0.1, and the local
 * Browser Rendering stand-in whose Chromium resolves the fixture host name `shop.test` to 127.0.0.1 (on
 * the platform, Browser Rendering resolves names in Cloudflare's network), and the DNS-over-HTTPS
 * stand-in the Worker's guard asks: the test names have public answers there, but for `intern.test`,
 * which answers a private address (and which Chromium would load from 127.0.0.1 all the same).
 */
export default async function setup(project: TestProject) {
  const executablePath = await provideChromePath();
  const fixtures = await startStaticServer("tests/fixtures");
  const browserRendering = await startLocalBrowserRendering({
    executablePath,
    args: [
      ...chromiumArgs(),
      "--host-resolver-rules=MAP shop.test 127.0.0.1, MAP intern.test 127.0.0.1, MAP demo.test 127.0.0.1",
    ],
  });
  // An account at its limit as soon as one browser runs: what the Worker does with Browser Rendering's 429.
  const oneBrowser = await startLocalBrowserRendering({
    executablePath,
    args: [...chromiumArgs(), "--host-resolver-rules=MAP shop.test 127.0.0.1"],
    maxConcurrentBrowsers: 1,
  });
  const publicAddress = ["93.184.215.14"];
  const doh = await startDohStandIn({
    "shop.test": publicAddress,
    "big.example": publicAddress,
    "slow.example": publicAddress,
    "intern.test": ["10.0.0.1"],
    "demo.test": publicAddress,
  });
  // The local path of `npm run dev`: the local scanner service, here allowed to scan the 100-page site.
  const site = await startFixtureSite({ pageCount: 100 });
  // And the demo shop, for a site run signed in with a stored login profile (signed-in-site-run.test.ts).
  const demo = await startDemoSite({ port: 0 });
  // A demo shop of its own for the production path's signed-in run (signed-in-production.test.ts), at
  // demo.test, with a control address that ends its customers' sessions, as its time limit would.
  const productionDemo = await startDemoSite({ port: 0 });
  const demoControl = createServer((request, response) => {
    if (request.method === "POST" && request.url === "/end-sessions") productionDemo.endSessions();
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => demoControl.listen(0, "127.0.0.1", resolve));
  // The pool's tests are about the job path: axe-core alone decides the pages (our checks cost about 40%
  // of a page's time and are tested on their own fixtures).
  const localScanner = await startLocalScannerServer({
    port: 0,
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort, demo.hostPort] },
    checks: [],
  });
  // Scanner services in processes of their own, for the test that kills one mid-run; axe-core alone too.
  const supervisor = await startScannerSupervisor([site.hostPort], { LOCAL_SCANNER_CHECKS: "none" });
  project.provide("scannerSupervisorUrl", supervisor.url);
  project.provide("browserRenderingPort", browserRendering.port);
  project.provide("oneBrowserRenderingPort", oneBrowser.port);
  project.provide("fixturePort", fixtures.port);
  project.provide("dohUrl", doh.url);
  project.provide("localScannerUrl", localScanner.url);
  project.provide("fixtureSiteOrigin", site.origin);
  project.provide("demoSiteOrigin", new URL(demo.url).origin);
  project.provide("productionDemoPort", Number(new URL(productionDemo.url).port));
  project.provide("demoControlUrl", `http://127.0.0.1:${(demoControl.address() as AddressInfo).port}`);
  return async () => {
    await supervisor.close();
    await localScanner.close();
    await site.close();
    await demo.close();
    await productionDemo.close();
    await new Promise((resolve) => demoControl.close(resolve));
    await browserRendering.close();
    await oneBrowser.close();
    await fixtures.close();
    await doh.close();
  };
}
