import { euCountries, isEuCountry, normalizeVatId, vatIdProblem } from "#core/vat-id";

/**
 * Who invoices are made out to: the profile's form fields, their limits, and the check of what was typed
 * (plain code, no zod: the form's types reach the browser).
 */

export const billingFields = ["company", "line1", "line2", "postalCode", "city", "country", "vatId"] as const;
export type BillingField = (typeof billingFields)[number];
export type BillingDetails = Record<BillingField, string>;

export const emptyBillingDetails: BillingDetails = {
  company: "",
  line1: "",
  line2: "",
  postalCode: "",
  city: "",
  country: "",
  vatId: "",
};

export type BillingErrorKey =
  | "companyTooLong"
  | "line1Required"
  | "line1TooLong"
  | "line2TooLong"
  | "postalCodeRequired"
  | "postalCodeTooLong"
  | "cityRequired"
  | "cityTooLong"
  | "countryRequired"
  | "countryInvalid"
  | "vatIdFormat"
  | "vatIdCountry"
  | "vatIdOutsideEu"
  | "vatIdNeedsCompany";

export type BillingErrors = Partial<Record<BillingField, BillingErrorKey>>;

/** The countries a billing address may be in: the member states and the neighbours customers come from. */
export const billingCountries: readonly string[] = [
  ...euCountries,
  "AD",
  "AU",
  "CA",
  "CH",
  "GB",
  "IS",
  "LI",
  "MC",
  "NO",
  "SM",
  "US",
];

const limits = { company: 100, line1: 100, line2: 100, postalCode: 16, city: 80 } as const;

/**
 * The details as they will be saved (trimmed, the VAT ID as the registers write it), or the first
 * problem of each field. Everything is optional, but an address is whole (street, postal code, city,
 * country), and a VAT ID needs a company in an EU country whose prefix it carries.
 */
export function checkBillingDetails(
  typed: BillingDetails,
): { details: BillingDetails; errors?: undefined } | { details?: undefined; errors: BillingErrors } {
  const details: BillingDetails = {
    company: typed.company.trim(),
    line1: typed.line1.trim(),
    line2: typed.line2.trim(),
    postalCode: typed.postalCode.trim(),
    city: typed.city.trim(),
    country: typed.country.trim().toUpperCase(),
    vatId: normalizeVatId(typed.vatId),
  };
  const errors: BillingErrors = {};
  for (const field of ["company", "line1", "line2", "postalCode", "city"] as const) {
    if (details[field].length > limits[field]) errors[field] = `${field}TooLong`;
  }
  const anyAddress = Boolean(details.line1 || details.line2 || details.postalCode || details.city);
  if (anyAddress || details.vatId) {
    if (!details.line1) errors.line1 ??= "line1Required";
    if (!details.postalCode) errors.postalCode ??= "postalCodeRequired";
    if (!details.city) errors.city ??= "cityRequired";
  }
  if (details.country && !billingCountries.includes(details.country)) errors.country = "countryInvalid";
  else if ((anyAddress || details.vatId) && !details.country) errors.country = "countryRequired";
  if (details.vatId) {
    const problem = vatIdProblem(details.vatId, details.country || undefined);
    if (problem === "format") errors.vatId = "vatIdFormat";
    else if (details.country && !isEuCountry(details.country)) errors.vatId = "vatIdOutsideEu";
    else if (problem === "country") errors.vatId = "vatIdCountry";
    else if (!details.company) errors.company ??= "vatIdNeedsCompany";
  }
  return Object.keys(errors).length > 0 ? { errors } : { details };
}

/** The billing details an account keeps (its D1 columns). */
export function billingDetailsOf(user: {
  billingCompany: string;
  billingLine1: string;
  billingLine2: string;
  billingPostalCode: string;
  billingCity: string;
  billingCountry: string;
  vatId: string;
}): BillingDetails {
  return {
    company: user.billingCompany,
    line1: user.billingLine1,
    line2: user.billingLine2,
    postalCode: user.billingPostalCode,
    city: user.billingCity,
    country: user.billingCountry,
    vatId: user.vatId,
  };
}
