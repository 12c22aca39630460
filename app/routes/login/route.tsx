import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink, PageHero } from "~/components/ui";
import { DEFAULT_AFTER_LOGIN, getSessionUser, startLogin } from "~/utils/auth.server";
import { contactPath, useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { safeRedirectPath } from "~/utils/security.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({ title: messages.login.meta.title }));

/**
 * Signs in through the OpenID provider. A failed attempt comes back here with `failed=1` and sees why, a
 * cancelled one with `cancelled=1`; without a configured provider the page says that sign-in is unavailable.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const plan = url.searchParams.get("plan");
  // A return target that is not a path of this site lands on the front page, never elsewhere.
  const returnTo = url.searchParams.has("returnTo")
    ? safeRedirectPath(url.searchParams.get("returnTo"), "/")
    : plan === "basic" || plan === "pro"
      ? `/setup?plan=${plan}`
      : DEFAULT_AFTER_LOGIN;
  if (await getSessionUser(request, context)) throw redirect(returnTo);
  const configured = context.auth !== null;
  const outcome: "cancelled" | "failed" | null =
    url.searchParams.get("cancelled") === "1"
      ? "cancelled"
      : url.searchParams.get("failed") === "1"
        ? "failed"
        : null;
  if (outcome || !configured) {
    return {
      outcome: configured ? outcome : null,
      configured,
      retry: `/login?returnTo=${encodeURIComponent(returnTo)}`,
    };
  }
  return startLogin(request, context, returnTo);
}

export default function Login() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { outcome, retry } = useLoaderData<typeof loader>();
  const canRetry = outcome !== null;
  return (
    <PageHero title={t("login.title")} lead={outcome ? t(`login.${outcome}`) : t("login.unavailable")}>
      <div className="mt-8 flex flex-wrap gap-3">
        {canRetry ? (
          <ButtonLink to={retry} reloadDocument>
            {t("login.retry")}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/#free-test" variant={canRetry ? "secondary" : "primary"}>
          {t("login.freeTest")}
        </ButtonLink>
        <ButtonLink to={contactPath(locale)} variant="secondary">
          {t("login.contact")}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
