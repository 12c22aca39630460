/**
 * A finished run's report as a file: PDF (the print report, printed by the scanner's browser), CSV
 * (every occurrence, for spreadsheets) or JSON (the SiteReport as is: the CLI's schema, with the counts
 * and each issue's triage beside it). Page runs are exported as a site of one page. Exports are in the
 * viewer's language, whichever language the scan ran in, and count as every view does (decision 029).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound, requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { exportRun, isRunExportFormat } from "./export.server";
import { printFailedPage } from "./print-failed.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workspace } = await requireEntitlement(request, context);
  const run = await requireOwnRun(context, workspace, params.id, { finished: true });
  const format = params.format;
  if (!isRunExportFormat(format)) throw notFound();
  const exported = await exportRun(context, run, format, await getLocale(request));
  if (exported === "notFound") throw notFound();
  if (exported === "printFailed") return printFailedPage(request, `/run/${run.id}`);
  return exported;
}
