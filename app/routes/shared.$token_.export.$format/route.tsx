/**
 * The shared run's report as a file, through the link's token: PDF and CSV, as the run page's exports
 * make them. A link that does not open (unknown, tampered, expired, revoked) gets the same 404.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderToStaticMarkup } from "react-dom/server";
import { exportRun } from "~/routes/run.$id_.export.$format/export.server";
import { notFound } from "~/utils/guard.server";
import { getLocale, i18nServer } from "~/utils/locale.server";
import { openShareLink, sharedRunOf } from "~/utils/share/links.server";

const sharedFormats = ["pdf", "csv"] as const;

/** Shown when printing fails, with the way back to the shared report. */
async function printFailedPage(request: Request, token: string): Promise<Response> {
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
            <a href={`/shared/${encodeURIComponent(token)}`}>{t("report.exports.backToReport")}</a>
          </p>
        </main>
      </body>
    </html>,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    status: 500,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const format = sharedFormats.find((candidate) => candidate === params.format);
  const opened = await openShareLink(context.db, params.token);
  if (!format || (opened.status !== "run" && opened.status !== "site")) throw notFound();
  const run = await sharedRunOf(context.db, opened);
  if (!run) throw notFound();
  const exported = await exportRun(context, run, format, await getLocale(request));
  if (exported === "notFound") throw notFound();
  if (exported === "printFailed") return printFailedPage(request, params.token ?? "");
  return exported;
}
