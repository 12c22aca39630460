/**
 * A finished run's report as a file: PDF (the print report, printed by the scanner's browser), CSV
 * (every occurrence, for spreadsheets) or JSON (the SiteReport as is: the CLI's schema, with the counts
 * and each issue's triage beside it). Page runs are exported as a site of one page. Exports are in the
 * viewer's language, whichever language the scan ran in, and count as every view does (decision 029).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderToStaticMarkup } from "react-dom/server";
import { notFound, requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { getLocale, i18nServer } from "~/utils/locale.server";
import { exportRun, isRunExportFormat } from "./export.server";

const baseHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, no-store",
};

/** Shown when printing fails: the link to the PDF has no `download` attribute so that this is seen. */
async function printFailedPage(request: Request, runId: string): Promise<Response> {
  const locale = await getLocale(request);
  const t = await i18nServer.getFixedT(locale);
  const html = renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t("report.exports.failedTitle")}</title>
      </head>
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          maxWidth: "40rem",
          margin: "3rem auto",
          padding: "0 1rem",
        }}
      >
        <main>
          <h1>{t("report.exports.failedTitle")}</h1>
          <p>{t("report.exports.failedText")}</p>
          <p>
            <a href={`/run/${runId}`}>{t("report.exports.backToReport")}</a>
          </p>
        </main>
      </body>
    </html>,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    status: 500,
    headers: {
      ...baseHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workspace } = await requireEntitlement(request, context);
  const run = await requireOwnRun(context, workspace, params.id, { finished: true });
  const format = params.format;
  if (!isRunExportFormat(format)) throw notFound();
  const exported = await exportRun(context, run, format, await getLocale(request));
  if (exported === "notFound") throw notFound();
  if (exported === "printFailed") return printFailedPage(request, run.id);
  return exported;
}
