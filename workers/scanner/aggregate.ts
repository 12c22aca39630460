/**
 * Puts the page reports of a whole-site run together: issues (a rule failing on similar elements) with
 * their occurrences across pages, totals, and what changed since the previous run.
 */
import {
  type CategoryCounts,
  type Finding,
  type ImpactCounts,
  impacts,
  type PageReport,
  type ReportLocale,
  type ScanLevel,
  type SiteIssue,
  type SitePage,
  type SitePageResult,
  type SiteReport,
  type WcagPrinciple,
} from "./contract";
import { isWcagViolation, wcagViolationsOf } from "./wcag";

export type AggregateInput = {
  rootUrl: string;
  level: ScanLevel;
  locale: ReportLocale;
  pages: SitePageResult[];
  generatedAt?: Date;
};

export type PreviousRun = { runId: string; report: SiteReport };

/** Elements kept per rule and page until aggregation: enough to act on, small enough for D1. */
export const maxNodesPerFinding = 50;

const issueCategories = ["violations", "incomplete"] as const;

export function aggregateSite(input: AggregateInput, previous?: PreviousRun | null): SiteReport {
  const pages = input.pages.map(toSitePage);
  const issues = sortIssues(collectIssues(input.pages));
  const firstReport = input.pages.find((page) => page.outcome.ok)?.outcome;
  const comparison = previous ? compare(issues, pages, previous) : null;
  return {
    kind: "site",
    rootUrl: input.rootUrl,
    level: input.level,
    locale: input.locale,
    axeVersion: firstReport?.ok ? firstReport.report.axeVersion : "",
    generatedAt: (input.generatedAt ?? new Date()).toISOString(),
    pages,
    issues,
    totals: totalsOf(pages, issues),
    comparison,
  };
}

/** A single-page run as a site report of one page, so that its exports and views are the same. */
export function siteReportFromPage(report: PageReport, generatedAt?: Date): SiteReport {
  return aggregateSite({
    rootUrl: report.url,
    level: report.level,
    locale: report.locale,
    pages: [{ url: report.url, depth: 0, outcome: { ok: true, report } }],
    generatedAt,
  });
}

/**
 * What a site run keeps of a page until aggregation: violations and incomplete findings with at most
 * maxNodesPerFinding elements each; passes and inapplicable only as counts (their rules are never shown
 * per page of a site), no links (discovery has used them by then).
 */
export function compactPageReport(report: PageReport): PageReport {
  const capNodes = (finding: Finding): Finding => ({
    ...finding,
    nodes: finding.nodes.slice(0, maxNodesPerFinding),
  });
  const { links: _links, ...rest } = report;
  return {
    ...rest,
    violations: report.violations.map(capNodes),
    incomplete: report.incomplete.map(capNodes),
    passes: [],
    inapplicable: [],
  };
}

function toSitePage(result: SitePageResult): SitePage {
  const { outcome } = result;
  if (!outcome.ok) {
    return {
      url: result.url,
      finalUrl: null,
      depth: result.depth,
      status: "failed",
      error: outcome.error,
      counts: emptyCategoryCounts(),
      impacts: emptyImpactCounts(),
      violationCount: 0,
      occurrenceCount: 0,
    };
  }
  const wcagViolations = wcagViolationsOf(outcome.report);
  return {
    url: result.url,
    finalUrl: outcome.report.finalUrl,
    depth: result.depth,
    status: "done",
    counts: { ...outcome.report.counts },
    impacts: { ...outcome.report.impacts },
    violationCount: wcagViolations.length,
    occurrenceCount: wcagViolations.reduce((sum, finding) => sum + finding.nodes.length, 0),
  };
}

function collectIssues(results: readonly SitePageResult[]): SiteIssue[] {
  const byKey = new Map<string, SiteIssue>();
  const pagesOf = new Map<string, Set<number>>();
  results.forEach((result, pageIndex) => {
    if (!result.outcome.ok) return;
    const { report } = result.outcome;
    for (const category of issueCategories) {
      for (const finding of report[category]) {
        const { nodes, ...fields } = finding;
        for (const node of nodes) {
          const pattern = elementPattern(node.selector, node.html);
          const key = issueKey(finding.ruleId, pattern, category);
          let issue = byKey.get(key);
          if (!issue) {
            // Rule texts are the same on every page of a run (one level, one locale): the first wins.
            issue = {
              ...fields,
              key,
              category,
              pattern,
              pageCount: 0,
              occurrenceCount: 0,
              occurrences: [],
            };
            byKey.set(key, issue);
            pagesOf.set(key, new Set());
          }
          issue.occurrences.push({
            page: pageIndex,
            selector: node.selector,
            html: node.html,
            failureSummary: node.failureSummary,
          });
          pagesOf.get(key)?.add(pageIndex);
        }
      }
    }
  });
  for (const [key, issue] of byKey) {
    issue.occurrenceCount = issue.occurrences.length;
    issue.pageCount = pagesOf.get(key)?.size ?? 0;
  }
  return [...byKey.values()];
}

/**
 * Violations and "needs review" findings of the same rule on the same elements stay two issues (one
 * fails, the other asks for a human), so the category is part of the key of the latter.
 */
function issueKey(ruleId: string, pattern: string, category: SiteIssue["category"]): string {
  return category === "violations" ? `${ruleId}|${pattern}` : `${ruleId}|${pattern}|review`;
}

/** Failures before reviews, WCAG before best practice, the most severe and widespread first. */
function sortIssues(issues: SiteIssue[]): SiteIssue[] {
  const severity = (issue: SiteIssue) =>
    issue.impact === null ? impacts.length : impacts.indexOf(issue.impact);
  return issues.sort(
    (a, b) =>
      issueCategories.indexOf(a.category) - issueCategories.indexOf(b.category) ||
      Number(a.bestPractice) - Number(b.bestPractice) ||
      severity(a) - severity(b) ||
      b.occurrenceCount - a.occurrenceCount ||
      compareStrings(a.key, b.key),
  );
}

/** Locale-independent, so that the order is the same on every machine. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function totalsOf(pages: readonly SitePage[], issues: readonly SiteIssue[]): SiteReport["totals"] {
  const counted = issues.filter(isWcagViolation);
  const impactCounts = emptyImpactCounts();
  const principles: Record<WcagPrinciple, number> = { "1": 0, "2": 0, "3": 0, "4": 0 };
  for (const issue of counted) {
    if (issue.impact !== null) impactCounts[issue.impact]++;
    for (const principle of principlesOf(issue.wcag)) principles[principle]++;
  }
  return {
    pagesScanned: pages.filter((page) => page.status === "done").length,
    pagesFailed: pages.filter((page) => page.status === "failed").length,
    issues: counted.length,
    occurrences: counted.reduce((sum, issue) => sum + issue.occurrenceCount, 0),
    impacts: impactCounts,
    principles,
  };
}

/** "1.4.3" belongs to principle 1 (perceivable); each principle once per issue. */
function principlesOf(criteria: readonly string[]): Set<WcagPrinciple> {
  const principles = new Set<WcagPrinciple>();
  for (const criterion of criteria) {
    const first = criterion.charAt(0);
    if (first === "1" || first === "2" || first === "3" || first === "4") principles.add(first);
  }
  return principles;
}

/**
 * An issue of the previous run counts as fixed only if at least one page it occurred on was scanned
 * successfully this time: a page that failed or was not reached proves nothing.
 */
function compare(
  issues: SiteIssue[],
  pages: readonly SitePage[],
  previous: PreviousRun,
): NonNullable<SiteReport["comparison"]> {
  const previousKeys = new Set(previous.report.issues.map((issue) => issue.key));
  let newCount = 0;
  for (const issue of issues) {
    issue.change = previousKeys.has(issue.key) ? "unchanged" : "new";
    if (issue.change === "new") newCount++;
  }
  const currentKeys = new Set(issues.map((issue) => issue.key));
  const scannedUrls = new Set(pages.filter((page) => page.status === "done").map((page) => page.url));
  const fixed = previous.report.issues
    .filter((issue) => !currentKeys.has(issue.key))
    .filter((issue) =>
      issue.occurrences.some((occurrence) => {
        const url = previous.report.pages[occurrence.page]?.url;
        return url !== undefined && scannedUrls.has(url);
      }),
    )
    .map(({ key, ruleId, help, impact, wcag, pattern, occurrenceCount }) => ({
      key,
      ruleId,
      help,
      impact,
      wcag,
      pattern,
      occurrenceCount,
    }));
  return {
    previousRunId: previous.runId,
    previousGeneratedAt: previous.report.generatedAt,
    new: newCount,
    unchanged: issues.length - newCount,
    fixed,
  };
}

function emptyCategoryCounts(): CategoryCounts {
  return { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 };
}

function emptyImpactCounts(): ImpactCounts {
  return { critical: 0, serious: 0, moderate: 0, minor: 0 };
}

// ---------------------------------------------------------------------------------------------------
// Element patterns
//
// axe's selector is the shortest one that is unique on *that* page: the same header logo may be
// ".logo" on one page and "header > .logo" on the next, and list items carry their position
// (li:nth-child(3)). So the selector alone splits what belongs together. The element's own markup is
// the same on every page a template renders it, so the pattern is built from that first:
// - an element with a stable id or stable classes is named by them ("img.logo", "input#search"): that
//   is the component, wherever it sits (a logo in header and footer counts as one issue);
// - else by what names it in its own markup: a form control's name (input[name="q"]), an image's file
//   (img[src$="logo.svg"] vs. a teaser's img[src$="sommer.jpg"]);
// - a bare element (none of these, e.g. a plain link) is named by the path axe needed to find it, with
//   positions removed ("#main > ul > li > a"): the path and its landmarks tell bare elements apart.
// Ids and classes that change between builds or states are left out everywhere: names with digits or
// CSS-in-JS hashes (css-1x2y3z, sc-bdVaJa), and state classes (active, is-open, menu__link--current).
// Inputs keep their type and any element its role: a search field and a checkbox are different fixes.
// ---------------------------------------------------------------------------------------------------

/** Classes kept per element: enough to name it, few enough to survive a utility class added later. */
const maxClasses = 3;
/** Ancestors kept for a bare element: the nearest ones tell it apart, far ones only add page noise. */
const maxAncestors = 4;

const stateWords =
  "active|current|selected|open|opened|closed|show|shown|hidden|visible|invisible|collapsed|expanded|" +
  "focus|focused|hover|disabled|enabled|checked|loaded|loading|lazyloaded|lazyload|sticky|scrolled|fixed";
const stateClass = new RegExp(`^(is|has)-|(^|[-_])(${stateWords})$`, "i");
const generatedName = /\d|^(css|sc|jsx|svelte|emotion|styled|ember|ng)-|^_/i;

/** Patterns are keys, stored with every issue: page content must not make them arbitrarily long. */
const maxPatternLength = 160;

export function elementPattern(selector: string, html: string): string {
  const pattern = patternOf(selector, html);
  if (pattern.length <= maxPatternLength) return pattern;
  // Cut, but keep what was cut distinguishable (and the same on every run).
  return `${pattern.slice(0, maxPatternLength - 10)}…${fnv1a(pattern)}`;
}

function patternOf(selector: string, html: string): string {
  const compounds = splitSelector(selector).map(parseCompound);
  const own = compounds.pop() ?? emptyCompound();
  const markup = parseOpeningTag(html);
  const tag = markup?.tag ?? own.tag ?? "";
  const hints = new Map<string, string>();
  const type = markup?.attributes.get("type");
  if (tag === "input") hints.set("type", `[type="${(type ?? "text").toLowerCase()}"]`);
  const role = markup?.attributes.get("role");
  if (role) hints.set("role", `[role="${role.toLowerCase()}"]`);

  const id = [markup?.attributes.get("id"), own.id].find((value) => value && isStableName(value));
  const classes = (markup ? splitClasses(markup.attributes.get("class")) : own.classes)
    .filter(isStableClass)
    .sort(compareStrings)
    .slice(0, maxClasses);
  if (id) return `${tag}#${id}${formatAttributes(hints)}`;
  if (classes.length > 0)
    return `${tag}${classes.map((name) => `.${name}`).join("")}${formatAttributes(hints)}`;

  const identity = markup ? identityAttributes(tag, markup.attributes) : new Map<string, string>();
  if (identity.size > 0) return `${tag}${formatAttributes(new Map([...hints, ...identity]))}`;

  for (const [name, value] of own.attributes) if (!hints.has(name)) hints.set(name, value);
  const ancestors = compounds
    .map(formatCompound)
    .filter((text) => text !== "")
    .slice(-maxAncestors);
  return [...ancestors, `${tag}${formatAttributes(hints)}`].join(" > ");
}

/** 32-bit FNV-1a as 8 hex digits: deterministic on every runtime, enough to tell long patterns apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

const formControls = new Set(["input", "select", "textarea", "button"]);
const embeddedContent = new Set(["img", "iframe", "video", "audio", "source", "embed", "input"]);

/**
 * What names a bare element in its own markup: a form control's name, an image's (or frame's) file.
 * Positions and page text (href, labels) are not identity: a list of links is one pattern.
 */
function identityAttributes(tag: string, attributes: Map<string, string>): Map<string, string> {
  const identity = new Map<string, string>();
  const name = attributes.get("name");
  if (formControls.has(tag) && name && isStableValue(name)) identity.set("name", `[name="${name}"]`);
  const file = fileNameOf(attributes.get("src"));
  if (embeddedContent.has(tag) && file) identity.set("src", `[src$="${file}"]`);
  return identity;
}

/** "logo.svg" of "/assets/logo.svg?v=2"; nothing for data: URLs and generated file names. */
function fileNameOf(src: string | undefined): string | undefined {
  if (!src || /^\s*data:/i.test(src)) return undefined;
  const file = src.split(/[?#]/)[0]?.split("/").pop();
  return file && isStableValue(file) && !file.includes('"') ? file : undefined;
}

type Compound = {
  tag?: string;
  id?: string;
  classes: string[];
  /** name → the attribute selector, e.g. `[src$="logo.svg"]`. */
  attributes: Map<string, string>;
};

function emptyCompound(): Compound {
  return { classes: [], attributes: new Map() };
}

function isStableName(name: string): boolean {
  return !generatedName.test(name) && !name.includes(":");
}

function isStableClass(name: string): boolean {
  return isStableName(name) && !stateClass.test(name);
}

/** Attribute values that change between builds or items (ids, hashes, dates) are left out. */
function isStableValue(value: string): boolean {
  return !/\d{3,}|[0-9a-f]{8,}/i.test(value);
}

function formatAttributes(attributes: Map<string, string>): string {
  return [...attributes]
    .sort(([a], [b]) => compareStrings(a, b))
    .map(([, text]) => text)
    .join("");
}

function formatCompound(compound: Compound): string {
  const id = compound.id && isStableName(compound.id) ? `#${compound.id}` : "";
  const classes = compound.classes
    .filter(isStableClass)
    .sort(compareStrings)
    .map((name) => `.${name}`)
    .join("");
  const tag = compound.tag ?? "";
  if (id) return `${tag}${id}`;
  return `${tag}${classes}${formatAttributes(compound.attributes)}`;
}

/** The compounds of a selector, split at combinators outside brackets, parentheses and quotes. */
function splitSelector(selector: string): string[] {
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  let quote = "";
  for (let index = 0; index < selector.length; index++) {
    const char = selector.charAt(index);
    if (char === "\\") {
      current += char + selector.charAt(index + 1);
      index++;
    } else if (quote) {
      current += char;
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      current += char;
      quote = char;
    } else if (char === "[" || char === "(") {
      depth++;
      current += char;
    } else if (char === "]" || char === ")") {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (depth === 0 && /[\s>+~]/.test(char)) {
      if (current) parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * tag, #id, .classes and [attributes] of one compound selector. Pseudo-classes (:nth-child(3),
 * :first-child) are positions, not identity, and are dropped; so are unstable attribute values.
 */
function parseCompound(text: string): Compound {
  const compound = emptyCompound();
  const name = String.raw`((?:\\.|[\w-])+)`;
  const token = new RegExp(
    String.raw`^(?:${name}|#${name}|\.${name}|\[\s*${name}\s*(?:([~|^$*]?=)\s*("(?:\\.|[^"])*"|'(?:\\.|[^'])*'|[^\]\s]+)\s*)?\]|::?${name}(\((?:[^()]|\([^()]*\))*\))?|\*)`,
  );
  let rest = text;
  while (rest) {
    const match = token.exec(rest);
    if (!match) break;
    const [whole, tag, id, className, attribute, operator, value] = match;
    if (tag) compound.tag = unescapeCss(tag).toLowerCase();
    else if (id) compound.id = unescapeCss(id);
    else if (className) compound.classes.push(unescapeCss(className));
    else if (attribute) {
      const unquoted = value ? value.replace(/^["']|["']$/g, "") : "";
      const attributeName = unescapeCss(attribute);
      if (!value) compound.attributes.set(attributeName, `[${attributeName}]`);
      else if (isStableValue(unquoted))
        compound.attributes.set(attributeName, `[${attributeName}${operator}"${unquoted}"]`);
    }
    rest = rest.slice(whole.length);
  }
  return compound;
}

function unescapeCss(text: string): string {
  return text.replace(/\\(.)/g, "$1");
}

/** The tag name and attributes of an element's outer HTML (capped markup may end mid-tag). */
function parseOpeningTag(html: string): { tag: string; attributes: Map<string, string> } | null {
  const opening = /^\s*<([a-zA-Z][\w:-]*)([^>]*)/.exec(html);
  if (!opening) return null;
  const attributes = new Map<string, string>();
  const attribute = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of (opening[2] ?? "").matchAll(attribute)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return { tag: (opening[1] ?? "").toLowerCase(), attributes };
}

function splitClasses(value: string | undefined): string[] {
  return value ? value.split(/\s+/).filter(Boolean) : [];
}
