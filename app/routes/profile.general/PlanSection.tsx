import { Form, Link, useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorBoxClass } from "~/components/form";
import { buttonClass, Section, textLinkClass } from "~/components/ui";
import { useDateFormat } from "~/utils/messages";
import type { action, ProfileData } from "./route";

export function PlanSection({ data }: { data: ProfileData }) {
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
        {data.paidBy !== null ? (
          <p className="text-lg">{t("account.profile.plan.paidBy", { agency: data.paidBy })}</p>
        ) : null}
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
        <p ref={alertRef} tabIndex={-1} role="alert" className={`mt-6 max-w-2xl ${errorBoxClass}`}>
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
