import { useTranslation } from "react-i18next";
import { buttonClass, textLinkClass } from "~/components/ui";

export const exportFormats = ["pdf", "csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportPath = (runId: string, format: ExportFormat) => `/run/${runId}/export/${format}`;

/**
 * The downloads of a finished run. Plain links (GET): they work without JavaScript and are never taken
 * over by client-side routing; the server's Content-Disposition makes them downloads.
 */
export function ExportLinks({ runId, statement }: { runId: string; statement: boolean }) {
  const { t } = useTranslation();
  const hints = {
    pdf: t("report.exports.pdfHint"),
    csv: t("report.exports.csvHint"),
    json: t("report.exports.jsonHint"),
  } satisfies Record<ExportFormat, string>;
  return (
    <section aria-labelledby="exports-title" className="mt-10">
      <h2 id="exports-title" className="text-xl font-semibold">
        {t("report.exports.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("report.exports.intro")}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {exportFormats.map((format) => (
          <li key={format}>
            {/* The PDF link has no `download`: if printing fails, the error page it answers with is shown. */}
            <a
              href={exportPath(runId, format)}
              download={format === "pdf" ? undefined : true}
              className={buttonClass("secondary")}
            >
              <span>{t(`report.exports.${format}`)}</span>
              <span className="text-sm font-normal">{hints[format]}</span>
            </a>
          </li>
        ))}
      </ul>
      {statement ? (
        <p className="mt-5">
          <a href={`/run/${runId}/statement`} className={textLinkClass}>
            {t("report.exports.statement")}
          </a>
        </p>
      ) : null}
      {statement ? (
        <p className="mt-3">
          <a href={`/run/${runId}/assessment`} className={textLinkClass}>
            {t("assessment.openAssessment")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
