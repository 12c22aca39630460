import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FieldError, fieldClass } from "~/components/form";
import { TurnstileWidget } from "~/components/TurnstileWidget";
import { buttonClass, Container, PageHero } from "~/components/ui";
import { isLocale } from "~/i18n";
import { getSessionUser } from "~/utils/auth.server";
import { CONTACT_LIMITS, type ContactErrorKey, type ContactField } from "~/utils/contact";
import { saveContactMessage, validateContact } from "~/utils/contact.server";
import { getFixedT, getLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import type { TurnstileError } from "~/utils/turnstile";
import { verifyTurnstile } from "~/utils/turnstile.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({
    title: messages.contact.meta.title,
    description: messages.contact.meta.description,
  }));

type ActionResult = {
  values: Record<ContactField, string>;
  errors?: Partial<Record<ContactField, ContactErrorKey>>;
  sendFailed?: boolean;
  turnstile?: TurnstileError;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await getFixedT(request);
  const user = await getSessionUser(request, context);
  const sent = url.searchParams.get("sent") === "1";
  return {
    sent,
    // The copy's address is the account's, never one read from the address bar.
    copySentTo: sent && url.searchParams.get("copy") === "1" && user?.emailVerified ? user.email : null,
    subject: url.searchParams.get("topic") === "enterprise" ? t("contact.enterpriseSubject") : "",
    /** A signed-in visitor writes from their account's address unless they change it. */
    account: user ? { email: user.email, emailVerified: user.emailVerified } : null,
    turnstile: context.turnstile?.widget ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult | Response> {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    // Far beyond any limit: keep what was typed for the form, but never unbounded.
    return typeof value === "string" ? value.slice(0, CONTACT_LIMITS.messageMax * 2) : "";
  };
  const values = { email: text("email"), subject: text("subject"), message: text("message") };
  const path = new URL(request.url).pathname;

  // Bots fill the field people never see; they get the usual confirmation and nothing is stored.
  if (text("website").length > 0) throw redirect(`${path}?sent=1`);

  const validation = validateContact(values);
  if (!validation.ok) return { values, errors: validation.errors };

  // Nothing is stored for a refused security check; the visitor keeps what they typed.
  if (context.turnstile) {
    const check = await verifyTurnstile(context.turnstile, form, request, "contact");
    if (!check.ok) return { values, turnstile: check.error };
  }

  let copied = false;
  try {
    const locale = await getLocale(request);
    const sender = await getSessionUser(request, context);
    const saved = await saveContactMessage(
      context,
      validation.data,
      isLocale(locale) ? locale : "de",
      sender,
    );
    copied = saved.copyTo !== null;
  } catch (error) {
    console.error("Saving a contact message failed", error);
    return { values, sendFailed: true };
  }
  throw redirect(`${path}?sent=1${copied ? "&copy=1" : ""}`);
}

const fields = [
  { name: "email", type: "email", autoComplete: "email" },
  { name: "subject", type: "text", autoComplete: "off" },
  { name: "message", type: "textarea", autoComplete: "off" },
] as const;

export default function Contact() {
  const { t } = useTranslation();
  const { sent, copySentTo, subject, account, turnstile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  // A successful send redirects, which is a new location: keyed by it, the form starts empty again
  // (its fields are uncontrolled, so a re-render alone would keep what was typed).
  const location = useLocation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const errors = result?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0 || result?.sendFailed;
  const submitting = navigation.state === "submitting";

  // Move focus to what the visitor needs to read next: the error summary or the confirmation.
  useEffect(() => {
    if (result?.errors || result?.sendFailed) summaryRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  return (
    <>
      <PageHero title={t("contact.title")} lead={t("contact.lead")} />
      <Container className="py-12">
        <h2 className="text-2xl font-bold">{t("contact.formTitle")}</h2>
        {sent ? (
          <div
            ref={successRef}
            tabIndex={-1}
            role="status"
            className="mt-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
          >
            <p>{t("contact.success")}</p>
            {copySentTo ? (
              <p className="mt-2 [overflow-wrap:anywhere]">{t("contact.copySent", { email: copySentTo })}</p>
            ) : null}
          </div>
        ) : null}
        {hasErrors ? (
          <ErrorSummary
            summaryRef={summaryRef}
            className="mt-6 max-w-2xl"
            title={result?.sendFailed ? t("contact.sendFailed") : t("contact.errorSummary")}
            errors={
              result?.sendFailed
                ? []
                : fields
                    .filter((field) => errors[field.name])
                    .map((field) => ({
                      href: `#contact-${field.name}`,
                      text: t(`contact.errors.${errors[field.name] as ContactErrorKey}`),
                    }))
            }
          />
        ) : null}
        <Form key={location.key} method="post" noValidate className="mt-6 max-w-2xl space-y-6">
          <p className="text-slate-700 dark:text-slate-300">{t("contact.requiredNote")}</p>
          {fields.map((field) => {
            const id = `contact-${field.name}`;
            const error = errors[field.name];
            const hint =
              field.name === "message"
                ? t("contact.hints.message")
                : field.name === "email"
                  ? account?.emailVerified
                    ? t("contact.hints.copyTo", { email: account.email })
                    : t("contact.hints.copyVerifiedOnly")
                  : null;
            const hintId = hint ? `${id}-hint` : undefined;
            const errorId = error ? `${id}-error` : undefined;
            const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
            const common = {
              id,
              name: field.name,
              required: true,
              autoComplete: field.autoComplete,
              "aria-invalid": error ? true : undefined,
              "aria-describedby": describedBy,
              defaultValue:
                result?.values[field.name] ??
                (field.name === "subject" ? subject : field.name === "email" ? (account?.email ?? "") : ""),
              className: fieldClass,
            };
            return (
              <div key={field.name}>
                <label htmlFor={id} className="block font-semibold">
                  {t(`contact.fields.${field.name}`)}
                </label>
                {hintId ? (
                  <p
                    id={hintId}
                    className="mt-1 text-sm text-slate-700 dark:text-slate-300 [overflow-wrap:anywhere]"
                  >
                    {hint}
                  </p>
                ) : null}
                {field.type === "textarea" ? (
                  <textarea rows={8} {...common} />
                ) : (
                  <input type={field.type} {...common} />
                )}
                {error ? <FieldError id={errorId}>{t(`contact.errors.${error}`)}</FieldError> : null}
              </div>
            );
          })}
          {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
            <label htmlFor="contact-website">{t("contact.fields.honeypot")}</label>
            <input
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <TurnstileWidget
            config={turnstile}
            action="contact"
            error={result?.turnstile}
            attempt={result}
            idPrefix="contact"
          />
          <button type="submit" className={buttonClass("primary")} aria-disabled={submitting || undefined}>
            {submitting ? t("contact.sending") : t("contact.send")}
          </button>
        </Form>
      </Container>
    </>
  );
}
