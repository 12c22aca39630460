import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocale, useMessages } from "~/utils/messages";
import { type Billing, formatPlanPrice, type PlanId, plans } from "~/utils/plans";
import { BusyButton, useSending } from "./BusyButton";
import { CheckIcon } from "./icons";
import { ButtonLink, buttonClass } from "./ui";

const billings: readonly Billing[] = ["monthly", "once"];

/**
 * The three plans with a monthly / one-time switch. `planHref` decides where choosing a plan leads
 * (the plan page from the home page, sign-in from the plan page). With `buy`, Basic and Pro become
 * submit buttons of one form that posts the plan and the chosen billing (Enterprise stays a link); the
 * pressed one says at once that the payment page is being opened, and cannot be sent twice.
 */
export function Pricing({ planHref, buy = false }: { planHref: (plan: PlanId) => string; buy?: boolean }) {
  const locale = useLocale();
  const messages = useMessages().pricing;
  const { t } = useTranslation();
  // Which plan's button sent the form (the /setup form for one chosen plan has its own button).
  const sending = (plan: PlanId) => (form: FormData) =>
    form.get("plan") === plan && form.get("chosen") !== "1";
  const busy: Partial<Record<PlanId, boolean>> = {
    basic: useSending(sending("basic")),
    pro: useSending(sending("pro")),
  };
  const Wrapper = buy ? Form : "div";

  return (
    <Wrapper className="pricing" {...(buy ? { method: "post" as const } : {})}>
      <fieldset className="inline-flex rounded-xl border border-slate-300 p-1 dark:border-slate-600">
        <legend className="sr-only">{messages.billingLegend}</legend>
        {billings.map((billing) => (
          <label
            key={billing}
            className="relative inline-flex min-h-11 cursor-pointer items-center rounded-lg px-4 text-sm font-semibold text-slate-800 has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 dark:text-slate-200 dark:has-[:checked]:bg-sky-300 dark:has-[:checked]:text-slate-950 dark:has-[:focus-visible]:outline-sky-300"
          >
            <input
              type="radio"
              name="billing"
              value={billing}
              data-billing={billing}
              defaultChecked={billing === "monthly"}
              className="sr-only"
            />
            {messages.billing[billing]}
          </label>
        ))}
      </fieldset>

      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const copy = messages.plans[plan.id];
          return (
            <li
              key={plan.id}
              className={`flex flex-col rounded-2xl border p-6 ${
                plan.highlighted
                  ? "border-blue-700 ring-2 ring-blue-700 dark:border-sky-300 dark:ring-sky-300"
                  : "border-slate-200 dark:border-slate-700"
              } bg-white dark:bg-slate-900`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xl font-bold">{copy.name}</h3>
                {plan.highlighted ? (
                  <span className="rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold text-blue-900 dark:bg-sky-950 dark:text-sky-200">
                    {messages.recommended}
                  </span>
                ) : null}
              </div>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{copy.description}</p>
              <p className="mt-6 text-3xl font-bold">
                {plan.prices ? (
                  <>
                    <span data-price="monthly">
                      {formatPlanPrice(plan.prices.monthly, locale)}{" "}
                      <span className="text-base font-medium text-slate-700 dark:text-slate-300">
                        {messages.perMonth}
                      </span>
                    </span>
                    <span data-price="once">
                      {formatPlanPrice(plan.prices.once, locale)}{" "}
                      <span className="text-base font-medium text-slate-700 dark:text-slate-300">
                        {messages.oneTime}
                      </span>
                    </span>
                  </>
                ) : (
                  <span className="text-2xl">{messages.custom}</span>
                )}
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {copy.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {buy && plan.id !== "enterprise" ? (
                <BusyButton
                  name="plan"
                  value={plan.id}
                  busy={busy[plan.id] ?? false}
                  busyText={t("setup.chosen.busy")}
                  className={`${buttonClass(plan.highlighted ? "primary" : "secondary")} mt-8 w-full`}
                >
                  {copy.cta}
                </BusyButton>
              ) : (
                <ButtonLink
                  to={planHref(plan.id)}
                  variant={plan.highlighted ? "primary" : "secondary"}
                  className="mt-8 w-full"
                >
                  {copy.cta}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
