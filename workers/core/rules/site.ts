/**
 * Site-wide checks: barriers that show only when pages are compared, which a single-page tool never sees.
 * Each page's scan collects a few facts (its title and the links and buttons of its repeated regions:
 * navigation, banner, footer); the aggregation of a whole-site run compares them across pages.
 *
 *  - ks-site-navigation-order (3.2.3, technique F66): a navigation's links in a different relative order
 *    on different pages. Certain when the same navigation (same name) lists at least three shared links
 *    in another order: a violation.
 *  - ks-site-title-repeated (2.4.2): different pages with the same title. Titles of pages of one topic may
 *    repeat (a paged list): needs review.
 *  - ks-site-inconsistent-name (3.2.4): the same destination named differently in the repeated regions of
 *    different pages. Names may carry state (a cart's count): needs review.
 *  - ks-site-name-different-target (3.2.4, 2.4.4): the same name in the repeated regions leading to
 *    different destinations on different pages: needs review.
 */

import type { FactItem, FactRegion, IssueOccurrence, PageFacts, ReportLocale, SiteIssue } from "../contract";
import { compareCriteria, en301549ClauseFor } from "../wcag";
import { otherLanguages, summaryInEach } from "./summary";
import type { KlarsichtRule } from "./types";

/** What a page's facts may hold (the scanner's siteFactsScript collects them, validSiteFacts caps them). */
export const siteFactCaps = { regions: 12, itemsPerRegion: 60, items: 200, text: 200 } as const;

const technique = (id: string) => `https://www.w3.org/WAI/WCAG22/Techniques/failures/${id}`;
const understanding = (slug: string) => `https://www.w3.org/WAI/WCAG22/Understanding/${slug}.html`;

export const siteRules = [
  {
    id: "ks-site-navigation-order",
    implements: { techniques: ["F66"] },
    wcag: ["3.2.3"],
    impact: "moderate",
    helpUrl: technique("F66"),
    texts: {
      de: {
        barrier:
          "Die Navigation steht nicht auf allen Seiten in derselben Reihenfolge; man muss sie jedes Mal neu suchen.",
        help: "Wiederholte Navigation steht auf allen Seiten in derselben Reihenfolge",
        description:
          "Prüft über alle Seiten der Website, ob dieselbe Navigation ihre Links überall in derselben relativen Reihenfolge zeigt.",
        fix: "Geben Sie der Navigation auf allen Seiten dieselbe Reihenfolge, am besten aus einer gemeinsamen Vorlage. Hervorhebungen der aktuellen Seite sind erlaubt, ein Umsortieren nicht.",
        check:
          "Prüfen Sie, ob die Navigation auf diesen Seiten dieselben Einträge in derselben Reihenfolge zeigt.",
      },
      en: {
        barrier:
          "The navigation is not in the same order on every page; people have to look for it again each time.",
        help: "Repeated navigation comes in the same order on every page",
        description:
          "Checks across all pages of the site whether the same navigation lists its links in the same relative order everywhere.",
        fix: "Give the navigation the same order on every page, ideally from one shared template. Highlighting the current page is fine; reordering is not.",
        check: "Check whether the navigation shows the same entries in the same order on these pages.",
      },
    },
  },
  {
    id: "ks-site-title-repeated",
    implements: { act: [] },
    wcag: ["2.4.2"],
    impact: "moderate",
    helpUrl: understanding("page-titled"),
    texts: {
      de: {
        barrier:
          "Mehrere Seiten haben denselben Titel; man kann sie in Tabs, Verlauf und mit dem Screenreader nicht unterscheiden.",
        help: "Jede Seite hat einen Titel, der ihr Thema beschreibt",
        description: "Prüft über alle Seiten der Website, ob verschiedene Seiten denselben Titel tragen.",
        fix: "Geben Sie jeder Seite einen eigenen Titel, der ihr Thema nennt, z. B. „Kontakt – Firmenname“ statt überall nur „Firmenname“.",
        check:
          "Mehrere Seiten tragen denselben Titel. Prüfen Sie, ob er das Thema jeder dieser Seiten beschreibt oder ob sie eigene Titel brauchen.",
      },
      en: {
        barrier:
          "Several pages have the same title; they cannot be told apart in tabs, history or with a screen reader.",
        help: "Each page has a title that describes its topic",
        description: "Checks across all pages of the site whether different pages carry the same title.",
        fix: "Give each page a title of its own that names its topic, e.g. “Contact – Company” instead of just “Company” everywhere.",
        check:
          "Several pages carry the same title. Check whether it describes the topic of each of these pages or whether they need titles of their own.",
      },
    },
  },
  {
    id: "ks-site-inconsistent-name",
    implements: { act: [] },
    wcag: ["3.2.4"],
    impact: "minor",
    helpUrl: understanding("consistent-identification"),
    texts: {
      de: {
        barrier:
          "Gleiche Funktionen heißen auf verschiedenen Seiten unterschiedlich; man erkennt sie nicht wieder.",
        help: "Gleiche Funktionen heißen auf allen Seiten gleich",
        description:
          "Prüft über alle Seiten der Website, ob ein Link in Navigation, Kopf- oder Fußbereich zum selben Ziel überall denselben Namen trägt.",
        fix: "Benennen Sie denselben Link auf allen Seiten gleich, z. B. überall „Kontakt“ statt einmal „Kontakt“ und einmal „Schreiben Sie uns“.",
        check:
          "Derselbe Link trägt auf verschiedenen Seiten verschiedene Namen. Prüfen Sie, ob es dieselbe Funktion ist; wenn ja, benennen Sie ihn einheitlich.",
      },
      en: {
        barrier: "The same functions have different names on different pages; people do not recognise them.",
        help: "The same function has the same name on every page",
        description:
          "Checks across all pages of the site whether a link to the same destination in the navigation, header or footer carries the same name everywhere.",
        fix: "Name the same link the same way on every page, e.g. “Contact” everywhere instead of “Contact” on one page and “Write to us” on another.",
        check:
          "The same link carries different names on different pages. Check whether it is the same function; if so, name it consistently.",
      },
    },
  },
  {
    id: "ks-site-name-different-target",
    implements: { act: [] },
    wcag: ["2.4.4", "3.2.4"],
    impact: "minor",
    helpUrl: understanding("consistent-identification"),
    texts: {
      de: {
        help: "Gleich benannte Links führen auf allen Seiten zum selben Ziel",
        description:
          "Prüft über alle Seiten der Website, ob ein Link in Navigation, Kopf- oder Fußbereich mit demselben Namen auf verschiedenen Seiten zu verschiedenen Zielen führt.",
        fix: "Lassen Sie gleich benannte Links überall zum selben Ziel führen, oder geben Sie Links mit verschiedenen Zielen verschiedene Namen.",
        check:
          "Ein gleich benannter Link führt auf verschiedenen Seiten zu verschiedenen Zielen. Prüfen Sie, ob Nutzerinnen und Nutzer das erwarten können.",
      },
      en: {
        help: "Links with the same name lead to the same destination on every page",
        description:
          "Checks across all pages of the site whether a link in the navigation, header or footer with the same name leads to different destinations on different pages.",
        fix: "Let links with the same name lead to the same destination everywhere, or give links with different destinations different names.",
        check:
          "A link with the same name leads to different destinations on different pages. Check whether users can expect that.",
      },
    },
  },
] as const satisfies readonly KlarsichtRule[];

type SiteRuleId = (typeof siteRules)[number]["id"];

/** What the site-wide checks say, in the report's language: {name} and {pages} are filled in. */
const summaries: Record<ReportLocale, Record<SiteRuleId, string>> = {
  de: {
    "ks-site-navigation-order":
      "Die Navigation „{subject}“ zeigt ihre Links hier in anderer Reihenfolge als auf {reference}.",
    "ks-site-title-repeated": "Diese Seite trägt denselben Titel „{subject}“ wie {count} andere Seite(n).",
    "ks-site-inconsistent-name":
      "Der Link zu {subject} heißt hier „{name}“, auf anderen Seiten anders ({others}).",
    "ks-site-name-different-target":
      "Der Link „{subject}“ führt hier zu {name}, auf anderen Seiten woandershin ({others}).",
  },
  en: {
    "ks-site-navigation-order":
      "The navigation “{subject}” lists its links in a different order here than on {reference}.",
    "ks-site-title-repeated": "This page carries the same title “{subject}” as {count} other page(s).",
    "ks-site-inconsistent-name":
      "The link to {subject} is named “{name}” here, differently on other pages ({others}).",
    "ks-site-name-different-target":
      "The link “{subject}” leads to {name} here, elsewhere on other pages ({others}).",
  },
};

const maxOccurrences = 50;

/** A scanned page's facts, with its index in the site report and the address it ended up at. */
export type ScannedPageFacts = { index: number; url: string; facts: PageFacts };
type ScannedPage = ScannedPageFacts;

/** The site-wide issues of a whole-site run; none for a run of fewer than two scanned pages. */
export function siteWideIssues(scanned: readonly ScannedPageFacts[], locale: ReportLocale): SiteIssue[] {
  if (scanned.length < 2) return [];
  return [
    ...navigationOrder(scanned, locale),
    ...repeatedTitles(scanned, locale),
    ...namingAcrossPages(scanned, locale),
  ];
}

function issue(
  ruleId: SiteRuleId,
  category: SiteIssue["category"],
  subject: string,
  locale: ReportLocale,
  occurrences: IssueOccurrence[],
): SiteIssue {
  const rule = siteRules.find((candidate) => candidate.id === ruleId) as KlarsichtRule;
  const wcag = [...rule.wcag].sort(compareCriteria);
  const listed = occurrences.slice(0, maxOccurrences);
  return {
    ruleId,
    impact: rule.impact,
    description: rule.texts[locale].description,
    help: rule.texts[locale].help,
    helpUrl: rule.helpUrl,
    wcag,
    en301549: wcag.flatMap((criterion) => en301549ClauseFor(criterion) ?? []),
    bestPractice: false,
    engine: "klarsicht",
    nodeCount: occurrences.length,
    key: `${ruleId}|${subject}${category === "incomplete" ? "|review" : ""}`,
    category,
    pattern: subject,
    pageCount: new Set(occurrences.map((occurrence) => occurrence.page)).size,
    occurrenceCount: occurrences.length,
    occurrences: listed,
  };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}

/** An occurrence's summary in the report's language, and in the others for a reader of another. */
function summaryOf(
  ruleId: SiteRuleId,
  locale: ReportLocale,
  values: Record<string, string | number>,
): Pick<IssueOccurrence, "failureSummary" | "failureSummaryIn"> {
  const { summary, summaryIn } = summaryInEach(locale, (each) => fill(summaries[each][ruleId], values));
  return { failureSummary: summary, failureSummaryIn: otherLanguages(summaryIn, locale, (text) => text) };
}

const normalName = (name: string) => name.toLocaleLowerCase().replace(/\s+/g, " ").trim();

/**
 * F66: for each named navigation, the order of the links it shares with the first page that has it.
 * Unnamed navigations are compared only when a page has exactly one navigation, so that two different
 * menus are never taken for one.
 */
function navigationOrder(scanned: readonly ScannedPage[], locale: ReportLocale): SiteIssue[] {
  type Nav = { page: ScannedPage; region: FactRegion; links: string[] };
  const byKey = new Map<string, Nav[]>();
  for (const page of scanned) {
    const navigations = page.facts.regions.filter((region) => region.kind === "navigation");
    for (const region of navigations) {
      if (region.name === "" && navigations.length > 1) continue;
      const key = normalName(region.name);
      const links = region.items
        .filter((item) => item.role === "link" && item.href !== null && !item.languageLink)
        .map((item) => `${normalName(item.name)}\u0000${item.href}`);
      // A link listed twice in one menu has no single position to compare.
      if (new Set(links).size !== links.length) continue;
      byKey.set(key, [...(byKey.get(key) ?? []), { page, region, links }]);
    }
  }
  const issues: SiteIssue[] = [];
  for (const [key, navs] of byKey) {
    const [reference, ...others] = navs;
    if (!reference) continue;
    const occurrences: IssueOccurrence[] = [];
    for (const other of others) {
      const shared = new Set(reference.links.filter((link) => other.links.includes(link)));
      if (shared.size < 3) continue;
      const inReference = reference.links.filter((link) => shared.has(link));
      const inOther = other.links.filter((link) => shared.has(link));
      if (inReference.every((link, position) => inOther[position] === link)) continue;
      const first = other.region.items[0];
      occurrences.push({
        page: other.page.index,
        selector: first?.selector ?? "nav",
        html: first?.html ?? "",
        ...summaryOf("ks-site-navigation-order", locale, {
          subject: other.region.name || key || "–",
          reference: reference.page.url,
        }),
      });
    }
    if (occurrences.length > 0) {
      issues.push(
        issue(
          "ks-site-navigation-order",
          "violations",
          `nav "${reference.region.name}"`,
          locale,
          occurrences,
        ),
      );
    }
  }
  return issues;
}

function repeatedTitles(scanned: readonly ScannedPage[], locale: ReportLocale): SiteIssue[] {
  const byTitle = new Map<string, ScannedPage[]>();
  for (const page of scanned) {
    const title = normalName(page.facts.title);
    if (title === "") continue;
    byTitle.set(title, [...(byTitle.get(title) ?? []), page]);
  }
  const issues: SiteIssue[] = [];
  for (const group of byTitle.values()) {
    const distinct = new Set(group.map((page) => page.url));
    if (distinct.size < 2) continue;
    const title = group[0]?.facts.title ?? "";
    const occurrences = group.map((page) => ({
      page: page.index,
      selector: "title",
      html: "<title>",
      ...summaryOf("ks-site-title-repeated", locale, {
        subject: title,
        count: group.length - 1,
      }),
    }));
    issues.push(issue("ks-site-title-repeated", "incomplete", `title "${title}"`, locale, occurrences));
  }
  return issues;
}

/** A destination that follows the page (a language version, "this page in English"): not compared. */
function followsPage(item: FactItem, pageUrl: string): boolean {
  if (item.languageLink || item.href === null) return true;
  try {
    const own = new URL(pageUrl).pathname;
    return own !== "/" && new URL(item.href).pathname.endsWith(own);
  } catch {
    return true;
  }
}

/** 3.2.4 in both directions: one destination with several names, one name with several destinations. */
function namingAcrossPages(scanned: readonly ScannedPage[], locale: ReportLocale): SiteIssue[] {
  type Seen = { page: ScannedPage; item: FactItem };
  const namesByTarget = new Map<string, Map<string, Seen[]>>();
  const targetsByName = new Map<string, Map<string, Seen[]>>();
  const add = (index: Map<string, Map<string, Seen[]>>, key: string, value: string, seen: Seen) => {
    const values = index.get(key) ?? new Map<string, Seen[]>();
    values.set(value, [...(values.get(value) ?? []), seen]);
    index.set(key, values);
  };
  for (const page of scanned) {
    // Once per page and pair: a link repeated in header and footer is one use.
    const counted = new Set<string>();
    for (const region of page.facts.regions) {
      for (const item of region.items) {
        if (item.role !== "link" || item.href === null || followsPage(item, page.url)) continue;
        const name = normalName(item.name);
        if (name === "") continue;
        const pair = `${name}\u0000${item.href}`;
        if (counted.has(pair)) continue;
        counted.add(pair);
        add(namesByTarget, item.href, name, { page, item });
        add(targetsByName, name, item.href, { page, item });
      }
    }
  }
  const issues: SiteIssue[] = [];
  // Only differences between pages count: a page that uses two names itself is one page's matter.
  const acrossPages = (values: Map<string, Seen[]>) => {
    if (values.size < 2) return false;
    const pagesPerValue = [...values.values()].map((seen) => new Set(seen.map((s) => s.page.index)));
    return pagesPerValue.some((pagesOfOne) =>
      pagesPerValue.some((pagesOfOther) => [...pagesOfOther].some((page) => !pagesOfOne.has(page))),
    );
  };
  for (const [target, names] of namesByTarget) {
    if (!acrossPages(names)) continue;
    const all = [...names.keys()];
    const occurrences = [...names.entries()].flatMap(([name, seen]) =>
      seen.map(({ page, item }) => ({
        page: page.index,
        selector: item.selector,
        html: item.html,
        ...summaryOf("ks-site-inconsistent-name", locale, {
          subject: target,
          name: item.name,
          others: all.filter((other) => other !== name).join(", "),
        }),
      })),
    );
    issues.push(issue("ks-site-inconsistent-name", "incomplete", `link → ${target}`, locale, occurrences));
  }
  for (const [name, targets] of targetsByName) {
    if (!acrossPages(targets)) continue;
    const all = [...targets.keys()];
    const occurrences = [...targets.entries()].flatMap(([target, seen]) =>
      seen.map(({ page, item }) => ({
        page: page.index,
        selector: item.selector,
        html: item.html,
        ...summaryOf("ks-site-name-different-target", locale, {
          subject: item.name,
          name: target,
          others: all.filter((other) => other !== target).join(", "),
        }),
      })),
    );
    issues.push(issue("ks-site-name-different-target", "incomplete", `link "${name}"`, locale, occurrences));
  }
  return issues;
}

/**
 * The facts as they came out of the page, checked: our script wrote them in our isolated world, but the
 * names and addresses in them are the page's, so shapes and caps are enforced again; anything else is
 * dropped (the site-wide checks then skip this page).
 */
export function validSiteFacts(value: unknown): PageFacts | null {
  if (typeof value !== "object" || value === null) return null;
  const { title, regions } = value as { title?: unknown; regions?: unknown };
  if (typeof title !== "string" || !Array.isArray(regions)) return null;
  const text = (input: unknown, length: number = siteFactCaps.text) =>
    typeof input === "string" ? input.slice(0, length) : "";
  const kinds = new Set<FactRegion["kind"]>(["navigation", "banner", "contentinfo"]);
  const facts: PageFacts = { title: text(title), regions: [] };
  let total = 0;
  for (const region of regions.slice(0, siteFactCaps.regions)) {
    const { kind, name, items } = (region ?? {}) as { kind?: unknown; name?: unknown; items?: unknown };
    if (!kinds.has(kind as FactRegion["kind"]) || !Array.isArray(items)) continue;
    const kept: FactItem[] = [];
    for (const item of items.slice(0, siteFactCaps.itemsPerRegion)) {
      if (total >= siteFactCaps.items) break;
      const fields = (item ?? {}) as Record<string, unknown>;
      if (fields.role !== "link" && fields.role !== "button") continue;
      const href =
        typeof fields.href === "string" && /^https?:\/\//.test(fields.href) ? text(fields.href, 2048) : null;
      kept.push({
        role: fields.role,
        name: text(fields.name),
        href,
        selector: text(fields.selector, 500),
        html: text(fields.html, 300),
        ...(fields.languageLink === true ? { languageLink: true } : {}),
      });
      total++;
    }
    facts.regions.push({ kind: kind as FactRegion["kind"], name: text(name), items: kept });
  }
  return facts;
}
