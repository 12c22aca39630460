/**
 * The shared run's report as a file, through the link's token: PDF and CSV, as the run page's exports
 * make them. A link that does not open (unknown, tampered, expired, revoked) gets the same 404.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportRun } from "~/routes/run.$id_.export.$format/export.server";
import { printFailedPage } from "~/routes/run.$id_.export.$format/print-failed.server";
import { notFound } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { openShareLink, sharedRunOf } from "~/utils/share/links.server";

const sharedFormats = ["pdf", "csv"] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const format = sharedFormats.find((candidate) => candidate === params.format);
  const opened = await openShareLink(context.db, params.token);
  if (!format || (opened.status !== "run" && opened.status !== "site")) throw notFound();
  const run = await sharedRunOf(context.db, opened);
  if (!run) throw notFound();
  const exported = await exportRun(context, run, format, await getLocale(request));
  if (exported === "notFound") throw notFound();
  if (exported === "printFailed")
    return printFailedPage(request, `/shared/${encodeURIComponent(params.token ?? "")}`);
  return exported;
}
