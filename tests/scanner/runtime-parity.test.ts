/**
 * The same findings in both runtimes, once per check: every Klarsicht check scans fixture pages where it
 * has something to say through puppeteer-core (local scanner, CLI) and through @cloudflare/puppeteer (the
 * scanner Worker's library) connected to the same Chromium, and both reports name the same rules, outcomes
 * and elements. The check suites (checks-*.test.ts) then assert what each check finds through one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { klarsichtChecks } from "#scanner/checks/index";
import type { Check } from "#scanner/checks/types";
import { type CheckHarness, reportOf, startCheckHarness } from "./check-harness";

/** For each check (by its name), pages of tests/fixtures/checks on which it reports something. */
const pagesByCheck: Record<string, readonly string[]> = {
  updates: ["/updates/ohne-anhalten.html"],
  structure: ["/structure/summary-failing.html", "/structure/controls-failing.html"],
  links: ["/links/kontext-gleich.html", "/links/bilder-dateiname.html"],
  bypass: ["/bypass/kapitel-1.html"],
  source: ["/source/doppelt.html", "/source/ids.html"],
  tables: ["/tables/failing.html"],
  frames: ["/frames/failing.html"],
  "focus-scope": ["/focus-scope/frame-behind-dialog.html"],
  "label-in-name": ["/label-in-name/abkuerzung.html"],
  labels: ["/labels/wiederholt.html", "/labels/unklar.html"],
  "images-of-text": ["/images-of-text/gleich.html"],
  refresh: ["/refresh/zweite-verzoegert.html"],
  aria: ["/aria/prohibited.html"],
  language: ["/language/page-mismatch.html", "/language/parts.html"],
  media: [
    "/media/autoplay-no-control.html",
    "/media/video-captioned.html",
    "/media/video-ohne-untertitel.html",
  ],
  "important-line-height": ["/text-spacing/line-height-fail.html"],
  contrast: ["/contrast/fail-gradient.html"],
  viewport: ["/viewport/orientation-fail.html", "/viewport/reflow-fail.html"],
  "text-spacing": ["/text-spacing/spacing-clipped.html"],
  keyboard: [
    "/keyboard/focus-invisible.html",
    "/keyboard/shortcut-navigates.html",
    "/keyboard/trap-open-backwards.html",
  ],
  motion: ["/motion/schuetteln.html"],
};

/** What two scans must agree on: each of our rules' outcome and the elements it names. */
function findingsOf(report: PageReport): string[] {
  const lines: string[] = [];
  for (const category of ["violations", "incomplete", "passes", "inapplicable"] as const) {
    for (const finding of report[category]) {
      if (finding.engine !== "klarsicht") continue;
      const selectors = finding.nodes.map((node) => node.selector).sort();
      lines.push(`${finding.ruleId} ${category} ${selectors.join(" | ")}`);
    }
  }
  return lines.sort();
}

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks");
});
afterAll(async () => {
  await harness?.close();
});

const checkNamed = (name: string): Check => {
  const check = klarsichtChecks.find((candidate) => candidate.name === name);
  if (!check) throw new Error(`no check is named ${name}`);
  return check;
};

it("lists every check once", () => {
  expect(Object.keys(pagesByCheck).sort()).toEqual(klarsichtChecks.map((check) => check.name).sort());
});

describe.each(Object.entries(pagesByCheck))("the %s check", (name, paths) => {
  it.each(paths)("finds the same on %s through puppeteer-core and @cloudflare/puppeteer", async (path) => {
    const checks = [checkNamed(name)];
    const local = findingsOf(reportOf(await harness.scan("puppeteer-core", path, { checks })));
    const production = findingsOf(reportOf(await harness.scan("@cloudflare/puppeteer", path, { checks })));
    // Something to compare: the check decided something on this page.
    expect(
      local.filter((line) => !line.includes(" inapplicable ")),
      path,
    ).not.toEqual([]);
    expect(production).toEqual(local);
  });
});
