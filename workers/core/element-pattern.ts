/*
 * Element patterns: what makes the same element on different pages one issue.
 *
 * axe's selector is the shortest one that is unique on *that* page: the same header logo may be
 * ".logo" on one page and "header > .logo" on the next, and list items carry their position
 * (li:nth-child(3)). So the selector alone splits what belongs together. The element's own markup is
 * the same on every page a template renders it, so the pattern is built from that first:
 * - an element with a stable id or stable classes is named by them ("img.logo", "input#search"): that
 *   is the component, wherever it sits (a logo in header and footer counts as one issue);
 * - else by what names it in its own markup: a form control's name (input[name="q"]), an image's file
 *   (img[src$="logo.svg"] vs. a teaser's img[src$="sommer.jpg"]);
 * - a bare element (none of these, e.g. a plain link) is named by where it sits: its nearest ancestors
 *   with positions removed ("header > nav > ul > li > a"), so that every link of one navigation list is
 *   one issue and links in the footer another. The ancestors come from the element's context (taken from
 *   the document by the engine, the same on every page); the path in axe's selector is only a fallback
 *   for reports without it, as axe shortens that path differently on every page. Where the context is
 *   known, an image's file name is not identity either: the product images of one list are one issue.
 * Ids and classes that change between builds or states are left out everywhere: names with digits or
 * CSS-in-JS hashes (css-1x2y3z, sc-bdVaJa), and state classes (active, is-open, menu__link--current).
 * Inputs keep their type and any element its role: a search field and a checkbox are different fixes.
 */

/** Locale-independent, so that the order is the same on every machine. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

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

export function elementPattern(selector: string, html: string, context?: string): string {
  const pattern = patternOf(selector, html, context);
  if (pattern.length <= maxPatternLength) return pattern;
  // Cut, but keep what was cut distinguishable (and the same on every run).
  return `${pattern.slice(0, maxPatternLength - 10)}…${fnv1a(pattern)}`;
}

function patternOf(selector: string, html: string, context: string | undefined): string {
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

  const identity = markup
    ? identityAttributes(tag, markup.attributes, { byFile: context === undefined })
    : new Map<string, string>();
  if (context !== undefined) {
    const ancestors = splitSelector(context).map(parseCompound);
    return withAncestors(ancestors, `${tag}${formatAttributes(new Map([...hints, ...identity]))}`);
  }
  if (identity.size > 0) return `${tag}${formatAttributes(new Map([...hints, ...identity]))}`;

  // A link's destination is page content like its text: every link of a list is the same kind.
  for (const [name, value] of own.attributes) if (!hints.has(name) && name !== "href") hints.set(name, value);
  return withAncestors(compounds, `${tag}${formatAttributes(hints)}`);
}

function withAncestors(compounds: readonly Compound[], element: string): string {
  const ancestors = compounds
    .map(formatCompound)
    .filter((text) => text !== "")
    .slice(-maxAncestors);
  return [...ancestors, element].join(" > ");
}

/** 32-bit FNV-1a as 8 hex digits: deterministic on every runtime, enough to tell long patterns apart. */
export function fnv1a(text: string): string {
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
function identityAttributes(
  tag: string,
  attributes: Map<string, string>,
  { byFile }: { byFile: boolean },
): Map<string, string> {
  const identity = new Map<string, string>();
  const name = attributes.get("name");
  if (formControls.has(tag) && name && isStableValue(name) && !name.includes('"'))
    identity.set("name", `[name="${name}"]`);
  const file = byFile ? fileNameOf(attributes.get("src")) : undefined;
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
