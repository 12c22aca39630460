import type { PageReport } from "#core/contract";

/** A scanned page without findings, as the scanner answers for a clean page. */
export function cleanPageReport(url: string, extra: Partial<PageReport> = {}): PageReport {
  return {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: 0, incomplete: 0, passes: 1, inapplicable: 0 },
    impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    violations: [],
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.1",
    ...extra,
  };
}
