/**
 * The API's reference page in German and English: how to sign calls, scopes, errors (each problem type's
 * anchor is its `type` URI), lists, limits and the endpoints of the checked-in OpenAPI document.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Container, PageHero, TableScroll, textLinkClass } from "~/components/ui";
import openapi from "~/utils/api/openapi.json";
import type { ProblemCode } from "~/utils/api/problem.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({
    title: messages.api.docs.metaTitle,
    description: messages.api.docs.lead,
  }));

type Operation = { operationId: string; "x-scope"?: string };

export async function loader({ context }: LoaderFunctionArgs) {
  const endpoints = Object.entries(openapi.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        id: operation.operationId,
        scope: operation["x-scope"] ?? null,
      })),
  );
  return { endpoints, perMinute: context.env.API_REQUESTS_PER_MINUTE };
}

const problemStatuses: [ProblemCode, number][] = [
  ["invalidRequest", 400],
  ["unauthorized", 401],
  ["invalidToken", 401],
  ["tokenExpired", 401],
  ["tokenRevoked", 401],
  ["insufficientScope", 403],
  ["planLapsed", 403],
  ["scanRefused", 403],
  ["notFound", 404],
  ["methodNotAllowed", 405],
  ["notReady", 409],
  ["idempotencyInProgress", 409],
  ["idempotencyConflict", 422],
  ["rateLimited", 429],
  ["exportFailed", 503],
];

const sectionTitle = "text-2xl font-bold tracking-tight";
const prose = "mt-4 text-slate-800 dark:text-slate-200";
const example = `curl -H "Authorization: Bearer ks_live_…" \\
  -H "Idempotency-Key: relaunch-42" \\
  -H "Content-Type: application/json" \\
  -d '{"url": "https://www.example.com/", "scope": "site"}' \\
  https://klarsicht.de/api/v1/runs`;

export default function ApiDocs() {
  const { t } = useTranslation();
  const { endpoints, perMinute } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={t("api.docs.title")} lead={t("api.docs.lead")}>
        <p className="mt-4">
          {t("api.docs.openapi")}{" "}
          <a href="/api/v1/openapi.json" className={`${textLinkClass} break-all`}>
            /api/v1/openapi.json
          </a>
        </p>
      </PageHero>
      <Container className="py-12">
        <div className="max-w-3xl space-y-10">
          <section>
            <h2 className={sectionTitle}>{t("api.docs.authTitle")}</h2>
            <p className={prose}>
              {t("api.docs.authText")}{" "}
              <Link to="/profile/api-tokens" className={textLinkClass}>
                {t("api.tokens.title")}
              </Link>
            </p>
          </section>
          <section>
            <h2 className={sectionTitle}>{t("api.docs.scopesTitle")}</h2>
            <p className={prose}>{t("api.docs.scopesText")}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              <li>{t("api.docs.scopeRead")}</li>
              <li>{t("api.docs.scopeScan")}</li>
              <li>{t("api.docs.scopeManage")}</li>
            </ul>
          </section>
          <section>
            <h2 className={sectionTitle}>{t("api.docs.endpointsTitle")}</h2>
            <TableScroll label={t("api.docs.endpointsCaption")} className="mt-4">
              <table className="w-full min-w-[36rem] text-left">
                <caption className="sr-only">{t("api.docs.endpointsCaption")}</caption>
                <thead>
                  <tr className="border-b border-slate-300 dark:border-slate-600">
                    <th scope="col" className="py-2 pr-4">
                      {t("api.docs.method")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("api.docs.path")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("api.docs.scope")}
                    </th>
                    <th scope="col" className="py-2">
                      {t("api.docs.purpose")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {endpoints.map((endpoint) => (
                    <tr
                      key={`${endpoint.method} ${endpoint.path}`}
                      className="border-b border-slate-200 align-top dark:border-slate-700"
                    >
                      <td className="py-2 pr-4 font-mono">{endpoint.method}</td>
                      <th scope="row" className="py-2 pr-4 font-mono font-normal break-all">
                        {endpoint.path}
                      </th>
                      <td className="py-2 pr-4 font-mono">{endpoint.scope ?? "–"}</td>
                      <td className="py-2">{t(`api.docs.endpoints.${endpoint.id}` as never)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>
          <section>
            <h2 className={sectionTitle}>{t("api.docs.exampleTitle")}</h2>
            <pre className="mt-4 whitespace-pre-wrap break-all rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm dark:border-slate-600 dark:bg-slate-900">
              <code>{example}</code>
            </pre>
          </section>
          <section>
            <h2 className={sectionTitle}>{t("api.docs.pagingTitle")}</h2>
            <p className={prose}>{t("api.docs.pagingText")}</p>
          </section>
          <section>
            <h2 className={sectionTitle}>{t("api.docs.limitsTitle")}</h2>
            <p className={prose}>{t("api.docs.limitsText", { count: perMinute })}</p>
          </section>
          <section>
            <h2 className={sectionTitle}>{t("api.docs.idempotencyTitle")}</h2>
            <p className={prose}>{t("api.docs.idempotencyText")}</p>
          </section>
          <section id="webhooks">
            <h2 className={sectionTitle}>{t("webhooks.docs.title")}</h2>
            <p className={prose}>{t("webhooks.docs.text")}</p>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              <li>{t("webhooks.eventNames.runFinished")}</li>
              <li>{t("webhooks.eventNames.runFailed")}</li>
              <li>{t("webhooks.eventNames.regressionFound")}</li>
              <li>{t("webhooks.eventNames.webhookTest")}</li>
            </ul>
            <p className={`${prose} mt-4`}>{t("webhooks.signing.text")}</p>
            <p className={`${prose} mt-4`}>{t("webhooks.docs.retries")}</p>
            <p className="mt-4">
              <Link to="/profile/webhooks" className={textLinkClass}>
                {t("webhooks.profileLink")}
              </Link>
            </p>
          </section>
          <section>
            <h2 className={sectionTitle}>{t("api.docs.errorsTitle")}</h2>
            <p className={prose}>{t("api.docs.errorsText")}</p>
            <dl className="mt-4 space-y-3">
              {problemStatuses.map(([code, status]) => (
                <div key={code} id={`problem-${code}`}>
                  <dt className="font-semibold">
                    {status} · {t(`api.problems.${code}.title`)}
                  </dt>
                  <dd className="font-mono text-sm break-all text-slate-700 dark:text-slate-300">
                    …/api-docs#problem-{code}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </Container>
    </>
  );
}
