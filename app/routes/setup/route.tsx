import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getEntitlements } from "#core/runs/entitlements.server";
import { Pricing } from "~/components/Pricing";
import { PageHero, Section } from "~/components/ui";
import { getSessionUser } from "~/utils/auth.server";
import { createCheckout, createPortalLink, unsettledSubscriptionOf } from "~/utils/billing.server";
import { pendingClaimOf } from "~/utils/free-scans.server";
import { getLocale } from "~/utils/locale.server";
import { contactPath, useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { ChosenPlan } from "./ChosenPlan";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({ title: messages.setup.meta.title }));

/** Plans and payment setup: open to everyone; buying needs an account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const unsettled = user ? await unsettledSubscriptionOf(context.db, user.id) : null;
  const entitlements = user ? await getEntitlements(context.db, user.id) : null;
  // Only the account's own plan: a client workspace's agency plan is the agency's to change (decision 050).
  const ownPlan = entitlements?.pool.id === user?.id;
  const subscription = unsettled || !ownPlan ? null : (entitlements?.subscription ?? null);
  return {
    signedIn: user !== null,
    // Signed in without a plan: the account pages send such visitors here, and the page says why.
    needsPlan: entitlements !== null && !entitlements.hasAccess && !unsettled,
    // "Keep this scan" was asked for: it is kept as soon as the plan is active.
    pendingClaim: (await pendingClaimOf(request, context.env)) !== null,
    subscribedPlan: subscription?.plan ?? null,
    unsettledPlan: unsettled?.plan ?? null,
    cancelled: new URL(request.url).searchParams.get("checkout") === "cancelled",
    // Chosen before signing in (/login?plan=… returns here): signed in now, the way on is that plan.
    chosenPlan: user && !subscription && !unsettled ? chosenPlanOf(request) : null,
  };
}

function chosenPlanOf(request: Request): "basic" | "pro" | null {
  const plan = new URL(request.url).searchParams.get("plan");
  return plan === "basic" || plan === "pro" ? plan : null;
}

type ActionResult = { error: "invalidChoice" | "unavailable" };

/**
 * Starts a Stripe Checkout for the chosen plan and billing; the browser goes on to Stripe's page. A
 * subscriber choosing a monthly plan goes to the Customer Portal to change the plan they have: a second
 * checkout would charge for two subscriptions.
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const plan = form.get("plan");
  const billing = form.get("billing");
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(`/login?plan=${plan === "pro" ? "pro" : "basic"}`);
  if ((plan !== "basic" && plan !== "pro") || (billing !== "monthly" && billing !== "once")) {
    return { error: "invalidChoice" };
  }
  const billingService = context.billing;
  if (!billingService) return { error: "unavailable" };
  try {
    const origin = new URL(request.url).origin;
    if (billing === "monthly") {
      // A subscription whose payment failed is first settled or cancelled in the portal.
      if (await unsettledSubscriptionOf(context.db, user.id)) {
        throw redirect(await createPortalLink(billingService, context.db, user, origin));
      }
      const { subscription, pool } = await getEntitlements(context.db, user.id);
      if (subscription && pool.id === user.id) {
        throw redirect(await createPortalLink(billingService, context.db, user, origin, subscription.id));
      }
    }
    throw redirect(
      await createCheckout(billingService, context.db, user, plan, billing, origin, await getLocale(request)),
    );
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    console.error("Starting the checkout failed", thrown);
    return { error: "unavailable" };
  }
}

export default function Setup() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { signedIn, needsPlan, pendingClaim, subscribedPlan, unsettledPlan, cancelled, chosenPlan } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const notice = result?.error ? t(`setup.errors.${result.error}`) : cancelled ? t("setup.cancelled") : null;
  return (
    <>
      <PageHero title={t("setup.title")} lead={t("setup.lead")}>
        {signedIn ? null : <p className="mt-3 text-slate-700 dark:text-slate-300">{t("setup.signInNote")}</p>}
        {chosenPlan ? <ChosenPlan plan={chosenPlan} /> : null}
        {needsPlan && !chosenPlan ? (
          <p className="mt-3 max-w-2xl rounded-lg border border-slate-400 bg-white p-4 font-medium dark:border-slate-500 dark:bg-slate-950">
            {t("setup.needsPlan")}
          </p>
        ) : null}
        {pendingClaim ? (
          <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{t("setup.pendingClaim")}</p>
        ) : null}
        {subscribedPlan ? (
          <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
            {t("setup.changePlan", { plan: t(`pricing.plans.${subscribedPlan}.name`) })}
          </p>
        ) : null}
        {unsettledPlan ? (
          <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
            {t("setup.settlePlan", { plan: t(`pricing.plans.${unsettledPlan}.name`) })}
          </p>
        ) : null}
        {notice ? (
          <p
            role={result?.error ? "alert" : "status"}
            className="mt-6 max-w-2xl rounded-lg border border-slate-400 bg-white p-4 font-medium dark:border-slate-500 dark:bg-slate-950"
          >
            {notice}
          </p>
        ) : null}
      </PageHero>
      <Section id="plans" title={t("pricing.title")} intro={t("pricing.intro")}>
        <Pricing
          buy={signedIn}
          planHref={(plan) =>
            plan === "enterprise" ? contactPath(locale, "enterprise") : `/login?plan=${plan}`
          }
        />
      </Section>
    </>
  );
}
