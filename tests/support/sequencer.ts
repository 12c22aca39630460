import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order test files start in: the longest first, whatever their project, so that the test workers
 * finish together instead of one working through a slow file while the other waits (vitest's own order
 * runs the projects one after another and, on a fresh clone without its cache, sorts by file size).
 *
 * A file's expected time is what vitest's cache remembers of its last run, else the seconds measured
 * below in a whole `npm test` on a two-core machine (files of 8 s and more; refresh them when a file's
 * cost changes a lot), else a second. Failed files go first, as vitest's own order does.
 */
const measuredSeconds: Record<string, number> = {
  "tests/integration/hostile-input.test.ts": 80,
  "tests/integration/hostile-post.test.ts": 60,
  "tests/scanner/progressive.test.ts": 81,
  "tests/scanner/runtime-parity.test.ts": 76,
  "tests/worker/scanner-killed-mid-run.test.ts": 52,
  "tests/scanner/cloudflare-puppeteer.test.ts": 51,
  "tests/scanner/hostile.test.ts": 47,
  "tests/scanner/page-lifetime.test.ts": 45,
  "tests/worker/signed-in-production.test.ts": 44,
  "tests/scanner/engine.test.ts": 45,
  "tests/scanner/steps.test.ts": 43,
  "tests/worker/local-pool.test.ts": 34,
  "tests/scanner/checks-media.test.ts": 31,
  "tests/scanner/cli.test.ts": 30,
  "tests/scanner/inventory.test.ts": 27,
  "tests/scanner/large-page.test.ts": 25,
  "tests/integration/schedules.test.ts": 24,
  "tests/scanner/cli-steps.test.ts": 22,
  "tests/worker/scanner-worker.test.ts": 22,
  "tests/integration/auth.test.ts": 19,
  "tests/unit/dev-server.test.ts": 19,
  "tests/scanner/checks-viewport.test.ts": 18,
  "tests/integration/assessment.test.ts": 18,
  "tests/integration/large-site.test.ts": 17,
  "tests/integration/pages.test.ts": 17,
  "tests/scanner/report-language.test.ts": 16,
  "tests/scanner/checks-source.test.ts": 16,
  "tests/integration/account.test.ts": 14,
  "tests/scanner/report-language-axe-german.test.ts": 13,
  "tests/integration/report.test.ts": 13,
  "tests/scanner/checks-links.test.ts": 12,
  "tests/scanner/checks-contrast.test.ts": 12,
  "tests/scanner/checks-language.test.ts": 12,
  "tests/scanner/site-crawl.test.ts": 12,
  "tests/scanner/checks-motion.test.ts": 12,
  "tests/scanner/aggregate-site.test.ts": 12,
  "tests/integration/statement.test.ts": 12,
  "tests/scanner/checks-updates.test.ts": 11,
  "tests/scanner/checks-text-spacing.test.ts": 11,
  "tests/scanner/ci-gate.test.ts": 10,
  "tests/integration/billing.test.ts": 10,
  "tests/scanner/fair-share.test.ts": 9,
  "tests/scanner/checks-frames.test.ts": 9,
  "tests/scanner/checks-site.test.ts": 9,
  "tests/scanner/checks-structure.test.ts": 9,
  "tests/scanner/doh-guard.test.ts": 9,
  "tests/integration/legal-pages.test.ts": 9,
  "tests/scanner/demo-site.test.ts": 8,
  "tests/scanner/pictures.test.ts": 8,
  "tests/integration/mail.test.ts": 8,
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = (file: TestSpecification) => {
      const path = relative(this.ctx.config.root, file.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
      return {
        failed: cached?.failed ?? false,
        ms: cached?.duration ?? (measuredSeconds[path] ?? 1) * 1000,
      };
    };
    const timed = files.map((file) => ({ file, ...expected(file) }));
    // A project that shares one worker between its files (isolate: false, the integration tests' workerd
    // with the app loaded) keeps its files together: a worker that switched projects in between would
    // load it all again. Such a block goes where its whole time puts it.
    const blockMs = new Map<string, number>();
    for (const { file, ms } of timed) {
      if (file.project.config.isolate === false)
        blockMs.set(file.project.name, (blockMs.get(file.project.name) ?? 0) + ms);
    }
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
