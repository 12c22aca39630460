/**
 * The saved accessibility statement as a file. The statement page's download buttons validate and save
 * the draft, then send the browser here: a page route cannot answer with a file of its own.
 */
import { type AppLoadContext, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { ReportLocale } from "#core/contract";
import type { Run } from "#core/runs/runs.server";
import { resources } from "~/i18n.server";
import { brandingForDocument } from "~/utils/branding.server";
import { notFound } from "~/utils/guard.server";
import { statementFieldNames, validateStatementFields } from "~/utils/statement/fields";
import {
  renderStatementHtml,
  renderStatementMarkdown,
  type StatementBranding,
  statementFileName,
} from "~/utils/statement/render";
import {
  draftFields,
  loadDraft,
  requireStatementRun,
  runDefaults,
} from "../run.$id_.statement/statement.server";

const formats = {
  html: { type: "text/html; charset=utf-8", render: renderStatementHtml },
  markdown: { type: "text/markdown; charset=utf-8", render: renderStatementMarkdown },
} as const;

/** The workspace's white-label header for the HTML file, in the statement's language; null without one. */
async function statementBranding(
  context: AppLoadContext,
  run: Run,
  locale: ReportLocale,
): Promise<StatementBranding | null> {
  const workspaceId = run.ownerId;
  if (!workspaceId) return null;
  const branding = await brandingForDocument(context.db, context.env.SCREENSHOTS, workspaceId);
  if (!branding) return null;
  const texts = resources[locale].translation.branding;
  return {
    ...branding,
    preparedBy: texts.report.preparedBy.replace("{{name}}", branding.agencyName),
    logoAlt: texts.logo.alt.replace("{{name}}", branding.agencyName),
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const run = await requireStatementRun(request, context, params.id);
  const format = new URL(request.url).searchParams.get("format");
  if (run.kind !== "site" || (format !== "html" && format !== "markdown")) {
    throw notFound();
  }
  const draft = await loadDraft(context, run.id);
  const defaults = draft ? await runDefaults(context, run, draft.locale) : null;
  if (!draft || !defaults) throw redirect(`/run/${run.id}/statement`);

  // A draft saved with placeholders left in is not a statement yet: back to the form, which says so.
  const fields = draftFields(draft, defaults);
  const form = new FormData();
  for (const name of statementFieldNames) form.set(name, fields[name]);
  if (!validateStatementFields(form, { final: true }).ok) {
    throw redirect(`/run/${run.id}/statement?lang=${draft.locale}&incomplete=1`);
  }

  const { type, render } = formats[format];
  return new Response(render(fields, draft.locale, await statementBranding(context, run, draft.locale)), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${statementFileName(fields, draft.locale, format)}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
