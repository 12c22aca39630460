/**
 * The audit report as a file: PDF (printed by the scanner's browser, as the run report) or CSV, in the
 * viewer's language. Only the run's owner gets it; everyone else the same 404 as for runs.
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteReport } from "#core/contract";
import { AuditReport, auditPrintStyles } from "~/components/assessment/AuditReport";
import { PrintBrandHeader, printBrandingStyles } from "~/components/report/PrintBranding";
import { printStyles } from "~/components/report/PrintReport";
import { resources } from "~/i18n.server";
import { type AuditModel, auditCsv, auditModel } from "~/utils/assessment/audit.server";
import { loadSampleInventories, requireAssessmentRun } from "~/utils/assessment/load.server";
import { loadAssessment } from "~/utils/assessment/store.server";
import type { AppliedBranding } from "~/utils/branding";
import { brandingForDocument } from "~/utils/branding.server";
import { notFound } from "~/utils/guard.server";
import { i18nServer } from "~/utils/locale.server";
import { renderPdf } from "~/utils/pdf.server";
import { pictureDataUrls } from "~/utils/screenshots.server";

function fileName(model: AuditModel, extension: string): string {
  const host = model.host.replace(/[^a-z0-9.-]/gi, "-") || "site";
  const day = model.assessedAt.slice(0, 10);
  return `klarsicht-${resources[model.locale].translation.assessment.report.file}-${host}-${day}.${extension}`;
}

function download(body: BodyInit, contentType: string, name: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

async function printHtml(model: AuditModel, branding: AppliedBranding | null): Promise<string> {
  const t = await i18nServer.getFixedT(model.locale);
  const body = renderToStaticMarkup(
    <html lang={model.locale}>
      <head>
        <meta charSet="utf-8" />
        <title>{`${t("assessment.report.title")} – ${model.host}`}</title>
        <style>{printStyles + auditPrintStyles + printBrandingStyles(branding)}</style>
      </head>
      <body>
        <main>
          {branding ? <PrintBrandHeader branding={branding} t={t} /> : null}
          <h1>{`${t("assessment.report.title")} – ${model.host}`}</h1>
          <p className="lead">{t("assessment.report.lead", { host: model.host })}</p>
          {branding ? <p className="muted">{t("branding.report.poweredBy")}</p> : null}
          <AuditReport model={model} t={t} />
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${body}`;
}

/**
 * The printing browser has no session, so it cannot load the owner-only picture addresses: the
 * screenshots of pages with a failed answer go into the PDF as data: URLs (capped like the run report's).
 */
async function withEmbeddedPictures(
  context: AppLoadContext,
  runId: string,
  report: SiteReport,
  model: AuditModel,
): Promise<AuditModel> {
  const failedPages = new Set(
    model.criteria.flatMap((criterion) =>
      criterion.answers.filter((answer) => answer.verdict === "failed").map((answer) => answer.pageUrl),
    ),
  );
  const shots = new Map(
    report.pages.flatMap((page) =>
      page.screenshot && failedPages.has(page.url) ? [[page.url, page.screenshot] as const] : [],
    ),
  );
  const embedded = await pictureDataUrls(context, runId, [...shots.values()]);
  const dataUrlOf = (pageUrl: string) => {
    const shot = shots.get(pageUrl);
    return (shot && embedded.get(shot.name)) ?? null;
  };
  return {
    ...model,
    criteria: model.criteria.map((criterion) => ({
      ...criterion,
      answers: criterion.answers.map((answer) => ({ ...answer, pictureUrl: dataUrlOf(answer.pageUrl) })),
    })),
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { run, report, locale } = await requireAssessmentRun(request, context, params.id);
  if (run.kind !== "site" || (params.format !== "pdf" && params.format !== "csv")) throw notFound();
  const loaded = await loadAssessment(context.db, run, report);
  if (!loaded) throw notFound();
  const inventories = await loadSampleInventories(context.db, run.id, loaded.sample);
  const model = auditModel(locale, run.id, report, loaded, inventories);

  if (params.format === "csv") {
    const messages = resources[locale].translation.assessment;
    const csv = auditCsv(model, {
      headers: messages.report.csvHeaders,
      status: messages.status,
      verdicts: messages.answer.verdicts,
      decisions: messages.review.decided,
      sources: messages.report.sources,
      toReconfirm: messages.report.toReconfirm,
    });
    return download(csv, "text/csv; charset=utf-8", fileName(model, "csv"));
  }
  const workspaceId = run.ownerId;
  const branding = workspaceId
    ? await brandingForDocument(context.db, context.env.SCREENSHOTS, workspaceId)
    : null;
  const pdf = await renderPdf(
    context,
    await printHtml(await withEmbeddedPictures(context, run.id, report, model), branding),
  );
  return download(new Uint8Array(pdf), "application/pdf", fileName(model, "pdf"));
}
