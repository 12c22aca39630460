import type Stripe from "stripe";
import { countryOfVatId, isEuCountry, normalizeVatId, vatIdProblem } from "#core/vat-id";
import { invalid } from "./errors";

// What Stripe Tax decides for a seller established in Germany, registered there and for the EU's
// One-Stop-Shop (the local Stripe's account settings), selling a digital service at prices without tax.

/** The seller the local account invoices as: what Stripe takes from the account's public details. */
export const localAccount = {
  country: "DE",
  name: "Klarsicht (lokal)",
  address: { line1: "Musterstraße 1", postal_code: "10115", city: "Berlin", country: "DE" },
  vatId: "DE123456789",
} as const;

/** Standard VAT rates of the member states (percent) for electronically supplied services. */
export const euStandardRates: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

export type TaxabilityReason = Stripe.Invoice.TotalTax.TaxabilityReason;
export type TaxDecision = { country: string; percentage: number; reason: TaxabilityReason };

/**
 * Where the tax goes and at what rate: a customer in Germany pays German VAT, business or not; a business
 * elsewhere in the EU that gave its VAT ID accounts for the VAT itself (reverse charge); a consumer
 * elsewhere in the EU pays their country's VAT (One-Stop-Shop); outside the EU nothing is collected.
 */
export function taxDecision(country: string, taxIds: { type: string; value: string }[]): TaxDecision {
  if (country === localAccount.country) return { country, percentage: 19, reason: "standard_rated" };
  if (isEuCountry(country)) {
    const business = taxIds.some((taxId) => taxId.type === "eu_vat");
    return business
      ? { country, percentage: 0, reason: "reverse_charge" }
      : { country, percentage: euStandardRates[country] ?? 0, reason: "standard_rated" };
  }
  return { country, percentage: 0, reason: "not_collecting" };
}

/** Tax on a net amount in the smallest currency unit, rounded half up as Stripe rounds each line. */
export function taxOn(amount: number, percentage: number): number {
  return Math.round((amount * percentage) / 100);
}

/** Stripe's tax ID check: the types the local Stripe knows, and their form. */
export function checkedTaxId(
  type: string,
  value: string,
  param = "value",
): { type: "eu_vat"; value: string; country: string } {
  if (type !== "eu_vat") {
    throw invalid(`The local Stripe knows only the tax ID type eu_vat, not ${type}.`, "type");
  }
  const normalized = normalizeVatId(value);
  if (vatIdProblem(normalized) !== null) {
    throw invalid(`Invalid value for ${type}.`, param, "tax_id_invalid");
  }
  return { type, value: normalized, country: countryOfVatId(normalized) ?? "" };
}
