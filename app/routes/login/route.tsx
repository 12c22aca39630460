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
 * Signs in through the OpenID provider. A failed attempt comes back here with `failed=1` and sees why;
 * without a configured provider the page says that sign-in is unavailable.
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
  if (url.searchParams.get("failed") === "1" || !configured) {
    return {
      failed: url.searchParams.get("failed") === "1",
      configured,
      retry: `/login?returnTo=${encodeURIComponent(returnTo)}`,
    };
  }
  return startLogin(request, context, returnTo);
}

export default function Login() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { failed, retry } = useLoaderData<typeof loader>();
  return (
    <PageHero title={t("login.title")} lead={failed ? t("login.failed") : t("login.unavailable")}>
      <div className="mt-8 flex flex-wrap gap-3">
        {failed ? (
          <ButtonLink to={retry} reloadDocument>
            {t("login.retry")}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/#free-test" variant={failed ? "secondary" : "primary"}>
          {t("login.freeTest")}
        </ButtonLink>
        <ButtonLink to={contactPath(locale)} variant="secondary">
          {t("login.contact")}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
