import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { buttonClass, PageHero, Section, textLinkClass } from "~/components/ui";
import { endLocalSession } from "~/utils/auth.server";
import { createPortalLink } from "~/utils/billing.server";
import { schema } from "~/utils/db.server";
import { priceText, scanLevelsOf } from "~/utils/entitlements.server";
import { requireEntitlement } from "~/utils/guard.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { isVerifiedElsewhere } from "~/utils/users.server";
import { errorTextClass, inputClass, NewScanForm, type NewScanFormResult } from "../runs/NewScanForm";
import { RegisteredSites, type RemoveSiteAnswer } from "../runs/RegisteredSites";
import {
  registeredSitesData,
  removeSiteFromForm,
  siteLimitsFor,
  startScanFromForm,
  typedText,
} from "../runs/start-scan.server";
import { SessionsSection } from "./SessionsSection";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.account.meta.profile })),
  { name: "robots", content: "noindex" },
];

/** The original product's name of this route. */
export const handle = { name: "profile_general" };

const PROFILE_PATH = "/profile/general";
const NAME_MAX = 100;
const EMAIL_MAX = 254;

type ProfileField = "name" | "email";
type ProfileErrorKey =
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailInvalid"
  | "emailTooLong"
  | "emailTaken";

/** Error keys under `account.profile.update.errors` in the message files. */
const profileSchema = z.object({
  name: z.string().trim().min(1, "nameRequired").max(NAME_MAX, "nameTooLong"),
  email: z
    .string()
    .trim()
    .min(1, "emailRequired")
    .max(EMAIL_MAX, "emailTooLong")
    .pipe(z.email("emailInvalid")),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, entitlements } = await requireEntitlement(request, context);
  const url = new URL(request.url);
  const { subscription, payments } = entitlements;
  const registered = await registeredSitesData(context, user, entitlements);
  // Sites are registered in the plan as a whole; each purchase is shown filled in order, as the original did.
  let unassigned = registered.usage.used;
  const take = (limit: number) => {
    const used = Math.min(limit, unassigned);
    unassigned -= used;
    return used;
  };
  return {
    edit: url.searchParams.get("edit") === "1",
    updated: url.searchParams.get("updated") === "1",
    user: { name: user.name, email: user.email, emailVerified: user.emailVerified },
    billing: context.billing !== null,
    subscription: subscription
      ? {
          plan: subscription.plan,
          price: priceText(subscription.unitAmount, subscription.currency),
          pastDue: subscription.status === "past_due",
          renewsAt: subscription.currentPeriodEnd?.toISOString() ?? null,
          used: take(subscription.urlAllowance),
          total: subscription.urlAllowance,
        }
      : null,
    payments: payments.map((payment) => ({
      id: payment.id,
      plan: payment.plan,
      price: priceText(payment.amount, payment.currency),
      paidAt: payment.createdAt.toISOString(),
      used: take(payment.urlLimit),
      total: payment.urlLimit,
    })),
    siteRemoved: url.searchParams.get("siteRemoved") === "1",
    registered,
    usage: registered.usage,
    levels: scanLevelsOf(entitlements),
    pageLimit: siteLimitsFor(context, entitlements).pageLimit,
  };
}

type ProfileResult = {
  intent: "profile";
  values: Record<ProfileField, string>;
  errors: Partial<Record<ProfileField, ProfileErrorKey>>;
};
type ActionResult = ProfileResult | NewScanFormResult | { intent: "portal"; failed: true } | RemoveSiteAnswer;

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { user, entitlements } = await requireEntitlement(request, context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "profile") {
    const values = { name: typedText(form, "name"), email: typedText(form, "email") };
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      const errors: ProfileResult["errors"] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ProfileField;
        errors[field] ??= issue.message as ProfileErrorKey;
      }
      return { intent, values, errors };
    }
    const { name, email } = parsed.data;
    // A new address has not been confirmed by anyone; the provider's confirmation was for the old one.
    const sameEmail = email.toLowerCase() === user.email.toLowerCase();
    // A verified address belongs to the account that confirmed it.
    if (!sameEmail && (await isVerifiedElsewhere(context.db, email, user.id))) {
      return { intent, values, errors: { email: "emailTaken" } };
    }
    await context.db
      .update(schema.users)
      .set({ name, email, ...(sameEmail ? {} : { emailVerified: false }) })
      .where(eq(schema.users.id, user.id));
    throw redirect(`${PROFILE_PATH}?updated=1`);
  }

  if (intent === "create") return startScanFromForm(request, context, user, form);

  if (intent === "removeSite") {
    return removeSiteFromForm(context, user, entitlements, form, PROFILE_PATH);
  }

  if (intent === "portal") {
    if (!context.billing) throw new Response("Bad Request", { status: 400 });
    let portal: string;
    try {
      portal = await createPortalLink(context.billing, context.db, user, new URL(request.url).origin);
    } catch (error) {
      console.error("Opening the customer portal failed", error);
      return { intent, failed: true };
    }
    throw redirect(portal);
  }

  if (intent === "verify") {
    // The provider confirms addresses, and tells us so only at sign-in: sign in again, back to here.
    throw redirect(`/login?returnTo=${encodeURIComponent(PROFILE_PATH)}`, {
      headers: { "Set-Cookie": await endLocalSession(request, context) },
    });
  }

  throw new Response("Bad Request", { status: 400 });
}

type Data = Awaited<ReturnType<typeof loader>>;

const profileFields = [
  { name: "name", type: "text", autoComplete: "name", maxLength: NAME_MAX },
  { name: "email", type: "email", autoComplete: "email", maxLength: EMAIL_MAX },
] as const;

/** Name and email address, with the server's per-field errors and what was typed kept. */
function DetailsForm({
  action,
  user,
  result,
}: {
  action: string;
  user: Data["user"];
  result?: ProfileResult;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = result?.errors ?? {};
  const hintId = "profile-identity-hint";
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "profile";

  // The error summary is what to read next after a refused form.
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);

  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="profile" />
      <p id={hintId} className="max-w-2xl text-sm text-slate-700 dark:text-slate-300">
        {t("account.profile.update.identityHint")}
      </p>
      {result ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="max-w-2xl rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t("account.profile.update.errorSummary")}</p>
          <ul className="mt-2 list-disc pl-5">
            {profileFields
              .filter((field) => errors[field.name])
              .map((field) => (
                <li key={field.name}>
                  <a href={`#profile-${field.name}`} className="underline underline-offset-2">
                    {t(`account.profile.update.errors.${errors[field.name] as ProfileErrorKey}`)}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {profileFields.map((field) => {
        const id = `profile-${field.name}`;
        const error = errors[field.name];
        const errorId = `${id}-error`;
        return (
          <div key={field.name} className="max-w-2xl">
            <label htmlFor={id} className="block font-semibold">
              {t(`account.profile.update.${field.name}`)}
            </label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              maxLength={field.maxLength}
              spellCheck={false}
              defaultValue={result?.values[field.name] ?? user[field.name]}
              key={result ? `typed-${result.values[field.name]}` : "stored"}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : null, field.name === "email" ? hintId : null]
                .filter(Boolean)
                .join(" ")}
              className={`mt-2 block ${inputClass}`}
            />
            {error ? (
              <p id={errorId} className={`mt-2 ${errorTextClass}`}>
                {t(`account.profile.update.errors.${error}`)}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className={buttonClass("primary")} aria-disabled={saving || undefined}>
        {saving ? t("account.profile.update.saving") : t("account.profile.update.save")}
      </button>
    </Form>
  );
}

/** What "Update" offers: name and email address, and a new scan. */
function UpdateForms({ action, data, result }: { action: string; data: Data; result?: ActionResult }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <section aria-labelledby="profile-update-details">
        <h3 id="profile-update-details" className="text-xl font-semibold">
          {t("account.profile.update.detailsTitle")}
        </h3>
        <div className="mt-4">
          <DetailsForm
            action={action}
            user={data.user}
            result={result?.intent === "profile" ? result : undefined}
          />
        </div>
      </section>
      <section aria-labelledby="profile-update-scan">
        <h3 id="profile-update-scan" className="text-xl font-semibold">
          {t("account.newScan.title")}
        </h3>
        <div className="mt-4">
          <NewScanForm
            id="profile-new-scan"
            action={action}
            result={result?.intent === "create" ? result : undefined}
            usage={data.usage}
            levels={data.levels}
            pageLimit={data.pageLimit}
          />
        </div>
      </section>
    </div>
  );
}

/**
 * "Update" opens a modal dialog (native <dialog>: focus stays inside, Escape closes, focus returns to
 * the button). Without JavaScript the button is a link to `?edit=1`, which shows the same forms in the page.
 */
function UpdateDialog({
  children,
  updated,
  result,
}: {
  children: ReactNode;
  updated: boolean;
  result?: ActionResult;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef(true);
  const titleId = useId();

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    returnFocus.current = true;
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      if (returnFocus.current) triggerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  // Saved: the dialog closes and the page's confirmation takes the focus (every save is a new location).
  const { key: locationKey } = useLocation();
  useEffect(() => {
    if (updated && locationKey && dialogRef.current?.open) {
      returnFocus.current = false;
      dialogRef.current.close();
    }
  }, [updated, locationKey]);

  // A refused form is shown where it was sent from, even if the dialog had been closed meanwhile.
  useEffect(() => {
    const dialog = dialogRef.current;
    const fromDialog = result?.intent === "profile" || result?.intent === "create";
    if (fromDialog && dialog && !dialog.open) dialog.showModal();
  }, [result]);

  return (
    <>
      <Link
        ref={triggerRef}
        to={`${PROFILE_PATH}?edit=1`}
        onClick={open}
        aria-haspopup="dialog"
        className={buttonClass("secondary")}
      >
        {t("account.profile.update.open")}
      </Link>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-300 bg-white p-0 text-slate-900 backdrop:bg-slate-950/70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold">
              {t("account.profile.update.title")}
            </h2>
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => dialogRef.current?.close()}
            >
              {t("account.profile.update.close")}
            </button>
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </dialog>
    </>
  );
}

function PlanSection({ data }: { data: Data }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const result = useActionData<typeof action>();
  const portalFailed = result?.intent === "portal";
  const alertRef = useRef<HTMLParagraphElement>(null);
  const hintId = "profile-billing-hint";

  useEffect(() => {
    if (portalFailed) alertRef.current?.focus();
  }, [portalFailed]);

  return (
    <Section id="plan" title={t("account.profile.plan.title")} tone="muted">
      <div className="grid max-w-4xl gap-6">
        {data.subscription ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
            <h3 className="text-xl font-semibold">
              {t("account.profile.plan.subscription", {
                plan: t(`pricing.plans.${data.subscription.plan}.name`),
              })}
            </h3>
            <p className="mt-2 text-2xl font-bold">
              {t("account.profile.plan.price", { price: data.subscription.price })}
            </p>
            {data.subscription.renewsAt && !data.subscription.pastDue ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t("account.profile.plan.renews", { date: formatDate(data.subscription.renewsAt) })}
              </p>
            ) : null}
            {data.subscription.pastDue ? (
              <p className="mt-2 font-medium text-red-700 dark:text-red-300">
                {t("account.profile.plan.pastDue")}
              </p>
            ) : null}
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t("account.profile.plan.paymentUsage", {
                used: data.subscription.used,
                count: data.subscription.total,
              })}
            </p>
          </div>
        ) : null}
        {data.payments.length > 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
            <h3 className="text-xl font-semibold">{t("account.profile.plan.payments")}</h3>
            <ul className="mt-3 space-y-3">
              {data.payments.map((payment) => (
                <li key={payment.id}>
                  <p className="font-medium">
                    {t("account.profile.plan.payment", {
                      plan: t(`pricing.plans.${payment.plan}.name`),
                      price: payment.price,
                      date: formatDate(payment.paidAt),
                    })}
                  </p>
                  <p className="text-slate-700 dark:text-slate-300">
                    {t("account.profile.plan.paymentUsage", { used: payment.used, count: payment.total })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {portalFailed ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-6 max-w-2xl rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          {t("account.profile.plan.portalFailed")}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {data.billing ? (
          // A document request: the portal is Stripe's page, reached by a plain redirect.
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value="portal" />
            <button type="submit" className={buttonClass("primary")} aria-describedby={hintId}>
              {t("account.profile.plan.manageBilling")}
            </button>
          </Form>
        ) : null}
        <Link to="/setup" className={textLinkClass}>
          {t("account.profile.plan.morePlans")}
        </Link>
      </div>
      {data.billing ? (
        <p id={hintId} className="mt-3 max-w-2xl text-sm text-slate-700 dark:text-slate-300">
          {t("account.profile.plan.manageBillingHint")}
        </p>
      ) : null}
    </Section>
  );
}

/** The general profile: personal details, plan, registered websites, and the update dialog. */
export default function ProfileGeneral() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const bannerRef = useRef<HTMLDivElement>(null);
  const verifyHintId = "profile-verify-hint";
  const { key: locationKey } = useLocation();

  useEffect(() => {
    if (data.updated && locationKey) bannerRef.current?.focus();
  }, [data.updated, locationKey]);

  return (
    <>
      <PageHero title={t("account.profile.title")} lead={t("account.profile.lead")}>
        {data.updated ? (
          <div
            ref={bannerRef}
            tabIndex={-1}
            role="status"
            className="mt-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
          >
            {t("account.profile.updated")}
          </div>
        ) : null}
      </PageHero>

      {data.edit ? (
        <Section id="update" title={t("account.profile.update.title")}>
          <UpdateForms action={`${PROFILE_PATH}?edit=1`} data={data} result={result} />
          <p className="mt-10">
            <Link to={PROFILE_PATH} className={buttonClass("secondary")}>
              {t("account.profile.update.done")}
            </Link>
          </p>
        </Section>
      ) : null}

      <Section id="details" title={t("account.profile.details.title")} tone={data.edit ? "muted" : "plain"}>
        <dl className="grid max-w-3xl gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("account.profile.details.name")}</dt>
          <dd>{data.user.name || t("account.profile.details.noName")}</dd>
          <dt className="font-semibold">{t("account.profile.details.email")}</dt>
          <dd className="break-all">{data.user.email}</dd>
          <dt className="font-semibold">{t("account.profile.details.emailVerified")}</dt>
          <dd>
            {data.user.emailVerified ? (
              t("account.profile.details.verified")
            ) : (
              <>
                <p>{t("account.profile.details.unverified")}</p>
                <Form method="post" action={PROFILE_PATH} reloadDocument className="mt-3">
                  <input type="hidden" name="intent" value="verify" />
                  <button type="submit" className={buttonClass("secondary")} aria-describedby={verifyHintId}>
                    {t("account.profile.details.verifyNow")}
                  </button>
                </Form>
                <p id={verifyHintId} className="mt-2 max-w-xl text-sm text-slate-700 dark:text-slate-300">
                  {t("account.profile.details.verifyHint")}
                </p>
              </>
            )}
          </dd>
        </dl>
        {data.edit ? null : (
          <div className="mt-8">
            <UpdateDialog updated={data.updated} result={result}>
              <UpdateForms action={PROFILE_PATH} data={data} result={result} />
            </UpdateDialog>
          </div>
        )}
      </Section>

      <SessionsSection />

      <PlanSection data={data} />

      <Section id="sites" title={t("account.profile.sites.title")}>
        {data.siteRemoved ? (
          <p
            role="status"
            className="mb-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
          >
            {t("account.registeredSites.removed")}
          </p>
        ) : null}
        <RegisteredSites
          data={data.registered}
          action={PROFILE_PATH}
          answer={result?.intent === "removeSite" ? result : undefined}
        />
      </Section>
    </>
  );
}
