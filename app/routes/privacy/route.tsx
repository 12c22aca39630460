import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Container, ExternalLink, PageHero, Section, textLinkClass } from "~/components/ui";
import { imprintDetails } from "~/utils/env.server";
import { useLocale, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ details: imprintDetails(context.env) });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({
    title: m.legal.privacy.meta.title,
    description: m.legal.privacy.meta.description,
  }));

type PrivacyMessages = ReturnType<typeof useMessages>["legal"]["privacy"];
type ActivityMessages = PrivacyMessages["processing"]["visit"];

const textClass = "text-slate-700 dark:text-slate-300";
const h3Class = "text-xl font-semibold";
const bulletListClass = `list-disc space-y-2 pl-5 ${textClass}`;

/** One label–value pair of a definition list. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[13rem_1fr] sm:gap-6">
      <dt className="font-semibold">{label}</dt>
      <dd className={textClass}>{children}</dd>
    </div>
  );
}

function DataList({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <dl
      className={`max-w-3xl divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700 ${className}`}
    >
      {children}
    </dl>
  );
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4">
      {items.map((paragraph) => (
        <p key={paragraph} className={textClass}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={textLinkClass}>
      {email}
    </a>
  );
}

/** Replaces the `{email}` placeholder of a message with a mailto: link. */
function withEmail(text: string, email: string): ReactNode {
  const [before, after] = text.split("{email}");
  if (after === undefined) return text;
  return (
    <>
      {before}
      <MailLink email={email} />
      {after}
    </>
  );
}

/** Phone numbers as written in the configuration ("+49 30 1234567") become dialable tel: links. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** One processing activity: what, why, on which legal basis and for how long. */
function Activity({
  id,
  activity,
  labels,
}: {
  id: string;
  activity: ActivityMessages;
  labels: PrivacyMessages["processing"]["labels"];
}) {
  return (
    <div className="space-y-4">
      <h3 id={id} className={h3Class}>
        {activity.title}
      </h3>
      <Paragraphs items={activity.text} />
      <DataList>
        <Row label={labels.data}>
          <ul className="list-disc space-y-1 pl-5">
            {activity.data.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Row>
        <Row label={labels.purpose}>{activity.purpose}</Row>
        <Row label={labels.legalBasis}>{activity.legalBasis}</Row>
        <Row label={labels.retention}>{activity.retention}</Row>
      </DataList>
    </div>
  );
}

function CookiesAndStorage({ t }: { t: PrivacyMessages["processing"] }) {
  const cookies = t.cookies;
  return (
    <div className="space-y-4">
      <h3 id="privacy-cookies" className={h3Class}>
        {cookies.title}
      </h3>
      <Paragraphs items={cookies.text} />
      <ul className="max-w-3xl space-y-4">
        {cookies.items.map((item) => (
          <li
            key={item.title}
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950"
          >
            <p className="font-semibold">{item.title}</p>
            <dl className="mt-2 space-y-1">
              <div>
                <dt className="inline font-medium">{cookies.labels.purpose}: </dt>
                <dd className={`inline ${textClass}`}>{item.purpose}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{cookies.labels.duration}: </dt>
                <dd className={`inline ${textClass}`}>{item.duration}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <DataList>
        <Row label={t.labels.legalBasis}>{cookies.legalBasis}</Row>
      </DataList>
      <Paragraphs items={cookies.notes} />
    </div>
  );
}

export default function PrivacyPage() {
  const { details } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const t = useMessages().legal.privacy;
  const imprintPath = locale === "de" ? "/impressum" : "/imprint";

  const sections = [
    { id: "privacy-summary", title: t.summary.title },
    { id: "privacy-controller", title: t.controller.title },
    { id: "privacy-processing", title: t.processing.title },
    { id: "privacy-recipients", title: t.recipients.title },
    { id: "privacy-transfers", title: t.transfers.title },
    { id: "privacy-retention", title: t.retention.title },
    { id: "privacy-rights", title: t.rights.title },
    { id: "privacy-objection", title: t.objection.title },
    { id: "privacy-complaint", title: t.complaint.title },
    { id: "privacy-automated", title: t.automated.title },
    { id: "privacy-requirement", title: t.requirement.title },
    { id: "privacy-security", title: t.security.title },
    { id: "privacy-changes", title: t.changes.title },
  ];

  return (
    <>
      <PageHero kicker={t.hero.kicker} title={t.hero.title} lead={t.hero.lead}>
        <p className={`mt-4 text-sm font-medium ${textClass}`}>{t.hero.updated}</p>
      </PageHero>

      <Container className="py-10">
        <nav aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title" className="text-lg font-semibold">
            {t.toc.title}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 sm:columns-2 sm:gap-10">
            {sections.map((section) => (
              <li key={section.id} className="break-inside-avoid">
                <a href={`#${section.id}`} className={textLinkClass}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </Container>

      <Section id="privacy-summary" title={t.summary.title} tone="muted">
        <ul className={`max-w-3xl ${bulletListClass}`}>
          {t.summary.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-controller" title={t.controller.title} intro={t.controller.intro}>
        <DataList>
          <Row label={t.controller.labels.name}>{details.company}</Row>
          {details.representative ? (
            <Row label={t.controller.labels.representative}>{details.representative}</Row>
          ) : null}
          <Row label={t.controller.labels.address}>
            <address className="not-italic">
              <span className="block">{details.street}</span>
              <span className="block">{details.postcodeCity}</span>
              {details.country ? <span className="block">{details.country}</span> : null}
            </address>
          </Row>
          <Row label={t.controller.labels.email}>
            <MailLink email={details.email} />
          </Row>
          {details.phone ? (
            <Row label={t.controller.labels.phone}>
              <a href={telHref(details.phone)} className={textLinkClass}>
                {details.phone}
              </a>
            </Row>
          ) : null}
          <Row label={t.controller.labels.privacyEmail}>
            <MailLink email={details.privacyEmail} />
          </Row>
        </DataList>
        <p className={`mt-6 max-w-3xl ${textClass}`}>
          {t.controller.imprintBefore}
          <Link to={imprintPath} className={textLinkClass}>
            {t.controller.imprintLabel}
          </Link>
          {t.controller.imprintAfter}
        </p>
      </Section>

      <Section id="privacy-processing" title={t.processing.title} intro={t.processing.intro} tone="muted">
        <div className="space-y-12">
          <Activity id="privacy-visit" activity={t.processing.visit} labels={t.processing.labels} />
          <CookiesAndStorage t={t.processing} />
          <Activity id="privacy-scan" activity={t.processing.scan} labels={t.processing.labels} />
          <Activity id="privacy-contact-form" activity={t.processing.contact} labels={t.processing.labels} />
          <Activity id="privacy-account" activity={t.processing.account} labels={t.processing.labels} />
          <Activity id="privacy-payment" activity={t.processing.payment} labels={t.processing.labels} />
        </div>
      </Section>

      <Section id="privacy-recipients" title={t.recipients.title} intro={t.recipients.intro}>
        <div className="space-y-10">
          {t.recipients.items.map((recipient) => (
            <div key={recipient.name} className="space-y-4">
              <h3 className={h3Class}>{recipient.name}</h3>
              <DataList>
                <Row label={t.recipients.labels.address}>{recipient.address}</Row>
                <Row label={t.recipients.labels.role}>{recipient.role}</Row>
                <Row label={t.recipients.labels.transfer}>{recipient.transfer}</Row>
              </DataList>
              <p>
                <ExternalLink href={recipient.policyUrl}>{recipient.policyLabel}</ExternalLink>
              </p>
            </div>
          ))}
          <p className={`max-w-3xl ${textClass}`}>{t.recipients.others}</p>
        </div>
      </Section>

      <Section id="privacy-transfers" title={t.transfers.title} tone="muted">
        <Paragraphs items={t.transfers.paragraphs} />
        <p className={`mt-4 max-w-3xl ${textClass}`}>
          {t.transfers.linkBefore}
          <ExternalLink href={t.transfers.url}>{t.transfers.linkLabel}</ExternalLink>
          {t.transfers.linkAfter}
        </p>
      </Section>

      <Section id="privacy-retention" title={t.retention.title} intro={t.retention.intro}>
        <DataList>
          {t.retention.items.map((item) => (
            <Row key={item.label} label={item.label}>
              {item.value}
            </Row>
          ))}
        </DataList>
      </Section>

      <Section id="privacy-rights" title={t.rights.title} intro={t.rights.intro} tone="muted">
        <DataList>
          {t.rights.items.map((right) => (
            <Row key={right.title} label={right.title}>
              {right.text}
            </Row>
          ))}
        </DataList>
        <p className={`mt-6 max-w-3xl ${textClass}`}>{withEmail(t.rights.contact, details.privacyEmail)}</p>
      </Section>

      <Section id="privacy-objection" title={t.objection.title}>
        <div className="max-w-3xl space-y-4 rounded-lg border-2 border-blue-800 bg-slate-50 p-6 font-medium text-slate-900 dark:border-sky-300 dark:bg-slate-900 dark:text-slate-100">
          {t.objection.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>{withEmail(t.objection.contact, details.privacyEmail)}</p>
        </div>
      </Section>

      <Section id="privacy-complaint" title={t.complaint.title} tone="muted">
        <Paragraphs items={t.complaint.paragraphs} />
      </Section>

      <Section id="privacy-automated" title={t.automated.title}>
        <p className={`max-w-3xl ${textClass}`}>{t.automated.text}</p>
      </Section>

      <Section id="privacy-requirement" title={t.requirement.title} intro={t.requirement.intro} tone="muted">
        <ul className={`max-w-3xl ${bulletListClass}`}>
          {t.requirement.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-security" title={t.security.title}>
        <p className={`max-w-3xl ${textClass}`}>{t.security.text}</p>
      </Section>

      <Section id="privacy-changes" title={t.changes.title} tone="muted">
        <p className={`max-w-3xl ${textClass}`}>{t.changes.text}</p>
        <p className={`mt-4 max-w-3xl font-medium ${textClass}`}>{t.hero.updated}</p>
      </Section>
    </>
  );
}
