/**
 * How the CLI writes a PDF document's check (npm run scan -- https://…/datei.pdf): as text in German or
 * English, and as JSON with each finding's checkpoint, criteria and texts in the language asked for.
 */
import type { ReportLocale } from "#core/contract";
import { documentIssueKey } from "#core/documents";
import type { PdfFinding } from "#core/pdf/check";
import { type PdfCheckpoint, pdfCheckpointById } from "#core/pdf/checkpoints";
import type { PdfDocumentOutcome } from "#core/pdf/document";
import { pdfDocumentTexts, pdfStopReasonText } from "#core/pdf/texts";

export const pdfLabels = {
  de: {
    document: (pages: number) => `PDF-Dokument, ${pages} ${pages === 1 ? "Seite" : "Seiten"}`,
    documents: "Dokumente",
    tagged: (tagged: boolean) => (tagged ? "getaggt" : "nicht getaggt"),
    claimsPdfUa: "weist sich als PDF/UA aus",
    language: "Sprache",
    title: "Titel",
    none: "keine Angabe",
    checked: (violations: number, review: number) =>
      `geprüft: ${violations} ${violations === 1 ? "Verstoß" : "Verstöße"} (WCAG), ${review} zu prüfen`,
    noViolations: "Keine WCAG-Verstöße gefunden.",
    recommendations: "Empfehlungen (PDF/UA, keine WCAG-Verstöße)",
    review: "Zu prüfen (braucht einen Menschen)",
    page: (page: number) => `Seite ${page}`,
    times: (count: number) => `${count}-mal`,
    fix: "So beheben Sie es",
    stopped: "Prüfung beendet",
    checkedPages: (checked: number, total: number) => `die ersten ${checked} von ${total} Seiten geprüft`,
    summary: (documents: number) =>
      `${documents} ${documents === 1 ? "PDF-Dokument" : "PDF-Dokumente"} geprüft`,
  },
  en: {
    document: (pages: number) => `PDF document, ${pages} ${pages === 1 ? "page" : "pages"}`,
    documents: "Documents",
    tagged: (tagged: boolean) => (tagged ? "tagged" : "not tagged"),
    claimsPdfUa: "claims PDF/UA",
    language: "language",
    title: "title",
    none: "not set",
    checked: (violations: number, review: number) =>
      `checked: ${violations} WCAG ${violations === 1 ? "violation" : "violations"}, ${review} to review`,
    noViolations: "No WCAG violations found.",
    recommendations: "Recommendations (PDF/UA, not WCAG failures)",
    review: "To review (needs a person)",
    page: (page: number) => `page ${page}`,
    times: (count: number) => `${count} ${count === 1 ? "time" : "times"}`,
    fix: "How to fix it",
    stopped: "Check ended",
    checkedPages: (checked: number, total: number) => `its first ${checked} of ${total} pages checked`,
    summary: (documents: number) => `${documents} PDF ${documents === 1 ? "document" : "documents"} checked`,
  },
} as const;

const checkpointOf = (finding: PdfFinding) => pdfCheckpointById.get(finding.checkpoint) as PdfCheckpoint;

/** A finding counts as a WCAG violation when its check serves a WCAG criterion; the rest is PDF/UA advice. */
export function isWcagFinding(finding: PdfFinding): boolean {
  return checkpointOf(finding).wcag.length > 0;
}

/**
 * Findings fail a pipeline (exit 1) when one is a WCAG violation, with a baseline only one whose issue key
 * (as the service keys a site's documents) the baseline lacks; a check that stopped early counts as 3.
 */
export function pdfHasViolations(
  outcome: PdfDocumentOutcome,
  baseline: ReadonlySet<string> | null = null,
): boolean {
  return (
    outcome.ok &&
    outcome.result.findings.some(
      (finding) =>
        isWcagFinding(finding) &&
        !baseline?.has(documentIssueKey(finding.checkpoint, finding.condition, outcome.url, "violations")),
    )
  );
}

export function pdfIncomplete(outcome: PdfDocumentOutcome): boolean {
  return !outcome.ok || outcome.result.stopped !== undefined;
}

/** One check with the conditions it found (each with its page and how often), then how to fix it once. */
function checkpointLines(findings: PdfFinding[], lang: ReportLocale, withFix: boolean): string[] {
  const t = pdfLabels[lang];
  const checkpoint = checkpointOf(findings[0] as PdfFinding);
  const texts = checkpoint.texts[lang];
  const references = [
    `PDF/UA ${checkpoint.pdfua}`,
    ...(checkpoint.en301549.length ? [`EN 301 549 ${checkpoint.en301549.join(", ")}`] : []),
    ...(checkpoint.wcag.length ? [`WCAG ${checkpoint.wcag.join(", ")}`] : []),
  ].join(", ");
  const impact = lang === "de" ? impactDe[checkpoint.impact] : checkpoint.impact;
  // A question for a person leads with the question: the condition's wording would claim a failure.
  const headline = withFix ? texts.title : (texts.check ?? texts.title);
  const lines = [`  - ${checkpoint.id} [${impact}] ${references}: ${headline}`];
  for (const finding of findings) {
    const where = [
      finding.page !== undefined ? t.page(finding.page) : "",
      finding.count > 1 ? t.times(finding.count) : "",
      finding.detail ?? "",
    ].filter((part) => part !== "");
    // The Matterhorn Protocol words its conditions in English only.
    const condition =
      withFix && lang === "en" ? ` ${checkpoint.matterhorn.conditions[finding.condition] ?? ""}` : "";
    const reference = withFix ? finding.condition : checkpoint.matterhorn.checkpoint;
    lines.push(`      Matterhorn ${reference}${condition}${where.length ? ` · ${where.join(", ")}` : ""}`);
  }
  if (withFix) {
    lines.push(
      `      ${t.fix}: ${texts.fix}`,
      `        ${texts.word}`,
      `        ${texts.libreoffice}`,
      `        ${texts.indesign}`,
    );
  }
  return lines;
}

function groupLines(findings: PdfFinding[], lang: ReportLocale, withFix: boolean): string[] {
  const groups = new Map<string, PdfFinding[]>();
  for (const finding of findings)
    groups.set(finding.checkpoint, [...(groups.get(finding.checkpoint) ?? []), finding]);
  return [...groups.values()].flatMap((group) => checkpointLines(group, lang, withFix));
}

const impactDe = {
  critical: "kritisch",
  serious: "schwerwiegend",
  moderate: "mittel",
  minor: "gering",
} as const;

/** The document's block of the text report. */
export function pdfText(outcome: PdfDocumentOutcome & { ok: true }, lang: ReportLocale): string {
  const t = pdfLabels[lang];
  const { result } = outcome;
  const violations = result.findings.filter(isWcagFinding);
  const advice = result.findings.filter((finding) => !isWcagFinding(finding));
  const facts = [
    t.document(result.pages),
    t.tagged(result.tagged),
    ...(result.claimsPdfUa ? [t.claimsPdfUa] : []),
    `${t.language}: ${result.language ?? t.none}`,
    `${t.title}: ${result.title ?? t.none}`,
  ];
  const lines = [
    outcome.finalUrl === outcome.url ? outcome.url : `${outcome.url} → ${outcome.finalUrl}`,
    `  ${facts.join(", ")}`,
    `  ${t.checked(violations.length, result.needsReview.length)}`,
  ];
  if (result.stopped) {
    const pages =
      result.checkedPages < result.pages ? ` (${t.checkedPages(result.checkedPages, result.pages)})` : "";
    lines.push(
      `  ${t.stopped}: ${result.stopped.reason} – ${pdfStopReasonText(lang, result.stopped.reason)}${pages}`,
    );
  }
  if (violations.length === 0) lines.push(`  ${t.noViolations}`);
  lines.push(...groupLines(violations, lang, true));
  if (advice.length > 0) lines.push(`  ${t.recommendations}:`, ...groupLines(advice, lang, true));
  if (result.needsReview.length > 0)
    lines.push(`  ${t.review}:`, ...groupLines(result.needsReview, lang, false));
  return lines.join("\n");
}

/** A finding as JSON, with what its checkpoint says in the language asked for. */
function findingJson(finding: PdfFinding, lang: ReportLocale) {
  const checkpoint = checkpointOf(finding);
  return {
    ...finding,
    matterhorn: {
      checkpoint: checkpoint.matterhorn.checkpoint,
      condition: checkpoint.matterhorn.conditions[finding.condition],
    },
    pdfua: checkpoint.pdfua,
    en301549: checkpoint.en301549,
    wcag: checkpoint.wcag,
    impact: checkpoint.impact,
    wcagViolation: checkpoint.wcag.length > 0,
    texts: checkpoint.texts[lang],
  };
}

export function pdfJson(outcome: PdfDocumentOutcome & { ok: true }, lang: ReportLocale) {
  const { result } = outcome;
  return {
    url: outcome.url,
    finalUrl: outcome.finalUrl,
    kind: "pdf" as const,
    status: "done" as const,
    ...result,
    ...(result.stopped
      ? { stopped: { ...result.stopped, message: pdfStopReasonText(lang, result.stopped.reason) } }
      : {}),
    // Each with its issue key, so that a later run's --baseline knows the document's known issues.
    findings: result.findings.map((finding) => ({
      key: documentIssueKey(finding.checkpoint, finding.condition, outcome.url, "violations"),
      ...findingJson(finding, lang),
    })),
    needsReview: result.needsReview.map((finding) => ({
      key: documentIssueKey(finding.checkpoint, finding.condition, outcome.url, "incomplete"),
      ...findingJson(finding, lang),
    })),
  };
}

/** Every German sentence of the PDF output, for the test that keeps the CLI in the formal voice. */
export function germanPdfTexts(): string[] {
  const t = pdfLabels.de;
  return [
    t.document(2),
    t.checked(2, 1),
    t.noViolations,
    t.recommendations,
    t.review,
    t.checkedPages(1, 2),
    t.summary(2),
    ...Object.values(pdfDocumentTexts.de.stopReasons),
    ...[...pdfCheckpointById.values()].flatMap((checkpoint) => {
      const texts = checkpoint.texts.de;
      return [
        texts.title,
        texts.help,
        texts.fix,
        texts.word,
        texts.libreoffice,
        texts.indesign,
        texts.check ?? "",
      ];
    }),
  ].filter((text) => text !== "");
}
