import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { priceText, scanLevelsOf } from "#core/runs/entitlements.server";
import { type Capability, can } from "#core/workspaces/roles";
import { schema } from "#drizzle/db.server";
import { buttonClass, PageHero, Section } from "~/components/ui";
import { createPortalLink } from "~/utils/billing.server";
import { billingDetailsOf } from "~/utils/billing-details";
import { type BillingDetailsResult, saveBillingDetails } from "~/utils/billing-details.server";
import { VERIFICATION_LINK_HOURS } from "~/utils/email-verification";
import { recentVerificationMail, requestVerificationMail } from "~/utils/email-verification.server";
import { requireEntitlement } from "~/utils/guard.server";
import { type InvoiceSummary, invoicesOf } from "~/utils/invoices.server";
import { getLocale } from "~/utils/locale.server";
import {
  getMailPreferences,
  preferencesFromForm,
  saveMailPreferences,
} from "~/utils/mail/preferences.server";
import { pageMeta } from "~/utils/meta";
import { siteLimitsFor } from "~/utils/start-scan.server";
import { getUser } from "~/utils/users.server";
import { forbidden } from "~/utils/workspace.server";
import { registeredSitesData, removeSiteFromForm, startScanFromForm } from "../runs/forms.server";
import type { NewScanFormResult } from "../runs/NewScanForm";
import { RegisteredSites, type RemoveSiteAnswer } from "../runs/RegisteredSites";
import { BillingSection } from "./BillingSection";
import { type MailPreferencesResult, MailPreferencesSection } from "./MailPreferencesSection";
import { PlanSection } from "./PlanSection";
import { updateProfile } from "./profile.server";
import { PROFILE_PATH, type ProfileResult } from "./profile-fields";
import { SessionsSection } from "./SessionsSection";
import { UpdateDialog, UpdateForms } from "./UpdateDialog";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.account.meta.profile })),
  { name: "robots", content: "noindex" },
];

/** The original product's name of this route. */
export const handle = { name: "profile_general" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, workspace, entitlements } = await requireEntitlement(request, context);
  const url = new URL(request.url);
  // A client workspace paid by its agency (decision 050) shows who pays, not the agency's plan and price.
  const ownPlan = entitlements.pool.id === workspace.id;
  const { subscription, payments } = ownPlan ? entitlements : { subscription: null, payments: [] };
  const paidBy = ownPlan
    ? null
    : ((
        await context.db
          .select({ name: schema.workspaces.name })
          .from(schema.workspaces)
          .where(eq(schema.workspaces.id, entitlements.pool.id))
          .get()
      )?.name ?? "");
  const registered = await registeredSitesData(context, workspace, entitlements);
  // Billing is the workspace's, kept on its founding account (decision 046), and the owner's to see.
  const billingHolder = (can(workspace.role, "own") && (await getUser(context.db, workspace.id))) || null;
  // Sites are registered in the plan as a whole; each purchase is shown filled in order, as the original did.
  let unassigned = registered.usage.used;
  const take = (limit: number) => {
    const used = Math.min(limit, unassigned);
    unassigned -= used;
    return used;
  };
  return {
    paidBy,
    edit: url.searchParams.get("edit") === "1",
    updated: url.searchParams.get("updated") === "1",
    // Back from "verify now" or from confirming: what happened is said on the page.
    verification: verificationOutcome(url.searchParams.get("verification"), user.emailVerified),
    // A verification mail went to this address within this hour: another one waits for the next hour.
    verificationMinutesLeft: user.emailVerified ? null : await recentVerificationMail(context, user),
    user: { name: user.name, email: user.email, emailVerified: user.emailVerified },
    // Billing is the owner's: others see the plan, not the ways to pay for it.
    billing: context.billing !== null && billingHolder !== null,
    canBill: billingHolder !== null,
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
    billingDetails: billingDetailsOf(billingHolder ?? user),
    billingSaved: billingSavedOutcome(url.searchParams.get("billingSaved")),
    // Null when Stripe could not be asked: the page says so instead of claiming there are none.
    invoices: billingHolder ? await accountInvoices(context, billingHolder) : [],
    siteRemoved: url.searchParams.get("siteRemoved") === "1",
    mailPreferences: await getMailPreferences(context.db, user.id),
    mailSaved: url.searchParams.get("mailSaved") === "1",
    registered,
    usage: registered.usage,
    levels: scanLevelsOf(entitlements),
    pageLimit: siteLimitsFor(context, entitlements).pageLimit,
    canReadAudit: can(workspace.role, "manage"),
  };
}

function billingSavedOutcome(value: string | null): "synced" | "unsynced" | null {
  return value === "1" ? "synced" : value === "unsynced" ? "unsynced" : null;
}

async function accountInvoices(
  context: LoaderFunctionArgs["context"],
  user: Parameters<typeof invoicesOf>[1],
): Promise<InvoiceSummary[] | null> {
  if (!context.billing) return [];
  try {
    return await invoicesOf(context.billing.stripe, user);
  } catch (error) {
    console.error("Reading the invoices from Stripe failed", error);
    return null;
  }
}

const verificationOutcomes = ["sent", "queued", "recent", "taken", "done"] as const;

/** The outcome named in the address, if it still fits the account (a bookmarked "done" says nothing false). */
function verificationOutcome(value: string | null, verified: boolean) {
  const outcome = verificationOutcomes.find((candidate) => candidate === value) ?? null;
  return outcome === null || (outcome === "done") === verified ? outcome : null;
}

export type ProfileData = Awaited<ReturnType<typeof loader>>;
export type ActionResult =
  | ProfileResult
  | NewScanFormResult
  | { intent: "portal"; failed: true }
  | RemoveSiteAnswer
  | MailPreferencesResult
  | Extract<BillingDetailsResult, { errors: unknown }>;

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  // Personal settings are every member's; the rest asks for the role below.
  const { user, workspace, entitlements } = await requireEntitlement(request, context, "read");
  const form = await request.formData();
  const intent = form.get("intent");
  const need = (capability: Capability) => {
    if (!can(workspace.role, capability)) throw forbidden();
  };
  const billingHolder = async () => {
    need("own");
    const holder = await getUser(context.db, workspace.id);
    if (!holder) throw forbidden();
    return holder;
  };

  if (intent === "profile") return updateProfile(context, user, form);

  if (intent === "billingDetails") {
    const saved = await saveBillingDetails(context, await billingHolder(), form);
    if ("errors" in saved) return saved;
    throw redirect(`${PROFILE_PATH}?billingSaved=${saved.synced ? "1" : "unsynced"}#billing`);
  }

  if (intent === "create") {
    need("edit");
    return startScanFromForm(request, context, workspace, form);
  }

  if (intent === "removeSite") {
    need("manage");
    return removeSiteFromForm(context, user, workspace, entitlements, form, PROFILE_PATH);
  }

  if (intent === "portal") {
    if (!context.billing) throw new Response("Bad Request", { status: 400 });
    const holder = await billingHolder();
    let portal: string;
    try {
      portal = await createPortalLink(context.billing, context.db, holder, new URL(request.url).origin);
    } catch (error) {
      console.error("Opening the customer portal failed", error);
      return { intent, failed: true };
    }
    throw redirect(portal);
  }

  if (intent === "mailPreferences") {
    const preferences = preferencesFromForm(form);
    if (!preferences) return { intent, invalid: true };
    await saveMailPreferences(context.db, user.id, preferences);
    throw redirect(`${PROFILE_PATH}?mailSaved=1#mail`);
  }

  if (intent === "verify") {
    // A mail with a link to the address saved here; nothing else about the account changes.
    const { status } = await requestVerificationMail(context, user, await getLocale(request));
    throw redirect(`${PROFILE_PATH}?verification=${status}`);
  }

  throw new Response("Bad Request", { status: 400 });
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
    if ((data.updated || data.verification) && locationKey) bannerRef.current?.focus();
  }, [data.updated, data.verification, locationKey]);
  const hours = VERIFICATION_LINK_HOURS;
  const email = data.user.email;

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
        {data.verification ? (
          <div
            ref={bannerRef}
            tabIndex={-1}
            role={data.verification === "taken" ? "alert" : "status"}
            className="mt-6 max-w-2xl wrap-anywhere rounded-lg border border-slate-500 bg-white p-4 text-slate-900 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-100"
          >
            {data.verification === "recent"
              ? t("emailVerification.profile.recent", { email, count: data.verificationMinutesLeft ?? 1 })
              : t(`emailVerification.profile.${data.verification}`, { email, hours })}
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
        <dl className="grid max-w-3xl gap-x-6 gap-y-3 wrap-anywhere sm:grid-cols-[max-content_1fr]">
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
                <p
                  id={verifyHintId}
                  className="mt-2 max-w-xl wrap-anywhere text-sm text-slate-700 dark:text-slate-300"
                >
                  {data.verificationMinutesLeft === null
                    ? t("emailVerification.profile.before", { email, hours })
                    : t("emailVerification.profile.recent", { email, count: data.verificationMinutesLeft })}
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

      <MailPreferencesSection
        preferences={data.mailPreferences}
        saved={data.mailSaved}
        result={result?.intent === "mailPreferences" ? result : undefined}
      />

      <SessionsSection />

      <Section id="api-tokens" title={t("api.tokens.title")}>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("api.tokens.profileText")}</p>
        <p className="mt-4">
          <Link to="/profile/api-tokens" className={buttonClass("secondary")}>
            {t("api.tokens.profileLink")}
          </Link>
        </p>
      </Section>

      <Section id="webhooks" title={t("webhooks.title")}>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("webhooks.profileText")}</p>
        <p className="mt-4">
          <Link to="/profile/webhooks" className={buttonClass("secondary")}>
            {t("webhooks.profileLink")}
          </Link>
        </p>
      </Section>

      <Section id="shared-links" title={t("share.links.title")}>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("share.links.profileText")}</p>
        <p className="mt-4">
          <Link to="/profile/links" className={buttonClass("secondary")}>
            {t("share.links.profileLink")}
          </Link>
        </p>
      </Section>

      {data.canReadAudit ? (
        <Section id="audit" title={t("workspace.audit.title")}>
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("workspace.audit.profileText")}</p>
          <p className="mt-4">
            <Link to="/profile/audit" className={buttonClass("secondary")}>
              {t("workspace.audit.profileLink")}
            </Link>
          </p>
        </Section>
      ) : null}

      <Section id="trackers" title={t("trackers.title")}>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("trackers.text")}</p>
        <p className="mt-4">
          <Link to="/profile/trackers" className={buttonClass("secondary")}>
            {t("trackers.profileLink")}
          </Link>
        </p>
      </Section>

      <Section id="branding" title={t("branding.title")}>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("branding.profileText")}</p>
        <p className="mt-4">
          <Link to="/profile/branding" className={buttonClass("secondary")}>
            {t("branding.profileLink")}
          </Link>
        </p>
      </Section>

      <PlanSection data={data} />

      {data.canBill ? (
        <BillingSection data={data} result={result?.intent === "billingDetails" ? result : undefined} />
      ) : null}

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
