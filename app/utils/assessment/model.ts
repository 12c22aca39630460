/**
 * The guided manual assessment of a site run, as pure logic: which criteria are assessed, which pages make
 * the sample, what the automated scan already decided, and what a criterion's result is once a person has
 * answered. Shared by the app's loaders, the audit report and the statement; no database here.
 */
import type { ScanLevel, SiteIssue, SiteReport } from "#core/contract";
import { uncoveredCriteria } from "#core/rules/axe/index";
import { compareCriteria, criteriaOfLevel, en301549ClauseFor, isWcagViolation } from "#core/wcag";

export const verdicts = ["passed", "failed", "notApplicable"] as const;
export type Verdict = (typeof verdicts)[number];
export const decisions = ["confirmed", "dismissed"] as const;
export type Decision = (typeof decisions)[number];
/** How a person tested, recorded with each answer: the statement names only what was recorded. */
export const testingMeans = ["keyboard", "zoom", "screenReader", "contentReview"] as const;
export type TestingMeans = (typeof testingMeans)[number];

export type Answer = {
  criterion: string;
  pageUrl: string;
  verdict: Verdict;
  barrier: string;
  note: string;
  /** What the person tested with; empty for answers saved before it was asked. */
  means: TestingMeans[];
  /** The screen reader's name and version as typed, when "screenReader" is among the means. */
  screenReader: string;
  /** Taken over from the previous run's assessment; counts only once confirmed again. */
  carriedOver: boolean;
  updatedAt: Date;
  /** Who saved it last (a workspace has several members); "" for answers saved before that was kept. */
  byName?: string;
};

export type Review = { issueKey: string; decision: Decision; note: string; carriedOver: boolean };

/**
 * The criteria an assessment covers. A BFSG statement needs WCAG 2.1 A and AA (EN 301 549 clause 9) whatever
 * level was scanned, so a level-A run is assessed at AA; "2.2" and "AAA" (by plan) add their criteria, and
 * keep 4.1.1, which WCAG 2.2 removed but EN 301 549 V3.2.1 still lists.
 */
export function assessedCriteria(level: ScanLevel): string[] {
  const criteria = new Set([...criteriaOfLevel("AA"), ...criteriaOfLevel(level)]);
  return [...criteria].sort(compareCriteria);
}

/** Sampled pages at most: a person assesses every criterion on each of them. */
export const maxSamplePages = 10;

/**
 * A page's address as a template would produce it: segments of digits or other ids become ":id", and in a
 * path of two or more segments the last one (the article, product, post) becomes "*". "/blog/2024/hallo"
 * and "/blog/2023/welt" are both "/blog/:id/*"; "/" and "/kontakt" stay themselves.
 */
export function pathPattern(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const segments = parsed.pathname.split("/").filter(Boolean);
  const pattern = segments.map((segment, index) => {
    if (/\d/.test(segment) && !/\.\w+$/.test(segment)) return ":id";
    if (index === segments.length - 1 && segments.length >= 2) return "*";
    return segment;
  });
  return `/${pattern.join("/")}${parsed.search ? "?" : ""}`;
}

/**
 * What a template shows of itself in the stored report: its address pattern and which kinds of rules
 * applied to it (rules that passed or failed, counted: a page with a form or a video applies rules a page
 * without one does not). Pages of one template share both; the report keeps no DOM, so this is the
 * structure the stored data can tell. See docs/decisions/023-manual-assessment-sample-and-conformance.md.
 */
export function templateSignature(report: SiteReport, pageIndex: number): string {
  const page = report.pages[pageIndex];
  if (!page) return "";
  const applied = page.counts.passes + page.counts.violations + page.counts.incomplete;
  return `${pathPattern(page.finalUrl ?? page.url)} ${applied}`;
}

export type SamplePage = {
  index: number;
  url: string;
  /** The template's signature, its address pattern (what people are shown) and how many pages share it. */
  template: string;
  pattern: string;
  templatePages: number;
};

/**
 * One page per template, the start page first, then templates by how many pages they render (the most
 * used first). Within a template, the page nearest the start page, and of those the one with the most
 * findings: it gives the person the most to look at.
 */
export function samplePages(report: SiteReport, limit = maxSamplePages): SamplePage[] {
  const groups = new Map<string, number[]>();
  report.pages.forEach((page, index) => {
    if (page.status !== "done") return;
    const signature = templateSignature(report, index);
    groups.set(signature, [...(groups.get(signature) ?? []), index]);
  });
  const chosen = [...groups.entries()].map(([template, members]) => {
    const best = [...members].sort((a, b) => {
      const pageA = report.pages[a];
      const pageB = report.pages[b];
      if (!pageA || !pageB) return 0;
      return (
        pageA.depth - pageB.depth ||
        pageB.occurrenceCount - pageA.occurrenceCount ||
        pageB.counts.incomplete - pageA.counts.incomplete ||
        a - b
      );
    })[0] as number;
    const url = report.pages[best]?.url ?? "";
    return {
      index: best,
      url,
      template,
      pattern: template.split(" ")[0] ?? "",
      templatePages: members.length,
    };
  });
  chosen.sort((a, b) => {
    if (a.index === 0) return -1;
    if (b.index === 0) return 1;
    return b.templatePages - a.templatePages || a.index - b.index;
  });
  return chosen.slice(0, limit);
}

export const elementKinds = ["headings", "images", "forms", "media", "other"] as const;
export type ElementKind = (typeof elementKinds)[number];

export type PageElement = {
  kind: ElementKind;
  selector: string;
  html: string;
  ruleId: string;
  issueKey: string;
};

/** The kind of element an occurrence's markup starts with. */
export function elementKindOf(html: string): ElementKind {
  const tag = /^<\s*([a-z][a-z0-9-]*)/i.exec(html)?.[1]?.toLowerCase() ?? "";
  if (/^h[1-6]$/.test(tag) || /role=["']?heading/i.test(html)) return "headings";
  if (["img", "svg", "picture", "area", "canvas", "figure"].includes(tag) || /role=["']?img/i.test(html))
    return "images";
  if (["form", "input", "select", "textarea", "button", "label", "fieldset"].includes(tag)) return "forms";
  if (["video", "audio", "iframe", "object", "embed"].includes(tag)) return "media";
  return "other";
}

/**
 * The elements the stored report knows on a page (violations and needs-review findings), once each, by
 * kind. Optionally only those of one criterion.
 */
export function pageElements(report: SiteReport, pageIndex: number, criterion?: string): PageElement[] {
  const seen = new Set<string>();
  const elements: PageElement[] = [];
  for (const issue of report.issues) {
    if (criterion && !issue.wcag.includes(criterion)) continue;
    for (const occurrence of issue.occurrences) {
      if (occurrence.page !== pageIndex) continue;
      const id = `${issue.ruleId} ${occurrence.selector}`;
      if (seen.has(id)) continue;
      seen.add(id);
      elements.push({
        kind: elementKindOf(occurrence.html),
        selector: occurrence.selector,
        html: occurrence.html,
        ruleId: issue.ruleId,
        issueKey: issue.key,
      });
    }
  }
  return elements;
}

export type Automated = {
  /** An automated rule of the scanned level tests the criterion at all. */
  tested: boolean;
  violations: SiteIssue[];
  /** Needs-review findings: to be confirmed or dismissed by the person. */
  reviews: SiteIssue[];
};

export function automatedFor(report: SiteReport, criterion: string): Automated {
  const relevant = report.issues.filter((issue) => issue.wcag.includes(criterion));
  return {
    // A criterion assessed beyond the scanned level (AA after an A scan, 4.1.1 after a WCAG 2.2 scan) was not tested.
    tested:
      criteriaOfLevel(report.level).includes(criterion) &&
      !uncoveredCriteria(report.level).includes(criterion),
    violations: relevant.filter(isWcagViolation),
    reviews: relevant.filter((issue) => issue.category === "incomplete"),
  };
}

export type CriterionStatus = "failed" | "passed" | "notApplicable" | "open";

export type CriterionResult = {
  criterion: string;
  /** EN 301 549 V3.2.1 clause, or null for WCAG 2.2 and AAA criteria. */
  clause: string | null;
  status: CriterionStatus;
  automated: Automated;
  /** This criterion's answers on the sampled pages, in sample order (missing pages left out). */
  answers: Answer[];
  /** Sampled pages answered and confirmed on this run. */
  answeredPages: number;
  /** Answers carried over from the previous run that wait for confirmation. */
  toReconfirm: number;
  reviewsAnswered: number;
  confirmedReviews: SiteIssue[];
  /**
   * Who decided the status: a person (a pass or "not applicable" always, a failure when a person found or
   * confirmed a barrier on this run), or the scan alone (its violations). Null while open.
   */
  decidedBy: "person" | "scan" | null;
};

/**
 * A criterion fails when the scan found a violation, a person found a barrier on a sampled page, or a
 * person confirmed a needs-review finding. It passes only when every sampled page is answered on this
 * run (not merely carried over), none failed, at least one passed, and every needs-review finding is
 * answered; "not applicable" needs all pages answered so and no finding at all.
 */
export function criterionResult(
  report: SiteReport,
  sample: readonly SamplePage[],
  criterion: string,
  answers: readonly Answer[],
  reviews: ReadonlyMap<string, Review>,
): CriterionResult {
  const automated = automatedFor(report, criterion);
  const byPage = new Map(answers.filter((a) => a.criterion === criterion).map((a) => [a.pageUrl, a]));
  const own = sample.map((page) => byPage.get(page.url)).filter((a): a is Answer => a !== undefined);
  const confirmedOnRun = own.filter((a) => !a.carriedOver);
  const answeredReviews = automated.reviews.filter((issue) => {
    const review = reviews.get(issue.key);
    return review && !review.carriedOver;
  });
  const confirmedReviews = automated.reviews.filter(
    (issue) => reviews.get(issue.key)?.decision === "confirmed",
  );
  const allPages = sample.length > 0 && confirmedOnRun.length === sample.length;
  const allReviews = answeredReviews.length === automated.reviews.length;

  const failedByPerson =
    confirmedOnRun.some((a) => a.verdict === "failed") ||
    confirmedReviews.some((issue) => !reviews.get(issue.key)?.carriedOver);
  let status: CriterionStatus = "open";
  if (automated.violations.length > 0 || failedByPerson) status = "failed";
  else if (allPages && allReviews) {
    if (confirmedOnRun.some((a) => a.verdict === "passed")) status = "passed";
    else if (automated.reviews.length === 0) status = "notApplicable";
    else status = "passed";
  }
  return {
    criterion,
    clause: en301549ClauseFor(criterion),
    status,
    automated,
    answers: own,
    answeredPages: confirmedOnRun.length,
    toReconfirm: own.length - confirmedOnRun.length,
    reviewsAnswered: answeredReviews.length,
    confirmedReviews,
    decidedBy: status === "open" ? null : status === "failed" && !failedByPerson ? "scan" : "person",
  };
}

export type AssessmentOverview = {
  criteria: CriterionResult[];
  /** Decided in all; by a person and by the scan alone, counted apart. */
  decided: number;
  decidedByPerson: number;
  decidedByScan: number;
  failed: number;
  open: number;
  toReconfirm: number;
};

export function assessmentOverview(
  report: SiteReport,
  sample: readonly SamplePage[],
  answers: readonly Answer[],
  reviews: readonly Review[],
): AssessmentOverview {
  const reviewMap = new Map(reviews.map((review) => [review.issueKey, review]));
  const criteria = assessedCriteria(report.level).map((criterion) =>
    criterionResult(report, sample, criterion, answers, reviewMap),
  );
  return {
    criteria,
    decided: criteria.filter((c) => c.status !== "open").length,
    decidedByPerson: criteria.filter((c) => c.decidedBy === "person").length,
    decidedByScan: criteria.filter((c) => c.decidedBy === "scan").length,
    failed: criteria.filter((c) => c.status === "failed").length,
    open: criteria.filter((c) => c.status === "open").length,
    toReconfirm: criteria.reduce((sum, c) => sum + c.toReconfirm, 0),
  };
}

/** A barrier a person recorded or confirmed, per criterion: what the statement and the report list. */
export type ManualBarrier = { criterion: string; texts: string[]; pages: number };

export function manualBarriers(overview: AssessmentOverview): ManualBarrier[] {
  return overview.criteria
    .map((result) => {
      const failedAnswers = result.answers.filter((a) => !a.carriedOver && a.verdict === "failed");
      const texts = [
        ...failedAnswers.map((a) => a.barrier),
        ...result.confirmedReviews.map((issue) => issue.help),
      ];
      return {
        criterion: result.criterion,
        texts: [...new Set(texts)],
        pages: Math.max(failedAnswers.length, ...result.confirmedReviews.map((issue) => issue.pageCount), 0),
      };
    })
    .filter((barrier) => barrier.texts.length > 0);
}

/** A barrier a person described on a sampled page, in their own words. */
export type PersonBarrier = { criterion: string; pageUrl: string; text: string };

/** What a person found: their own descriptions per page, and the needs-review findings they confirmed. */
export function personFindings(overview: AssessmentOverview): {
  described: PersonBarrier[];
  confirmed: SiteIssue[];
} {
  return {
    described: overview.criteria.flatMap((result) =>
      result.answers
        .filter((a) => !a.carriedOver && a.verdict === "failed" && a.barrier.trim() !== "")
        .map((a) => ({ criterion: result.criterion, pageUrl: a.pageUrl, text: a.barrier.trim() })),
    ),
    confirmed: overview.criteria.flatMap((result) => result.confirmedReviews),
  };
}

/** What the person tested with, over the answers on which the criteria they decided rest. */
export function recordedMeans(overview: AssessmentOverview): {
  means: TestingMeans[];
  screenReaders: string[];
} {
  const answers = overview.criteria
    .filter((result) => result.decidedBy === "person")
    .flatMap((result) => result.answers.filter((a) => !a.carriedOver));
  const screenReaders = new Map<string, string>();
  for (const answer of answers) {
    const name = answer.means.includes("screenReader") ? answer.screenReader.trim() : "";
    if (name && !screenReaders.has(name.toLowerCase())) screenReaders.set(name.toLowerCase(), name);
  }
  return {
    means: testingMeans.filter((means) => answers.some((a) => a.means.includes(means))),
    screenReaders: [...screenReaders.values()],
  };
}

/** An answer as it is saved: what the person chose for a criterion on a sampled page. */
export type AnswerInput = Pick<
  Answer,
  "criterion" | "pageUrl" | "verdict" | "barrier" | "note" | "means" | "screenReader"
> & {
  /** Who answered, as shown beside the answer (a workspace has several members). */
  byName?: string;
};

/**
 * The page verdicts a confirmed needs-review finding sets: "not met" for each of its assessed criteria on
 * each sampled page it occurs on. A person's own description of a failure there stays; otherwise the
 * finding's text describes the barrier. Notes and means of an earlier answer stay.
 */
export function verdictsFromConfirmed(
  issue: Pick<SiteIssue, "wcag" | "help" | "occurrences">,
  report: Pick<SiteReport, "pages">,
  sample: readonly SamplePage[],
  criteria: readonly string[],
  answers: readonly Answer[],
): AnswerInput[] {
  const pagesWithIt = new Set(issue.occurrences.map((o) => report.pages[o.page]?.url));
  const pages = sample.filter((page) => pagesWithIt.has(page.url));
  const existing = new Map(answers.map((a) => [`${a.criterion} ${a.pageUrl}`, a]));
  return issue.wcag
    .filter((criterion) => criteria.includes(criterion))
    .flatMap((criterion) =>
      pages.map((page) => {
        const before = existing.get(`${criterion} ${page.url}`);
        const ownBarrier =
          before && !before.carriedOver && before.verdict === "failed" ? before.barrier.trim() : "";
        return {
          criterion,
          pageUrl: page.url,
          verdict: "failed" as const,
          barrier: ownBarrier || issue.help,
          note: before?.note ?? "",
          means: before?.means ?? [],
          screenReader: before?.screenReader ?? "",
        };
      }),
    );
}

/** Why an assessment is not conformant: each failed criterion, the pages it failed on and by whom. */
export type FailedCriterion = {
  criterion: string;
  /** Pages named by the scan's violations, the person's answers and confirmed findings, in that order. */
  pages: string[];
  /** Pages the scan counted beyond those it kept as examples (its issues' page counts). */
  morePages: number;
  sources: ("automated" | "manual" | "review")[];
};

export function failedCriteria(
  overview: AssessmentOverview,
  report: Pick<SiteReport, "pages">,
): FailedCriterion[] {
  const urlOf = (index: number) => report.pages[index]?.url ?? "";
  return overview.criteria
    .filter((result) => result.status === "failed")
    .map((result) => {
      const automated = result.automated.violations.flatMap((i) => i.occurrences.map((o) => urlOf(o.page)));
      const manual = result.answers
        .filter((a) => !a.carriedOver && a.verdict === "failed")
        .map((a) => a.pageUrl);
      const reviewed = result.confirmedReviews.flatMap((i) => i.occurrences.map((o) => urlOf(o.page)));
      const pages = [...new Set([...automated, ...manual, ...reviewed])].filter(Boolean);
      const counted = Math.max(0, ...result.automated.violations.map((i) => i.pageCount));
      const sources: FailedCriterion["sources"] = [];
      if (result.automated.violations.length > 0) sources.push("automated");
      if (manual.length > 0) sources.push("manual");
      if (result.confirmedReviews.length > 0) sources.push("review");
      return {
        criterion: result.criterion,
        pages,
        morePages: Math.max(0, counted - new Set(automated).size),
        sources,
      };
    });
}

/** A needs-review finding as the run report's review tab shows it, with the person's decision. */
export type ReportReview = {
  key: string;
  pattern: string;
  occurrenceCount: number;
  decision: Decision | null;
  carriedOver: boolean;
};

/**
 * The element id of a needs-review finding's form in the report's review tab, made from its issue key
 * (which holds spaces and quotes, not allowed in an id reference): a readable part and a hash of the key.
 */
export function reviewAnchor(issueKey: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < issueKey.length; index++) {
    hash = Math.imul(hash ^ issueKey.charCodeAt(index), 0x01000193) >>> 0;
  }
  const readable = issueKey.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 40);
  return `review-${readable}-${hash.toString(36)}`;
}
