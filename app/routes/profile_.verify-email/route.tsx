import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass, Container, PageHero, textLinkClass } from "~/components/ui";
import { requireUser } from "~/utils/auth.server";
import { VERIFICATION_LINK_HOURS, VERIFY_EMAIL_PATH } from "~/utils/email-verification";
import {
  checkVerification,
  confirmVerification,
  requestVerificationMail,
  type VerificationCheck,
  type VerificationRequest,
} from "~/utils/email-verification.server";
import { getLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { PROFILE_PATH } from "../profile.general/profile-fields";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.emailVerification.page.meta.title })),
  { name: "robots", content: "noindex" },
];

/** The link's status for the signed-in user; opening it changes nothing, since mail scanners open links too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The token names an account, but only that account's owner may use it: someone who set a stranger's
  // address on their own account must not get it confirmed by the stranger clicking the link.
  const user = await requireUser(request, context);
  const token = new URL(request.url).searchParams.get("token");
  const { status, email } = await checkVerification(context, user, token);
  // A link that does not work is answered as a bad request; the page itself, after "ask for a new email"
  // (posted without a token), is not.
  const refused = token !== null && status !== "ready" && status !== "alreadyVerified";
  return data({ check: { status, email } as VerificationCheck, token }, { status: refused ? 400 : 200 });
}

export type VerifyActionResult =
  | { intent: "confirm"; check: VerificationCheck }
  | { intent: "resend"; request: VerificationRequest };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "confirm") {
    const token = form.get("token");
    const check = await confirmVerification(context, user, typeof token === "string" ? token : null);
    if (check.status === "verified") throw redirect(`${PROFILE_PATH}?verification=done`);
    return data<VerifyActionResult>({ intent, check }, { status: 400 });
  }
  if (intent === "resend") {
    const sent = await requestVerificationMail(context, user, await getLocale(request));
    return data<VerifyActionResult>({ intent, request: sent });
  }
  throw new Response("Bad Request", { status: 400 });
}

const notice =
  "rounded-lg border p-4 border-slate-500 bg-white text-slate-900 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-100";

/** The page a verification link opens: one button confirms, or it says why not and offers a new mail. */
export default function VerifyEmail() {
  const { t } = useTranslation();
  const { check: loaded, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const messageRef = useRef<HTMLDivElement>(null);
  const check = result?.intent === "confirm" ? result.check : loaded;
  const sent = result?.intent === "resend" ? result.request : null;

  useEffect(() => {
    if (result) messageRef.current?.focus();
  }, [result]);

  const hours = VERIFICATION_LINK_HOURS;
  const email = check.email;
  const refusal =
    check.status === "invalid" ||
    check.status === "expired" ||
    check.status === "otherAccount" ||
    check.status === "addressChanged" ||
    check.status === "taken"
      ? t(`emailVerification.page.errors.${check.status}`, { email, hours })
      : null;

  return (
    <>
      <PageHero title={t("emailVerification.page.title")} />
      <Container className="py-12">
        <div className="max-w-2xl space-y-6 wrap-anywhere">
          {sent ? (
            <div ref={messageRef} tabIndex={-1} role="status" className={notice}>
              {sent.status === "recent"
                ? t("emailVerification.profile.recent", { email: sent.email, count: sent.minutes })
                : t(`emailVerification.profile.${sent.status}`, { email: sent.email, hours })}
            </div>
          ) : refusal ? (
            <div ref={messageRef} tabIndex={-1} role="alert" className={notice}>
              {refusal}
            </div>
          ) : null}

          {check.status === "ready" && !sent ? (
            <Form method="post" action={`${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token ?? "")}`}>
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="token" value={token ?? ""} />
              <p>{t("emailVerification.page.question", { email })}</p>
              <button type="submit" className={`${buttonClass("primary")} mt-4`}>
                {t("emailVerification.page.confirm")}
              </button>
            </Form>
          ) : null}

          {check.status === "alreadyVerified" ? (
            <p role="status">{t("emailVerification.page.alreadyVerified", { email })}</p>
          ) : null}

          {refusal && check.status !== "taken" && !sent ? (
            <Form method="post" action={VERIFY_EMAIL_PATH}>
              <input type="hidden" name="intent" value="resend" />
              <button type="submit" className={buttonClass("secondary")}>
                {t("emailVerification.page.resend", { email })}
              </button>
            </Form>
          ) : null}

          <p>
            <Link to={PROFILE_PATH} className={textLinkClass}>
              {t("emailVerification.page.toProfile")}
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
