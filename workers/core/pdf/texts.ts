/**
 * What a report says of a linked PDF document that was not checked whole, and where in a document an
 * issue is, in each report language: the app's report pages (app/locales, under report.site.documents),
 * its CSV export and the CLI's (core/reporters/csv.ts) and the CLI's text report all say it the same way.
 * `{{reason}}`, `{{condition}}` and `{{pages}}` are filled in (i18next's placeholders).
 */
import type { ReportLocale } from "../contract";
import type { PdfStopReason } from "./check";

export type PdfDocumentTexts = {
  failed: string;
  stopped: string;
  condition: string;
  onPages: string;
  stopReasons: Record<PdfStopReason, string>;
};

export const pdfDocumentTexts: Record<ReportLocale, PdfDocumentTexts> = {
  de: {
    failed: "Das Dokument konnte nicht geprüft werden: {{reason}}",
    stopped: "Prüfung vorzeitig beendet: {{reason}}. Was bis dahin gefunden wurde, steht hier.",
    condition: "Matterhorn {{condition}}",
    onPages: "Auf Seite {{pages}}",
    stopReasons: {
      "not-pdf": "Die Datei gibt sich als PDF aus, ist aber keins",
      "too-large": "Die Datei ist größer als 25 MB",
      malformed: "Die Datei ist beschädigt und lässt sich nicht lesen",
      "compression-bomb": "Die Datei entpackt sich auf mehr, als eine Prüfung lesen darf (Kompressionsbombe)",
      encrypted: "Die Datei ist verschlüsselt; geprüft sind nur ihre Sicherheitseinstellungen",
      "time-limit": "Die Zeit für die Prüfung ist abgelaufen",
      "page-limit": "Die Datei hat mehr Seiten, als eine Prüfung liest",
      "structure-limit": "Die Struktur der Datei ist tiefer oder größer, als eine Prüfung liest",
    },
  },
  en: {
    failed: "The document could not be checked: {{reason}}",
    stopped: "Check ended early: {{reason}}. What was found until then is listed here.",
    condition: "Matterhorn {{condition}}",
    onPages: "On page {{pages}}",
    stopReasons: {
      "not-pdf": "The file claims to be a PDF but is not one",
      "too-large": "The file is larger than 25 MB",
      malformed: "The file is damaged and cannot be read",
      "compression-bomb": "The file unpacks to more than a check may read (a compression bomb)",
      encrypted: "The file is encrypted; only its security settings were checked",
      "time-limit": "The time for the check ran out",
      "page-limit": "The file has more pages than a check reads",
      "structure-limit": "The file's structure is deeper or larger than a check reads",
    },
  },
};

/** A stop reason's text; a reason this version does not know is shown as it is. */
export function pdfStopReasonText(locale: ReportLocale, reason: string): string {
  return pdfDocumentTexts[locale].stopReasons[reason as PdfStopReason] ?? reason;
}
