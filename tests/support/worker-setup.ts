import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startDemoSite } from "#dev/demo-site/server";
import { chromiumArgs, provideChromePath } from "#dev/scanner/chromium";
import { startLocalBrowserRendering } from "#dev/services/browser-rendering";
import { startDohStandIn } from "../fakes/doh-server";
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
  // The demo shop for the signed-in runs (signed-in-production.test.ts), at demo.test, with a control address that ends its customers' sessions, as its time limit would.
  const productionDemo = await startDemoSite({ port: 0 });
  const demoControl = createServer((request, response) => {
    if (request.method === "POST" && request.url === "/end-sessions") productionDemo.endSessions();
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => demoControl.listen(0, "127.0.0.1", resolve));
  project.provide("browserRenderingPort", browserRendering.port);
  project.provide("oneBrowserRenderingPort", oneBrowser.port);
  project.provide("fixturePort", fixtures.port);
  project.provide("dohUrl", doh.url);
  project.provide("productionDemoPort", Number(new URL(productionDemo.url).port));
  project.provide("demoControlUrl", `http://127.0.0.1:${(demoControl.address() as AddressInfo).port}`);
  return async () => {
    await productionDemo.close();
    await new Promise((resolve) => demoControl.close(resolve));
    await browserRendering.close();
    await oneBrowser.close();
    await fixtures.close();
    await doh.close();
  };
}
