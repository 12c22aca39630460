/**
 * Checks of the page's source and DOM structure that 4.1.1 Parsing asked for:
 * - attributes written twice in one start tag (ACT e6952f), found in the HTML the server sent with
 *   parse5: the browser keeps the first value and silently drops the second. Every duplicate fails the
 *   ACT rule; those that change what assistive technology gets (an attribute that feeds names, roles,
 *   states or relations, with a second value that differs from the first) are a serious finding of their
 *   own, the others a minor one;
 * - id values used more than once in one document or shadow tree that something in that tree refers to
 *   (ACT 3ea0c8, F77): such a reference (label for, aria-labelledby, headers, a fragment link, an SVG
 *   href or url(#…)) reaches only the first element. A duplicate nothing refers to changes nothing for
 *   anyone, nor do identical copies of an SVG shape that only SVG drawing refers to (icons that repeat
 *   their SVG, ids included, are common): neither is reported. ACT 3ea0c8 fails every duplicate; its
 *   failed examples are all referenced ones, and 4.1.1 itself is obsolete in WCAG 2.2.
 */
import { type DefaultTreeAdapterMap, ErrorCodes, type ParserError, parse, parseFragment } from "parse5";
import { duplicateAttributeOtherRule, duplicateAttributeRule, duplicateIdRule } from "#core/rules/source";
import { summaryInEach } from "#core/rules/summary";
import type { SourcePageResult } from "../page/source";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export { duplicateAttributeOtherRule, duplicateAttributeRule, duplicateIdRule } from "#core/rules/source";

/**
 * Attributes whose value reaches assistive technology, with the elements where it does ("*": all):
 * names and descriptions, roles and states, relations between elements, language, table structure,
 * focus. Boolean attributes (disabled, required, hidden) are absent: their presence counts, so a second
 * copy changes nothing.
 */
const accessibilityAttributes = new Map<string, "*" | readonly string[]>(
  Object.entries({
    "aria-*": "*",
    role: "*",
    id: "*",
    title: "*",
    lang: "*",
    "xml:lang": "*",
    dir: "*",
    tabindex: "*",
    accesskey: "*",
    contenteditable: "*",
    alt: ["img", "input", "area"],
    type: ["input"],
    value: ["input"],
    placeholder: ["input", "textarea"],
    autocomplete: ["input", "select", "textarea", "form"],
    list: ["input"],
    form: ["input", "select", "textarea", "button", "output", "fieldset", "object"],
    for: ["label", "output"],
    label: ["option", "optgroup", "track"],
    headers: ["td", "th"],
    scope: ["th"],
    abbr: ["th"],
    colspan: ["td", "th"],
    rowspan: ["td", "th"],
    summary: ["table"],
    usemap: ["img"],
  }),
);

function mattersForAccessibility(attribute: string, tag: string): boolean {
  const where = accessibilityAttributes.get(attribute.startsWith("aria-") ? "aria-*" : attribute);
  return where !== undefined && (where === "*" || where.includes(tag));
}

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** A duplicated attribute on an element of the source. */
export type Duplicate = {
  tag: string;
  attribute: string;
  kept: string;
  dropped: string;
  line: number;
  /** The dropped value would change what assistive technology gets (names, roles, states, relations). */
  changesAccessibility: boolean;
  /** The element's attributes as parsed, to find it in the live DOM (class and style left out). */
  attrs: [string, string][];
  /** Among source elements with this tag and these attributes, this one's index, and how many there are. */
  ordinal: number;
  total: number;
};

/** Attribute values as assistive technology would tell them apart. */
const comparable = (value: string) => value.replace(/\s+/g, " ").trim().toLowerCase();

/** Duplicates located and listed per rule at most; the rest are only counted. */
const maxListed = 20;

/**
 * The duplicated attributes in the HTML, in source order: those that change what the element exposes
 * first located, up to maxListed of each kind; `count` says how many there are of each. parse5 reports
 * each duplicate just after its name; the dropped value is read from the source there.
 */
export function findDuplicateAttributes(html: string): {
  duplicates: Duplicate[];
  count: { changesAccessibility: number; other: number };
} {
  const offsets: ParserError[] = [];
  const onParseError = (error: ParserError) => {
    if (error.code === ErrorCodes.duplicateAttribute) offsets.push(error);
  };
  const count = { changesAccessibility: 0, other: 0 };
  // Most pages have none: only then is the (slower) parse with source locations needed.
  parse(html, { onParseError });
  if (offsets.length === 0) return { duplicates: [], count };
  offsets.length = 0;
  const document = parse(html, { onParseError, sourceCodeLocationInfo: true });
  const elements = elementsOf(document);
  // The parser may move elements (tables): start tags in source order, to find each error's tag in one pass.
  const bySource = elements
    .filter((element) => element.sourceCodeLocation?.startTag)
    .sort((a, b) => startTagEnd(a) - startTagEnd(b));
  const found: Duplicate[] = [];
  let next = 0;
  for (const error of offsets) {
    while (next < bySource.length && startTagEnd(bySource[next] as Element) <= error.startOffset) next++;
    const element = bySource[next];
    const tag = element?.sourceCodeLocation?.startTag;
    // Start tags of template contents are not in the tree: those elements are not on the page.
    if (!element || !tag || !(tag.startOffset < error.startOffset && error.startOffset < tag.endOffset))
      continue;
    const attribute = attributeNameBefore(html, error.startOffset);
    const kept = element.attrs.find((attr) => qualifiedName(attr).toLowerCase() === attribute)?.value ?? "";
    const dropped = droppedValue(html, error.startOffset, attribute);
    const changesAccessibility =
      mattersForAccessibility(attribute, element.tagName) &&
      dropped !== null &&
      comparable(kept) !== comparable(dropped);
    const kind = changesAccessibility ? "changesAccessibility" : "other";
    count[kind]++;
    if (count[kind] > maxListed) continue;
    const attrs = identifyingAttributes(element);
    const twins = elements.filter(
      (other) => other.tagName === element.tagName && sameAttributes(identifyingAttributes(other), attrs),
    );
    found.push({
      tag: element.tagName,
      attribute,
      kept,
      dropped: dropped ?? "",
      line: error.startLine,
      changesAccessibility,
      attrs,
      ordinal: twins.indexOf(element),
      total: twins.length,
    });
  }
  return { duplicates: found, count };
}

function startTagEnd(element: Element): number {
  return element.sourceCodeLocation?.startTag?.endOffset ?? -1;
}

/** Elements of the document tree in document order; template contents are not part of it. */
function elementsOf(root: ParentNode): Element[] {
  const elements: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      elements.push(child);
      visit(child);
    }
  };
  visit(root);
  return elements;
}

function qualifiedName(attr: { name: string; prefix?: string }): string {
  return attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
}

function identifyingAttributes(element: Element): [string, string][] {
  return element.attrs
    .filter((attr) => attr.name !== "class" && attr.name !== "style")
    .map((attr) => [qualifiedName(attr), attr.value]);
}

function sameAttributes(a: [string, string][], b: [string, string][]): boolean {
  return (
    a.length === b.length &&
    a.every(([name, value], index) => b[index]?.[0] === name && b[index]?.[1] === value)
  );
}

/** The attribute name that ends at offset (parse5 lower-cases names; so do we). */
function attributeNameBefore(html: string, offset: number): string {
  let start = offset;
  while (start > 0 && !/[\s/"'<]/.test(html.charAt(start - 1))) start--;
  return html.slice(start, offset).toLowerCase();
}

/** The value of the attribute whose name ends at offset, decoded as the parser would; "" without one. */
function droppedValue(html: string, offset: number, name: string): string | null {
  const rest = html.slice(offset, offset + 4096);
  const written = /^\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/.exec(rest);
  if (!written) return "";
  // parse5 decodes the character references of a lone attribute the way it did the first copy's.
  const fragment = parseFragment(`<b ${name}=${written[1]}>`);
  const element = fragment.childNodes[0];
  if (!element || !("attrs" in element)) return null;
  return element.attrs[0]?.value ?? "";
}

type PageResult = SourcePageResult;

const shorten = (value: string) => (value.length > 120 ? `${value.slice(0, 119)}…` : value);

export const sourceCheck: Check = {
  name: "source",
  rules: [duplicateAttributeRule, duplicateAttributeOtherRule, duplicateIdRule],
  kind: "read",
  budgetMs: 3_000,
  async run(context) {
    const html = await context.sourceHtml();
    const found =
      html === null
        ? { duplicates: [], count: { changesAccessibility: 0, other: 0 } }
        : findDuplicateAttributes(html);
    const page = await callPage(
      context.evaluate,
      "sourcePage",
      found.duplicates.map(({ tag, attrs, ordinal, total }) => ({ tag, attrs, ordinal, total })),
    );
    const outcomes = [duplicateIdOutcome(page, context)];
    // Without the source, or for XHTML (whose parser refuses duplicates outright), the rule is not decided.
    if (html !== null && page.contentType === "text/html") {
      outcomes.push(
        duplicateAttributeOutcome(duplicateAttributeRule, true, found, page, context),
        duplicateAttributeOutcome(duplicateAttributeOtherRule, false, found, page, context),
      );
    }
    return outcomes;
  },
};

function duplicateAttributeOutcome(
  rule: KlarsichtRule,
  changesAccessibility: boolean,
  found: ReturnType<typeof findDuplicateAttributes>,
  page: PageResult,
  { locale }: CheckContext,
): RuleOutcome {
  const violations: CheckNode[] = [];
  let listed = 0;
  found.duplicates.forEach((duplicate, index) => {
    if (duplicate.changesAccessibility !== changesAccessibility) return;
    listed++;
    // An element scripts have replaced or multiplied since is not reported: which one is meant is unsure.
    const element = page.located[index];
    if (!element) return;
    const kept = shorten(duplicate.kept);
    const dropped = shorten(duplicate.dropped);
    violations.push({
      ...element,
      ...summaryInEach(locale, (locale) =>
        locale === "de"
          ? `Das Attribut ${duplicate.attribute} steht in Zeile ${duplicate.line} zweimal im Start-Tag: „${kept}“ gilt, „${dropped}“ verwirft der Browser.`
          : `The attribute ${duplicate.attribute} appears twice in the start tag on line ${duplicate.line}: "${kept}" applies, the browser drops "${dropped}".`,
      ),
    });
  });
  const counted = changesAccessibility ? found.count.changesAccessibility : found.count.other;
  return {
    ruleId: rule.id,
    violations,
    needsReview: [],
    // Every HTML document has start tags: the rule always applies.
    applicable: true,
    violationCount: violations.length + Math.max(0, counted - listed),
  };
}

function duplicateIdOutcome(page: PageResult, { locale }: CheckContext): RuleOutcome {
  const violations: CheckNode[] = [];
  let violationCount = 0;
  for (const { id, count, reference, nodes } of page.duplicateIds) {
    violationCount += count;
    const how = shorten(reference);
    for (const node of nodes) {
      violations.push({
        ...node,
        ...summaryInEach(locale, (locale) =>
          locale === "de"
            ? `Die id „${shorten(id)}“ kommt ${count}-mal vor; Verweise darauf (${how}) erreichen nur das erste Element.`
            : `The id "${shorten(id)}" occurs ${count} times; references to it (${how}) reach only the first element.`,
        ),
      });
    }
  }
  return {
    ruleId: duplicateIdRule.id,
    violations,
    needsReview: [],
    applicable: page.idCount > 0,
    violationCount,
  };
}
