import { renderToStaticMarkup } from "react-dom/server";
import { getLocale, i18nServer } from "~/utils/locale.server";

/**
 * Shown when printing a report fails, with the way back to the report it came from (the run's page or
 * the shared link's). The links to the PDF have no `download` attribute so that this is seen.
 */
export async function printFailedPage(request: Request, backHref: string): Promise<Response> {
  const locale = await getLocale(request);
  const t = await i18nServer.getFixedT(locale);
  const html = renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
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
            <a href={backHref}>{t("report.exports.backToReport")}</a>
          </p>
        </main>
      </body>
    </html>,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    status: 500,
    headers: {
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
