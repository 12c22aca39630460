/**
 * Our own accessibility statement: the statement generator customers use (app/utils/statement), fed with
 * the scan of our own public pages that `npx tsx workers/dev/own-statement.ts` wrote into own-scan.json,
 * and with the provider from the configuration. Where the generated draft leaves [[placeholders]] for the
 * site owner, we say what is true for us: how the service works, and that no manual check took place.
 */
import type { ReportLocale, SiteReport } from "#core/contract";
import deLegalPages from "~/locales/de/legal-pages";
import enLegalPages from "~/locales/en/legal-pages";
import type { ImprintDetails } from "~/utils/env.server";
import { criterionInfo, ruleBarrier } from "~/utils/guidance.server";
import { contactPath } from "~/utils/messages";
import { type StatementDocument, statementDocument } from "~/utils/statement/document";
import { defaultStatementFields, pagesText } from "~/utils/statement/draft";
import { fill, placeholderPattern, type StatementFields, textsFor } from "~/utils/statement/fields";
import ownScanFile from "./own-scan.json";

/** What the script writes: per language, the site report of our public pages, addresses as paths. */
export type OwnScan = Record<ReportLocale, SiteReport>;

const ownTexts = { de: deLegalPages.accessibility.own, en: enLegalPages.accessibility.own };

/** The stored paths as addresses of the site we run as, so the statement names our real address. */
function onSite(report: SiteReport, siteUrl: string): SiteReport {
  const at = (path: string) => new URL(path, siteUrl).href;
  return {
    ...report,
    rootUrl: at(report.rootUrl),
    pages: report.pages.map((page) => ({
      ...page,
      url: at(page.url),
      finalUrl: page.finalUrl ? at(page.finalUrl) : null,
    })),
  };
}

/** The generated draft with the owner's parts written by us; no [[placeholder]] is left. */
export function ownStatementFields(
  scan: SiteReport,
  locale: ReportLocale,
  details: ImprintDetails,
  siteUrl: string,
): StatementFields {
  const report = onSite(scan, siteUrl);
  const own = ownTexts[locale];
  const generated = defaultStatementFields(report, {
    locale,
    siteUrl: report.rootUrl,
    criterionName: (criterion) => criterionInfo(locale, criterion)?.title,
    ruleBarrier: (ruleId) => ruleBarrier(locale, ruleId),
    // The statement speaks as of the scan it rests on.
    today: new Date(report.generatedAt),
  });
  const scanned = report.pages.filter((page) => page.status === "done").length;
  const pages = pagesText(textsFor(locale), scanned);
  const ours = (text: string, replacement: string) =>
    text.replace(new RegExp(placeholderPattern.source, "g"), replacement).trim();
  // No violations found is "full" for the generator, which then asks how the rest was checked by hand.
  // Nothing was: we claim no more than "partial".
  const automatedOnly = generated.conformance === "full";
  return {
    ...generated,
    serviceName: "Klarsicht",
    serviceDescription: fill(own.serviceDescription, { site: new URL(siteUrl).host }),
    howItWorks: own.howItWorks,
    conformance: automatedOnly ? "partial" : generated.conformance,
    howRequirementsMet: automatedOnly
      ? `${fill(own.automatedOnly, { pages })} ${own.measures}`
      : ours(generated.howRequirementsMet, own.measures),
    assessmentMethod: ours(
      generated.assessmentMethod,
      `${fill(own.scope, { language: own.language })} ${own.noManual}`,
    ),
    knownBarriers: generated.knownBarriers || own.noBarriersFound,
    plannedFixes: generated.plannedFixes ? own.plannedFixes : "",
    providerName: details.company,
    providerAddress: [details.street, details.postcodeCity, details.country].filter(Boolean).join("\n"),
    contactEmail: details.email,
    contactPhone: details.phone,
    feedbackUrl: new URL(contactPath(locale), siteUrl).href,
  };
}

export function ownStatement(
  locale: ReportLocale,
  details: ImprintDetails,
  siteUrl: string,
  scan: OwnScan = ownScanFile as OwnScan,
): { document: StatementDocument; scannedAt: string } {
  const report = scan[locale];
  return {
    document: statementDocument(ownStatementFields(report, locale, details, siteUrl), locale),
    scannedAt: report.generatedAt,
  };
}
