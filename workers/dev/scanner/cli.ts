/**
 * Command-line scanner: npm run scan -- [options] <url...>, or --site <url> for a whole site.
 * Scans pages with the local scanner (local Chromium) and prints a summary, JSON, EARL (JSON-LD), JUnit,
 * SARIF or a Markdown summary (the reporters are in workers/core/reporters, the CI gate in ci-gate.ts).
 * Exit codes: 0 no WCAG violations, 1 WCAG violations found (with --baseline: new ones), 2 usage error,
 * 3 a scan failed or a page was checked only in part (and no violations were found elsewhere): a page not
 * checked whole may hide violations, so a pipeline must not read it as clean.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { aggregateSite } from "#core/aggregate";
import {
  type Impact,
  impacts,
  type ReportLocale,
  reportLocales,
  type ScanErrorCode,
  type ScanLevel,
  type ScanOutcome,
  type SiteReport,
  scanLevels,
} from "#core/contract";
import { siteDocumentOf } from "#core/documents";
import { fetchPdfDocument, type PdfDocumentOutcome, pdfPath } from "#core/pdf/document";
import {
  csvOptionsFor,
  csvTexts,
  documentCsvOptions,
  siteReportsToCsv,
  siteReportToCsv,
} from "#core/reporters/csv";
import { earlReport, ruleOutcomes, withCompletedRules } from "#core/reporters/earl";
import { pageJson } from "#core/reporters/json";
import { resultsFromPages, resultsFromSite } from "#core/reporters/results";
import { labels, siteText, summaryText, toText } from "#core/reporters/text";
import {
  BaselineError,
  finishRun,
  gateMessages,
  loadBaseline,
  type ReportFormat,
  reportFormats,
  type Target,
} from "./ci-gate";
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
import { guardedFetch } from "./fetch";
import { germanPdfTexts, pdfHasViolations, pdfIncomplete, pdfJson, pdfLabels, pdfText } from "./pdf-output";
import {
  RemoteError,
  type RemoteReport,
  remoteMessages,
  remotePagesJson,
  remoteResults,
  remoteScan,
  serviceBase,
} from "./remote";
import { createLocalScanner, type LocalScanner, type LocalScannerOptions } from "./scanner";
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
  --format FORMAT      text | json | earl | junit | sarif | markdown | csv (Standard text; earl: EARL
                       in JSON-LD, wie die W3C ACT-Implementierungsberichte es lesen; junit und sarif für
                       CI-Systeme und GitHub Code Scanning; markdown: Zusammenfassung für Pull Requests;
                       csv: eine Zeile je Fundstelle, für Tabellen, wie der Export im Konto)
  --write FORMAT=DATEI einen weiteren Bericht in DATEI schreiben (mehrfach möglich)
  --baseline DATEI     nur mit neuen Problemen gegenüber DATEI scheitern, einem früheren Bericht mit
                       --format json; "last": der zuletzt gespeicherte Bericht desselben Ziels
                       (.klarsicht/ im Arbeitsverzeichnis)
  --fail-on SCHWERE    critical | serious | moderate | minor: nur Verstöße ab dieser Schwere zählen
                       (Standard minor: alle)
  --remote DIENST      im Klarsicht-Dienst prüfen statt im lokalen Chromium (z. B. https://klarsicht.de),
                       mit dem API-Token aus der Umgebungsvariablen KLARSICHT_TOKEN; dort als falscher
                       Alarm oder akzeptiert bewertete Probleme zählen nicht
  --lang SPRACHE       de | en: Sprache der Ausgabe und der Funde (Standard de)
  --concurrency N      gleichzeitig geprüfte Seiten, 1-8 (Standard 2)
  --allow-private      auch private und lokale Adressen prüfen (localhost, 10.x, 192.168.x, ...)
  --auth DATEI         angemeldet prüfen, mit dem Anmeldeprofil aus DATEI (docs/steps.md); mit --site
                       folgt die Prüfung keinen Abmelde- und Lösch-Links
  --flow DATEI         den Ablauf aus DATEI ausführen und die Seiten der Schritte mit "scan" prüfen
                       (mit --auth angemeldet); <URL> ist dann die Website, wenn die Datei keine nennt
  --help               diese Hilfe anzeigen

Exit-Codes: 0 keine WCAG-Verstöße, 1 Verstöße gefunden (mit --baseline: neue), 2 Aufruffehler, 3 eine Prüfung ist fehlgeschlagen
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
  --format FORMAT      text | json | earl | junit | sarif | markdown | csv (default text; earl: EARL
                       in JSON-LD as the W3C's ACT implementation reports read it; junit and sarif for CI
                       systems and GitHub code scanning; markdown: a summary for pull requests; csv: a
                       row per occurrence, for spreadsheets, as the account's export)
  --write FORMAT=FILE  also write a report in FORMAT to FILE (may be repeated)
  --baseline FILE      fail only on issues that are new against FILE, an earlier --format json
                       report; "last": the report stored by the last run on the same target
                       (.klarsicht/ in the working directory)
  --fail-on IMPACT     critical | serious | moderate | minor: count violations of this impact and above
                       (default minor: all)
  --remote SERVICE     scan in the Klarsicht service instead of the local Chromium (e.g.
                       https://klarsicht.de), with the API token in the environment variable
                       KLARSICHT_TOKEN; issues triaged there as false positive or accepted do not count
  --lang LANG          de | en: language of the output and the findings (default de)
  --concurrency N      pages scanned at the same time, 1-8 (default 2)
  --allow-private      also scan private and local addresses (localhost, 10.x, 192.168.x, ...)
  --auth FILE          scan signed in, with the login profile in FILE (docs/steps.md); with --site the
                       crawl follows no logout or delete links
  --flow FILE          run the flow in FILE and scan the pages of its steps that have "scan" (signed in
                       with --auth); <url> is then the site, unless the file names one
  --help               show this help

Exit codes: 0 no WCAG violations, 1 violations found (with --baseline: new ones), 2 usage error, 3 a scan failed or a page was
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
    writeForm: (value: string) => `--write erwartet FORMAT=DATEI, nicht "${value}"`,
    flowOutput:
      "--flow gibt Text oder JSON aus: --format text oder json, ohne --write, --baseline und --fail-on",
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
    writeForm: (value: string) => `--write takes FORMAT=FILE, not "${value}"`,
    flowOutput:
      "--flow writes text or JSON: --format text or json, without --write, --baseline and --fail-on",
  },
} as const;

type UsageMessages = (typeof usageMessages)[ReportLocale];

type CliOptions = {
  urls: string[];
  level: ScanLevel;
  format: ReportFormat;
  /** --write: further reports, each in its format to its file. */
  writes: [ReportFormat, string][];
  /** --baseline: a file, or "last". */
  baseline: string | undefined;
  failOn: Impact;
  lang: ReportLocale;
  concurrency: number;
  allowPrivate: boolean;
  /** Set with --site: the whole site of the one URL. */
  site: { maxPages: number; maxDepth: number } | null;
  /** --auth and --flow. */
  steps: StepFiles;
  /** --remote: the Klarsicht service's origin that scans instead of the local Chromium. */
  remote: string | null;
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
  const format = oneOf("--format", values.format, reportFormats);
  const writes = values.write.map((value): [ReportFormat, string] => {
    const separator = value.indexOf("=");
    if (separator < 1 || separator === value.length - 1) throw new UsageError((t) => t.writeForm(value));
    return [oneOf("--write", value.slice(0, separator), reportFormats), value.slice(separator + 1)];
  });
  if ((format === "earl" || writes.some(([written]) => written === "earl")) && values.site) {
    throw new UsageError((t) => t.earlNotSite);
  }
  const failOn = oneOf("--fail-on", values["fail-on"], impacts);
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
  // A flow's report is its steps' scans as text or JSON; the CI formats and the gate read pages and sites.
  const flowOutputs = ["text", "json"];
  const gated = values.write.length > 0 || values.baseline !== undefined || values["fail-on"] !== "minor";
  if (steps.flow && (!flowOutputs.includes(values.format) || gated))
    throw new UsageError((t) => t.flowOutput);

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
  const remote = values.remote === undefined ? null : remoteService(values, lang);
  return {
    urls,
    level,
    format,
    writes,
    baseline: values.baseline,
    failOn,
    lang,
    concurrency,
    allowPrivate: values["allow-private"],
    site: values.site ? { maxPages: maxPages ?? 100, maxDepth: maxDepth ?? 5 } : null,
    steps,
    remote,
  };
}

/** --remote's service address; the local scan's own flags do not go with it. */
function remoteService(values: ReturnType<typeof parse>["values"], lang: ReportLocale): string {
  const t = remoteMessages[lang];
  const local = [
    ["--auth", values.auth !== undefined],
    ["--flow", values.flow !== undefined],
    ["--allow-private", values["allow-private"]],
    ["--max-pages", values["max-pages"] !== undefined],
    ["--max-depth", values["max-depth"] !== undefined],
    ["--format earl", values.format === "earl"],
  ] as const;
  const given = local.find(([, set]) => set);
  if (given) throw new UsageError(() => t.notWith(given[0]));
  try {
    return serviceBase(values.remote as string);
  } catch (error) {
    if (error instanceof RemoteError) throw new UsageError(() => error.say(t));
    throw error;
  }
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
      write: { type: "string", multiple: true, default: [] },
      baseline: { type: "string" },
      "fail-on": { type: "string", default: "minor" },
      auth: { type: "string" },
      flow: { type: "string" },
      remote: { type: "string" },
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
      return {
        source: url,
        outcomes: outcome.ok ? [...withCompletedRules(ruleOutcomes(outcome.report)).values()] : [],
      };
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
    t.writeForm("x"),
    t.flowOutput,
  );
  const g = gateMessages.de;
  texts.push(g.baselineMissing("x"), g.baselineUnreadable("x", "EACCES"), g.noLastReport("x"));
  texts.push(...Object.values(g.baselineProblems).map((say) => say("x")), g.newIssues(2), g.noNewIssues(2));
  texts.push(g.cannotWrite("x", "EACCES"));
  const l = labels.de;
  texts.push(l.bestPractice, l.noViolations, l.privateHint, l.siteFailed, ...Object.values(l.errors));
  texts.push(l.siteSummary(2, 1, 2, 3), l.issueCounts(2, 3), l.violations(2), l.elements(2));
  texts.push(l.partial, l.partialDetail(1, 2, 1, 2), l.summary(3, 1, 1), l.failedPages, l.partialPages);
  texts.push(...germanPdfTexts());
  const r = remoteMessages.de;
  texts.push(r.noToken, r.notService("x"), r.notWith("--x"), r.refused(401, "x"), r.unreachable("x", "x"));
  texts.push(r.runFailed("x", "x"), r.tooLong("x", 60), r.started("x", "x"));
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

/** Where the CLI writes: the process's streams, or a test's buffers. */
export type CliOutput = {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
};

export { labels };

/** `cwd`: where --baseline, --write and the stored last reports (.klarsicht/) are resolved. */
export async function runCli(
  args: string[],
  output: CliOutput = process,
  cwd: string = process.cwd(),
  /** The engine's settings where a test needs others (a lower element cap); the defaults otherwise. */
  engine?: LocalScannerOptions["engine"],
): Promise<number> {
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

  const { urls, level, lang, concurrency, allowPrivate, site, steps } = options;
  const target: Target = { site: site !== null, urls, level };
  let baseline: ReadonlySet<string> | null;
  try {
    baseline = await loadBaseline(options.baseline, target, cwd, (say) =>
      output.stderr.write(`${say(gateMessages[lang])}\n`),
    );
  } catch (error) {
    if (!(error instanceof BaselineError)) throw error;
    output.stderr.write(`${error.say(gateMessages[lang])}\n`);
    return exitCodes.usage;
  }
  const finish = { ...options, baseline, target, cwd, version: klarsichtVersion() };
  if (options.remote !== null) return runRemote({ ...options, remote: options.remote }, finish, output);
  // PDF documents alone need no browser.
  if (site === null && !steps.flow && !steps.auth && urls.every(pdfPath)) {
    return runDocuments(options, finish, output);
  }
  let scanner: LocalScanner;
  try {
    scanner = await createLocalScanner({ policy: { allowPrivate }, concurrency, engine });
  } catch (error) {
    // Chromium missing or not starting: say so, as a failed scan.
    const detail = error instanceof Error ? error.message : String(error);
    output.stderr.write(`${usageMessages[lang].browser}: ${detail}\n`);
    return exitCodes.failed;
  }
  try {
    if (steps.flow) return await runFlowCommand(scanner, { ...options, flow: steps.flow }, output);
    const signedIn = steps.auth ? await signInFor(scanner, options, output) : null;
    if (signedIn === "failed") return exitCodes.failed;
    if (site !== null) {
      const siteOptions = { ...options, url: urls[0] as string, ...site, signedIn };
      return await runSite(scanner, siteOptions, finish, output);
    }
    return await runDocuments(options, finish, output, scanner, signedIn);
  } finally {
    await scanner.close();
  }
}

/**
 * --remote: each address scanned in the service (one site run with --site, else a page run each), the
 * reports read through the API and finished as a local scan's: the same formats, baseline and exit codes.
 */
async function runRemote(
  options: CliOptions & { remote: string },
  finish: Finish,
  output: CliOutput,
): Promise<number> {
  const { urls, level, lang, site } = options;
  const t = remoteMessages[lang];
  const token = process.env.KLARSICHT_TOKEN?.trim();
  if (!token) {
    output.stderr.write(`${t.noToken}\n`);
    return exitCodes.usage;
  }
  const remote = {
    base: options.remote,
    token,
    level,
    locale: lang,
    onStarted: (url: string, link: string) => output.stderr.write(`${t.started(url, link)}\n`),
  };
  let reports: RemoteReport[];
  try {
    reports = site
      ? [await remoteScan(urls[0] as string, "site", remote)]
      : await Promise.all(urls.map((url) => remoteScan(url, "page", remote)));
  } catch (error) {
    if (!(error instanceof RemoteError)) throw error;
    output.stderr.write(`${error.say(t)}\n`);
    return error.exitCode;
  }
  const results = remoteResults(reports, site ? "site" : "pages");
  const run = {
    results,
    json: site ? reports[0] : remotePagesJson(results),
    text: () => reports.map((report) => siteText(report, lang)).join("\n\n"),
    csv: () => {
      // The subscriber's triage, as the service keeps it, in words; an issue without a verdict is open.
      const words: Record<string, string> = csvTexts[lang].triage;
      const triage = new Map(
        reports.flatMap((report) =>
          report.issues.map((issue) => [issue.key, issue.triage?.state ?? "open"] as const),
        ),
      );
      const wordFor = (key: string) => {
        const state = triage.get(key) ?? "open";
        return Object.hasOwn(words, state) ? (words[state] as string) : state;
      };
      return siteReportsToCsv(reports, csvOptionsFor(lang, { triage: wordFor }));
    },
  };
  return await finishRun(run, { ...finish, textPrinted: false }, output);
}

type UrlOutcome =
  | { kind: "page"; outcome: ScanOutcome }
  | { kind: "pdf"; outcome: PdfDocumentOutcome & { ok: true } };

type Finish = Omit<Parameters<typeof finishRun>[1], "textPrinted">;

/**
 * One address: a PDF when its path ends in .pdf or the browser found no web page there (checked by
 * content type and first bytes), else a page scanned in the browser.
 */
async function scanUrl(
  url: string,
  options: CliOptions,
  scanner: LocalScanner | undefined,
  signedIn: SignedIn | null,
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
  const scan = signedIn?.scan ?? scanner.scan;
  const outcome = await scan(url, { level: options.level, locale: options.lang });
  if (!outcome.ok && outcome.error === "not_html") return (await asDocument()) ?? { kind: "page", outcome };
  return { kind: "page", outcome };
}

/**
 * The exit code with the PDF documents counted too: a WCAG violation in one fails the run, with a
 * baseline only one the baseline does not have.
 */
function withDocuments(
  code: number,
  documents: readonly PdfDocumentOutcome[],
  baseline: ReadonlySet<string> | null,
): number {
  if (code !== exitCodes.clean) return code;
  if (documents.some((document) => pdfHasViolations(document, baseline))) return exitCodes.violations;
  return documents.some(pdfIncomplete) ? exitCodes.failed : exitCodes.clean;
}

async function runDocuments(
  options: CliOptions,
  finish: Finish,
  output: CliOutput,
  scanner?: LocalScanner,
  signedIn: SignedIn | null = null,
): Promise<number> {
  const { urls, level, format, lang, allowPrivate } = options;
  // All addresses start at once (the scanner's pool limits the concurrency); results print in input order.
  const pending = urls.map((url) => scanUrl(url, options, scanner, signedIn));
  const mark = signedIn ? `\n  (${stepTexts[lang].signedIn})` : "";
  const results: UrlOutcome[] = [];
  const texts: string[] = [];
  for (const [index, url] of urls.entries()) {
    const result = await (pending[index] as Promise<UrlOutcome>);
    results.push(result);
    const text =
      result.kind === "pdf"
        ? pdfText(result.outcome, lang)
        : `${toText(url, result.outcome, lang, allowPrivate)}${mark}`;
    texts.push(text);
    if (format === "text") output.stdout.write(`${text}\n\n`);
  }
  const pageUrls = urls.filter((_, index) => results[index]?.kind === "page");
  const outcomes = results.flatMap((result) => (result.kind === "page" ? [result.outcome] : []));
  const documents = results.flatMap((result) => (result.kind === "pdf" ? [result.outcome] : []));
  const summaries = [
    ...(pageUrls.length > 0 ? [summaryText(pageUrls, outcomes, lang)] : []),
    ...(documents.length > 0 ? [pdfLabels[lang].summary(documents.length)] : []),
  ];
  if (format === "text") output.stdout.write(`${summaries.join("\n")}\n`);
  const refused = outcomes.some((outcome) => !outcome.ok && outcome.error === "blocked_target");
  if (format !== "text" && refused && !allowPrivate) output.stderr.write(`${labels[lang].privateHint}\n`);
  const run = {
    results: resultsFromPages(pageUrls, outcomes, { level, locale: lang }),
    json: results.map((result, index) =>
      result.kind === "pdf"
        ? pdfJson(result.outcome, lang)
        : { ...pageJson(urls[index] as string, result.outcome), ...(signedIn ? { signedIn: true } : {}) },
    ),
    text: () => [...texts, summaries.join("\n")].join("\n\n"),
    // EARL speaks of pages and their ACT rules; PDF documents are left out.
    earl: () => toEarl(pageUrls, outcomes),
    csv: () =>
      csvWithDocuments(
        aggregateSite({
          rootUrl: pageUrls[0] ?? "",
          level,
          locale: lang,
          pages: pageUrls.map((pageUrl, index) => ({
            url: pageUrl,
            depth: 0,
            outcome: outcomes[index] as ScanOutcome,
          })),
        }),
        documents,
        lang,
      ),
  };
  return withDocuments(
    await finishRun(run, { ...finish, textPrinted: true }, output),
    documents,
    finish.baseline,
  );
}

async function runSite(
  scanner: LocalScanner,
  options: CliOptions & { url: string; maxPages: number; maxDepth: number; signedIn: SignedIn | null },
  finish: Finish,
  output: CliOutput,
): Promise<number> {
  const { url, level, lang, format, concurrency, allowPrivate, maxPages, maxDepth, signedIn } = options;
  const t = labels[lang];
  const showProgress = format === "text" && output.stderr.isTTY;
  const fetch = guardedFetch({ allowPrivate });
  const crawler = signedIn ?? scanner;
  const { discovery, pages, documents } = await crawlSite(crawler, {
    ...(signedIn ? { skip: signedIn.skip } : {}),
    url,
    level,
    locale: lang,
    maxPages,
    maxDepth,
    concurrency,
    onPage: showProgress ? (done, found) => output.stderr.write(`\r${done}/${found}`) : undefined,
    checkDocument: (documentUrl) => fetchPdfDocument(documentUrl, fetch),
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
  const documentsJson = checked.map((document) =>
    document.ok
      ? pdfJson(document, lang)
      : { url: document.url, kind: "pdf", status: "failed", error: document.error },
  );
  // Every page of a signed-in crawl was reached signed in: the export says so, page by page.
  const exported = signedIn
    ? { ...report, signedIn: true, pages: report.pages.map((page) => ({ ...page, signedIn: true as const })) }
    : report;
  const mark = signedIn ? `\n  (${stepTexts[lang].signedIn})` : "";
  const run = {
    results: resultsFromSite(report),
    json: checked.length > 0 ? { ...exported, documents: documentsJson } : exported,
    text: () =>
      checked.length > 0
        ? `${siteText(report, lang)}${mark}\n\n${documentsText(checked, lang)}`
        : `${siteText(report, lang)}${mark}`,
    csv: () => csvWithDocuments(exported, checked, lang),
  };
  return withDocuments(
    await finishRun(run, { ...finish, textPrinted: false }, output),
    checked,
    finish.baseline,
  );
}

/**
 * The CSV the app's export writes: the pages' findings, then a row per issue of each PDF document and a
 * row for each document that could not be checked (whole), in the report's language.
 */
function csvWithDocuments(
  report: SiteReport,
  documents: readonly (PdfDocumentOutcome | { ok: false; url: string; error: ScanErrorCode })[],
  lang: ReportLocale,
): string {
  const errors: Record<ScanErrorCode, string> = labels[lang].errors;
  const errorText = (code: ScanErrorCode) => errors[code];
  return siteReportToCsv(
    documents.length > 0 ? { ...report, documents: documents.map(siteDocumentOf) } : report,
    csvOptionsFor(lang, { documents: documentCsvOptions(lang, errorText) }),
  );
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
      ...pageJson(scan.url, scan.outcome),
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

/** 1 for WCAG violations, else 3 when a page failed or was checked in part, else 0. */
function exitCodeFor(outcomes: readonly ScanOutcome[]): number {
  const hasViolations = outcomes.some(
    (outcome) => outcome.ok && outcome.report.violations.some((finding) => !finding.bestPractice),
  );
  if (hasViolations) return exitCodes.violations;
  const incomplete = outcomes.some((outcome) => !outcome.ok || outcome.report.partial !== undefined);
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
