import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHero, Section, textLinkClass } from "~/components/ui";
import { imprintDetails } from "~/utils/env.server";
import { useLocale, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ details: imprintDetails(context.env) });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({
    title: m.legal.imprint.meta.title,
    description: m.legal.imprint.meta.description,
  }));

const textClass = "text-slate-700 dark:text-slate-300";

/** One label–value pair of a definition list. Rows whose value is not configured are left out. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-6">
      <dt className="font-semibold">{label}</dt>
      <dd className={textClass}>{children}</dd>
    </div>
  );
}

function DataList({ children }: { children: ReactNode }) {
  return (
    <dl className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {children}
    </dl>
  );
}

/** A postal address, one line per part; the country line only when configured. */
function PostalAddress({
  name,
  street,
  postcodeCity,
  country,
  className = "",
}: {
  name?: string;
  street: string;
  postcodeCity: string;
  country: string;
  className?: string;
}) {
  return (
    <address className={`not-italic ${className}`}>
      {name ? <span className="block">{name}</span> : null}
      <span className="block">{street}</span>
      <span className="block">{postcodeCity}</span>
      {country ? <span className="block">{country}</span> : null}
    </address>
  );
}

/** Phone numbers as written in the configuration ("+49 30 1234567") become dialable tel: links. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export default function ImprintPage() {
  const { details } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const t = useMessages().legal.imprint;

  return (
    <>
      <PageHero kicker={t.hero.kicker} title={t.hero.title} lead={t.hero.lead} />

      <Section id="imprint-provider" title={t.provider.title} intro={t.provider.intro}>
        <DataList>
          <Row label={t.provider.labels.name}>{details.company}</Row>
          {details.representative ? (
            <Row label={t.provider.labels.representative}>{details.representative}</Row>
          ) : null}
          <Row label={t.provider.labels.address}>
            <PostalAddress
              street={details.street}
              postcodeCity={details.postcodeCity}
              country={details.country}
            />
          </Row>
          {details.register ? <Row label={t.provider.labels.register}>{details.register}</Row> : null}
          {details.vatId ? <Row label={t.provider.labels.vatId}>{details.vatId}</Row> : null}
        </DataList>
      </Section>

      <Section id="imprint-contact" title={t.contact.title} intro={t.contact.intro} tone="muted">
        <DataList>
          <Row label={t.contact.labels.email}>
            <a href={`mailto:${details.email}`} className={textLinkClass}>
              {details.email}
            </a>
          </Row>
          {details.phone ? (
            <Row label={t.contact.labels.phone}>
              <a href={telHref(details.phone)} className={textLinkClass}>
                {details.phone}
              </a>
            </Row>
          ) : null}
        </DataList>
      </Section>

      <Section id="imprint-responsible" title={t.responsible.title} intro={t.responsible.intro}>
        {/* For a sole trader no representative is configured; the operator is then responsible in person. */}
        <PostalAddress
          name={details.representative || details.company}
          street={details.street}
          postcodeCity={details.postcodeCity}
          country={details.country}
          className={`max-w-3xl ${textClass}`}
        />
      </Section>

      <Section id="imprint-disputes" title={t.disputes.title} tone="muted">
        <div className="max-w-3xl space-y-8">
          <div>
            <h3 className="text-xl font-semibold">{t.disputes.odr.title}</h3>
            <p className={`mt-2 ${textClass}`}>{t.disputes.odr.text}</p>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{t.disputes.consumer.title}</h3>
            <p className={`mt-2 ${textClass}`}>{t.disputes.consumer.text}</p>
          </div>
        </div>
      </Section>

      <Section id="imprint-links" title={t.links.title}>
        <div className="max-w-3xl space-y-4">
          {t.links.paragraphs.map((paragraph) => (
            <p key={paragraph} className={textClass}>
              {paragraph}
            </p>
          ))}
        </div>
      </Section>

      <Section id="imprint-data-protection" title={t.privacy.title} tone="muted">
        <p className={`max-w-3xl ${textClass}`}>
          {t.privacy.textBefore}
          <Link to={locale === "de" ? "/datenschutz" : "/privacy"} className={textLinkClass}>
            {t.privacy.linkLabel}
          </Link>
          {t.privacy.textAfter}
        </p>
      </Section>
    </>
  );
}
