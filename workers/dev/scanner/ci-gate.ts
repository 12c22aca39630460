/**
 * The command-line scanner's CI side: the report formats it prints or writes (--format, --write), the
 * baseline it compares with (--baseline FILE or last), the gate's exit code, and the last JSON report of
 * each target kept in .klarsicht/ under the working directory for --baseline last.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Impact, ReportLocale, ScanLevel } from "#core/contract";
import { applyGate, type BaselineProblem, baselineKeys, type GateResult } from "#core/reporters/gate";
import { junitXml } from "#core/reporters/junit";
import { markdownSummary } from "#core/reporters/markdown";
import type { ResultIssue, ScanResults } from "#core/reporters/results";
import { sarifLog } from "#core/reporters/sarif";
import { labels } from "#core/reporters/text";

export const reportFormats = ["text", "json", "earl", "junit", "sarif", "markdown", "csv"] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const gateMessages = {
  de: {
    baselineMissing: (path: string) => `--baseline ${path}: Diese Datei gibt es nicht`,
    baselineUnreadable: (path: string, reason: string) =>
      `--baseline ${path} lässt sich nicht lesen: ${reason}`,
    baselineProblems: {
      notReport: (path: string) =>
        `--baseline ${path} ist kein JSON-Bericht von Klarsicht: Erstellen Sie ihn mit --format json`,
      withoutKeys: (path: string) =>
        `--baseline ${path} stammt von einer älteren Version ohne Problemschlüssel: Erstellen Sie ihn neu mit --format json`,
      failedScan: (path: string) =>
        `--baseline ${path} ist der Bericht einer fehlgeschlagenen Prüfung und kann nicht als Vergleich dienen`,
    } satisfies Record<BaselineProblem, (path: string) => string>,
    noLastReport: (path: string) =>
      `Für dieses Ziel ist noch kein Bericht gespeichert (${path}): Alle Verstöße zählen als neu.`,
    newIssues: (n: number) =>
      n === 1 ? "1 neues Problem gegenüber der Baseline:" : `${n} neue Probleme gegenüber der Baseline:`,
    noNewIssues: (known: number) =>
      `Keine neuen Probleme gegenüber der Baseline (${known} ${known === 1 ? "bekanntes" : "bekannte"}).`,
    cannotWrite: (path: string, reason: string) => `${path} lässt sich nicht schreiben: ${reason}`,
    on: "auf",
  },
  en: {
    baselineMissing: (path: string) => `--baseline ${path}: there is no such file`,
    baselineUnreadable: (path: string, reason: string) => `Cannot read --baseline ${path}: ${reason}`,
    baselineProblems: {
      notReport: (path: string) =>
        `--baseline ${path} is not a Klarsicht JSON report: write it with --format json`,
      withoutKeys: (path: string) =>
        `--baseline ${path} comes from an older version without issue keys: write it again with --format json`,
      failedScan: (path: string) =>
        `--baseline ${path} is the report of a failed scan and cannot serve as a baseline`,
    } satisfies Record<BaselineProblem, (path: string) => string>,
    noLastReport: (path: string) =>
      `No report is stored for this target yet (${path}): every violation counts as new.`,
    newIssues: (n: number) =>
      n === 1 ? "1 new issue against the baseline:" : `${n} new issues against the baseline:`,
    noNewIssues: (known: number) => `No new issues against the baseline (${known} known).`,
    cannotWrite: (path: string, reason: string) => `Cannot write ${path}: ${reason}`,
    on: "on",
  },
} as const;

export type GateMessages = (typeof gateMessages)[ReportLocale];

/** A baseline that cannot be used: the run stops before scanning, as a usage error. */
export class BaselineError extends Error {
  constructor(readonly say: (messages: GateMessages) => string) {
    super(say(gateMessages.en));
  }
}

/** What a stored last report belongs to: the same pages (or site) at the same level. */
export type Target = { site: boolean; urls: readonly string[]; level: ScanLevel };

/** .klarsicht/last-<hash>.json under the working directory: one file per target. */
export function lastReportPath(cwd: string, target: Target): string {
  const identity = JSON.stringify({ site: target.site, urls: [...target.urls].sort(), level: target.level });
  const hash = createHash("sha256").update(identity).digest("hex").slice(0, 16);
  return join(cwd, ".klarsicht", `last-${hash}.json`);
}

/** The baseline's issue keys; null without --baseline, or for "last" when nothing is stored yet (noted). */
export async function loadBaseline(
  value: string | undefined,
  target: Target,
  cwd: string,
  note: (say: (messages: GateMessages) => string) => void,
): Promise<ReadonlySet<string> | null> {
  if (value === undefined) return null;
  const path = value === "last" ? lastReportPath(cwd, target) : resolve(cwd, value);
  let content: string;
  try {
    content = await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" && value === "last") {
      note((t) => t.noLastReport(path));
      return null;
    }
    if (code === "ENOENT") throw new BaselineError((t) => t.baselineMissing(value));
    throw new BaselineError((t) => t.baselineUnreadable(value, String(code ?? error)));
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new BaselineError((t) => t.baselineProblems.notReport(value));
  }
  const read = baselineKeys(json);
  if ("problem" in read) {
    const { problem } = read;
    throw new BaselineError((t) => t.baselineProblems[problem](value));
  }
  return read.keys;
}

/** A finished scan in every form the formats need. */
export type ScanRun = {
  results: ScanResults;
  /** What --format json prints: the pages' array or the site report. */
  json: unknown;
  text: () => string;
  earl?: () => unknown;
  /** The findings, one row per element (core/reporters/csv.ts). */
  csv: () => string;
};

export type FinishOptions = {
  format: ReportFormat;
  /** The text was printed page by page while scanning. */
  textPrinted: boolean;
  writes: readonly (readonly [ReportFormat, string])[];
  lang: ReportLocale;
  failOn: Impact;
  baseline: ReadonlySet<string> | null;
  target: Target;
  cwd: string;
  version: string;
};

/** Prints and writes the reports, says what is new, keeps the report for --baseline last: the exit code. */
export async function finishRun(
  run: ScanRun,
  options: FinishOptions,
  output: { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } },
): Promise<number> {
  const { baseline, lang } = options;
  const gate = applyGate(run.results, { baseline, failOn: options.failOn });
  const render = (format: ReportFormat) => renderReport(format, run, gate, options);
  if (!(options.format === "text" && options.textPrinted)) output.stdout.write(render(options.format));
  for (const [format, path] of options.writes) {
    try {
      await writeFile(resolve(options.cwd, path), render(format));
    } catch (error) {
      const reason = String((error as NodeJS.ErrnoException).code ?? error);
      output.stderr.write(`${gateMessages[lang].cannotWrite(path, reason)}\n`);
      return 3;
    }
  }
  if (baseline !== null) output.stderr.write(newIssuesText(gate, lang));
  // A report that lets new issues in, or that misses pages, would hide them from the next comparison.
  const keep =
    !(baseline !== null && gate.failing.length > 0) &&
    run.results.pages.every((page) => page.status === "done");
  if (keep) await storeLastReport(lastReportPath(options.cwd, options.target), run.json);
  return gate.exitCode;
}

function renderReport(format: ReportFormat, run: ScanRun, gate: GateResult, options: FinishOptions): string {
  switch (format) {
    case "text":
      return `${run.text()}\n`;
    case "json":
      return `${JSON.stringify(run.json, null, 2)}\n`;
    case "earl":
      return `${JSON.stringify(run.earl?.() ?? null, null, 2)}\n`;
    case "junit":
      return junitXml(run.results);
    case "sarif":
      return `${JSON.stringify(sarifLog(run.results, { version: options.version }), null, 2)}\n`;
    case "markdown":
      return markdownSummary(run.results, { ...gate, withBaseline: options.baseline !== null }, options.lang);
    case "csv":
      return run.csv();
  }
}

function newIssuesText(gate: GateResult, lang: ReportLocale): string {
  const t = gateMessages[lang];
  if (gate.failing.length === 0) return `${t.noNewIssues(gate.known.length)}\n`;
  return `${[t.newIssues(gate.failing.length), ...gate.failing.map((issue) => issueLine(issue, lang))].join("\n")}\n`;
}

function issueLine(issue: ResultIssue, lang: ReportLocale): string {
  const { ruleId, impact, help } = issue.finding;
  const first = issue.occurrences[0];
  const where = first ? ` — ${first.selector} ${gateMessages[lang].on} ${first.url}` : "";
  return `  - ${ruleId} [${impact ? labels[lang].impacts[impact] : "–"}]: ${help}${where}`;
}

/** Written whole or not at all: a half-written file would be read as a broken baseline. */
async function storeLastReport(path: string, json: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(json)}\n`);
  await rename(temporary, path);
}
