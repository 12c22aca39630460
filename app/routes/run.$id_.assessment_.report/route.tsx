import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuditReport } from "~/components/assessment/AuditReport";
import { buttonClass, Container, PageHero, textLinkClass } from "~/components/ui";
import { auditModel } from "~/utils/assessment/audit.server";
import { loadSampleInventories, requireAssessmentRun } from "~/utils/assessment/load.server";
import { loadAssessment } from "~/utils/assessment/store.server";
import { notFound } from "~/utils/guard.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.assessment.meta.reportTitle })),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { run, report, locale } = await requireAssessmentRun(request, context, params.id);
  if (run.kind !== "site") throw notFound();
  const loaded = await loadAssessment(context.db, run, report);
  if (!loaded) throw redirect(`/run/${run.id}/assessment`);
  const inventories = await loadSampleInventories(context.db, run.id, loaded.sample);
  return { runId: run.id, model: auditModel(locale, run.id, report, loaded, inventories) };
}

export default function AuditReportPage() {
  const { runId, model } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t("assessment.report.title")} lead={t("assessment.report.lead", { host: model.host })}>
        <p className="mt-6">
          <Link to={`/run/${runId}/assessment`} className={textLinkClass}>
            {t("assessment.backToOverview")}
          </Link>
        </p>
      </PageHero>
      <Container className="py-12">
        <section aria-labelledby="downloads-title">
          <h2 id="downloads-title" className="text-xl font-semibold">
            {t("assessment.report.downloads")}
          </h2>
          {/* Plain links: the server's Content-Disposition makes them downloads, with or without JavaScript. */}
          <ul className="mt-3 flex flex-wrap gap-3">
            <li>
              <a href={`/run/${runId}/assessment/report/pdf`} className={buttonClass("secondary")}>
                {t("assessment.report.pdf")}
              </a>
            </li>
            <li>
              <a href={`/run/${runId}/assessment/report/csv`} download className={buttonClass("secondary")}>
                {t("assessment.report.csv")}
              </a>
            </li>
          </ul>
        </section>
        <AuditReport model={model} t={t} />
      </Container>
    </>
  );
}
