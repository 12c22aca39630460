import { type MouseEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/BusyButton";
import { buttonClass, textLinkClass } from "~/components/ui";

export const exportFormats = ["pdf", "csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportPath = (runId: string, format: ExportFormat) => `/run/${runId}/export/${format}`;

/** The file name the server gave a download (Content-Disposition), if it gave one. */
export function downloadFileName(disposition: string | null): string | null {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1];
  return name && !/[\\/]/.test(name) ? name : null;
}

/**
 * The PDF is printed while the reader waits (seconds for a large site), and a plain link shows nothing
 * meanwhile. With JavaScript the link fetches the PDF itself, says at once that it is being made and
 * takes no second click until it is there, then hands it to the browser as a download. Anything but a
 * PDF (printing failed) is opened as the plain link would, so the error page explains it. Without
 * JavaScript, or opened in a new tab, it is the plain link.
 */
export function PdfLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "busy" | "ready">("idle");
  const busy = state === "busy";
  async function fetchPdf(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setState("busy");
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok || response.headers.get("Content-Type") !== "application/pdf") {
        window.location.assign(href);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = downloadFileName(response.headers.get("Content-Disposition")) ?? "klarsicht.pdf";
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The browser reads the file after the click returns; the address is freed with the page.
      window.addEventListener("pagehide", () => URL.revokeObjectURL(url), { once: true });
      setState("ready");
    } catch {
      window.location.assign(href);
    }
  }
  return (
    <>
      {/* The link has no `download`: without JavaScript, if printing fails, its error page is shown. */}
      <a
        href={href}
        onClick={fetchPdf}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className={buttonClass("secondary")}
      >
        {busy ? (
          <>
            <Spinner />
            <span>{t("report.exports.pdfBusy")}</span>
          </>
        ) : (
          children
        )}
      </a>
      <span role="status" className="sr-only">
        {busy ? t("report.exports.pdfBusy") : state === "ready" ? t("report.exports.pdfReady") : ""}
      </span>
    </>
  );
}

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
            {format === "pdf" ? (
              <PdfLink href={exportPath(runId, format)}>
                <span>{t(`report.exports.${format}`)}</span>
                <span className="text-sm font-normal">{hints[format]}</span>
              </PdfLink>
            ) : (
              <a href={exportPath(runId, format)} download className={buttonClass("secondary")}>
                <span>{t(`report.exports.${format}`)}</span>
                <span className="text-sm font-normal">{hints[format]}</span>
              </a>
            )}
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
