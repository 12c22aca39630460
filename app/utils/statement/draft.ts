/** A draft statement prefilled from a finished site run: the facts from the run, placeholders for the rest. */

import type { ReportLocale, SiteIssue, SiteReport } from "#core/contract";
import { failingDocuments } from "#core/documents";
import { compareCriteria, isWcagViolation } from "#core/wcag";
import type { ManualBarrier, PersonBarrier, TestingMeans } from "../assessment/model";
import { formatDate } from "../dates";
import { knownBarriersText } from "./barriers";
import { type Conformance, fill, type StatementFields, type StatementTexts, textsFor } from "./fields";

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function formatDay(locale: ReportLocale, isoDate: string): string {
  // Noon UTC is the same calendar day in Berlin, summer or winter.
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatDate(date, locale);
}

export function pagesText(texts: StatementTexts, count: number): string {
  return count === 1 ? texts.defaults.pagesOne : fill(texts.defaults.pagesOther, { count });
}

export type Barrier = { criterion: string; problems: string[]; pages: Set<number>; pageCount: number };

/** WCAG violations grouped by success criterion: the way a reader of a statement thinks of barriers. */
export function barriersOf(report: SiteReport): Barrier[] {
  const byCriterion = new Map<string, Barrier>();
  const violations = report.issues.filter(isWcagViolation);
  for (const issue of violations) {
    for (const criterion of issue.wcag.length > 0 ? issue.wcag : [""]) {
      const barrier = byCriterion.get(criterion) ?? {
        criterion,
        problems: [],
        pages: new Set<number>(),
        pageCount: 0,
      };
      if (!barrier.problems.includes(issue.help)) barrier.problems.push(issue.help);
      for (const occurrence of issue.occurrences) barrier.pages.add(occurrence.page);
      // Occurrences may be capped per issue; the issue's own page count is never an overstatement.
      barrier.pageCount = Math.max(barrier.pageCount, issue.pageCount, barrier.pages.size);
      byCriterion.set(criterion, barrier);
    }
  }
  return [...byCriterion.values()].sort((a, b) => {
    if (a.criterion === "") return 1;
    if (b.criterion === "") return -1;
    return compareCriteria(a.criterion, b.criterion);
  });
}

/**
 * What the run says about conformance. No violations is at best "full" (automated testing cannot prove
 * it; the prefilled text says so); critical violations on every scanned page mean the site cannot be
 * used without serious barriers anywhere, which is "none"; anything between is "partial".
 */
export function conformanceOf(report: SiteReport): Conformance {
  // Linked documents are content of the site too: one that fails a criterion makes it partial at best.
  if (report.totals.issues === 0) return failingDocuments(report.documents).length > 0 ? "partial" : "full";
  const scanned = report.pages.filter((page) => page.status === "done");
  if (scanned.length > 0 && scanned.every((page) => page.impacts.critical > 0)) return "none";
  return "partial";
}

/** What a manual assessment of the run (app/utils/assessment) tells the statement. */
export type StatementAssessment = {
  /** ISO day of the assessment's latest answer. */
  date: string;
  /** Criteria assessed in all, decided (failed, passed, not applicable), failed. */
  criteria: number;
  decided: number;
  /** The decided ones counted apart: by a person's answers, and by the scan's violations alone. */
  decidedByPerson: number;
  decidedByScan: number;
  failed: number;
  /** Criteria not decided yet, including answers carried over and not confirmed again. */
  open: string[];
  samplePages: number;
  barriers: ManualBarrier[];
  /** What the person recorded testing with; the method claims these and nothing else. */
  means: TestingMeans[];
  screenReaders: string[];
  /** Barriers a person described, by page, and needs-review findings they confirmed. */
  described: PersonBarrier[];
  confirmed: SiteIssue[];
};

/**
 * Conformance from the automated and the manual results together (BFSG with EN 301 549): any failed
 * criterion means "partial" (or "none" where the scan found critical violations on every page); "full"
 * only when every criterion is decided and none failed. An assessment not finished yet cannot claim
 * "full": it is "partial", and the texts say that criteria are still open.
 */
export function conformanceWith(report: SiteReport, assessment?: StatementAssessment): Conformance {
  const automated = conformanceOf(report);
  if (!assessment || automated === "none") return automated;
  if (automated === "partial" || assessment.failed > 0) return "partial";
  return assessment.open.length === 0 ? "full" : "partial";
}

/** Automated barriers with the ones a person recorded or confirmed, merged per criterion. */
export function mergeBarriers(automated: Barrier[], manual: readonly ManualBarrier[]): Barrier[] {
  const merged = automated.map((barrier) => ({ ...barrier, problems: [...barrier.problems] }));
  for (const found of manual) {
    const existing = merged.find((barrier) => barrier.criterion === found.criterion);
    if (existing) {
      for (const text of found.texts) if (!existing.problems.includes(text)) existing.problems.push(text);
      existing.pageCount = Math.max(existing.pageCount, found.pages);
    } else {
      merged.push({
        criterion: found.criterion,
        problems: [...found.texts],
        pages: new Set(),
        pageCount: found.pages,
      });
    }
  }
  return merged.sort((a, b) => {
    if (a.criterion === "") return 1;
    if (b.criterion === "") return -1;
    return compareCriteria(a.criterion, b.criterion);
  });
}

export type DefaultStatementOptions = {
  locale: ReportLocale;
  /** The site's address as the run knows it. */
  siteUrl: string;
  /** The statement wording; the locale's own by default. */
  texts?: StatementTexts;
  /** A success criterion's name, e.g. "Nicht-Text-Inhalt", when one is known. */
  criterionName?: (criterion: string) => string | null | undefined;
  /** A rule's own sentence for the known barriers, from the rule catalogue (server-side). */
  ruleBarrier?: (ruleId: string) => string | null | undefined;
  /** A page's title, when one is known (the sampled pages'). */
  pageTitle?: (url: string) => string | null | undefined;
  today?: Date;
  /** The run's manual assessment, when one was started. */
  assessment?: StatementAssessment;
};

/** A draft statement from a finished site run: the facts from the run, placeholders for the rest. */
export function defaultStatementFields(
  report: SiteReport,
  {
    locale,
    siteUrl,
    texts = textsFor(locale),
    criterionName,
    ruleBarrier,
    pageTitle,
    today = new Date(),
    assessment,
  }: DefaultStatementOptions,
): StatementFields {
  const defaults = texts.defaults;
  const conformance = conformanceWith(report, assessment);
  const barriers = assessment ? mergeBarriers(barriersOf(report), assessment.barriers) : barriersOf(report);
  const scanned = report.pages.filter((page) => page.status === "done").length;
  const failed = report.pages.length - scanned;
  const site = report.rootUrl || siteUrl;
  const pages = pagesText(texts, scanned);

  const knownBarriers = knownBarriersText(report, {
    locale,
    described: assessment?.described,
    confirmed: assessment?.confirmed,
    pageTitle,
    criterionName,
    ruleBarrier,
  });

  const method = [
    fill(defaults.assessmentMethod, {
      site,
      date: formatDay(locale, report.generatedAt.slice(0, 10)),
      axeVersion: report.axeVersion,
      level: defaults.levels[report.level],
      pages,
    }),
    failed > 0 ? fill(defaults.assessmentFailed, { failed: pagesText(texts, failed) }) : "",
    ...(assessment ? manualMethod(texts, locale, assessment) : [defaults.assessmentLimits]),
  ]
    .filter(Boolean)
    .join(" ");

  let host = site;
  try {
    host = new URL(site).hostname;
  } catch {
    // A stored root that is not a URL is still the best name there is.
  }

  return {
    serviceName: host,
    serviceUrl: site,
    serviceDescription: fill(defaults.serviceDescription, { site: host }),
    howItWorks: defaults.howItWorks,
    applicableRequirements: defaults.applicableRequirements,
    conformance,
    howRequirementsMet: fill(
      assessment
        ? defaults.assessed.howRequirementsMet[
            conformance === "partial" && barriers.length === 0 ? "unfinished" : conformance
          ]
        : defaults.howRequirementsMet[conformance],
      {
        pages,
        criteria: (() => {
          const count = barriers.filter((barrier) => barrier.criterion !== "").length;
          return count === 1 ? defaults.criteriaOne : fill(defaults.criteriaOther, { count });
        })(),
        total: assessment?.criteria ?? 0,
      },
    ),
    assessmentMethod: method,
    knownBarriers,
    plannedFixes: barriers.length > 0 ? defaults.plannedFixes : "",
    providerName: "",
    providerAddress: "",
    contactEmail: "",
    contactPhone: "",
    feedbackUrl: "",
    authority: defaults.authority,
    statementDate: isoDay(today),
  };
}

/** i18next's plural forms ("_one", "_other") for texts filled without i18next. */
function plural<Key extends string>(
  locale: ReportLocale,
  key: Key,
  count: number,
): `${Key}_one` | `${Key}_other` {
  return new Intl.PluralRules(locale).select(count) === "one" ? `${key}_one` : `${key}_other`;
}

/**
 * How the assessment was done and how far it got, from what was recorded only: criteria decided by a
 * person and by the scan are counted apart, the sample is named only when a person decided something,
 * and the means of testing (with the screen reader's name) only as far as the person recorded them.
 */
function manualMethod(
  texts: StatementTexts,
  locale: ReportLocale,
  assessment: StatementAssessment,
): string[] {
  const assessed = texts.defaults.assessed;
  const sentences = [
    fill(assessed.method, { date: formatDay(locale, assessment.date) }),
    fill(assessed[plural(locale, "decided", assessment.decided)], {
      count: assessment.decided,
      criteria: assessment.criteria,
      byScan: assessment.decidedByScan,
      byPerson: assessment.decidedByPerson,
    }),
  ];
  if (assessment.decidedByScan > 0) sentences.push(assessed.byScan);
  if (assessment.decidedByPerson > 0) {
    sentences.push(fill(assessed.byPerson, { pages: pagesText(texts, assessment.samplePages) }));
    const list = new Intl.ListFormat(locale, { type: "conjunction" });
    const means = assessment.means.map((means) => {
      if (means !== "screenReader") return assessed.meansList[means];
      if (assessment.screenReaders.length === 0) return assessed.meansList.screenReaderUnnamed;
      return fill(assessed.meansList[plural(locale, "screenReader", assessment.screenReaders.length)], {
        names: list.format(assessment.screenReaders),
      });
    });
    if (means.length > 0) sentences.push(fill(assessed.means, { means: list.format(means) }));
  }
  sentences.push(
    assessment.open.length === 0
      ? assessed.complete
      : fill(assessed[plural(locale, "open", assessment.open.length)], {
          count: assessment.open.length,
          list: assessment.open.join(", "),
        }),
  );
  if (assessment.decidedByPerson > 0) sentences.push(assessed.limits);
  return sentences;
}
