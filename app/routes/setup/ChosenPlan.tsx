import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton, useSending } from "~/components/BusyButton";
import { buttonClass } from "~/components/ui";
import { useLocale } from "~/utils/messages";
import { formatPlanPrice, plans } from "~/utils/plans";

/**
 * The plan chosen before signing in (`/setup?plan=basic`, where sign-in returns to): the way on with it
 * is one choice of payment and one button, first on the page and focused, not the plans all over again.
 */
export function ChosenPlan({ plan }: { plan: "basic" | "pro" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = useSending((form) => form.get("plan") === plan && form.get("chosen") === "1");
  const prices = plans.find((candidate) => candidate.id === plan)?.prices;
  useEffect(() => headingRef.current?.focus(), []);
  const name = t(`pricing.plans.${plan}.name`);
  return (
    <Form
      method="post"
      className="mt-8 max-w-2xl rounded-2xl border border-blue-700 bg-white p-6 dark:border-sky-300 dark:bg-slate-950"
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t("setup.chosen.title", { plan: name })}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("setup.chosen.text")}</p>
      <input type="hidden" name="plan" value={plan} />
      <input type="hidden" name="chosen" value="1" />
      <fieldset className="mt-4">
        <legend className="font-semibold">{t("setup.chosen.billing")}</legend>
        {(["monthly", "once"] as const).map((billing) => (
          <label key={billing} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="billing"
              value={billing}
              defaultChecked={billing === "monthly"}
              className="size-5 accent-blue-700 dark:accent-sky-300"
            />
            {t(`pricing.billing.${billing}`)}
            {prices ? (
              <span className="text-slate-700 dark:text-slate-300">
                ({formatPlanPrice(prices[billing], locale)}{" "}
                {billing === "monthly" ? t("pricing.perMonth") : t("pricing.oneTime")})
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <BusyButton className={`mt-4 ${buttonClass("primary")}`} busy={busy} busyText={t("setup.chosen.busy")}>
        {t("setup.chosen.continue")}
      </BusyButton>
    </Form>
  );
}
