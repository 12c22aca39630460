/**
 * Bypass blocks (WCAG 2.4.1; ACT cf77f2) and its atomic rules (landmark b40fd1, heading 047fe0, skip link
 * ye5d6e, collapsible block 3e12e1): a page that starts with content repeated on other pages of the site
 * needs a way past it.
 *
 * Which content is repeated is only known from other pages (the rules' "block of repeated content" is
 * one also found on a page an instrument of this one leads to). The check reads the page once and fetches
 * up to two same-site pages it links to only where the page has no landmark main or no visible heading
 * outside navigation, header, aside and footer; the skip link and collapsible block rules are decided
 * on those pages only, as fetching for every page without a skip link would cost most scans the fetch.
 * Text found on those pages is repeated content; the page's own content is the first text of its own
 * after repeated text of three words or more. A rule fails only where the page certainly lacks its means
 * (decision 052); where a script could provide it (a control, a listener for clicks or keys), it asks.
 *
 * The composite rule keeps its narrower case: a page with no heading at all, no landmark that starts
 * with content of its own, nothing that could act as an instrument (no link within the page, no
 * control, nothing focusable besides links to other pages, no listener for clicks, keys or input).
 */

import type { ReportLocale } from "#core/contract";
import {
  bypassBlocksRule,
  bypassCollapseRule,
  bypassHeadingRule,
  bypassLandmarkRule,
  bypassSkipLinkRule,
} from "#core/rules/bypass";
import { summaryInEach } from "#core/rules/summary";
import type { BypassFacts } from "../page/bypass";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, KlarsichtRule, RuleOutcome } from "./types";
import { listensForInput } from "./updates";

export { bypassRules } from "#core/rules/bypass";
export type { BypassFacts } from "../page/bypass";

/** Pages of the same site fetched to find the repeated content, and how long each may take. */
const maxPages = 2;
const fetchTimeoutMs = 1_500;

const words = (text: string) => text.split(" ").filter(Boolean).length;

/**
 * Where the page's own content starts after repeated content: the index of the first text node not found
 * on the other pages that follows repeated text of three words or more; null when there is none.
 */
export function ownContentAfterRepeated(texts: string[], elsewhere: ReadonlySet<string>): number | null {
  let repeatedWords = 0;
  for (const [index, text] of texts.entries()) {
    if (elsewhere.has(text)) repeatedWords += words(text);
    else if (repeatedWords >= 3) return index;
  }
  return null;
}

/** Words of repeated text in a row from the given text on. */
function repeatedRun(texts: readonly string[], from: number, elsewhere: ReadonlySet<string>): number {
  let total = 0;
  for (let index = from; index < texts.length && elsewhere.has(texts[index] as string); index++)
    total += words(texts[index] as string);
  return total;
}

type Decision = "passed" | "failed" | "review";
export type AtomicDecisions = Partial<Record<"landmark" | "heading" | "skipLink" | "collapse", Decision>>;

/** Which atomic rules could fail on this page, so that fetching other pages is worth it. */
export function mayFail(facts: BypassFacts): AtomicDecisions {
  if (facts.hidden) return {};
  const decisions: AtomicDecisions = {};
  if (!facts.landmarks.some((landmark) => landmark.role === "main")) decisions.landmark = "failed";
  if (facts.headings.every((heading) => heading.navigation)) decisions.heading = "failed";
  if (!facts.controls && facts.skipTargets.every((target) => target.navigation))
    decisions.skipLink = "failed";
  if (!facts.controls && !facts.inPageLink) decisions.collapse = "failed";
  return decisions;
}

/**
 * Each atomic rule's outcome once the repeated content is known (elsewhere: the texts of the other
 * pages). Where the page's own content cannot be found after repeated content, each passes. Only a
 * means the page certainly lacks fails; non-text content where the means would start counts as one.
 */
export function decideAtomic(
  facts: BypassFacts,
  elsewhere: ReadonlySet<string>,
  listens: boolean,
): Required<AtomicDecisions> & { start: number | null } {
  const start = ownContentAfterRepeated(facts.texts, elsewhere);
  if (start === null)
    return { start, landmark: "passed", heading: "passed", skipLink: "passed", collapse: "passed" };
  const nonRepeated = (index: number) => index >= 0 && !elsewhere.has(facts.texts[index] as string);
  const landmark = facts.landmarks.some(
    (each) => each.mediaFirst || (each.first >= 0 && repeatedRun(facts.texts, each.first, elsewhere) < 3),
  );
  const heading = facts.headings.some((each) => each.texts.length === 0 || each.texts.some(nonRepeated));
  const skipLink = facts.skipTargets.some((each) => each.mediaFirst || nonRepeated(each.next));
  const scripted = facts.controls || listens;
  return {
    start,
    landmark: landmark ? "passed" : "failed",
    heading: heading ? "passed" : "failed",
    skipLink: skipLink ? "passed" : scripted ? "review" : "failed",
    collapse: scripted || facts.inPageLink ? "review" : "failed",
  };
}

const atomicRules = {
  landmark: bypassLandmarkRule,
  heading: bypassHeadingRule,
  skipLink: bypassSkipLinkRule,
  collapse: bypassCollapseRule,
} as const;

export const bypassCheck: Check = {
  name: "bypass",
  rules: [bypassBlocksRule, ...Object.values(atomicRules)],
  kind: "read",
  budgetMs: 3_000,
  async run(context) {
    const facts = await callPage(context.evaluate, "bypassFacts", maxPages);
    const atomic = Object.keys(atomicRules) as (keyof typeof atomicRules)[];
    // Without an instrument leading to another page no content can be repeated: each rule passes.
    if (!facts.linksElsewhere && !facts.controls && !facts.hidden)
      return atomic.map((key) => passed(atomicRules[key]));
    const candidates = mayFail(facts);
    // A landmark main, a heading outside the blocks around the content or a skip link to content
    // outside them passes without a look at other pages (a main that starts with repeated content, say
    // a breadcrumb, is left unreported rather than fetch other pages for every page).
    const settled: RuleOutcome[] = facts.hidden
      ? []
      : [
          ...(!candidates.landmark ? [passed(atomicRules.landmark)] : []),
          ...(!candidates.heading ? [passed(atomicRules.heading)] : []),
          ...(facts.skipTargets.some((target) => !target.navigation) ? [passed(atomicRules.skipLink)] : []),
        ];
    // Other pages are fetched only for a page without a main landmark or a heading of its own: a page
    // that lacks only a skip link or a way to collapse the navigation (most pages) costs no fetch, and
    // those two rules are decided only where the fetch is made anyway.
    const worthFetching = candidates.landmark || candidates.heading || facts.compositeCandidate;
    if (!worthFetching || facts.pages.length === 0) return settled;
    const timeoutMs = Math.min(fetchTimeoutMs, context.remaining() - 1_000);
    if (timeoutMs < 200) return settled;
    const elsewhere = new Set(await callPage(context.evaluate, "bypassOtherTexts", facts.pages, timeoutMs));
    const start = ownContentAfterRepeated(facts.texts, elsewhere);
    // Listeners are asked for only where the answer could turn a rule into a failure.
    const listens =
      start !== null && (!facts.controls || facts.compositeCandidate) && (await listensForInput(context.cdp));
    const outcomes: RuleOutcome[] = [];
    if (start !== null && facts.compositeCandidate && !listens) {
      // A landmark that starts with text of the page's own is a way past the repeated block.
      const ownLandmark = facts.landmarks.some(
        (landmark) => landmark.first >= 0 && !elsewhere.has(facts.texts[landmark.first] as string),
      );
      if (!ownLandmark) outcomes.push(compositeViolation(facts.texts[start] as string, facts.pages, context));
    }
    if (facts.hidden) return outcomes;
    const decided = decideAtomic(facts, elsewhere, listens);
    for (const key of atomic) {
      // Only a rule that could fail on the page's own reading fails; the others keep their pass.
      const decision = decided[key] === "failed" && !candidates[key] ? "passed" : decided[key];
      const rule = atomicRules[key];
      if (decision === "passed" || start === null) outcomes.push(passed(rule));
      else outcomes.push(atomicFinding(key, decision, facts.texts[start] as string, facts.pages, context));
    }
    return outcomes;
  },
};

function passed(rule: KlarsichtRule): RuleOutcome {
  return { ruleId: rule.id, violations: [], needsReview: [], applicable: true };
}

const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** What each atomic rule found missing, in each report language. */
const missing: Record<keyof typeof atomicRules, Record<ReportLocale, { failed: string; review: string }>> = {
  landmark: {
    de: {
      failed: "kein Landmark-Bereich, der Screenreadern zugänglich ist, beginnt damit.",
      review: "Beginnt ein Landmark-Bereich damit?",
    },
    en: {
      failed: "no landmark that screen readers can reach starts with it.",
      review: "Does a landmark start with it?",
    },
  },
  heading: {
    de: {
      failed:
        "keine sichtbare, Screenreadern zugängliche Überschrift der Seite gehört zu ihrem eigenen Inhalt.",
      review: "Hat er eine sichtbare Überschrift?",
    },
    en: {
      failed: "no visible heading that screen readers can reach belongs to the page's own content.",
      review: "Does it have a visible heading?",
    },
  },
  skipLink: {
    de: {
      failed: "kein Link der Seite führt den Fokus direkt davor.",
      review:
        "Setzt ein Schalter oder Skript der Seite, das auf Klicks oder Tasten reagiert, den Fokus direkt davor?",
    },
    en: {
      failed: "no link of the page moves focus to just before it.",
      review:
        "Does a control or script of the page that reacts to clicks or keys move focus to just before it?",
    },
  },
  collapse: {
    de: {
      failed:
        "die Seite hat keinen Schalter und kein Skript, das den wiederkehrenden Block davor ausblenden könnte.",
      review:
        "Lässt sich der wiederkehrende Block davor mit einem Schalter der Seite ausblenden, für die Augen wie für Screenreader?",
    },
    en: {
      failed: "the page has no control and no script that could hide the repeated block before it.",
      review:
        "Can the repeated block before it be hidden by a control of the page, from sight and from screen readers?",
    },
  },
};

function atomicFinding(
  key: keyof typeof atomicRules,
  decision: "failed" | "review",
  ownText: string,
  pages: string[],
  { locale }: CheckContext,
): RuleOutcome {
  const where = pages.join(", ");
  const node = {
    selector: "html",
    html: "<html>",
    ...summaryInEach(locale, (each) =>
      each === "de"
        ? `Der eigene Inhalt der Seite („${shortened(ownText)}“) folgt auf Inhalt, der auch auf ${where} steht${decision === "failed" ? "; " : ": "}${missing[key].de[decision]}`
        : `The page's own content ("${shortened(ownText)}") follows content also found on ${where}${decision === "failed" ? "; " : ": "}${missing[key].en[decision]}`,
    ),
  };
  return {
    ruleId: atomicRules[key].id,
    violations: decision === "failed" ? [node] : [],
    needsReview: decision === "review" ? [node] : [],
    applicable: true,
  };
}

function compositeViolation(ownText: string, pages: string[], { locale }: CheckContext): RuleOutcome {
  const own = shortened(ownText);
  const where = pages.join(", ");
  return {
    ruleId: bypassBlocksRule.id,
    violations: [
      {
        selector: "html",
        html: "<html>",
        ...summaryInEach(locale, (each) =>
          each === "de"
            ? `Die Seite beginnt mit Inhalt, der auch auf ${where} steht; ihr eigener Inhalt („${own}“) folgt danach ohne Überschrift, ohne Landmark-Bereich, ohne Sprunglink und ohne Schalter, mit dem sich der wiederkehrende Block überspringen oder einklappen ließe.`
            : `The page starts with content also found on ${where}; its own content ("${own}") follows without a heading, a landmark, a skip link or a control that would bypass or collapse the repeated block.`,
        ),
      },
    ],
    needsReview: [],
    applicable: true,
    // axe-core's question about the same page is answered.
    settlesAxe: { bypass: ["html"] },
  };
}
