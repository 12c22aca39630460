/**
 * guardPage must accept the Page of both runtimes: puppeteer-core locally and @cloudflare/puppeteer on
 * Browser Rendering. Checked by `tsc -p tsconfig.node.json`; the runtime assertions are no-ops.
 */
import type { Page as CloudflarePage } from "@cloudflare/puppeteer";
import type { Page as PuppeteerPage } from "puppeteer-core";
import { describe, expectTypeOf, it } from "vitest";
import type { GuardablePage } from "../../workers/scanner/page-guard";

describe("GuardablePage", () => {
  it("is satisfied by puppeteer-core's Page", () => {
    expectTypeOf<PuppeteerPage>().toExtend<GuardablePage>();
  });

  it("is satisfied by @cloudflare/puppeteer's Page", () => {
    expectTypeOf<CloudflarePage>().toExtend<GuardablePage>();
  });
});
