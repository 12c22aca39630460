/**
 * The contract between the app and the scanner: what a scan job carries and what a page report holds. The
 * engine, runtimes and CLI all produce these shapes; the values D1 stores come from drizzle/columns.ts.
 */
import { z } from "zod";
import type { CategoryCounts, Impact, ImpactCounts, ScanErrorCode } from "#drizzle/columns";

/** "AA" is WCAG 2.1 A+AA (what BFSG asks via EN 301 549); "2.2" adds WCAG 2.2 AA; "AAA" adds AAA. */
export const scanLevels = ["A", "AA", "2.2", "AAA"] as const;
export type ScanLevel = (typeof scanLevels)[number];

export const reportLocales = ["de", "en"] as const;
export type ReportLocale = (typeof reportLocales)[number];

export {
  type CategoryCounts,
  type Impact,
  type ImpactCounts,
  impacts,
  type ResultCategory,
  resultCategories,
  type ScanErrorCode,
  scanErrorCodes,
} from "#drizzle/columns";

export const scanJobSchema = z.object({
  runId: z.string().min(1).max(64),
  url: z.url().max(2048),
  level: z.enum(scanLevels),
  locale: z.enum(reportLocales),
  /**
   * Who asked, for a fair share of the scanner: an anonymous free scan carries its requester's key, and
   * one requester's scans then run one at a time (the local scanner's TabPool; on the production queue,
   * claimRun's onePerRequester).
   */
  requester: z.string().min(1).max(128).optional(),
  /**
   * Take pictures of the page and its findings (pictures.ts). Account runs only: an anonymous free scan
   * shows the preview only, and its pictures would have no owner to be deleted with.
   */
  pictures: z.boolean().optional(),
});
export type ScanJob = z.infer<typeof scanJobSchema>;

export type FindingNode = {
  /** CSS selector of the element (axe's target, iframes/shadow roots joined with " > "). */
  selector: string;
  /** The element's outer HTML, capped in length. Untrusted page content: always render escaped. */
  html: string;
  /** What fails, in the report's language. Empty for passes and inapplicable. */
  failureSummary: string;
  /**
   * The same summary in the other report languages, where the scanner wrote it in each (Klarsicht's
   * checks; see checks/summary.ts), so that a report reads in its viewer's language. Absent for axe's
   * findings (translated when read) and in reports stored before it existed.
   */
  failureSummaryIn?: Partial<Record<ReportLocale, string>>;
  /**
   * The element's ancestors in the document, outermost first ("header.kopf > nav > ul > li"): tag, id,
   * classes and role each, positions left out. Unlike the selector, which axe makes as short as that page
   * allows, it is the same on every page a template renders the element, so similar elements are grouped
   * by it. Absent for elements in frames and shadow roots, and in reports stored before it existed.
   */
  context?: string;
  /** A crop of the page around the element, outlined (pictures.ts). Absent when none was taken. */
  crop?: PictureRef;
};

/**
 * A picture of a run, stored in object storage under runs/{runId}/{name}.jpg (always JPEG). The name is
 * made by the scanner from the page's address, never from page content. width and height are the CSS
 * pixels it shows (the page screenshot's JPEG has fewer: pictures.ts).
 */
export type PictureRef = { name: string; width: number; height: number };

/** A picture as the scanner took it: base64 JPEG, as the browser hands it over; stored, then dropped. */
export type CapturedPicture = { name: string; data: string };

/** What a page's pictures may take at most; beyond it a picture is left out, never the scan failed. */
export const pictureCaps = {
  /** The page screenshot: the viewport's width, the page's height up to this many CSS pixels. */
  pageHeight: 4000,
  /** Elements cropped per page, and per finding, violations first. */
  cropsPerPage: 20,
  cropsPerFinding: 3,
  /** Margin around an element in its crop, and the crop's largest size, in CSS pixels. */
  cropMargin: 24,
  cropWidth: 1280,
  cropHeight: 600,
  /** Encoded bytes of one page screenshot, one crop, and all of a page's pictures together. */
  pageBytes: 600 * 1024,
  cropBytes: 150 * 1024,
  totalBytes: 2 * 1024 * 1024,
} as const;

/** A picture's name: hex from the scanner, optionally "-c" and a crop's number. Anything else is refused. */
export const pictureNamePattern = /^[0-9a-f]{16}(?:-c[0-9]{1,3})?$/;

/**
 * What one report may hold at most. A page decides how many elements fail, and a hostile one makes that
 * millions: lists are capped (exact counts beside them) before the results leave the page, and a report
 * still larger than reportBytes fails the scan instead of being stored.
 */
export const reportCaps = {
  /** Elements listed per finding; nodeCount has the exact number. */
  nodesPerFinding: 50,
  /** Element markup, for recognising the element. */
  htmlLength: 300,
  selectorLength: 500,
  /** failureSummary, and a rule's description and help. */
  textLength: 1000,
  /**
   * A document's uncapped intermediate results (axe.runPartial, pages with same-origin frames only), as
   * JSON characters: they list every element tested, but must not grow without bound either.
   */
  partialLength: 16 * 1024 * 1024,
  /** The whole page report as JSON: far above any real page with the caps above. */
  reportBytes: 1024 * 1024,
} as const;

/**
 * What a whole-site report may hold at most: a site decides how many issues its pages have, and all of
 * them are put together in one Worker. Lists are capped with exact counts beside them (issueCount,
 * occurrenceCount, pageCount); a site beyond the hard limits fails as site_report_too_large.
 */
export const siteReportCaps = {
  /**
   * Issues listed in full, the most severe and widespread first; issueCount has the exact number. Issues
   * found after the first this many are counted (totals, issueCount) but not listed.
   */
  issues: 1000,
  /** Distinct issues a run may have at all, counted or listed: beyond it the run fails. */
  countedIssues: 20_000,
  /** Occurrences listed per issue; occurrenceCount and pageCount are exact. */
  occurrencesPerIssue: 20,
  /** Pages a report lists, the largest plan's page cap: beyond it the run fails. */
  pages: 10_000,
  /** The whole site report as JSON. */
  reportBytes: 8 * 1024 * 1024,
} as const;

/** A report's size as stored: UTF-8 bytes of its JSON. */
export function reportSize(report: unknown): number {
  return new TextEncoder().encode(JSON.stringify(report)).length;
}

export type Finding = {
  ruleId: string;
  impact: Impact | null;
  description: string;
  help: string;
  helpUrl: string;
  /** WCAG success criteria such as "1.1.1". Empty for best-practice rules. */
  wcag: string[];
  /** EN 301 549 clauses such as "9.1.1.1". */
  en301549: string[];
  /** Best-practice rules are reported apart: they are not WCAG failures. */
  bestPractice: boolean;
  /** At most reportCaps.nodesPerFinding elements. */
  nodes: FindingNode[];
  /** How many elements the rule found, listed or not. Absent in reports stored before the cap. */
  nodeCount?: number;
  /** Who found it: axe-core or Klarsicht's own checks. Absent in reports stored before there were two. */
  engine?: FindingEngine;
};

export const findingEngines = ["axe-core", "klarsicht"] as const;
export type FindingEngine = (typeof findingEngines)[number];

export type PageTimings = {
  loadMs: number;
  settleMs: number;
  injectMs: number;
  runMs: number;
  /** Klarsicht's own checks, after axe (runMs). Absent in reports stored before they existed. */
  checksMs?: number;
  /** The page's pictures, after the checks; absent when none were taken. */
  picturesMs?: number;
};

export type PageReport = {
  url: string;
  /** Where the page ended up after redirects. */
  finalUrl: string;
  level: ScanLevel;
  locale: ReportLocale;
  /** Rules per category. */
  counts: CategoryCounts;
  /** Violations per impact (rules, not elements). */
  impacts: ImpactCounts;
  violations: Finding[];
  incomplete: Finding[];
  passes: Finding[];
  inapplicable: Finding[];
  timings: PageTimings;
  axeVersion: string;
  /** http(s) links of the rendered page, absolute, without fragments, de-duplicated, capped. */
  links?: string[];
  /** What the site-wide checks compare across pages (checks/site.ts). Absent in older reports. */
  siteFacts?: PageFacts;
  /**
   * A site run's stored page: a digest of its links, kept when the links are dropped, so that two
   * addresses of one document (/ and /index.html) can be recognised as one page (see aggregate.ts).
   */
  linkDigest?: string;
  /**
   * Only part of the page was checked, because its time ran out (PartialCoverage). Absent for pages
   * checked whole.
   */
  partial?: PartialCoverage;
  /** The page as it looked when scanned (pictures.ts). Absent when no picture was taken. */
  screenshot?: PictureRef;
  /** What the page holds, for a person assessing it (inventory.ts). Absent in reports stored before it. */
  inventory?: PageInventory;
  /** Scanned in a session of the site's login profile and not left on its login form (markSignedIn). */
  signedIn?: true;
};

/**
 * What of a page was not checked in its time (engine.ts). A page too large to check whole had only its
 * first elementsChecked of its elementsTotal elements checked, in document order (equal when all were).
 * notRun names the rules that did not run or finish before the time ran out: axe-core's rule ids and
 * Klarsicht's own rules (ks-…). Reports stored before notRun existed had no own checks on such pages.
 */
export type PartialCoverage = {
  elementsChecked: number;
  elementsTotal: number;
  notRun?: { axe: string[]; klarsicht: string[] };
};

/**
 * A compact list of what a page holds that a person checks by hand: headings, images, form fields, media,
 * landmarks, its language and title. Each list and text is capped (inventoryCaps below), so a
 * huge or hostile page cannot blow up the report; `cut` names the lists that were cut. Texts are page
 * content: untrusted, always render escaped.
 */
export type PageInventory = {
  title: string;
  /** The document's lang attribute as written, "" when it has none. */
  lang: string;
  headings: { level: number; text: string }[];
  images: {
    /** img, svg, input (type=image), area, or the role for other elements with role img. */
    kind: string;
    /** The accessible name, "" when it has none. */
    name: string;
    /** Hidden from assistive technology on purpose (alt="", role presentation/none, aria-hidden). */
    decorative: boolean;
    /** The last part of the image's address (file name), "" when it has none. */
    file: string;
  }[];
  fields: {
    /** The input type, the element (select, textarea) or the ARIA role. */
    type: string;
    name: string;
    required: boolean;
    /** The autocomplete attribute as written, "" when it has none. */
    autocomplete: string;
  }[];
  media: {
    kind: "video" | "audio";
    controls: boolean;
    autoplay: boolean;
    muted: boolean;
    tracks: string[];
  }[];
  landmarks: { role: string; name: string }[];
  /** Lists that had more entries than they keep. */
  cut: InventoryList[];
};

export const inventoryLists = ["headings", "images", "fields", "media", "landmarks"] as const;
export type InventoryList = (typeof inventoryLists)[number];
/** Entries kept per list, and characters per text; a list longer than this is marked in `cut`. */
export const inventoryCaps = { items: 200, text: 160 } as const;

/** What a page's scan keeps for the site-wide checks; capped in the page (checks/site.ts). */
export type PageFacts = {
  title: string;
  regions: FactRegion[];
};

export type FactRegion = {
  kind: "navigation" | "banner" | "contentinfo";
  /** The landmark's accessible name, or "" when it has none. */
  name: string;
  items: FactItem[];
};

export type FactItem = {
  role: "link" | "button";
  name: string;
  /** Resolved destination without fragment (links only). */
  href: string | null;
  selector: string;
  html: string;
  /** The link is a language version of the page (hreflang or lang): its destination follows the page. */
  languageLink?: boolean;
};

export type ScanOutcome =
  | { ok: true; report: PageReport; pictures?: CapturedPicture[] }
  | { ok: false; error: ScanErrorCode; detail?: string };

/**
 * A whole-site run is many jobs on the same queue: first one that discovers the site (robots.txt,
 * sitemaps), then one per page. Page jobs carry their page's number within the run.
 */
export const siteJobSchema = z.object({
  runId: z.string().min(1).max(64),
  url: z.url().max(2048),
  level: z.enum(scanLevels),
  locale: z.enum(reportLocales),
  site: z.union([
    z.object({ step: z.literal("discover") }),
    z.object({ step: z.literal("page"), pageId: z.number().int().min(0) }),
    /** A linked PDF document of the run (run_documents), fetched and checked apart from the pages. */
    z.object({ step: z.literal("document"), documentId: z.number().int().min(0) }),
    /** A stored flow of the run's site (run_flows), run step by step; its scanned states are pages. */
    z.object({ step: z.literal("flow"), flowId: z.number().int().min(0) }),
  ]),
});
export type SiteJob = z.infer<typeof siteJobSchema>;

/** What the scanner learns about a site before scanning it. */
export type SiteDiscovery = {
  /** The start address after redirects: its origin is the site's scope. */
  rootUrl: string;
  /** robots.txt as fetched (capped), or null when there is none; later links are checked against it. */
  robotsTxt: string | null;
  /** robots.txt's Crawl-delay for our user agent, in ms (0 when none). */
  crawlDelayMs: number;
  /** Page addresses from the sitemaps: normalised, within the scope, allowed by robots.txt, capped. */
  sitemapUrls: string[];
};

/** A page of a whole-site report. */
export type SitePage = {
  url: string;
  finalUrl: string | null;
  /** Link hops from the start page (sitemap pages count as 1). */
  depth: number;
  /** Other addresses of the same document, counted as this page (/index.html beside /). */
  aliases?: string[];
  status: "done" | "failed";
  error?: ScanErrorCode;
  counts: CategoryCounts;
  impacts: ImpactCounts;
  /** WCAG violations (rules, best practice not included) and their elements on this page. */
  violationCount: number;
  occurrenceCount: number;
  /** The page was checked in part (PageReport.partial). */
  partial?: PartialCoverage;
  /** The page's screenshot, when one was taken. */
  screenshot?: PictureRef;
  /** A state a flow's step scanned ("Bestellung › Adresse"), not a page the crawl found (decision 051). */
  flow?: FlowStepRef;
  /** Scanned signed in, with the site's login profile. */
  signedIn?: true;
};

/** Which flow and step a page of a site report is the state after. */
export type FlowStepRef = {
  /** The flow's name ("Bestellung"). */
  name: string;
  /** The scan's name given at the step ("Adresse"). */
  scan: string;
  /** The step, 1-based, as a person counts the flow's steps. */
  step: number;
};

/** How reports and exports name a page: a flow's state by its flow and step, any other page by its address. */
export function pageLabel(page: { url: string; flow?: FlowStepRef }): string {
  return page.flow ? flowStepLabel(page.flow) : page.url;
}

/**
 * The pages an issue occurs on, each once, in the order of its occurrences: a flow's state and the
 * crawled page at the same address are two pages (decision 051).
 */
export function issuePages(
  report: Pick<SiteReport, "pages">,
  issue: Pick<SiteIssue, "occurrences">,
): SitePage[] {
  const indexes = [...new Set(issue.occurrences.map((occurrence) => occurrence.page))];
  return indexes.flatMap((index) => {
    const page = report.pages[index];
    return page ? [page] : [];
  });
}

/** A page in a message (mail, ticket, chat): its address, after the flow and step when it is a flow's state. */
export function pageInMessage(page: { url: string; flow?: FlowStepRef }): string {
  return page.flow ? `${flowStepLabel(page.flow)}: ${page.url}` : page.url;
}

/** "Bestellung › Adresse": the flow, then the scan's name at its step. */
export function flowStepLabel(flow: FlowStepRef): string {
  return `${flow.name} › ${flow.scan}`;
}

export type IssueOccurrence = {
  /** Index into SiteReport.pages. */
  page: number;
  selector: string;
  /** Untrusted page content: always render escaped. */
  html: string;
  failureSummary: string;
  /** The summary in the other report languages (FindingNode.failureSummaryIn). */
  failureSummaryIn?: Partial<Record<ReportLocale, string>>;
  /** The element's crop, when one was taken. */
  crop?: PictureRef;
};

/** Who found a finding; reports stored before there were two engines hold axe-core's findings only. */
export function engineOf(finding: Pick<Finding, "engine">): FindingEngine {
  return finding.engine ?? "axe-core";
}

/** The same rule failing on similar elements, wherever it occurs across the site. */
export type SiteIssue = Omit<Finding, "nodes"> & {
  /** Stable across runs of the same site: rule plus element pattern. */
  key: string;
  category: "violations" | "incomplete";
  /** The element pattern shared by the occurrences, e.g. "img.logo". */
  pattern: string;
  pageCount: number;
  occurrenceCount: number;
  /** At most siteReportCaps.occurrencesPerIssue, in page order. */
  occurrences: IssueOccurrence[];
  /** Compared with the previous run of the same site, when there is one. */
  change?: "new" | "unchanged";
};

export type WcagPrinciple = "1" | "2" | "3" | "4";

export type SiteReport = {
  kind: "site";
  rootUrl: string;
  level: ScanLevel;
  locale: ReportLocale;
  axeVersion: string;
  /** ISO time the report was put together. */
  generatedAt: string;
  pages: SitePage[];
  /** At most siteReportCaps.issues, the most severe first. */
  issues: SiteIssue[];
  /** How many issues the site has, listed or not. Absent in reports stored before the cap. */
  issueCount?: number;
  totals: {
    pagesScanned: number;
    pagesFailed: number;
    /** WCAG violation issues (best practice not included) and their occurrences. */
    issues: number;
    occurrences: number;
    /** WCAG violation issues per impact. */
    impacts: ImpactCounts;
    /** WCAG violation issues per WCAG principle (an issue with criteria of two principles counts in both). */
    principles: Record<WcagPrinciple, number>;
  };
  comparison: null | {
    previousRunId: string;
    previousGeneratedAt: string;
    new: number;
    unchanged: number;
    /**
     * Issues of the previous run that this run no longer finds. Category and best practice are absent in
     * reports stored before they were kept here.
     */
    fixed: (Pick<SiteIssue, "key" | "ruleId" | "help" | "impact" | "wcag" | "pattern" | "occurrenceCount"> &
      Partial<Pick<SiteIssue, "category" | "bestPractice">>)[];
  };
  /**
   * Linked PDF documents checked with the run: absent when the run found none (and in reports stored
   * before documents were checked), so a site without documents reports as before.
   */
  documents?: SiteDocument[];
  documentComparison?: DocumentComparison | null;
  /**
   * The site's stored flows as they ran with the run (their scanned states are among `pages`): absent
   * when the run had none, so a site without flows reports as before.
   */
  flows?: SiteFlow[];
};

/** How a flow ran in a site run: through to its end, or where and why it stopped (decision 051). */
export type SiteFlow = {
  name: string;
  ok: boolean;
  /** It ran signed in with the site's login profile. */
  signedIn: boolean;
  /** Where it stopped: the phase, the step (1-based; 0 when the flow could not start) and why. */
  failure?: { phase: "login" | "flow"; step: number; code: string };
};

/**
 * What a runtime answers for a flow of a site run: how it ran and each scanned state with its full
 * outcome (secrets masked), which the run stores like pages.
 */
export type FlowRunOutcome = Omit<SiteFlow, "name"> & {
  scans: { name: string; step: number; url: string; outcome: ScanOutcome }[];
};

/**
 * A failure condition of PDF/UA found in a linked document, as an issue of the site: one per condition
 * and document, with the pages it is on. Its key is stable across runs like a page issue's (the
 * checkpoint and condition stand for the rule, the document's path for the element pattern), so triage
 * and new/fixed work the same way (workers/core/documents.ts).
 */
export type SiteDocumentIssue = {
  key: string;
  /** The check in workers/core/pdf/checkpoints.ts ("pdf-tagged"). */
  checkpoint: `pdf-${string}`;
  /** Matterhorn failure condition, e.g. "13-004". */
  condition: string;
  category: "violations" | "incomplete";
  /** 1-based page numbers it was found on (capped); empty for a finding about the whole document. */
  pages: number[];
  count: number;
  /** A short fact in no language ("H1 → H3", a font's name). Untrusted: render escaped. */
  detail?: string;
  change?: "new" | "unchanged";
};

/** A PDF document linked from the site's pages, as checked against PDF/UA-1 (decision 042). */
export type SiteDocument = {
  url: string;
  finalUrl?: string;
  /** "failed": it could not be fetched (error says why); a document checked in part is "done" with `stopped`. */
  status: "done" | "failed";
  error?: ScanErrorCode;
  /** The document's own title (untrusted: render escaped). */
  title?: string;
  language?: string;
  bytes?: number;
  pages?: number;
  checkedPages?: number;
  tagged?: boolean;
  claimsPdfUa?: boolean;
  /** Why the check ended early (a hostile or broken file), keeping what was found until then. */
  stopped?: { reason: string; detail?: string };
  issues: SiteDocumentIssue[];
};

/** Document issues compared with the previous run's documents (only when that run checked documents). */
export type DocumentComparison = {
  new: number;
  fixed: (Pick<SiteDocumentIssue, "key" | "checkpoint" | "condition" | "category"> & { url: string })[];
};

/** One page of a site crawl as scanned: the input of the aggregation. */
export type SitePageResult = {
  url: string;
  depth: number;
  outcome: ScanOutcome;
  flow?: FlowStepRef;
  signedIn?: true;
};
