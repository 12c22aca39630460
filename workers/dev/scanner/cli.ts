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
import {
  failureText,
  flowSite,
  readStepFiles,
  runCliFlow,
  type StepFiles,
  savePicture,
  signedInScanner,
  stepTexts,
} from "./cli-steps";
import { createLocalScanner, type LocalScanner } from "./scanner";
import { crawlSite } from "./site-crawl";

/** The help text, in the language of --lang (German unless --lang en). */
const usage: Record<ReportLocale, string> = {
  de: `Aufruf: npm run scan -- [Optionen] <URL...>
        npm run scan -- --site [--max-pages N] [--max-depth N] [Optionen] <URL>

Prüft Webseiten im lokalen Chromium auf Barrieren (axe-core, WCAG).

Optionen:
  --site               die ganze Website von <URL> prüfen: ihre Sitemaps und die Links ihrer Seiten,
                       innerhalb ihres Ursprungs und soweit robots.txt es KlarsichtBot erlaubt
  --max-pages N        mit --site: höchstens N Seiten, 1-10000 (Standard 100)
  --max-depth N        mit --site: höchstens N Link-Schritte von <URL> aus, 0-50 (Standard 5)
  --urls-file DATEI    URLs aus DATEI lesen, eine pro Zeile (# beginnt einen Kommentar)
  --level STUFE        A | AA | 2.2 | AAA (Standard AA: WCAG 2.1 AA, wie BFSG / EN 301 549)
  --format FORMAT      text | json | earl (Standard text; earl: EARL in JSON-LD, wie die W3C
                       ACT-Implementierungsberichte es lesen, je Seite und Regel ein Ergebnis)
  --lang SPRACHE       de | en: Sprache der Ausgabe und der Funde (Standard de)
  --concurrency N      gleichzeitig geprüfte Seiten, 1-8 (Standard 2)
  --allow-private      auch private und lokale Adressen prüfen (localhost, 10.x, 192.168.x, ...)
  --auth DATEI         angemeldet prüfen, mit dem Anmeldeprofil aus DATEI (docs/steps.md); mit --site
                       folgt die Prüfung keinen Abmelde- und Lösch-Links
  --flow DATEI         den Ablauf aus DATEI ausführen und die Seiten der Schritte mit "scan" prüfen
                       (mit --auth angemeldet); <URL> ist dann die Website, wenn die Datei keine nennt
  --help               diese Hilfe anzeigen

Exit-Codes: 0 keine WCAG-Verstöße, 1 Verstöße gefunden, 2 Aufruffehler, 3 eine Prüfung ist fehlgeschlagen
oder eine Seite wurde nur teilweise geprüft (und sonst keine Verstöße gefunden).`,
  en: `Usage: npm run scan -- [options] <url...>
       npm run scan -- --site [--max-pages N] [--max-depth N] [options] <url>

Scans web pages for accessibility barriers (axe-core, WCAG) in the local Chromium.

Options:
  --site               scan the whole site of <url>: its sitemaps and the links of its pages, within
                       its origin and what robots.txt allows for KlarsichtBot
  --max-pages N        with --site: at most N pages, 1-10000 (default 100)
  --max-depth N        with --site: at most N link hops from <url>, 0-50 (default 5)
  --urls-file FILE     read URLs from FILE, one per line (# starts a comment)
  --level LEVEL        A | AA | 2.2 | AAA (default AA: WCAG 2.1 AA, as BFSG / EN 301 549)
  --format FORMAT      text | json | earl (default text; earl: EARL in JSON-LD as the W3C's ACT
                       implementation reports read it, one outcome per page and rule)
  --lang LANG          de | en: language of the output and the findings (default de)
  --concurrency N      pages scanned at the same time, 1-8 (default 2)
  --allow-private      also scan private and local addresses (localhost, 10.x, 192.168.x, ...)
  --auth FILE          scan signed in, with the login profile in FILE (docs/steps.md); with --site the
                       crawl follows no logout or delete links
  --flow FILE          run the flow in FILE and scan the pages of its steps that have "scan" (signed in
                       with --auth); <url> is then the site, unless the file names one
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
  /** --auth and --flow. */
  steps: StepFiles;
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

  const steps = await readStepFiles({ auth: values.auth, flow: values.flow }, lang);
  if ("error" in steps) throw new UsageError(() => steps.error);
  if (steps.flow && (values.site || values["urls-file"] !== undefined || positionals.length > 1)) {
    throw new UsageError(() => stepTexts[lang].flowNotSite);
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
  if (urls.length === 0 && !steps.flow) throw new UsageError((t) => t.noUrl);
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
    steps,
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
      auth: { type: "string" },
      flow: { type: "string" },
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
  const s = stepTexts.de;
  texts.push(
    s.cannotRead("--x", "x", "ENOENT"),
    s.invalidFile("--x", "x"),
    s.noSite,
    s.flowNotSite,
    s.signedIn,
  );
  texts.push(s.flowDone(2, 1), s.picture("x"), s.loginFailed, ...Object.values(s.failures));
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

  const { urls, level, format, lang, concurrency, allowPrivate, site, steps } = options;
  let scanner: LocalScanner;
  try {
    scanner = await createLocalScanner({ policy: { allowPrivate }, concurrency });
  } catch (error) {
    // Chromium missing or not starting: say so, as a failed scan.
    const detail = error instanceof Error ? error.message : String(error);
    output.stderr.write(`${usageMessages[lang].browser}: ${detail}\n`);
    return exitCodes.failed;
  }
  if (steps.flow) {
    try {
      return await runFlowCommand(scanner, { ...options, flow: steps.flow }, output);
    } finally {
      await scanner.close();
    }
  }
  const signedIn = steps.auth ? await signInFor(scanner, options, output) : null;
  if (signedIn === "failed") {
    await scanner.close();
    return exitCodes.failed;
  }
  if (site !== null) {
    try {
      return await runSite(scanner, { ...options, url: urls[0] as string, ...site, signedIn }, output);
    } finally {
      await scanner.close();
    }
  }
  try {
    // All pages start at once (the scanner's pool limits the concurrency); results print in input order.
    const scan = signedIn?.scan ?? scanner.scan;
    const pending = urls.map((url) => scan(url, { level, locale: lang }));
    const outcomes: ScanOutcome[] = [];
    for (const [index, url] of urls.entries()) {
      const outcome = await (pending[index] as Promise<ScanOutcome>);
      outcomes.push(outcome);
      if (format === "text") {
        const mark = signedIn ? `\n  (${stepTexts[lang].signedIn})` : "";
        output.stdout.write(`${toText(url, outcome, lang, allowPrivate)}${mark}\n\n`);
      }
    }
    if (format === "text") output.stdout.write(`${summaryText(urls, outcomes, lang)}\n`);
    if (format === "earl") {
      output.stdout.write(`${JSON.stringify(toEarl(urls, outcomes), null, 2)}\n`);
    }
    if (format === "json") {
      const results = urls.map((url, index) => ({
        ...toJson(url, outcomes[index] as ScanOutcome),
        ...(signedIn ? { signedIn: true } : {}),
      }));
      output.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
      const refused = outcomes.some((outcome) => !outcome.ok && outcome.error === "blocked_target");
      if (refused && !allowPrivate) output.stderr.write(`${labels[lang].privateHint}\n`);
    }
    return exitCodeFor(outcomes);
  } finally {
    await scanner.close();
  }
}

async function runSite(
  scanner: LocalScanner,
  options: CliOptions & { url: string; maxPages: number; maxDepth: number; signedIn: SignedIn | null },
  output: CliOutput,
): Promise<number> {
  const { url, level, lang, format, concurrency, allowPrivate, maxPages, maxDepth, signedIn } = options;
  const t = labels[lang];
  const showProgress = format === "text" && output.stderr.isTTY;
  const crawler = signedIn ?? scanner;
  const { discovery, pages } = await crawlSite(crawler, {
    ...(signedIn ? { skip: signedIn.skip } : {}),
    url,
    level,
    locale: lang,
    maxPages,
    maxDepth,
    concurrency,
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
  // Every page of a signed-in crawl was reached signed in: the export says so, page by page.
  const exported = signedIn
    ? { ...report, signedIn: true, pages: report.pages.map((page) => ({ ...page, signedIn: true })) }
    : report;
  const mark = signedIn ? `\n  (${stepTexts[lang].signedIn})` : "";
  output.stdout.write(
    format === "json" ? `${JSON.stringify(exported, null, 2)}\n` : `${siteText(report, lang)}${mark}\n`,
  );
  if (report.totals.issues > 0) return exitCodes.violations;
  const incomplete = report.totals.pagesFailed > 0 || report.pages.some((page) => page.partial !== undefined);
  return incomplete ? exitCodes.failed : exitCodes.clean;
}

type SignedIn = Extract<Awaited<ReturnType<typeof signedInScanner>>, { ok: true }>;

/** Signs in with --auth for the scans that follow; says why not when it fails. */
async function signInFor(
  scanner: LocalScanner,
  { urls, level, lang, steps }: CliOptions,
  output: CliOutput,
): Promise<SignedIn | "failed"> {
  const auth = steps.auth as NonNullable<StepFiles["auth"]>;
  const site = new URL(auth.site ?? (urls[0] as string)).origin;
  const signedIn = await signedInScanner(scanner, site, auth, { level, locale: lang });
  if (signedIn.ok) return signedIn;
  const lines = [stepTexts[lang].loginFailed, ...(await failureText(signedIn.failure, lang))];
  output.stderr.write(`${lines.join("\n")}\n`);
  return "failed";
}

/**
 * --flow: the flow's steps, signed in with --auth, and a scan of each step that names one. Exit codes
 * as for pages; a failed step or sign-in is a failed scan (3) unless violations were found before it.
 */
async function runFlowCommand(
  scanner: LocalScanner,
  options: CliOptions & { flow: NonNullable<StepFiles["flow"]> },
  output: CliOutput,
): Promise<number> {
  const { flow, steps, urls, level, lang, format, allowPrivate } = options;
  const site = flowSite(flow, steps.auth, urls[0]);
  if (site === undefined) {
    output.stderr.write(`${stepTexts[lang].noSite}\n`);
    return exitCodes.usage;
  }
  const result = await runCliFlow(scanner, site, { flow, auth: steps.auth }, { level, locale: lang });
  const outcomes = result.scans.map((scan) => scan.outcome);
  if (format === "json") {
    const scans = result.scans.map((scan) => ({
      name: scan.name,
      step: scan.step,
      ...toJson(scan.url, scan.outcome),
      ...(result.signedIn ? { signedIn: true } : {}),
    }));
    const { screenshot: _inFile, ...failure } = result.failure ?? {};
    const picture = result.failure ? await savePicture(result.failure) : undefined;
    output.stdout.write(
      `${JSON.stringify({ flow: result.name, ok: result.ok, signedIn: result.signedIn, relogins: result.relogins, scans, ...(result.failure ? { failure: { ...failure, ...(picture ? { picture } : {}) } } : {}) }, null, 2)}\n`,
    );
  } else {
    const t = stepTexts[lang];
    const lines = [t.flow(result.name), ""];
    for (const scan of result.scans) {
      lines.push(`${scan.name} (${t.step(scan.step)})`, toText(scan.url, scan.outcome, lang, allowPrivate));
      if (result.signedIn) lines.push(`  (${t.signedIn})`);
      lines.push("");
    }
    if (result.failure) lines.push(...(await failureText(result.failure, lang)));
    else lines.push(t.flowDone(result.scans.length, result.relogins));
    output.stdout.write(`${lines.join("\n")}\n`);
  }
  const code = exitCodeFor(outcomes);
  return result.failure && code !== exitCodes.violations ? exitCodes.failed : code;
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
