/**
 * Links and images whose accessible names do not tell where they lead or what they show:
 * - links with the same name in the same context (ACT fd3a94) or anywhere on the page (ACT b20e66) that
 *   lead to different places, compared on the resolved addresses;
 * - images named after their file (ACT 9eb3f6, F30);
 * - links and images with placeholder names such as "mehr", "hier klicken" or "Bild" (needs review).
 *
 * Everything is read in one page evaluation; the destinations are compared here.
 *
 * What stays a question for a person, by the rules' definitions: destinations on different paths or
 * hosts (ACT's equivalent resources may live at other addresses, in other layouts, with other wording),
 * file names that are words ("paris" may or may not be what the picture shows), and placeholder names
 * (a name like "mehr" is fine when its paragraph, list item or cell says where the link leads). Links
 * in sibling paragraphs have different contexts (each paragraph is its own closest block container), so
 * the context rule does not apply to them, unless each paragraph holds nothing but its link: such
 * contexts are the same in all they say (ACT fd3a94's second failed example). Those links are only asked
 * about, as the page around them may show no difference either, which the rule lets pass.
 */

import {
  imageFilenameRule,
  imagePlaceholderRule,
  linkPlaceholderAloneRule,
  linkPlaceholderRule,
  linkSameContextRule,
  linkSamePageRule,
} from "#core/rules/links";
import { summaryInEach } from "#core/rules/summary";
import { digestOf } from "../page/digest";
import type { Fetched, PageFindings, PageImage, PageLink } from "../page/links";
import { callPage } from "../page-scripts";
import { ruleInLevel } from "./run";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export {
  imageFilenameRule,
  imagePlaceholderRule,
  linkPlaceholderAloneRule,
  linkPlaceholderRule,
  linkSameContextRule,
  linkSamePageRule,
} from "#core/rules/links";

/**
 * Names that say nothing about a link's destination, German and English, compared after lower-casing
 * and dropping punctuation, arrows and ellipses.
 */
const placeholderLinkNames = [
  "hier",
  "hier klicken",
  "klicken sie hier",
  "hier clicken",
  "bitte hier klicken",
  "mehr",
  "mehr lesen",
  "mehr erfahren",
  "mehr dazu",
  "mehr infos",
  "mehr information",
  "mehr informationen",
  "mehr anzeigen",
  "weiterlesen",
  "weiter lesen",
  "zum artikel",
  "zum beitrag",
  "details",
  "link",
  "dieser link",
  "click here",
  "click",
  "here",
  "more",
  "read more",
  "learn more",
  "more info",
  "more information",
  "more details",
  "see more",
  "show more",
  "continue reading",
  "this link",
  "this page",
  // Actions that do not say on what: "Los", "Download" alone.
  "los",
  "herunterladen",
  "download",
  "go",
];

/** Names that say nothing about what an image shows. */
const placeholderImageNames = [
  "bild",
  "foto",
  "photo",
  "image",
  "img",
  "picture",
  "pic",
  "grafik",
  "graphic",
  "abbildung",
  "icon",
  "symbol",
  "logo",
  "platzhalter",
  "placeholder",
  "spacer",
  "alt",
  "alt text",
  "alttext",
  "bildbeschreibung",
  "image description",
  "untitled",
  "unbenannt",
  "ohne titel",
  "thumbnail",
  "vorschaubild",
  "banner",
];

/** Extensions of image files: a name that ends in one is a file name, not a description. */
const imageExtensions = "apng|avif|bmp|gif|heic|heif|ico|jfif|jpe?g|png|svgz?|tiff?|webp";

export const linksCheck: Check = {
  name: "links",
  rules: [
    linkSameContextRule,
    linkSamePageRule,
    imageFilenameRule,
    linkPlaceholderRule,
    linkPlaceholderAloneRule,
    imagePlaceholderRule,
  ],
  kind: "read",
  budgetMs: 3_000,
  async run(context) {
    const found = await callPage(
      context.evaluate,
      "linksCollect",
      placeholderLinkNames,
      placeholderImageNames,
    );
    const inContext = (link: PageLink) => `${link.key}\n${link.context}`;
    const onPage = (link: PageLink) => link.key;
    const keys = ruleInLevel(linkSamePageRule, context.level)
      ? [inContext, aloneTogether(inContext), onPage]
      : [inContext, aloneTogether(inContext)];
    const compare = await comparerFor(found.links, keys, context);
    return [
      sameContextOutcome(found.links, inContext, compare, context),
      sameNameOutcome(linkSamePageRule.id, found.links, onPage, compare, context),
      filenameOutcome(found.images, context),
      linkPlaceholderOutcome(found, context),
      linkPlaceholderAloneOutcome(found, context),
      imagePlaceholderOutcome(found, context),
    ];
  },
};

/** How two destinations relate: the same resource, certainly different, or a person has to look. */
export type Comparison = "same" | "different" | "unsure";

/** Query parameters that track where a visitor came from; they do not change what a page shows. */
const trackingParameter =
  /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|_hs.*|hsctatracking|igshid|pk_.*|mtm_.*|matomo_.*|piwik_.*|wt_mc|wt\.mc_id|s_kwcid|trk|ref|ref_src|referrer|source|src|from|via|campaign|cmp|cmpid|sessionid|sid|jsessionid|phpsessid|_|cb|nocache|rnd|random|timestamp)$/i;

/**
 * Compares two resolved link destinations as ACT's "same resource" does, and decides "different" only
 * where no server setting can make the two the same or equivalent: the same page asked for different
 * query values, different mail recipients, different phone numbers. Different paths or hosts may well
 * hold equivalent content (copies, moved pages, mirrors): a person decides those.
 */
export function compareTargets(first: string, second: string): Comparison {
  if (first === second) return "same";
  const a = destinationOf(first);
  const b = destinationOf(second);
  if (a === null || b === null) return "unsure";
  if (a.kind === "web" && b.kind === "web") return compareWebTargets(a, b);
  if (a.kind !== b.kind) return "unsure";
  if (a.kind === "mailto" && b.kind === "mailto") {
    // Recipients may also hide in the query (mailto:?to=…): then we cannot say.
    if (a.recipients === "" || b.recipients === "") return "unsure";
    return a.recipients === b.recipients ? "same" : "different";
  }
  if (a.kind === "tel" && b.kind === "tel") {
    // Vanity numbers (0800-FLOWERS) have too few digits to compare.
    if (a.digits.length < 5 || b.digits.length < 5) return "unsure";
    // +49 30 1234567 and 030 1234567 are one number: compare the subscriber's end of it.
    return a.digits.slice(-7) === b.digits.slice(-7) ? "same" : "different";
  }
  return "unsure";
}

type Destination =
  | { kind: "web"; host: string; port: string; path: string; query: string; hash: string }
  | { kind: "mailto"; recipients: string }
  | { kind: "tel"; digits: string }
  | { kind: "other" };

/** Parsed destinations, kept because a page's many links share few addresses; cleared when it grows. */
const destinations = new Map<string, Destination | null>();

function destinationOf(address: string): Destination | null {
  let destination = destinations.get(address);
  if (destination !== undefined) return destination;
  destination = parseDestination(address);
  if (destinations.size >= 10_000) destinations.clear();
  destinations.set(address, destination);
  return destination;
}

function parseDestination(address: string): Destination | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  if (url.protocol === "http:" || url.protocol === "https:") {
    return {
      kind: "web",
      // Servers commonly answer http like https and www. like without, /dir, /dir/ and /dir/index.html alike.
      host: url.hostname.toLowerCase().replace(/^www\./, ""),
      port: url.port,
      path: url.pathname.replace(/\/(index|default)\.(html?|php|aspx?)$/i, "/").replace(/\/+$/, ""),
      query: [...url.searchParams]
        .filter(([name]) => !trackingParameter.test(name))
        .map(([name, value]) => `${name}=${value}`)
        .sort()
        .join("&"),
      hash: url.hash.replace(/^#$/, ""),
    };
  }
  if (url.protocol === "mailto:") {
    const recipients = decoded(url.pathname)
      .split(",")
      .map((recipient) => recipient.trim().toLowerCase())
      .filter(Boolean);
    return { kind: "mailto", recipients: [...new Set(recipients)].sort().join(",") };
  }
  if (url.protocol === "tel:") return { kind: "tel", digits: decoded(url.pathname).replace(/\D/g, "") };
  return { kind: "other" };
}

function compareWebTargets(
  a: Extract<Destination, { kind: "web" }>,
  b: Extract<Destination, { kind: "web" }>,
): Comparison {
  if (a.host !== b.host || a.port !== b.port || a.path !== b.path) return "unsure";
  if (a.query !== b.query) return "different";
  // The same document: only the place in it differs.
  if (a.hash === b.hash || a.hash === "" || b.hash === "") return "same";
  return "unsure";
}

function compareLinks(a: PageLink, b: PageLink): Comparison {
  if (a.target !== null && b.target !== null) return compareTargets(a.target, b.target);
  if (a.target === null && b.target === null && a.script !== null && a.script === b.script) return "same";
  return "unsure";
}

const sayTarget = (link: PageLink, locale: CheckContext["locale"]) =>
  link.target ?? (locale === "de" ? "(Ziel nur per Skript)" : "(destination set by script only)");

/** Groups links by key; a group of two or more is applicable, its pairs decide. */
function groupsOf(links: PageLink[], keyOf: (link: PageLink) => string): PageLink[][] {
  const groups = new Map<string, PageLink[]>();
  for (const link of links) {
    const key = keyOf(link);
    const group = groups.get(key);
    if (group) group.push(link);
    else groups.set(key, [link]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** Same-origin destinations fetched to settle a pair a person would otherwise have to open. */
const maxFetches = 6;
const fetchTimeoutMs = 1_500;

/**
 * A fetched destination: where it ended after instant redirects, a digest of its document, and, for a
 * short page that only announces a later redirect (a meta refresh after one second or more), where
 * that redirect goes.
 */
/**
 * ACT resolves links through instant redirects only. A link to a short page that sends the visitor on
 * only after a pause resolves to that waiting page, which is not the destination it leads to later:
 * next to a link straight to that destination, the two lead to different resources.
 */
function waitsBefore(waiting: NonNullable<Fetched>, direct: NonNullable<Fetched>): boolean {
  return (
    waiting.delayedTo !== undefined &&
    direct.delayedTo === undefined &&
    compareTargets(waiting.delayedTo, direct.final) === "same"
  );
}

/**
 * Compares links, settling undecided pairs of same-origin destinations by fetching them from the page
 * (without cookies): two that end at the same address after instant redirects (HTTP or a zero-second
 * meta refresh), or that send the very same document, are the same resource. A document identical to the
 * scanned page's own source is an application shell that says nothing about the content: it settles
 * nothing.
 */
async function comparerFor(
  links: PageLink[],
  keys: ((link: PageLink) => string)[],
  context: CheckContext,
): Promise<(a: PageLink, b: PageLink) => Comparison> {
  const origin = originOf(context.finalUrl);
  const wanted = new Set<string>();
  const fetchable = (link: PageLink) => link.target !== null && originOf(link.target) === origin;
  collect: for (const keyOf of keys) {
    for (const group of groupsOf(links, keyOf)) {
      const distinct = distinctDestinations(group)
        .map((members) => members[0] as PageLink)
        .filter(fetchable);
      for (const [i, a] of distinct.entries()) {
        for (const b of distinct.slice(i + 1)) {
          if (wanted.size + 2 > maxFetches) break collect;
          if (compareLinks(a, b) !== "unsure") continue;
          const [x, y] = [withoutHash(a.target as string), withoutHash(b.target as string)];
          if (x === y) continue;
          wanted.add(x);
          wanted.add(y);
        }
      }
    }
  }
  const resolved = new Map<string, Fetched>();
  const timeoutMs = Math.min(fetchTimeoutMs, context.remaining() - 1_000);
  if (wanted.size > 0 && timeoutMs > 100) {
    const urls = [...wanted];
    const [fetched, source] = await Promise.all([
      callPage(context.evaluate, "linksFetch", urls, timeoutMs),
      context.sourceHtml(),
    ]);
    const shell = source === null ? null : digestOf(source);
    urls.forEach((url, index) => {
      const result = fetched[index] ?? null;
      resolved.set(url, result && result.digest === shell ? { ...result, digest: null } : result);
    });
  }
  return (a, b) => {
    const comparison = compareLinks(a, b);
    if (comparison !== "unsure" || !a.target || !b.target) return comparison;
    const [x, y] = [resolved.get(withoutHash(a.target)), resolved.get(withoutHash(b.target))];
    if (!x || !y) return comparison;
    if (compareTargets(x.final, y.final) === "same") return "same";
    if (x.digest !== null && x.digest === y.digest) return "same";
    return waitsBefore(x, y) || waitsBefore(y, x) ? "different" : comparison;
  };
}

/**
 * A group's links by destination: links with the same address, or the same script, lead to the same
 * place; a link whose destination is unknown stands alone.
 */
function distinctDestinations(group: PageLink[]): PageLink[][] {
  const byDestination = new Map<string, PageLink[]>();
  for (const [index, link] of group.entries()) {
    const key =
      link.target !== null ? `t ${link.target}` : link.script !== null ? `s ${link.script}` : `u ${index}`;
    const members = byDestination.get(key);
    if (members) members.push(link);
    else byDestination.set(key, [link]);
  }
  return [...byDestination.values()];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const withoutHash = (url: string) => url.replace(/#.*$/, "");

/** Links alone in their blocks share one context: around each there is nothing but the same name. */
const aloneTogether = (keyOf: (link: PageLink) => string) => (link: PageLink) =>
  link.alone ? `${link.key}\nalone` : keyOf(link);

/**
 * Links with the same name and context that lead to different places. Links that share a context only
 * by standing alone in their blocks are asked about, never failed: the page around them may show no
 * difference either, which the rule lets pass.
 */
function sameContextOutcome(
  links: PageLink[],
  inContext: (link: PageLink) => string,
  compare: (a: PageLink, b: PageLink) => Comparison,
  context: CheckContext,
): RuleOutcome {
  const outcome = sameNameOutcome(linkSameContextRule.id, links, inContext, compare, context);
  const alone = sameNameOutcome(linkSameContextRule.id, links, aloneTogether(inContext), compare, context, {
    askOnly: true,
  });
  const named = new Set([...outcome.violations, ...outcome.needsReview].map((node) => node.selector));
  const asked = alone.needsReview.filter((node) => !named.has(node.selector));
  return {
    ...outcome,
    needsReview: [...outcome.needsReview, ...asked],
    applicable: outcome.applicable || alone.applicable,
  };
}

function sameNameOutcome(
  ruleId: KlarsichtRule["id"],
  links: PageLink[],
  keyOf: (link: PageLink) => string,
  compareLinks: (a: PageLink, b: PageLink) => Comparison,
  { locale }: CheckContext,
  { askOnly = false }: { askOnly?: boolean } = {},
): RuleOutcome {
  const groups = groupsOf(links, keyOf);
  const violations: CheckNode[] = [];
  const needsReview: CheckNode[] = [];
  let applicable = false;
  for (const group of groups) {
    applicable = true;
    // Each destination is compared with the others once; its links share the verdict.
    const distinct = distinctDestinations(group);
    for (const [i, members] of distinct.entries()) {
      const self = members[0] as PageLink;
      let different: PageLink | undefined;
      let unsure: PageLink | undefined;
      for (const [j, others] of distinct.entries()) {
        if (i === j) continue;
        const comparison = compareLinks(self, others[0] as PageLink);
        if (comparison === "different") {
          different = others[0];
          break;
        }
        if (comparison === "unsure") unsure ??= others[0];
      }
      const other = different ?? unsure;
      if (!other) continue;
      for (const link of members) {
        const node = { selector: link.selector, html: link.html };
        const name = link.name;
        if (different && !askOnly) {
          violations.push({
            ...node,
            ...summaryInEach(locale, (locale) =>
              locale === "de"
                ? `Der Link „${name}“ führt zu ${sayTarget(link, locale)}, ein gleich benannter Link zu ${sayTarget(other, locale)}.`
                : `The link "${name}" leads to ${sayTarget(link, locale)}, a link of the same name to ${sayTarget(other, locale)}.`,
            ),
          });
        } else {
          needsReview.push({
            ...node,
            ...summaryInEach(locale, (locale) =>
              locale === "de"
                ? `Der Link „${name}“ führt zu ${sayTarget(link, locale)}, ein gleich benannter Link zu ${sayTarget(other, locale)}. Bieten beide Ziele denselben Inhalt für denselben Zweck?`
                : `The link "${name}" leads to ${sayTarget(link, locale)}, a link of the same name to ${sayTarget(other, locale)}. Do both destinations offer the same content for the same purpose?`,
            ),
          });
        }
      }
    }
  }
  return { ruleId, violations, needsReview, applicable };
}

function matchingName(name: string): string {
  return name
    .replace(/[ \t\n\f\r]+/g, " ")
    .trim()
    .toLowerCase();
}

/** Cryptic file names that describe nothing: checksums, ids, camera and screenshot numbering. */
const crypticName =
  /^(?:[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?:img|dsc[nf]?|pxl|mvimg|vid|wp|cimg|sam|screenshot|bildschirmfoto|image|bild|photo|foto)[ _-]?\d[\d _-]{2,}|\d[\d _-]{5,})$/i;

function filenameOutcome(images: PageImage[], { locale }: CheckContext): RuleOutcome {
  const withExtension = new RegExp(`\\.(?:${imageExtensions})$`, "i");
  const stemOf = (name: string) => name.replace(withExtension, "");
  // ACT's applicability: the name is a file name of the image. A name that is only the file's stem counts
  // too when the stem is cryptic (a CMS's default alt text "IMG_2041" for IMG_2041.jpg).
  const named = images.filter(
    (image) =>
      image.filename !== null &&
      (image.filename === matchingName(image.name) || crypticName.test(stemOf(image.name))),
  );
  const violations: CheckNode[] = [];
  const needsReview: CheckNode[] = [];
  for (const image of named) {
    const node = { selector: image.selector, html: image.html };
    const name = image.name;
    const stem = stemOf(name);
    // A file name with its extension, or a checksum, describes no picture, except where the file itself
    // is what a link offers (a download): there the file name is the point.
    const certain = !image.linksToFile && (withExtension.test(name) || crypticName.test(stem));
    if (certain) {
      violations.push({
        ...node,
        ...summaryInEach(locale, (locale) =>
          locale === "de"
            ? `Der Name dieses Bildes ist sein Dateiname „${name}“; er beschreibt nicht, was das Bild zeigt.`
            : `This image is named after its file "${name}", which does not describe what it shows.`,
        ),
      });
    } else {
      needsReview.push({
        ...node,
        ...summaryInEach(locale, (locale) =>
          locale === "de"
            ? `Der Name dieses Bildes „${name}“ ist sein Dateiname. Beschreibt er, was das Bild zeigt oder wozu es dient, in jeder Variante, die die Seite zeigt?`
            : `This image's name "${name}" is its file name. Does it describe what the image shows or is for, in every variant the page shows?`,
        ),
      });
    }
  }
  return { ruleId: imageFilenameRule.id, violations, needsReview, applicable: named.length > 0 };
}

function linkPlaceholderOutcome(found: PageFindings, { locale }: CheckContext): RuleOutcome {
  const placeholders = found.links.filter((link) => link.placeholder);
  const violations = placeholders
    .filter((link) => link.alone)
    .map((link) => ({
      selector: link.selector,
      html: link.html,
      ...summaryInEach(locale, (locale) =>
        locale === "de"
          ? `Der Link heißt nur „${link.name}“ (Ziel: ${sayTarget(link, locale)}), und nichts um ihn herum sagt, wohin er führt: kein Satz, kein Absatz, kein Listenpunkt, keine Tabellenzelle, keine Beschreibung.`
          : `The link is only named "${link.name}" (destination: ${sayTarget(link, locale)}), and nothing around it says where it leads: no sentence, paragraph, list item, table cell or description.`,
      ),
    }));
  const needsReview = placeholders
    .filter((link) => !link.alone)
    .map((link) => ({
      selector: link.selector,
      html: link.html,
      ...summaryInEach(locale, (locale) =>
        locale === "de"
          ? `Der Link heißt nur „${link.name}“ (Ziel: ${sayTarget(link, locale)}). Sagt der Satz, Absatz, Listenpunkt oder die Tabellenzelle um ihn, wohin er führt?`
          : `The link is only named "${link.name}" (destination: ${sayTarget(link, locale)}). Does the sentence, paragraph, list item or table cell around it say where it leads?`,
      ),
    }));
  return { ruleId: linkPlaceholderRule.id, violations, needsReview, applicable: found.linkCount > 0 };
}

/** Link purpose from the link alone (aizyf1, 2.4.9): a placeholder name fails wherever it stands. */
function linkPlaceholderAloneOutcome(found: PageFindings, { locale }: CheckContext): RuleOutcome {
  const violations = found.links
    .filter((link) => link.placeholder)
    .map((link) => ({
      selector: link.selector,
      html: link.html,
      ...summaryInEach(locale, (locale) =>
        locale === "de"
          ? `Der Link heißt nur „${link.name}“ (Ziel: ${sayTarget(link, locale)}); sein Name allein sagt nicht, wohin er führt.`
          : `The link is only named "${link.name}" (destination: ${sayTarget(link, locale)}); its name alone does not say where it leads.`,
      ),
    }));
  return {
    ruleId: linkPlaceholderAloneRule.id,
    violations,
    needsReview: [],
    applicable: found.linkCount > 0,
  };
}

function imagePlaceholderOutcome(found: PageFindings, { locale }: CheckContext): RuleOutcome {
  const needsReview = found.images
    .filter((image) => image.placeholder)
    .map((image) => ({
      selector: image.selector,
      html: image.html,
      ...summaryInEach(locale, (locale) =>
        locale === "de"
          ? `Dieses Bild heißt nur „${image.name}“. Was zeigt es, oder wozu dient es? Schmückt es nur, gehört alt="" daran.`
          : `This image is only named "${image.name}". What does it show or what is it for? If it is only decoration, it needs alt="".`,
      ),
    }));
  return {
    ruleId: imagePlaceholderRule.id,
    violations: [],
    needsReview,
    applicable: found.imageCount > 0,
  };
}
