/**
 * The engine is typed against MinimalBrowser/MinimalPage; these assignments fail to compile (npm run
 * typecheck) the day either puppeteer flavour stops satisfying them. A type test: only the type checker
 * runs it (tsconfig.node.json), no test runner.
 */
import type * as CloudflarePuppeteer from "@cloudflare/puppeteer";
import type * as Puppeteer from "puppeteer-core";
import { describe, expectTypeOf, it } from "vitest";
import type { MinimalBrowser, MinimalCDPSession, MinimalPage } from "#scanner/browser";
import type { StepPage } from "#scanner/steps";

describe("minimal browser interface", () => {
  it("is satisfied by puppeteer-core (local) and @cloudflare/puppeteer (Browser Rendering)", () => {
    expectTypeOf<Puppeteer.Browser>().toExtend<MinimalBrowser>();
    expectTypeOf<CloudflarePuppeteer.Browser>().toExtend<MinimalBrowser>();
    expectTypeOf<Puppeteer.Page>().toExtend<MinimalPage>();
    expectTypeOf<CloudflarePuppeteer.Page>().toExtend<MinimalPage>();
    expectTypeOf<Puppeteer.CDPSession>().toExtend<MinimalCDPSession>();
    expectTypeOf<CloudflarePuppeteer.CDPSession>().toExtend<MinimalCDPSession>();
    // Login and flow steps (steps.ts) need puppeteer's input and cookies too.
    expectTypeOf<Puppeteer.Page>().toExtend<StepPage>();
    expectTypeOf<CloudflarePuppeteer.Page>().toExtend<StepPage>();
  });

  it("is not satisfied by just anything, or the checks above would prove nothing", () => {
    // @ts-expect-error a page that cannot even navigate is no MinimalPage
    expectTypeOf<{ close(): Promise<void> }>().toExtend<MinimalPage>();
  });
});
