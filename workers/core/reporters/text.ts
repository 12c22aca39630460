/**
 * Scan results as plain text, as the command-line scanner prints them: a block per page (or one site
 * summary with its pages and issues) and the closing summary of failed and partly checked pages.
 */
import {
  engineOf,
  type Finding,
  impacts,
  type PartialCoverage,
  type ReportLocale,
  type ScanErrorCode,
  type ScanOutcome,
  type SiteReport,
} from "../contract";

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
      login_failed: "die Anmeldung ist fehlgeschlagen",
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
      login_failed: "signing in failed",
    } satisfies Record<ScanErrorCode, string>,
  },
} as const;

/** How many element selectors a violation shows before "…". */
const shownSelectors = 3;

export function toText(url: string, outcome: ScanOutcome, lang: ReportLocale, allowPrivate: boolean): string {
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

export function partialDetail(partial: PartialCoverage, lang: ReportLocale): string {
  const { elementsChecked, elementsTotal, notRun } = partial;
  return labels[lang].partialDetail(
    elementsChecked,
    elementsTotal,
    notRun?.axe.length ?? 0,
    notRun?.klarsicht.length ?? 0,
  );
}

/** The closing lines of a text report of several pages: how many failed or were checked in part, and which. */
export function summaryText(urls: string[], outcomes: ScanOutcome[], lang: ReportLocale): string {
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

export function siteText(report: SiteReport, lang: ReportLocale): string {
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
