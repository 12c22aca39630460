import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, errorBoxClass, FieldError, fieldClass } from "~/components/form";
import { buttonClass, Section, textLinkClass } from "~/components/ui";
import { type BillingDetails, type BillingField, billingCountries } from "~/utils/billing-details";
import type { BillingDetailsResult } from "~/utils/billing-details.server";
import { useDateFormat, useLocale } from "~/utils/messages";
import { PROFILE_PATH } from "./profile-fields";
import type { ProfileData } from "./route";

const fields: { name: BillingField; autoComplete: string; hint?: "companyHint" | "vatIdHint" }[] = [
  { name: "company", autoComplete: "organization", hint: "companyHint" },
  { name: "line1", autoComplete: "address-line1" },
  { name: "line2", autoComplete: "address-line2" },
  { name: "postalCode", autoComplete: "postal-code" },
  { name: "city", autoComplete: "address-level2" },
  { name: "country", autoComplete: "country" },
  { name: "vatId", autoComplete: "off", hint: "vatIdHint" },
];

function formatMoney(amount: number, currency: string, locale: string) {
  return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

/** Who invoices are made out to (checked on the server, passed to Stripe), and the account's invoices. */
export function BillingSection({
  data,
  result,
}: {
  data: ProfileData;
  result?: Extract<BillingDetailsResult, { errors: unknown }>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatDate = useDateFormat();
  const navigation = useNavigation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const errors = result?.errors ?? {};
  const values: BillingDetails = result?.values ?? data.billingDetails;
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "billingDetails";
  const countryNames = new Intl.DisplayNames([locale], { type: "region" });
  // A country Stripe's Checkout saved that the list lacks stays choosable.
  const countries = [...new Set([...billingCountries, ...(values.country ? [values.country] : [])])]
    .map((code) => ({ code, name: countryNames.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (data.billingSaved) statusRef.current?.focus();
  }, [data.billingSaved]);

  return (
    <>
      <Section id="billing" title={t("billing.details.title")} intro={t("billing.details.lead")}>
        {data.billingSaved ? (
          <p
            ref={statusRef}
            tabIndex={-1}
            role="status"
            className={
              data.billingSaved === "unsynced"
                ? `mb-6 max-w-2xl ${errorBoxClass}`
                : "mb-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
            }
          >
            {t(data.billingSaved === "unsynced" ? "billing.details.syncFailed" : "billing.details.saved")}
          </p>
        ) : null}
        <Form method="post" action={`${PROFILE_PATH}#billing`} noValidate className="max-w-2xl space-y-5">
          <input type="hidden" name="intent" value="billingDetails" />
          {result ? (
            <ErrorSummary
              summaryRef={summaryRef}
              title={t("billing.details.errorSummary")}
              errors={fields
                .filter((field) => errors[field.name])
                .map((field) => ({
                  href: `#billing-${field.name}`,
                  text: t(`billing.details.errors.${errors[field.name] ?? "countryInvalid"}`),
                }))}
            />
          ) : null}
          {fields.map((field) => {
            const id = `billing-${field.name}`;
            const error = errors[field.name];
            const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null]
              .filter(Boolean)
              .join(" ");
            const common = {
              id,
              name: field.name,
              autoComplete: field.autoComplete,
              defaultValue: values[field.name],
              "aria-invalid": error ? true : undefined,
              "aria-describedby": describedBy || undefined,
              className: fieldClass,
            };
            return (
              // Keyed by what the server answered, so that a refused form shows what was typed.
              <div key={`${field.name}-${result ? values[field.name] : "stored"}`}>
                <label htmlFor={id} className="block font-semibold">
                  {t(`billing.details.${field.name}`)}
                </label>
                {field.hint ? (
                  <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {t(`billing.details.${field.hint}`)}
                  </p>
                ) : null}
                {field.name === "country" ? (
                  <select {...common}>
                    <option value="">{t("billing.details.chooseCountry")}</option>
                    {countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input {...common} type="text" spellCheck={false} />
                )}
                {error ? (
                  <FieldError id={`${id}-error`}>{t(`billing.details.errors.${error}`)}</FieldError>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className={buttonClass("primary")} aria-disabled={saving || undefined}>
            {saving ? t("billing.details.saving") : t("billing.details.save")}
          </button>
        </Form>
      </Section>

      <Section
        id="invoices"
        title={t("billing.invoices.title")}
        intro={t("billing.invoices.lead")}
        tone="muted"
      >
        {data.invoices === null ? (
          <p role="alert" className={`max-w-2xl ${errorBoxClass}`}>
            {t("billing.invoices.failed")}
          </p>
        ) : data.invoices.length === 0 ? (
          <p>{t("billing.invoices.empty")}</p>
        ) : (
          <ul aria-label={t("billing.invoices.caption")} className="grid max-w-4xl gap-4 sm:grid-cols-2">
            {data.invoices.map((invoice) => {
              const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
              const rate =
                invoice.treatment === "reverse_charge"
                  ? t("billing.invoices.reverseCharge")
                  : invoice.treatment === "not_collected"
                    ? t("billing.invoices.notCollected")
                    : t("billing.invoices.rate", { rate: invoice.ratePercent ?? 0 });
              return (
                <li
                  key={invoice.id}
                  className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-950"
                >
                  <h3 className="text-lg font-semibold wrap-anywhere">{invoice.number}</h3>
                  <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                    <dt>{t("billing.invoices.columns.date")}</dt>
                    <dd>{formatDate(invoice.createdAt)}</dd>
                    <dt>{t("billing.invoices.columns.net")}</dt>
                    <dd>{money(invoice.net)}</dd>
                    <dt>{`${t("billing.invoices.columns.vat")} (${rate})`}</dt>
                    <dd>{money(invoice.vat)}</dd>
                    <dt className="font-semibold">{t("billing.invoices.columns.gross")}</dt>
                    <dd className="font-semibold">{money(invoice.gross)}</dd>
                  </dl>
                  <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                    {invoice.hostedUrl ? (
                      <a href={invoice.hostedUrl} className={textLinkClass}>
                        {t("billing.invoices.open", { number: invoice.number })}
                      </a>
                    ) : null}
                    {invoice.pdfUrl ? (
                      <a href={invoice.pdfUrl} className={textLinkClass}>
                        {t("billing.invoices.pdf", { number: invoice.number })}
                      </a>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    </>
  );
}
