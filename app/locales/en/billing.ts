import type de from "../de/billing";
import type { Translation } from "../types";

/** Invoices and billing details: the profile, the list of invoices and the order confirmation. */
const billing: Translation<typeof de> = {
  details: {
    title: "Billing details",
    lead: "These details appear on your invoices. We pass them to our payment provider Stripe, which issues the invoices. You can also enter or change them when you pay.",
    company: "Company (optional)",
    companyHint: "For invoices to a business. Leave it empty if you buy as a private person.",
    line1: "Street and number",
    line2: "Address line 2 (optional)",
    postalCode: "Postal code",
    city: "City",
    country: "Country",
    chooseCountry: "Please choose",
    vatId: "VAT identification number (optional)",
    vatIdHint:
      "For businesses in the EU, for example DE123456789. Businesses outside Germany with a VAT ID receive invoices without German VAT (reverse charge).",
    save: "Save billing details",
    saving: "Saving …",
    saved: "Your billing details have been saved.",
    syncFailed:
      "Your billing details have been saved but could not be passed to Stripe just now. We will pass them on before your next purchase; you can also save them again later.",
    errorSummary: "Please correct the marked fields:",
    errors: {
      companyTooLong: "The company name is too long (at most 100 characters).",
      line1Required: "Please enter the street and number.",
      line1TooLong: "This is too long (at most 100 characters).",
      line2TooLong: "Address line 2 is too long (at most 100 characters).",
      postalCodeRequired: "Please enter the postal code.",
      postalCodeTooLong: "The postal code is too long (at most 16 characters).",
      cityRequired: "Please enter the city.",
      cityTooLong: "The city is too long (at most 80 characters).",
      countryRequired: "Please choose the country of your billing address.",
      countryInvalid: "Please choose a country from the list.",
      vatIdFormat:
        "This is not a valid VAT ID: it starts with the country code and has that country's form, for example DE123456789 or ATU12345678.",
      vatIdCountry:
        "The VAT ID does not match the country of the billing address: it must start with that country's code (EL for Greece).",
      vatIdOutsideEu: "VAT IDs exist only for billing addresses in the EU. Please leave the field empty.",
      vatIdNeedsCompany: "Please enter the name of your company: a VAT ID belongs to a business.",
    },
  },
  invoices: {
    title: "Invoices",
    lead: "Your invoices with net amount, VAT and total. Each invoice opens at Stripe, also as a PDF.",
    empty: "You have no invoices yet.",
    failed: "Your invoices could not be loaded just now. Please try again later.",
    caption: "Your invoices, the newest first",
    columns: {
      date: "Date",
      net: "Net",
      vat: "VAT",
      gross: "Gross",
    },
    rate: "{{rate}}%",
    reverseCharge: "Reverse charge",
    notCollected: "not taxable",
    open: "Open invoice {{number}}",
    pdf: "PDF of invoice {{number}}",
  },
  mail: {
    subject: "Your Klarsicht order: {{plan}}",
    title: "Thank you for your order",
    intro: "Your {{plan}} plan is active. Here are the details of your order.",
    caption: "Your order",
    plan: "Plan",
    billing: "Billing",
    billings: { monthly: "monthly", once: "one-time" },
    invoiceNumber: "Invoice number",
    net: "Net amount",
    vat: "VAT ({{rate}}%)",
    gross: "Total",
    reverseCharge:
      "Reverse charge: as the recipient of the service you are liable for the VAT (Art. 196 Directive 2006/112/EC).",
    invoiceLink: "View invoice {{number}}",
    profileHint: "You find all invoices and your billing details in your profile at any time: {{url}}",
    questions: "Questions about your order? Write to us through our contact form: {{url}}",
  },
};

export default billing;
