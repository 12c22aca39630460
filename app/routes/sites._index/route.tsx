import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink, PageHero, Section } from "~/components/ui";
import { registeredSitesData, removeSiteFromForm } from "~/routes/runs/forms.server";
import { RegisteredSites } from "~/routes/runs/RegisteredSites";
import { requireEntitlement } from "~/utils/guard.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.sites.list.meta.title })),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { workspace, entitlements } = await requireEntitlement(request, context);
  const url = new URL(request.url);
  return {
    registered: await registeredSitesData(context, workspace, entitlements),
    siteRemoved: url.searchParams.get("siteRemoved") === "1",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Sites are the admins' (decision 046).
  const { user, workspace, entitlements } = await requireEntitlement(request, context, "manage");
  const form = await request.formData();
  if (form.get("intent") !== "removeSite") throw new Response("Bad Request", { status: 400 });
  return removeSiteFromForm(context, user, workspace, entitlements, form, "/sites");
}

/** "Websites" in the navigation: the registered sites, each with the way to its dashboard. */
export default function SiteList() {
  const { t } = useTranslation();
  const { registered, siteRemoved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHero title={t("sites.list.title")} lead={t("sites.list.lead")}>
        {siteRemoved ? (
          <p
            role="status"
            className="mt-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
          >
            {t("account.registeredSites.removed")}
          </p>
        ) : null}
        <div className="mt-8">
          <ButtonLink to="/runs#new-scan" variant="secondary">
            {t("sites.list.newScan")}
          </ButtonLink>
        </div>
      </PageHero>
      <Section id="registered-sites" title={t("account.registeredSites.title")}>
        <RegisteredSites data={registered} action="/sites" answer={answer} />
      </Section>
    </>
  );
}
