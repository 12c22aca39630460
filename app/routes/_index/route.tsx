import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { parseWebsiteUrl } from "#core/website-url";
import { PRICING_NAVIGATION_STATE } from "~/components/Header";
import { Pricing } from "~/components/Pricing";
import { PRICING_SCROLL_DELAY_MS, scrollToSection } from "~/components/scroll";
import { UrlForm, type UrlFormResult } from "~/components/UrlForm";
import { ButtonLink, Container, Section, textLinkClass } from "~/components/ui";
import { demoSiteUrl } from "~/utils/demo-site.server";
import { localScannerAllow } from "~/utils/env.server";
import { rememberFreeScan } from "~/utils/free-scans.server";
import { getLocale } from "~/utils/locale.server";
import { contactPath, useLocale, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { requesterNetwork } from "~/utils/requester-network";
import { startFreeScan } from "~/utils/start-scan.server";
import { getHomeStats } from "~/utils/stats.server";
import { verifyTurnstile } from "~/utils/turnstile.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({
    title: messages.home.meta.title,
    description: messages.meta.description,
  }));

export async function loader({ context }: LoaderFunctionArgs) {
  return {
    stats: await getHomeStats(context.db),
    demoSiteUrl: demoSiteUrl(context.env),
    turnstile: context.turnstile?.widget ?? null,
  };
}

/** A refused free scan's Retry-After (see the action) reaches the browser on the document answer too. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? [["Retry-After", retryAfter]] : [];
};

const FORM_IDS = ["hero", "free-test"] as const;

/**
 * A stable, non-reversible key for the requester's address, used only to limit free scans and to share
 * the scanner fairly. An IPv6 address counts by its /64 network: one connection has billions of them.
 * Without an address (never behind Cloudflare) all such requests share one key: limited, not unlimited.
 */
async function requesterKey(request: Request): Promise<string> {
  const address = requesterNetwork(request.headers.get("CF-Connecting-IP") ?? "unknown");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`free-scan:${address}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The free test: check the address, apply the per-IP limit, start the scan and show its page. */
export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<UrlFormResult | ReturnType<typeof data<UrlFormResult>> | Response> {
  const form = await request.formData();
  const formIdValue = String(form.get("formId") ?? "");
  const formId = (FORM_IDS as readonly string[]).includes(formIdValue) ? formIdValue : "free-test";
  const demo = form.get("demo") === "1" ? demoSiteUrl(context.env) : null;
  const typed = demo ?? String(form.get("url") ?? "").slice(0, 16_384);
  const parsed = parseWebsiteUrl(typed, localScannerAllow(context.env));
  if (!parsed.ok) return { formId, url: typed, error: parsed.error };

  // Before the scan is counted: a refused check uses up neither the visitor's starts nor the budget.
  if (context.turnstile) {
    const check = await verifyTurnstile(context.turnstile, form, request, "free-scan");
    if (!check.ok) {
      return data<UrlFormResult>(
        { formId, url: parsed.url, error: check.error },
        { status: check.error === "turnstileUnavailable" ? 503 : 403 },
      );
    }
  }

  const { env } = context;
  const now = new Date();
  const created = await startFreeScan(
    context,
    { url: parsed.url, locale: await getLocale(request), requesterKey: await requesterKey(request) },
    now,
  );
  if (!created.ok) {
    const retryMinutes = Math.max(1, Math.ceil((created.retryAt.getTime() - now.getTime()) / 60_000));
    return data<UrlFormResult>(
      { formId, url: parsed.url, error: created.error, limit: env.FREE_SCANS_PER_HOUR, retryMinutes },
      { status: 429, headers: { "Retry-After": String(retryMinutes * 60) } },
    );
  }
  const { run } = created;
  // Only this browser may later keep the scan in an account: the link alone is not enough.
  throw redirect(`/scan/${run.id}`, { headers: await rememberFreeScan(request, env, run.id) });
}

function Stats() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { stats } = useLoaderData<typeof loader>();
  const number = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US", { maximumFractionDigits: 1 });
  const items = [
    { label: t("home.stats.scans"), value: number.format(stats.scans) },
    {
      label: t("home.stats.averageIssues"),
      value: stats.averageIssues === null ? "–" : number.format(stats.averageIssues),
    },
  ];
  return (
    <Section id="results" title={t("home.stats.title")} intro={t("home.stats.intro")}>
      <dl className="grid gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <dt className="text-slate-700 dark:text-slate-300">{item.label}</dt>
            <dd className="mt-2 text-4xl font-bold tracking-tight">{item.value}</dd>
          </div>
        ))}
      </dl>
      {stats.scans === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t("home.stats.empty")}</p>
      ) : null}
    </Section>
  );
}

export default function Home() {
  const { t } = useTranslation();
  const locale = useLocale();
  const home = useMessages().home;
  const result = useActionData<typeof action>() as UrlFormResult | undefined;
  const { demoSiteUrl, turnstile } = useLoaderData<typeof loader>();
  const location = useLocation();
  const onPricingRoute = useMatches().some((match) => match.id === "routes/pricing");

  // Arriving from the Pricing link (or at /pricing) scrolls to the plans after a short pause.
  useEffect(() => {
    const wantsPricing =
      onPricingRoute ||
      (location.state as { scrollTo?: string } | null)?.scrollTo === PRICING_NAVIGATION_STATE.scrollTo;
    if (!wantsPricing) return;
    const timer = window.setTimeout(() => scrollToSection("pricing"), PRICING_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.state, onPricingRoute]);

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="border-b border-slate-200 bg-slate-50 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900"
      >
        <Container>
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800 dark:text-sky-300">
            {home.hero.kicker}
          </p>
          <h1
            id="hero-title"
            className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {home.hero.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-slate-700 sm:text-xl dark:text-slate-300">
            {home.hero.lead}
          </p>
          <p className="mt-3 font-medium">{home.hero.bfsgNote}</p>
          <UrlForm formId="hero" result={result} demoSiteUrl={demoSiteUrl} turnstile={turnstile} />
        </Container>
      </section>

      <Stats />

      <Section id="features" title={home.features.title} intro={home.features.intro} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {home.features.items.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950"
            >
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="explanations" title={home.explanations.title} intro={home.explanations.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {home.explanations.items.map((item) => (
            <li
              key={item.title}
              className="flex min-w-0 flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-700"
            >
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 flex-1 break-words text-slate-700 dark:text-slate-300">{item.text}</p>
              <Link to={item.href} className={`mt-4 ${textLinkClass}`}>
                {item.link}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl rounded-xl border-l-4 border-blue-700 bg-blue-50 p-4 text-slate-900 dark:border-sky-300 dark:bg-slate-900 dark:text-slate-100">
          {home.explanations.honesty}
        </p>
      </Section>

      <Section id="faq" title={home.faq.title} tone="muted">
        <div className="max-w-3xl space-y-3">
          {home.faq.items.map((item) => (
            <details
              key={item.question}
              className="group rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950"
            >
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold">
                <h3>{item.question}</h3>
                <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section id="pricing" title={t("pricing.title")} intro={t("pricing.intro")}>
        <Pricing
          planHref={(plan) =>
            plan === "enterprise" ? contactPath(locale, "enterprise") : `/setup?plan=${plan}`
          }
        />
      </Section>

      <Section id="free-test" title={home.freeTest.title} intro={home.freeTest.text} tone="muted">
        <UrlForm formId="free-test" result={result} demoSiteUrl={demoSiteUrl} turnstile={turnstile} />
        <p className="mt-6">
          <ButtonLink to="/setup" variant="secondary">
            {home.hero.secondary}
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
