import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order test files start in: the longest first, whatever their project, so that the test workers
 * finish together instead of one working through a slow file while the other waits (vitest's own order
 * runs the projects one after another and, on a fresh clone without its cache, sorts by file size).
 *
 * A file's expected time is what vitest's cache remembers of its last run, else the seconds measured
 * below in a whole `npm test` on a two-core machine (files of 8 s and more; refresh them when a file's
 * cost changes a lot), else a fifth of a second. Failed files go first, as vitest's own order does.
 */
const measuredSeconds: Record<string, number> = {
  "tests/scanner/progressive.test.ts": 68,
  "tests/scanner/hostile.test.ts": 67,
  "tests/scanner/runtime-parity.test.ts": 52,
  "tests/scanner/cloudflare-puppeteer.test.ts": 52,
  "tests/worker/signed-in-production.test.ts": 50,
  "tests/scanner/page-lifetime.test.ts": 47,
  "tests/scanner/engine.test.ts": 44,
  "tests/scanner/checks-keyboard.test.ts": 38,
  "tests/integration/hostile-input.test.ts": 20,
  "tests/integration/schedules.test.ts": 34,
  "tests/scanner/steps.test.ts": 33,
  "tests/scanner/checks-media.test.ts": 32,
  "tests/unit/dev-server.test.ts": 28,
  "tests/scanner/large-page.test.ts": 26,
  "tests/scanner/inventory.test.ts": 25,
  "tests/integration/auth.test.ts": 25,
  "tests/integration/report.test.ts": 23,
  "tests/integration/account.test.ts": 23,
  "tests/scanner/cli.test.ts": 22,
  "tests/integration/share-links.test.ts": 22,
  "tests/integration/assessment.test.ts": 22,
  "tests/integration/hostile-post.test.ts": 10,
  "tests/scanner/local-platform.test.ts": 19,
  "tests/scanner/cli-steps.test.ts": 16,
  "tests/scanner/checks-bypass.test.ts": 16,
  "tests/scanner/checks-source.test.ts": 15,
  "tests/scanner/report-language.test.ts": 14,
  "tests/integration/large-site.test.ts": 14,
  "tests/integration/billing.test.ts": 14,
  "tests/scanner/report-language-axe-german.test.ts": 12,
  "tests/scanner/checks-viewport.test.ts": 12,
  "tests/scanner/checks-contrast.test.ts": 12,
  "tests/integration/pages.test.ts": 12,
  "tests/scanner/checks-motion.test.ts": 10,
  "tests/scanner/checks-links.test.ts": 10,
  "tests/scanner/checks-language.test.ts": 10,
  "tests/integration/statement.test.ts": 10,
  "tests/integration/registered-sites.test.ts": 10,
  "tests/integration/free-scan.test.ts": 10,
  "tests/scanner/site-crawl.test.ts": 9,
  "tests/scanner/fair-share.test.ts": 12,
  "tests/integration/counts.test.ts": 9,
  "tests/scanner/checks-updates.test.ts": 8,
  "tests/scanner/checks-text-spacing.test.ts": 8,
  "tests/scanner/checks-frames.test.ts": 8,
  "tests/scanner/aggregate-site.test.ts": 8,
  "tests/integration/report-caps.test.ts": 8,
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = (file: TestSpecification) => {
      const path = relative(this.ctx.config.root, file.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
      return {
        failed: cached?.failed ?? false,
        // Files not listed take a fraction of a second: counted as more, the unit tests' block (dozens of
        // such files) would be put before the long worker files and leave those for the end.
        ms: cached?.duration ?? (measuredSeconds[path] ?? 0.2) * 1000,
      };
    };
    const timed = files.map((file) => ({ file, ...expected(file) }));
    // A project keeps its files together: one that shares a worker between its files (isolate: false,
    // the integration tests' workerd with the app loaded) would load it all again in a worker that
    // switched projects in between, and the scanner Worker's files run in its own workerd one after
    // another. A project's block goes where its whole time puts it: the scanner Worker's few long files
    // before the unit tests' many short ones, not at the end of the run.
    const blockMs = new Map<string, number>();
    for (const { file, ms } of timed)
      blockMs.set(file.project.name, (blockMs.get(file.project.name) ?? 0) + ms);
    const orderMs = (entry: (typeof timed)[number]) => blockMs.get(entry.file.project.name) ?? entry.ms;
    return timed
      .sort(
        (a, b) =>
          Number(b.failed) - Number(a.failed) ||
          orderMs(b) - orderMs(a) ||
          a.file.project.name.localeCompare(b.file.project.name) ||
          b.ms - a.ms,
      )
      .map(({ file }) => file);
  }
}
