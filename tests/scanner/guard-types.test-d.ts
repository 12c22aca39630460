/**
 * guardPage must accept the Page of both runtimes: puppeteer-core locally and @cloudflare/puppeteer on
 * Browser Rendering. A type test: checked by `tsc -p tsconfig.node.json` (npm run typecheck), run by no
 * test runner.
 */
import type { Page as CloudflarePage } from "@cloudflare/puppeteer";
import type { Page as PuppeteerPage } from "puppeteer-core";
import { describe, expectTypeOf, it } from "vitest";
import type { GuardablePage } from "#scanner/page-guard";

describe("GuardablePage", () => {
  it("is satisfied by puppeteer-core's Page", () => {
    expectTypeOf<PuppeteerPage>().toExtend<GuardablePage>();
  });

  it("is satisfied by @cloudflare/puppeteer's Page", () => {
    expectTypeOf<CloudflarePage>().toExtend<GuardablePage>();
  });

  it("is not satisfied by just anything, or the checks above would prove nothing", () => {
    // @ts-expect-error an object without request interception is no GuardablePage
    expectTypeOf<{ url(): string }>().toExtend<GuardablePage>();
  });
});
