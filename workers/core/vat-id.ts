/**
 * EU VAT identification numbers: which countries have them, how each country writes them, and whether
 * one fits a billing country. Runtime-free, as the profile's form check and the local Stripe's tax ID
 * check (which stands in for Stripe's own) must agree.
 */

/** The member states, by their ISO 3166 codes (Greece's VAT prefix is EL, not GR). */
export const euCountries = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

export type EuCountry = (typeof euCountries)[number];

export function isEuCountry(country: string): country is EuCountry {
  return (euCountries as readonly string[]).includes(country);
}

/** What follows the prefix, per country, as the EU's VIES service describes the numbers. */
const formats: Record<EuCountry, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The prefix a country's VAT IDs start with. */
export function vatPrefixOf(country: EuCountry): string {
  return country === "GR" ? "EL" : country;
}

/** The country a VAT ID's prefix names, if it is a member state's. */
export function countryOfVatId(vatId: string): EuCountry | null {
  const prefix = vatId.slice(0, 2);
  // Greek numbers carry EL; GR is no VAT prefix.
  if (prefix === "GR") return null;
  const country = prefix === "EL" ? "GR" : prefix;
  return isEuCountry(country) ? country : null;
}

/** Written as the registers write it: upper case, without spaces, dots or dashes. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.\-/]/g, "").toUpperCase();
}

/**
 * Why a (normalised) VAT ID is not one of a member state's: no known prefix or the wrong form ("format"),
 * or a member state's number for a billing address in another country ("country").
 */
export function vatIdProblem(vatId: string, billingCountry?: string): "format" | "country" | null {
  const country = countryOfVatId(vatId);
  if (!country || !formats[country].test(vatId.slice(2))) return "format";
  if (billingCountry !== undefined && billingCountry !== country) return "country";
  return null;
}
