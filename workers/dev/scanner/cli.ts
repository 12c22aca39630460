/**
 * Command-line scanner: npm run scan -- [options] <url...>, or --site <url> for a whole site.
 * Scans pages with the local scanner (local Chromium) and prints a summary, JSON or EARL (JSON-LD).
 * Exit codes: 0 no WCAG violations, 1 WCAG violations found, 2 usage error, 3 a scan failed or a page
 * was checked only in part (and no violations were found elsewhere): a page not checked whole may hide
 * violations, so a pipeline must not read it as clean.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { aggregateSite } from "#core/aggregate";
import {
  engineOf,
  type Finding,
  impacts,
  type PageReport,
  type PartialCoverage,
  type ReportLocale,
  reportLocales,
  type ScanErrorCode,
  type ScanLevel,
  type ScanOutcome,
  type SiteReport,
  scanLevels,
} from "#core/contract";
import { earlReport, ruleOutcomes } from "#core/earl";
import { fetchPdfDocument, type PdfDocumentOutcome, pdfPath } from "#core/pdf/document";
import { guardedFetch } from "./fetch";
import { germanPdfTexts, pdfHasViolations, pdfIncomplete, pdfJson, pdfLabels, pdfText } from "./pdf-output";
import { createLocalScanner, type LocalScanner } from "./scanner";
import { crawlSite } from "./site-crawl";

/** The help text, in the language of --lang (German unless --lang en). */
const usage: Record<ReportLocale, string> = {
  de: `Aufruf: npm run scan -- [Optionen] <URL...>
        npm run scan -- --site [--max-pages N] [--max-depth N] [Optionen] <URL>

Prüft Webseiten im lokalen Chromium auf Barrieren (axe-core, WCAG) und PDF-Dokumente nach PDF/UA-1
(eine URL, die auf .pdf endet oder ein PDF liefert).

Optionen:
  --site               die ganze Website von <URL> prüfen: ihre Sitemaps und die Links ihrer Seiten,
                       innerhalb ihres Ursprungs und soweit robots.txt es KlarsichtBot erlaubt, dazu die
                       verlinkten PDF-Dokumente der Website (höchstens so viele wie --max-pages)
  --max-pages N        mit --site: höchstens N Seiten, 1-10000 (Standard 100)
  --max-depth N        mit --site: höchstens N Link-Schritte von <URL> aus, 0-50 (Standard 5)
  --urls-file DATEI    URLs aus DATEI lesen, eine pro Zeile (# beginnt einen Kommentar)
  --level STUFE        A | AA | 2.2 | AAA (Standard AA: WCAG 2.1 AA, wie BFSG / EN 301 549)
  --format FORMAT      text | json | earl (Standard text; earl: EARL in JSON-LD, wie die W3C
                       ACT-Implementierungsberichte es lesen, je Seite und Regel ein Ergebnis)
  --lang SPRACHE       de | en: Sprache der Ausgabe und der Funde (Standard de)
  --concurrency N      gleichzeitig geprüfte Seiten, 1-8 (Standard 2)
  --allow-private      auch private und lokale Adressen prüfen (localhost, 10.x, 192.168.x, ...)
  --help               diese Hilfe anzeigen

Exit-Codes: 0 keine WCAG-Verstöße, 1 Verstöße gefunden, 2 Aufruffehler, 3 eine Prüfung ist fehlgeschlagen
oder eine Seite wurde nur teilweise geprüft (und sonst keine Verstöße gefunden).`,
  en: `Usage: npm run scan -- [options] <url...>
       npm run scan -- --site [--max-pages N] [--max-depth N] [options] <url>

Scans web pages for accessibility barriers (axe-core, WCAG) in the local Chromium, and PDF documents
against PDF/UA-1 (a URL that ends in .pdf or serves a PDF).

Options:
  --site               scan the whole site of <url>: its sitemaps and the links of its pages, within
                       its origin and what robots.txt allows for KlarsichtBot, and the site's linked PDF
                       documents (at most as many as --max-pages)
  --max-pages N        with --site: at most N pages, 1-10000 (default 100)
  --max-depth N        with --site: at most N link hops from <url>, 0-50 (default 5)
  --urls-file FILE     read URLs from FILE, one per line (# starts a comment)
  --level LEVEL        A | AA | 2.2 | AAA (default AA: WCAG 2.1 AA, as BFSG / EN 301 549)
  --format FORMAT      text | json | earl (default text; earl: EARL in JSON-LD as the W3C's ACT
                       implementation reports read it, one outcome per page and rule)
  --lang LANG          de | en: language of the output and the findings (default de)
  --concurrency N      pages scanned at the same time, 1-8 (default 2)
  --allow-private      also scan private and local addresses (localhost, 10.x, 192.168.x, ...)
  --help               show this help

Exit codes: 0 no WCAG violations, 1 violations found, 2 usage error, 3 a scan failed or a page was
checked only in part (and no violations were found elsewhere).`,
};

/** What the CLI says when it is called wrongly, in both languages. */
const usageMessages = {
  de: {
    unknownOption: (option: string) => `Unbekannte Option: ${option}`,
    missingValue: (option: string) => `Die Option ${option} braucht einen Wert`,
    oneOf: (flag: string, allowed: readonly string[], value: string) =>
      `${flag} muss eines von ${allowed.join(", ")} sein, nicht "${value}"`,
    wholeNumber: (flag: string, min: number, max: number, value: string) =>
      `${flag} muss eine ganze Zahl von ${min} bis ${max} sein, nicht "${value}"`,
    siteOnly: "--max-pages und --max-depth gelten nur mit --site",
    earlNotSite: "--format earl gibt Ergebnisse einzelner Seiten aus: Geben Sie die URLs an, nicht --site",
    siteNotUrlsFile: "--site prüft eine Website: Geben Sie ihre URL an, nicht --urls-file",
    noUrl: "Keine URL angegeben: Geben Sie eine oder mehrere URLs an, oder --urls-file DATEI",
    siteOneUrl: (count: number) => `--site prüft eine Website: Geben Sie eine URL an, nicht ${count}`,
    notUrl: (url: string) => `Keine URL: "${url}" (schreiben Sie sie mit http:// oder https://)`,
    cannotRead: (path: string, reason: string) => `--urls-file ${path} lässt sich nicht lesen: ${reason}`,
    browser: "Chromium ließ sich nicht starten",
  },
  en: {
    unknownOption: (option: string) => `Unknown option: ${option}`,
    missingValue: (option: string) => `The option ${option} needs a value`,
    oneOf: (flag: string, allowed: readonly string[], value: string) =>
      `${flag} must be one of ${allowed.join(", ")}, not "${value}"`,
    wholeNumber: (flag: string, min: number, max: number, value: string) =>
      `${flag} must be a whole number from ${min} to ${max}, not "${value}"`,
    siteOnly: "--max-pages and --max-depth only apply with --site",
    earlNotSite: "--format earl writes the results of single pages: pass their URLs, not --site",
    siteNotUrlsFile: "--site scans one site: pass its URL, not --urls-file",
    noUrl: "No URL given: pass one or more URLs, or --urls-file FILE",
    siteOneUrl: (count: number) => `--site scans one site: pass one URL, not ${count}`,
    notUrl: (url: string) => `Not a URL: "${url}" (write it with http:// or https://)`,
    cannotRead: (path: string, reason: string) => `Cannot read --urls-file ${path}: ${reason}`,
    browser: "Chromium could not be started",
  },
} as const;

type UsageMessages = (typeof usageMessages)[ReportLocale];

type Format = (typeof formats)[number];
const formats = ["text", "json", "earl"] as const;
type CliOptions = {
  urls: string[];
  level: ScanLevel;
  format: Format;
  lang: ReportLocale;
  concurrency: number;
  allowPrivate: boolean;
  /** Set with --site: the whole site of the one URL. */
  site: { maxPages: number; maxDepth: number } | null;
};

/** A wrong call; its message is written in the language asked for. */
class UsageError extends Error {
  constructor(readonly say: (messages: UsageMessages) => string) {
    super(say(usageMessages.en));
  }
}

/**
 * The language asked for with --lang, known before the rest is checked so that even a usage error is
 * reported in it. German unless "en" is asked for (an invalid value is then reported in German).
 */
export function requestedLanguage(args: readonly string[]): ReportLocale {
  let value: string | undefined;
  for (const [index, arg] of args.entries()) {
    if (arg === "--") break;
    if (arg === "--lang") value = args[index + 1];
    else if (arg.startsWith("--lang=")) value = arg.slice("--lang=".length);
  }
  return value === "en" ? "en" : "de";
}

/** parseArgs' own errors, which are English only, said again in words of ours. */
function parseArgsMessage(error: unknown): (messages: UsageMessages) => string {
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  if (option && code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return (t) => t.unknownOption(option);
  if (option && code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") return (t) => t.missingValue(option);
  return () => message;
}

const exitCodes = { clean: 0, violations: 1, usage: 2, failed: 3 } as const;

async function parseCommandLine(args: string[]): Promise<CliOptions | "help"> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError(parseArgsMessage(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";

  const level = oneOf("--level", values.level, scanLevels);
  const format = oneOf("--format", values.format, formats);
  if (format === "earl" && values.site) throw new UsageError((t) => t.earlNotSite);
  const lang = oneOf("--lang", values.lang, reportLocales);
  const concurrency = Number(values.concurrency);
  if (!/^\d+$/.test(values.concurrency) || concurrency < 1 || concurrency > 8) {
    throw new UsageError((t) => t.wholeNumber("--concurrency", 1, 8, values.concurrency));
  }

  const maxPages = wholeNumber("--max-pages", values["max-pages"], 1, 10_000);
  const maxDepth = wholeNumber("--max-depth", values["max-depth"], 0, 50);
  if (!values.site && (values["max-pages"] !== undefined || values["max-depth"] !== undefined)) {
    throw new UsageError((t) => t.siteOnly);
  }

  const urls = [...positionals];
  if (values["urls-file"] !== undefined) {
    if (values.site) throw new UsageError((t) => t.siteNotUrlsFile);
    urls.push(...(await readUrlsFile(values["urls-file"])));
  }
  if (urls.length === 0) throw new UsageError((t) => t.noUrl);
  if (values.site && urls.length > 1) {
    throw new UsageError((t) => t.siteOneUrl(urls.length));
  }
  for (const url of urls) {
    if (!URL.canParse(url)) throw new UsageError((t) => t.notUrl(url));
  }
  return {
    urls,
    level,
    format,
    lang,
    concurrency,
    allowPrivate: values["allow-private"],
    site: values.site ? { maxPages: maxPages ?? 100, maxDepth: maxDepth ?? 5 } : null,
  };
}

/** The flag's whole-number value within [min, max], or undefined when the flag was not given. */
function wholeNumber(flag: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new UsageError((t) => t.wholeNumber(flag, min, max, value));
  }
  return number;
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      "urls-file": { type: "string" },
      level: { type: "string", default: "AA" },
      format: { type: "string", default: "text" },
      lang: { type: "string", default: "de" },
      concurrency: { type: "string", default: "2" },
      "allow-private": { type: "boolean", default: false },
      site: { type: "boolean", default: false },
      "max-pages": { type: "string" },
      "max-depth": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) throw new UsageError((t) => t.oneOf(flag, allowed, value));
  return match;
}

async function readUrlsFile(path: string): Promise<string[]> {
  let content: string;
  try {
    content = await readFile(path, "utf8");
  } catch (error) {
    const reason = String((error as NodeJS.ErrnoException).code ?? error);
    throw new UsageError((t) => t.cannotRead(path, reason));
  }
  return (
    content
      .split(/\r?\n/)
      // "#" starts a comment at the start of a line or after a space; in a URL it is the fragment.
      .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
      .filter((line) => line !== "")
  );
}

/** One line of JSON output per page. */
type JsonResult = {
  url: string;
  status: "done" | "failed";
  error?: string;
  detail?: string;
} & Pick<
  PageReport,
  "counts" | "impacts" | "violations" | "incomplete" | "passes" | "inapplicable" | "partial"
>;

function toJson(url: string, outcome: ScanOutcome): JsonResult {
  if (outcome.ok) {
    const { counts, impacts, violations, incomplete, passes, inapplicable, partial } = outcome.report;
    return {
      url,
      status: "done",
      ...(partial ? { partial } : {}),
      counts,
      impacts,
      violations,
      incomplete,
      passes,
      inapplicable,
    };
  }
  return {
    url,
    status: "failed",
    error: outcome.error,
    ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
    counts: { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 },
    impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    violations: [],
    incomplete: [],
    passes: [],
    inapplicable: [],
  };
}

/**
 * The pages as EARL: each rule's outcome on each page it ran on. A page that could not be scanned is a
 * subject without assertions: nothing was measured there.
 */
function toEarl(urls: string[], outcomes: ScanOutcome[]) {
  const axeVersion = outcomes.find((outcome) => outcome.ok)?.report.axeVersion;
  return earlReport(
    {
      name: "Klarsicht",
      version: klarsichtVersion(),
      homepage: "https://klarsicht.de/",
      description: `axe-core${axeVersion ? ` ${axeVersion}` : ""} and Klarsicht's own checks`,
    },
    urls.map((url, index) => {
      const outcome = outcomes[index] as ScanOutcome;
      return { source: url, outcomes: outcome.ok ? [...ruleOutcomes(outcome.report).values()] : [] };
    }),
  );
}

/** The build scanned with: the commit of the working copy, when there is one. */
function klarsichtVersion(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "unversioned";
  }
}

export const labels = {
  de: {
    done: "geprüft",
    failed: "fehlgeschlagen",
    violations: (n: number) => (n === 1 ? "1 Verstoß" : `${n} Verstöße`),
    incomplete: "zu prüfen",
    passes: "bestanden",
    inapplicable: "nicht anwendbar",
    impacts: { critical: "kritisch", serious: "schwerwiegend", moderate: "mittel", minor: "gering" },
    byImpact: "nach Schweregrad",
    bestPractice: "Empfehlungen (über WCAG hinaus, keine WCAG-Verstöße)",
    elements: (n: number) => (n === 1 ? "1 Element" : `${n} Elemente`),
    engines: { "axe-core": "Prüfwerkzeug axe-core", klarsicht: "Prüfwerkzeug Klarsicht (eigene Prüfung)" },
    noViolations: "Keine WCAG-Verstöße gefunden.",
    privateHint: "Private und lokale Adressen werden nur mit --allow-private geprüft.",
    siteSummary: (scanned: number, failed: number, issues: number, occurrences: number) =>
      `${scanned} ${scanned === 1 ? "Seite" : "Seiten"} geprüft, ${failed} fehlgeschlagen, ` +
      `${issues} ${issues === 1 ? "Problem" : "Probleme"} (WCAG) mit ${occurrences} ${occurrences === 1 ? "Vorkommen" : "Vorkommen"}`,
    pages: "Seiten",
    issues: "Probleme",
    issueCounts: (pages: number, occurrences: number) =>
      `${pages} ${pages === 1 ? "Seite" : "Seiten"}, ${occurrences} Vorkommen`,
    siteFailed: "Die Website konnte nicht geprüft werden",
    partial: "teilweise geprüft",
    partialDetail: (checked: number, total: number, axe: number, own: number) =>
      [
        checked < total ? `die ersten ${checked} von ${total} Elementen` : "",
        axe > 0 ? `${axe} ${axe === 1 ? "Regel" : "Regeln"} von axe-core nicht geprüft` : "",
        own > 0 ? `${own} ${own === 1 ? "eigene Regel" : "eigene Regeln"} nicht geprüft` : "",
      ]
        .filter((part) => part !== "")
        .join(", "),
    summary: (scanned: number, failed: number, partial: number) =>
      `${scanned} ${scanned === 1 ? "Seite" : "Seiten"} geprüft, davon ${failed} fehlgeschlagen und ${partial} nur teilweise geprüft`,
    failedPages: "Fehlgeschlagen:",
    partialPages: "Nur teilweise geprüft (Barrieren im nicht geprüften Teil fehlen):",
    errors: {
      invalid_url: "keine Adresse, die ein Browser öffnen kann",
      blocked_target: "die Adresse oder ihr Ziel ist nicht öffentlich",
      dns_failed: "der Name des Servers ist unbekannt",
      unreachable: "der Server ist nicht erreichbar",
      timeout: "die Seite hat nicht rechtzeitig fertig geladen",
      http_error: "der Server hat mit einem Fehler geantwortet",
      not_html: "die Adresse ist keine Webseite",
      too_large: "die Seite ist zu groß",
      report_too_large: "die Seite hat mehr Funde, als ein Bericht fassen kann",
      site_report_too_large: "die Website hat mehr Funde, als ein Bericht fassen kann",
      browser_error: "der Browser ist abgestürzt",
      internal: "ein unerwarteter Fehler",
      unregistered_site: "die Adresse führt zu einer anderen Website",
    } satisfies Record<ScanErrorCode, string>,
  },
  en: {
    done: "scanned",
    failed: "failed",
    violations: (n: number) => (n === 1 ? "1 violation" : `${n} violations`),
    incomplete: "to review",
    passes: "passed",
    inapplicable: "not applicable",
    impacts: { critical: "critical", serious: "serious", moderate: "moderate", minor: "minor" },
    byImpact: "by impact",
    bestPractice: "Recommendations (best practice, not WCAG failures)",
    elements: (n: number) => (n === 1 ? "1 element" : `${n} elements`),
    engines: { "axe-core": "found by axe-core", klarsicht: "found by Klarsicht (own check)" },
    noViolations: "No WCAG violations found.",
    privateHint: "Private and local addresses are only scanned with --allow-private.",
    siteSummary: (scanned: number, failed: number, issues: number, occurrences: number) =>
      `${scanned} ${scanned === 1 ? "page" : "pages"} scanned, ${failed} failed, ` +
      `${issues} WCAG ${issues === 1 ? "issue" : "issues"} with ${occurrences} ${occurrences === 1 ? "occurrence" : "occurrences"}`,
    pages: "Pages",
    issues: "Issues",
    issueCounts: (pages: number, occurrences: number) =>
      `${pages} ${pages === 1 ? "page" : "pages"}, ${occurrences} ${occurrences === 1 ? "occurrence" : "occurrences"}`,
    siteFailed: "The site could not be scanned",
    partial: "checked in part",
    partialDetail: (checked: number, total: number, axe: number, own: number) =>
      [
        checked < total ? `its first ${checked} of ${total} elements` : "",
        axe > 0 ? `${axe} ${axe === 1 ? "rule" : "rules"} of axe-core not checked` : "",
        own > 0 ? `${own} own ${own === 1 ? "rule" : "rules"} not checked` : "",
      ]
        .filter((part) => part !== "")
        .join(", "),
    summary: (scanned: number, failed: number, partial: number) =>
      `${scanned} ${scanned === 1 ? "page" : "pages"} scanned, of them ${failed} failed and ${partial} checked only in part`,
    failedPages: "Failed:",
    partialPages: "Checked only in part (barriers in the part not checked are missing):",
    errors: {
      invalid_url: "not an address a browser can open",
      blocked_target: "the address, or where it leads, is not public",
      dns_failed: "the server's name is unknown",
      unreachable: "the server cannot be reached",
      timeout: "the page did not finish loading in time",
      http_error: "the server answered with an error",
      not_html: "the address is not a web page",
      too_large: "the page is too large",
      report_too_large: "the page has more findings than a report can hold",
      site_report_too_large: "the website has more findings than a report can hold",
      browser_error: "the browser crashed",
      internal: "an unexpected error",
      unregistered_site: "the address leads to another website",
    } satisfies Record<ScanErrorCode, string>,
  },
} as const;

/** Every German sentence the CLI writes, for the test that keeps them in the formal voice. */
export function germanCliTexts(): string[] {
  const texts: string[] = [usage.de];
  const t = usageMessages.de;
  texts.push(
    t.unknownOption("--x"),
    t.missingValue("--x"),
    t.oneOf("--x", ["a"], "b"),
    t.wholeNumber("--x", 1, 2, "3"),
    t.siteOnly,
    t.siteNotUrlsFile,
    t.noUrl,
    t.siteOneUrl(2),
    t.notUrl("x"),
    t.cannotRead("x", "ENOENT"),
    t.browser,
  );
  const l = labels.de;
  texts.push(l.bestPractice, l.noViolations, l.privateHint, l.siteFailed, ...Object.values(l.errors));
  texts.push(l.siteSummary(2, 1, 2, 3), l.issueCounts(2, 3), l.violations(2), l.elements(2));
  texts.push(l.partial, l.partialDetail(1, 2, 1, 2), l.summary(3, 1, 1), l.failedPages, l.partialPages);
  texts.push(...germanPdfTexts());
  return texts;
}

/** How many element selectors a violation shows before "…". */
const shownSelectors = 3;

function toText(url: string, outcome: ScanOutcome, lang: ReportLocale, allowPrivate: boolean): string {
  const t = labels[lang];
  if (!outcome.ok) {
    const lines = [
      `${url}`,
      `  ${t.failed}: ${outcome.error} – ${t.errors[outcome.error]}${outcome.detail ? ` (${outcome.detail})` : ""}`,
    ];
    if (outcome.error === "blocked_target" && !allowPrivate) lines.push(`  ${t.privateHint}`);
    return lines.join("\n");
  }
  const report = outcome.report;
  const wcagViolations = report.violations.filter((finding) => !finding.bestPractice);
  const advice = report.violations.filter((finding) => finding.bestPractice);
  const lines = [
    report.finalUrl === url ? url : `${url} → ${report.finalUrl}`,
    `  ${t.done}: ${t.violations(wcagViolations.length)}, ${report.counts.incomplete} ${t.incomplete}, ` +
      `${report.counts.passes} ${t.passes}, ${report.counts.inapplicable} ${t.inapplicable}`,
    `  ${t.byImpact}: ${impacts.map((impact) => `${t.impacts[impact]} ${report.impacts[impact]}`).join(", ")}`,
  ];
  if (report.partial) lines.push(`  ${t.partial}: ${partialDetail(report.partial, lang)}`);
  if (wcagViolations.length === 0) lines.push(`  ${t.noViolations}`);
  for (const finding of wcagViolations) lines.push(...findingLines(finding, lang));
  if (advice.length > 0) {
    lines.push(`  ${t.bestPractice}:`);
    for (const finding of advice) lines.push(...findingLines(finding, lang));
  }
  return lines.join("\n");
}

function findingLines(finding: Finding, lang: ReportLocale): string[] {
  const t = labels[lang];
  const impact = finding.impact ? t.impacts[finding.impact] : "–";
  const criteria = finding.wcag.length > 0 ? ` WCAG ${finding.wcag.join(", ")}` : "";
  const selectors = finding.nodes.slice(0, shownSelectors).map((node) => node.selector);
  const more = finding.nodes.length > shownSelectors ? ", …" : "";
  return [
    `  - ${finding.ruleId} [${impact}]${criteria}: ${finding.help}`,
    `      ${t.elements(finding.nodes.length)}: ${selectors.join(", ")}${more} · ${t.engines[engineOf(finding)]}`,
  ];
}

function partialDetail(partial: PartialCoverage, lang: ReportLocale): string {
  const { elementsChecked, elementsTotal, notRun } = partial;
  return labels[lang].partialDetail(
    elementsChecked,
    elementsTotal,
    notRun?.axe.length ?? 0,
    notRun?.klarsicht.length ?? 0,
  );
}

/** The closing lines of a text report of several pages: how many failed or were checked in part, and which. */
function summaryText(urls: string[], outcomes: ScanOutcome[], lang: ReportLocale): string {
  const t = labels[lang];
  const failed = urls.flatMap((url, index) => {
    const outcome = outcomes[index];
    return outcome && !outcome.ok ? [`  ${url}  ${outcome.error} – ${t.errors[outcome.error]}`] : [];
  });
  const partial = urls.flatMap((url, index) => {
    const outcome = outcomes[index];
    return outcome?.ok && outcome.report.partial
      ? [`  ${url}  ${partialDetail(outcome.report.partial, lang)}`]
      : [];
  });
  const lines = [t.summary(urls.length, failed.length, partial.length)];
  if (failed.length > 0) lines.push(t.failedPages, ...failed);
  if (partial.length > 0) lines.push(t.partialPages, ...partial);
  return lines.join("\n");
}

/**
 * Violations anywhere: 1. Otherwise a failed scan or a page checked only in part, whose unchecked rest
 * may hide violations: 3. Only pages all checked and clean: 0.
 */
function exitCodeFor(outcomes: ScanOutcome[]): number {
  const hasViolations = outcomes.some(
    (outcome) => outcome.ok && outcome.report.violations.some((finding) => !finding.bestPractice),
  );
  if (hasViolations) return exitCodes.violations;
  const incomplete = outcomes.some((outcome) => !outcome.ok || outcome.report.partial !== undefined);
  return incomplete ? exitCodes.failed : exitCodes.clean;
}

/** Where the CLI writes: the process's streams, or a test's buffers. */
export type CliOutput = {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
};

export async function runCli(args: string[], output: CliOutput = process): Promise<number> {
  const language = requestedLanguage(args);
  let options: CliOptions | "help";
  try {
    options = await parseCommandLine(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.stderr.write(`${error.say(usageMessages[language])}\n\n${usage[language]}\n`);
    return exitCodes.usage;
  }
  if (options === "help") {
    output.stdout.write(`${usage[language]}\n`);
    return exitCodes.clean;
  }

  const { urls, lang, concurrency, allowPrivate, site } = options;
  if (site === null && urls.every(pdfPath)) return runDocuments(options, output);
  let scanner: LocalScanner;
  try {
    scanner = await createLocalScanner({ policy: { allowPrivate }, concurrency });
  } catch (error) {
    // Chromium missing or not starting: say so, as a failed scan.
    const detail = error instanceof Error ? error.message : String(error);
    output.stderr.write(`${usageMessages[lang].browser}: ${detail}\n`);
    return exitCodes.failed;
  }
  if (site !== null) {
    try {
      return await runSite(scanner, { ...options, url: urls[0] as string, ...site }, output);
    } finally {
      await scanner.close();
    }
  }
  try {
    return await runDocuments(options, output, scanner);
  } finally {
    await scanner.close();
  }
}

type UrlOutcome =
  | { kind: "page"; outcome: ScanOutcome }
  | { kind: "pdf"; outcome: PdfDocumentOutcome & { ok: true } };

/**
 * One address: a PDF when its path ends in .pdf or the browser found no web page there (checked by
 * content type and first bytes), else a page scanned in the browser.
 */
async function scanUrl(
  url: string,
  options: CliOptions,
  scanner: LocalScanner | undefined,
): Promise<UrlOutcome> {
  const fetch = guardedFetch({ allowPrivate: options.allowPrivate });
  const asDocument = async (): Promise<UrlOutcome | undefined> => {
    const document = await fetchPdfDocument(url, fetch);
    if (document.ok) return { kind: "pdf", outcome: document };
    return "notPdf" in document ? undefined : { kind: "page", outcome: { ok: false, error: document.error } };
  };
  if (pdfPath(url)) {
    const document = await asDocument();
    if (document) return document;
  }
  if (!scanner) return { kind: "page", outcome: { ok: false, error: "not_html" } };
  const outcome = await scanner.scan(url, { level: options.level, locale: options.lang });
  if (!outcome.ok && outcome.error === "not_html") return (await asDocument()) ?? { kind: "page", outcome };
  return { kind: "page", outcome };
}

async function runDocuments(options: CliOptions, output: CliOutput, scanner?: LocalScanner): Promise<number> {
  const { urls, format, lang, allowPrivate } = options;
  // All addresses start at once (the scanner's pool limits the concurrency); results print in input order.
  const pending = urls.map((url) => scanUrl(url, options, scanner));
  const results: UrlOutcome[] = [];
  for (const [index, url] of urls.entries()) {
    const result = await (pending[index] as Promise<UrlOutcome>);
    results.push(result);
    if (format !== "text") continue;
    const text =
      result.kind === "pdf" ? pdfText(result.outcome, lang) : toText(url, result.outcome, lang, allowPrivate);
    output.stdout.write(`${text}\n\n`);
  }
  const pageUrls = urls.filter((_, index) => results[index]?.kind === "page");
  const outcomes = results.flatMap((result) => (result.kind === "page" ? [result.outcome] : []));
  const documents = results.flatMap((result) => (result.kind === "pdf" ? [result.outcome] : []));
  if (format === "text") {
    if (pageUrls.length > 0) output.stdout.write(`${summaryText(pageUrls, outcomes, lang)}\n`);
    if (documents.length > 0) output.stdout.write(`${pdfLabels[lang].summary(documents.length)}\n`);
  }
  if (format === "earl") {
    // EARL here speaks of pages and their ACT rules; PDF documents are left out.
    output.stdout.write(`${JSON.stringify(toEarl(pageUrls, outcomes), null, 2)}\n`);
  }
  if (format === "json") {
    const json = results.map((result, index) =>
      result.kind === "pdf" ? pdfJson(result.outcome, lang) : toJson(urls[index] as string, result.outcome),
    );
    output.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    const refused = outcomes.some((outcome) => !outcome.ok && outcome.error === "blocked_target");
    if (refused && !allowPrivate) output.stderr.write(`${labels[lang].privateHint}\n`);
  }
  if (documents.some(pdfHasViolations)) return exitCodes.violations;
  const pages = exitCodeFor(outcomes);
  if (pages !== exitCodes.clean) return pages;
  return documents.some(pdfIncomplete) ? exitCodes.failed : exitCodes.clean;
}

async function runSite(
  scanner: LocalScanner,
  options: CliOptions & { url: string; maxPages: number; maxDepth: number },
  output: CliOutput,
): Promise<number> {
  const { url, level, lang, format, concurrency, allowPrivate, maxPages, maxDepth } = options;
  const t = labels[lang];
  const showProgress = format === "text" && output.stderr.isTTY;
  const fetch = guardedFetch({ allowPrivate });
  const { discovery, pages, documents } = await crawlSite(scanner, {
    url,
    level,
    locale: lang,
    maxPages,
    maxDepth,
    concurrency,
    checkDocument: (documentUrl) => fetchPdfDocument(documentUrl, fetch),
    onPage: showProgress ? (done, found) => output.stderr.write(`\r${done}/${found}`) : undefined,
  });
  if (showProgress) output.stderr.write("\r\x1b[K");
  if ("error" in discovery) {
    const hint = discovery.error === "blocked_target" && !allowPrivate ? `\n${t.privateHint}` : "";
    if (format === "json") {
      output.stdout.write(`${JSON.stringify({ url, status: "failed", error: discovery.error }, null, 2)}\n`);
      if (hint) output.stderr.write(`${t.privateHint}\n`);
    } else {
      output.stdout.write(
        `${url}\n  ${t.siteFailed}: ${discovery.error} – ${t.errors[discovery.error]}${hint}\n`,
      );
    }
    return exitCodes.failed;
  }
  const report = aggregateSite({ rootUrl: discovery.rootUrl, level, locale: lang, pages });
  // The linked PDF documents that turned out to be PDFs; a link named .pdf that serves a page is left out.
  const checked = documents.flatMap((document) => (document.ok || !("notPdf" in document) ? [document] : []));
  if (format === "json") {
    const json = checked.map((document) =>
      document.ok
        ? pdfJson(document, lang)
        : { url: document.url, kind: "pdf", status: "failed", error: document.error },
    );
    output.stdout.write(`${JSON.stringify({ ...report, documents: json }, null, 2)}\n`);
  } else {
    output.stdout.write(`${siteText(report, lang)}\n`);
    if (checked.length > 0) output.stdout.write(`\n${documentsText(checked, lang)}\n`);
  }
  if (report.totals.issues > 0 || checked.some(pdfHasViolations)) return exitCodes.violations;
  const incomplete =
    report.totals.pagesFailed > 0 ||
    report.pages.some((page) => page.partial !== undefined) ||
    checked.some(pdfIncomplete);
  return incomplete ? exitCodes.failed : exitCodes.clean;
}

/** The site's PDF documents after its pages: each document's block, or why it could not be checked. */
function documentsText(documents: PdfDocumentOutcome[], lang: ReportLocale): string {
  const t = labels[lang];
  const blocks = documents.map((document) => {
    if (document.ok) return pdfText(document, lang);
    const error = "error" in document ? document.error : "not_html";
    return `${document.url}\n  ${t.failed}: ${error} – ${t.errors[error]}`;
  });
  return [`${pdfLabels[lang].documents}:`, ...blocks, pdfLabels[lang].summary(documents.length)].join("\n\n");
}

function siteText(report: SiteReport, lang: ReportLocale): string {
  const t = labels[lang];
  const { pagesScanned, pagesFailed, issues, occurrences } = report.totals;
  const lines = [
    report.rootUrl,
    `  ${t.siteSummary(pagesScanned, pagesFailed, issues, occurrences)}`,
    "",
    `${t.pages}:`,
  ];
  for (const page of report.pages) {
    const state = page.status === "done" ? t.violations(page.violationCount) : `${t.failed}: ${page.error}`;
    const partial = page.partial ? ` (${t.partial}: ${partialDetail(page.partial, lang)})` : "";
    lines.push(`  ${page.url}  ${state}${partial}`);
  }
  const wcagIssues = report.issues.filter((issue) => issue.category === "violations" && !issue.bestPractice);
  lines.push("", `${t.issues}:`);
  if (wcagIssues.length === 0) lines.push(`  ${t.noViolations}`);
  for (const issue of wcagIssues) {
    const impact = issue.impact ? t.impacts[issue.impact] : "–";
    const criteria = issue.wcag.length > 0 ? ` WCAG ${issue.wcag.join(", ")}` : "";
    lines.push(
      `  - ${issue.ruleId} [${impact}]${criteria}: ${issue.help}`,
      `      ${issue.pattern} — ${t.issueCounts(issue.pageCount, issue.occurrenceCount)} · ${t.engines[engineOf(issue)]}`,
    );
  }
  return lines.join("\n");
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = exitCodes.failed;
    },
  );
}
