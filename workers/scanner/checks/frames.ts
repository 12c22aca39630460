/**
 * Iframes with the same name but different content (ACT 4b1c6c, 4.1.2). The name of an iframe is how a
 * screen reader user tells the frames of a page apart; two frames called alike must embed the same or an
 * equivalent resource.
 *
 * Frames of the whole page count, also those nested in same-origin frames. Two frames are decided from
 * what they load: the same srcdoc or the same address after redirects (fragment aside) is the same
 * resource. Where the addresses differ, the documents are compared when we can read them (same origin):
 * the same text, or the same title with one text holding nothing the other lacks, is equivalent; a
 * different title and not one word of text in common is certainly a different purpose (violation).
 * Everything else (frames of other origins, frames without text, partly overlapping content such as two
 * different adverts) is left to a person.
 */

import { frameRules } from "#core/rules/frames";
import { summaryInEach } from "#core/rules/summary";
import type { FrameFacts } from "../page/frames";
import { callPage } from "../page-scripts";
import type { Check, CheckNode, RuleOutcome } from "./types";

export { frameRules } from "#core/rules/frames";
export type { FrameFacts } from "../page/frames";

/** How many distinct words of a frame's text are compared at most. */
const maxWords = 3_000;
/** Words each document needs before "no word in common" is taken as proof of a different purpose. */
const minWordsForDifference = 2;

type Relation = "same" | "different" | "unsure";

const withoutFragment = (url: string) => url.replace(/#.*$/s, "");

/** Whether two frames with matching names embed the same or equivalent resources, as far as we can tell. */
export function relationOf(a: FrameFacts, b: FrameFacts): Relation {
  if (a.srcdoc !== null || b.srcdoc !== null) {
    if (a.srcdoc === b.srcdoc) return "same";
  } else if (withoutFragment(a.url ?? a.src) === withoutFragment(b.url ?? b.src)) {
    return "same";
  }
  if (a.title === null || b.title === null || a.words === null || b.words === null) return "unsure";
  if (a.errorPage || b.errorPage) return "unsure";
  if (a.title === b.title && a.textHash === b.textHash) return "same";
  if (a.wordsCapped || b.wordsCapped) return "unsure";
  const wordsA = new Set(a.words);
  const wordsB = new Set(b.words);
  const within = (small: Set<string>, large: Set<string>) => [...small].every((word) => large.has(word));
  // Differently worded or with more information, under the same title: equivalent.
  if (a.title !== "" && a.title === b.title && (within(wordsA, wordsB) || within(wordsB, wordsA))) {
    return "same";
  }
  const enough = wordsA.size >= minWordsForDifference && wordsB.size >= minWordsForDifference;
  if (enough && a.title !== b.title && ![...wordsA].some((word) => wordsB.has(word))) return "different";
  return "unsure";
}

/** The frames that share a name, grouped by the name as ACT's "matching characters" compares it. */
function groupsOf(frames: FrameFacts[]): FrameFacts[][] {
  const groups = new Map<string, FrameFacts[]>();
  for (const frame of frames) {
    const key = frame.name.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), frame]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

const shown = (frame: FrameFacts, [open, close]: readonly [string, string]) => {
  const address = frame.srcdoc !== null ? "srcdoc" : (frame.url ?? frame.src);
  const capped = address.length > 120 ? `${address.slice(0, 119)}…` : address;
  return frame.title ? `${open}${frame.title}${close} (${capped})` : capped;
};
const german = ["„", "“"] as const;
const english = ["“", "”"] as const;

const summaries = {
  de: {
    different: (name: string, here: FrameFacts, there: FrameFacts) =>
      `Dieser iframe heißt „${name}“ wie ein anderer auf der Seite, zeigt aber völlig anderen Inhalt: hier ${shown(here, german)}, dort ${shown(there, german)}.`,
    unsure: (name: string, here: FrameFacts, there: FrameFacts) =>
      `Dieser iframe heißt „${name}“ wie ein anderer auf der Seite, lädt aber etwas anderes: hier ${shown(here, german)}, dort ${shown(there, german)}. Dienen beide Inhalte demselben Zweck? Wenn nicht, braucht jeder einen eigenen Namen.`,
  },
  en: {
    different: (name: string, here: FrameFacts, there: FrameFacts) =>
      `This iframe is named “${name}” like another one on the page but shows entirely different content: here ${shown(here, english)}, there ${shown(there, english)}.`,
    unsure: (name: string, here: FrameFacts, there: FrameFacts) =>
      `This iframe is named “${name}” like another one on the page but loads something else: here ${shown(here, english)}, there ${shown(there, english)}. Do both serve the same purpose? If not, each needs a name of its own.`,
  },
} as const;

export const framesCheck: Check = {
  name: "frames",
  rules: frameRules,
  kind: "read",
  budgetMs: 2_000,
  async run(context): Promise<RuleOutcome[]> {
    const frames = await callPage(context.evaluate, "frames", maxWords);
    const groups = groupsOf(frames);
    const violations: CheckNode[] = [];
    const needsReview: CheckNode[] = [];
    for (const group of groups) {
      for (const frame of group) {
        const others = group.filter((other) => other !== frame);
        const different = others.find((other) => relationOf(frame, other) === "different");
        const unsure = others.find((other) => relationOf(frame, other) === "unsure");
        const node = (other: FrameFacts, kind: "different" | "unsure") => ({
          selector: frame.selector,
          html: frame.html,
          ...summaryInEach(context.locale, (locale) => summaries[locale][kind](frame.name, frame, other)),
        });
        if (different) violations.push(node(different, "different"));
        else if (unsure) needsReview.push(node(unsure, "unsure"));
      }
    }
    return [
      {
        ruleId: "ks-iframe-same-name-different-content",
        violations,
        needsReview,
        applicable: groups.length > 0,
      },
    ];
  },
};
