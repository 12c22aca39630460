/**
 * A site report's findings as CSV for spreadsheets: one row per occurrence (an element on a page), so
 * that a team can filter, sort and assign them. The app's export and the command-line scanner's
 * `--format csv` write it; its column heads and words are here, in German and English.
 *
 * Cells hold page content (markup, selectors, texts), which is untrusted: beyond RFC 4180 quoting,
 * cells that a spreadsheet would read as a formula are defused with a leading apostrophe.
 */
import {
  engineOf,
  type FindingEngine,
  flowStepLabel,
  type Impact,
  type ReportLocale,
  type SiteDocument,
  type SiteDocumentIssue,
  type SiteIssue,
  type SiteReport,
} from "../contract";
import { pdfCheckpointById } from "../pdf/checkpoints";
import { pdfDocumentTexts, pdfStopReasonText } from "../pdf/texts";
import { type BfsgRelevance, bfsgRelevance, type IssueGroup, issueGroupOf } from "../wcag";

export const csvColumns = [
  "pageUrl",
  "ruleId",
  "engine",
  "category",
  "impact",
  "wcag",
  "en301549",
  "bfsg",
  "help",
  "selector",
  "html",
  "failureSummary",
  "helpUrl",
  "issueKey",
  "change",
  "triage",
  // Last, so that the columns before keep their places in existing spreadsheets.
  "flowStep",
  "signedIn",
] as const;
export type CsvColumn = (typeof csvColumns)[number];

export type CsvOptions = {
  /** "," for English spreadsheets, ";" for German Excel (where "," is the decimal separator). */
  delimiter: "," | ";";
  /** The header row, in the report's language. */
  headers: Record<CsvColumn, string>;
  /** BFSG relevance of a WCAG criterion, in the report's language. */
  relevance: (criterion: string) => string;
  /** Each issue's triage state, as a word, by issue key; without it the column stays empty. */
  triage?: (issueKey: string) => string;
  /**
   * Words for the coded columns in the report's language; without them the codes are written. Best
   * practices have a category of their own: they are no WCAG violations (decision 029).
   */
  values?: {
    category: Record<IssueGroup, string>;
    impact: Record<Impact, string>;
    change: Record<NonNullable<SiteIssue["change"]>, string>;
    engine: Record<FindingEngine, string>;
    /** Said of a page scanned signed in. */
    signedIn: string;
  };
  /**
   * The linked documents' rows (decision 042), after the pages': one per document issue, one per document
   * that could not be checked. The texts of each check and why a document failed, in the report's language.
   */
  documents?: {
    engine: string;
    issue: (issue: SiteDocumentIssue) => {
      title: string;
      fix: string;
      impact: Impact;
      wcag: readonly string[];
      en301549: readonly string[];
    };
    /** Why the document could not be checked, or was checked in part; null when it was checked whole. */
    reason: (document: SiteDocument) => string | null;
    /** "Matterhorn 01-005, page 1, 2": where in the document. */
    place: (issue: SiteDocumentIssue) => string;
  };
};

type CsvTexts = {
  headers: Record<CsvColumn, string>;
  values: NonNullable<CsvOptions["values"]>;
  relevance: Record<BfsgRelevance, string>;
  /** An issue's state under its owner's triage (the API's words for it are the keys). */
  triage: Record<"open" | "false_positive" | "accepted" | "fixed" | "regression", string>;
};

/** The column heads and the words of the coded columns, in each report language. */
export const csvTexts: Record<ReportLocale, CsvTexts> = {
  de: {
    headers: {
      pageUrl: "Seite",
      flowStep: "Ablaufschritt",
      signedIn: "Angemeldet",
      ruleId: "Regel",
      engine: "Prüfwerkzeug",
      category: "Kategorie",
      impact: "Auswirkung",
      wcag: "WCAG-Erfolgskriterien",
      en301549: "EN 301 549",
      bfsg: "BFSG-Relevanz",
      help: "Problem",
      selector: "Selektor",
      html: "HTML-Ausschnitt",
      failureSummary: "Was zu beheben ist",
      helpUrl: "Weitere Informationen",
      issueKey: "Problem-Schlüssel",
      change: "Veränderung",
      triage: "Triage",
    },
    values: {
      category: {
        wcag: "WCAG-Verstöße",
        bestPractice: "Empfehlungen (über WCAG hinaus)",
        review: "Manuell zu prüfen",
      },
      impact: { critical: "Kritisch", serious: "Schwerwiegend", moderate: "Mittel", minor: "Gering" },
      change: { new: "Neu", unchanged: "Unverändert" },
      engine: { "axe-core": "axe-core", klarsicht: "Klarsicht (eigene Prüfung)" },
      signedIn: "angemeldet",
    },
    relevance: {
      required: "Vom BFSG gefordert (EN 301 549)",
      recommended: "Empfohlen (WCAG 2.2)",
      beyond: "Über das gesetzliche Minimum hinaus (AAA)",
    },
    triage: {
      open: "Offen",
      false_positive: "Fehlalarm",
      accepted: "Akzeptiert",
      fixed: "Behoben, wartet auf neuen Scan",
      regression: "Wieder aufgetreten",
    },
  },
  en: {
    headers: {
      pageUrl: "Page",
      flowStep: "Flow step",
      signedIn: "Signed in",
      ruleId: "Rule",
      engine: "Found by",
      category: "Category",
      impact: "Impact",
      wcag: "WCAG success criteria",
      en301549: "EN 301 549",
      bfsg: "BFSG relevance",
      help: "Issue",
      selector: "Selector",
      html: "HTML snippet",
      failureSummary: "What to fix",
      helpUrl: "More information",
      issueKey: "Issue key",
      change: "Change",
      triage: "Triage",
    },
    values: {
      category: { wcag: "WCAG violations", bestPractice: "Best practices", review: "Needs manual review" },
      impact: { critical: "Critical", serious: "Serious", moderate: "Moderate", minor: "Minor" },
      change: { new: "New", unchanged: "Unchanged" },
      engine: { "axe-core": "axe-core", klarsicht: "Klarsicht (own check)" },
      signedIn: "signed in",
    },
    relevance: {
      required: "Required by BFSG (EN 301 549)",
      recommended: "Recommended (WCAG 2.2)",
      beyond: "Beyond the legal minimum (AAA)",
    },
    triage: {
      open: "Open",
      false_positive: "False positive",
      accepted: "Accepted",
      fixed: "Fixed, awaiting rescan",
      regression: "Came back",
    },
  },
};

/**
 * The options of a report in its language: spreadsheets with German settings split columns at
 * semicolons, English ones at commas. Triage and the documents' texts come from where they are known.
 */
export function csvOptionsFor(
  locale: ReportLocale,
  extra: Pick<CsvOptions, "triage" | "documents"> = {},
): CsvOptions {
  const texts = csvTexts[locale];
  return {
    delimiter: locale === "de" ? ";" : ",",
    headers: texts.headers,
    relevance: (criterion) => texts.relevance[bfsgRelevance(criterion)],
    values: texts.values,
    ...extra,
  };
}

/**
 * The linked documents' rows in a language: each issue with its Matterhorn checkpoint's texts, and why
 * a document was not checked (whole), with the words for a scan's error codes from the caller (the app's
 * and the CLI's each have theirs).
 */
export function documentCsvOptions(
  locale: ReportLocale,
  errorText: (code: NonNullable<SiteDocument["error"]>) => string,
): NonNullable<CsvOptions["documents"]> {
  const texts = pdfDocumentTexts[locale];
  return {
    engine: "PDF/UA (Matterhorn)",
    issue: (issue) => {
      const checkpoint = pdfCheckpointById.get(issue.checkpoint);
      return {
        title: checkpoint?.texts[locale].title ?? issue.checkpoint,
        fix: checkpoint?.texts[locale].fix ?? "",
        impact: checkpoint?.impact ?? "moderate",
        wcag: checkpoint?.wcag ?? [],
        en301549: checkpoint?.en301549 ?? [],
      };
    },
    reason: (document) =>
      document.status === "failed"
        ? texts.failed.replace("{{reason}}", errorText(document.error ?? "internal"))
        : document.stopped
          ? texts.stopped.replace("{{reason}}", pdfStopReasonText(locale, document.stopped.reason))
          : null,
    place: (issue) =>
      [
        texts.condition.replace("{{condition}}", issue.condition),
        issue.pages.length > 0 ? texts.onPages.replace("{{pages}}", issue.pages.join(", ")) : "",
      ]
        .filter(Boolean)
        .join(", "),
  };
}

/** Excel reads a file without it as the local ANSI code page and garbles umlauts. */
const byteOrderMark = "\uFEFF";
const lineEnd = "\r\n";
/**
 * Where a spreadsheet would evaluate a formula (=SUM(...), +cmd, -1+1, @SUM, or hidden behind a tab/CR):
 * at the start of a cell, and after any delimiter or line break inside it. Quoting keeps a cell whole
 * only for a reader that splits on the delimiter written; one that splits on the other (Excel follows
 * the system's list separator) or on tabs treats quotes inside a field as text and starts a new cell
 * there (`/y,=1+1` read with "," → `=1+1`). So every such place gets the apostrophe that defuses it.
 */
const formulaStart = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;
/** Either delimiter, a tab, a quote or a line break: a cell holding one is quoted. */
const needsQuoting = /[,;\t"\r\n]/;

export function siteReportToCsv(report: SiteReport, options: CsvOptions): string {
  return [...siteReportCsvLines(report, options)].join("");
}

/**
 * The same CSV a line at a time (the first with the byte order mark), so that a large report's file
 * can be sent while it is written instead of being built whole first.
 */
export function* siteReportCsvLines(report: SiteReport, options: CsvOptions): Generator<string> {
  yield headerLine(options);
  yield* reportLines(report, options);
}

/**
 * Several reports in one file (the command-line scanner's pages scanned through the service, each its
 * own report): one header, then each report's rows.
 */
export function siteReportsToCsv(reports: readonly SiteReport[], options: CsvOptions): string {
  return [headerLine(options), ...reports.flatMap((report) => [...reportLines(report, options)])].join("");
}

function headerLine(options: CsvOptions): string {
  return (
    byteOrderMark +
    csvColumns.map((column) => csvCell(options.headers[column])).join(options.delimiter) +
    lineEnd
  );
}

function* reportLines(report: SiteReport, options: CsvOptions): Generator<string> {
  const line = (cells: string[]) => cells.map(csvCell).join(options.delimiter) + lineEnd;
  for (const issue of report.issues) {
    const shared = {
      ruleId: issue.ruleId,
      engine: options.values?.engine[engineOf(issue)] ?? engineOf(issue),
      category: options.values?.category[issueGroupOf(issue)] ?? issueGroupOf(issue),
      impact: issue.impact ? (options.values?.impact[issue.impact] ?? issue.impact) : "",
      wcag: issue.wcag.join(", "),
      en301549: issue.en301549.join(", "),
      bfsg: [...new Set(issue.wcag.map(options.relevance).filter(Boolean))].join(", "),
      help: issue.help,
      helpUrl: issue.helpUrl,
      issueKey: issue.key,
      change: issue.change ? (options.values?.change[issue.change] ?? issue.change) : "",
      triage: options.triage?.(issue.key) ?? "",
    };
    for (const occurrence of issue.occurrences) {
      const page = report.pages[occurrence.page];
      const cells: Record<CsvColumn, string> = {
        ...shared,
        pageUrl: page?.url ?? "",
        // A flow's state (decision 051): "Bestellung › Adresse".
        flowStep: page?.flow ? flowStepLabel(page.flow) : "",
        signedIn: page?.signedIn ? (options.values?.signedIn ?? "signed in") : "",
        selector: occurrence.selector,
        html: occurrence.html,
        failureSummary: occurrence.failureSummary,
      };
      yield line(csvColumns.map((column) => cells[column]));
    }
  }
  if (options.documents) yield* documentLines(report.documents ?? [], options, options.documents, line);
}

function* documentLines(
  documents: readonly SiteDocument[],
  options: CsvOptions,
  texts: NonNullable<CsvOptions["documents"]>,
  line: (cells: string[]) => string,
): Generator<string> {
  const empty = Object.fromEntries(csvColumns.map((column) => [column, ""])) as Record<CsvColumn, string>;
  for (const document of documents) {
    const reason = texts.reason(document);
    if (reason !== null) {
      const cells = { ...empty, pageUrl: document.url, engine: texts.engine, help: reason };
      yield line(csvColumns.map((column) => cells[column]));
    }
    for (const issue of document.issues) {
      const check = texts.issue(issue);
      const group = issueGroupOf({ category: issue.category, bestPractice: check.wcag.length === 0 });
      const cells: Record<CsvColumn, string> = {
        pageUrl: document.url,
        flowStep: "",
        signedIn: "",
        ruleId: issue.checkpoint,
        engine: texts.engine,
        category: options.values?.category[group] ?? group,
        impact: issue.category === "violations" ? (options.values?.impact[check.impact] ?? check.impact) : "",
        wcag: check.wcag.join(", "),
        en301549: check.en301549.join(", "),
        bfsg: [...new Set(check.wcag.map(options.relevance).filter(Boolean))].join(", "),
        help: check.title,
        selector: texts.place(issue),
        html: issue.detail ?? "",
        failureSummary: check.fix,
        helpUrl: "",
        issueKey: issue.key,
        change: issue.change ? (options.values?.change[issue.change] ?? issue.change) : "",
        triage: options.triage?.(issue.key) ?? "",
      };
      yield line(csvColumns.map((column) => cells[column]));
    }
  }
}

/** One cell: defused wherever a formula could start, then quoted if it holds a delimiter, quote or line break. */
export function csvCell(value: string): string {
  const safe = value.replace(formulaStart, "'");
  return needsQuoting.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
