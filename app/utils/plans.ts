import type { Locale } from "~/i18n";

export type PlanId = "basic" | "pro" | "enterprise";
export type Billing = "monthly" | "once";

export type Plan = {
  id: PlanId;
  /** Whole currency units; `null` means the price is agreed individually. */
  prices: Record<Billing, number> | null;
  highlighted: boolean;
};

/** Plans and prices of the product (euro in German, dollar in English). */
export const plans: readonly Plan[] = [
  { id: "basic", prices: { monthly: 15, once: 20 }, highlighted: false },
  { id: "pro", prices: { monthly: 40, once: 50 }, highlighted: true },
  { id: "enterprise", prices: null, highlighted: false },
];

/** The currency prices are shown and charged in: the language decides, as the product always did. */
export function currencyOf(locale: Locale): "eur" | "usd" {
  return locale === "de" ? "eur" : "usd";
}

export function formatPlanPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US", {
    style: "currency",
    currency: currencyOf(locale).toUpperCase(),
    maximumFractionDigits: 0,
  }).format(amount);
}
