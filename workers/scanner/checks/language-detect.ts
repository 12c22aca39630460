/**
 * Decides whether a declared language (a `lang` attribute's primary subtag) matches the language a text
 * is written in, with the offline detector eld (Apache-2.0, n-gram models of 60 languages, plain
 * JavaScript: it runs in Node and in Workers alike). It runs outside the page on text a check extracted.
 *
 * The ACT rules count words per language ("most common language"), so the text is cut into chunks of a
 * few dozen words, each chunk is detected on its own, and words are tallied per language. A mismatch is
 * certain only when chunks that clearly are in another language hold two thirds of all words and there
 * are enough of them; jargon and close relatives (Danish and Norwegian, Czech and Slovak, ...) never
 * make a violation.
 *
 * A short text (a heading, an image's name, a quoted phrase) is too short for the detector alone: its
 * n-grams cannot tell a German button saying "Download Service Team" from an English phrase. For the
 * languages whose function words we know (articles, pronouns, prepositions: the stopword package), a
 * short text is a certain mismatch only when the detector clearly prefers another language AND the text
 * holds that language's function words, and none of the declared language's (see shortTextMismatch).
 */
import { eld } from "eld/extrasmall";
import { dan, deu, eng, fra, ita, nld, nob, por, spa, swe } from "stopword";

export type LanguageVerdict =
  /** No words to judge (only numbers, symbols or nothing). */
  | { kind: "empty" }
  /** The declared language is (one of) the most common. */
  | { kind: "match"; words: number }
  /** Certainly another language: `detected` holds most words and the declared language is not close. */
  | { kind: "mismatch"; detected: string; words: number }
  /** Another language seems to lead, but the text is too short or too mixed to be sure. */
  | { kind: "unsure"; detected: string; words: number };

export type LanguageThresholds = {
  /** Words in the other language, at least, for a certain mismatch. */
  minWords: number;
};

/** Declared subtags the detector knows under another code. */
const aliases: Record<string, string> = {
  nb: "no",
  nn: "no",
  iw: "he",
  bs: "hr",
  sh: "hr",
  mo: "ro",
  fil: "tl",
  id: "ms",
};

/** Languages the detector confuses on short texts: a detection inside the group is no evidence. */
const closeGroups: readonly (readonly string[])[] = [
  ["da", "no", "sv"],
  ["cs", "sk"],
  ["hr", "sr", "sl"],
  ["ru", "uk", "be", "bg"],
  ["es", "ca", "pt", "gl"],
  ["hi", "mr"],
  ["ar", "fa", "ur"],
  ["zh", "ja"],
];

const supported: ReadonlySet<string> = new Set(Object.values(eld.info().Languages));

/** Chunks of about this many words are detected one by one. */
const chunkWords = 40;
/** A chunk needs this many words before its detection counts as evidence of another language. */
const minChunkWords = 8;
/** Fewer words than this in another language raise no question. */
const minEvidenceWords = 3;
/** Score lead of the detected language over the declared one that makes a chunk clearly foreign. */
const clearLead = 0.12;
/** Score distance within which the declared language is as likely as the detected one. */
const closeScore = 0.05;

/**
 * Function words per language (closed word classes: a text in the language can hardly avoid them, and
 * loanwords, names and product names are never among them). One-letter words are left out: "a" and
 * "i" are words of too many languages.
 */
const functionWords: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    da: dan,
    de: deu,
    en: eng,
    fr: fra,
    it: ita,
    nl: nld,
    no: nob,
    pt: por,
    es: spa,
    sv: swe,
  }).map(([language, words]) => [language, new Set(words.filter((word) => word.length > 1))]),
);
/** A short text has at most this many words: more is judged by the chunks alone. */
const shortTextWords = chunkWords;
/** Fewer words than this are never a certain mismatch (one or two words are a name as often as not). */
const minShortWords = 3;

export function normaliseLanguage(primarySubtag: string): string {
  const lower = primarySubtag.toLowerCase();
  return aliases[lower] ?? lower;
}

function close(a: string, b: string): boolean {
  return a === b || closeGroups.some((group) => group.includes(a) && group.includes(b));
}

/**
 * The words of a text that belong to a human language: numbers, codes, acronyms, addresses and e-mail
 * addresses are words of indeterminate language and would only mislead the detector.
 */
export function languageWords(text: string): string[] {
  const words: string[] = [];
  const tokens = text
    .split(/\s+/u)
    .filter((token) => !/@|:\/\/|^www\.|\w\.\w/u.test(token))
    .flatMap((token) => token.split(/[/|·•]+/u));
  for (const token of tokens) {
    if (!/\p{L}/u.test(token) || /\d/u.test(token)) continue;
    const letters = token.replace(/[^\p{L}\p{M}'’-]/gu, "");
    // Acronyms and product codes (WCAG, BFSG, PDF) are in no particular language.
    const acronym =
      letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
    if (letters.length === 0 || acronym) continue;
    // Scripts without spaces between words: count characters as words (roughly what a reader counts).
    const ideographs = letters.match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu,
    );
    if (ideographs && ideographs.length > 1) {
      for (let i = 0; i < ideographs.length; i += 2) words.push(ideographs.slice(i, i + 2).join(""));
      continue;
    }
    words.push(letters);
  }
  return words;
}

/** Cuts the texts into chunks of about chunkWords words; a short tail joins the chunk before it. */
function chunksOf(texts: readonly string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const text of texts) {
    for (const word of languageWords(text)) {
      current.push(word);
      if (current.length >= chunkWords) {
        chunks.push(current);
        current = [];
      }
    }
  }
  if (current.length > 0) {
    const last = chunks.at(-1);
    if (last && current.length < minChunkWords) last.push(...current);
    else chunks.push(current);
  }
  return chunks;
}

export function judgeLanguage(
  declaredSubtag: string,
  texts: readonly string[],
  { minWords }: LanguageThresholds,
): LanguageVerdict {
  const declared = normaliseLanguage(declaredSubtag);
  const chunks = chunksOf(texts);
  let total = 0;
  let matching = 0;
  const clearlyOther = new Map<string, number>();
  const leaningOther = new Map<string, number>();
  for (const words of chunks) {
    total += words.length;
    const result = eld.detect(words.join(" "));
    const top = result.language;
    if (!top) continue;
    const scores = result.getScores();
    const lead = (scores[top] ?? 0) - (scores[declared] ?? 0);
    if (close(top, declared) || lead < closeScore) {
      matching += words.length;
    } else if (words.length >= minChunkWords && lead >= clearLead) {
      clearlyOther.set(top, (clearlyOther.get(top) ?? 0) + words.length);
    } else {
      leaningOther.set(top, (leaningOther.get(top) ?? 0) + words.length);
    }
  }
  if (total === 0) return { kind: "empty" };
  const [detected, clearWords] = largest(clearlyOther);
  // Two thirds, not a bare majority: a page whose lang is wrong is in the other language almost entirely,
  // while a page in the right language can carry many foreign product names and terms.
  if (detected && clearWords >= minWords && clearWords * 3 >= total * 2) {
    // The detector cannot recognise every language: for one it does not know, a clear lead of another
    // language is only a question.
    return { kind: supported.has(declared) ? "mismatch" : "unsure", detected, words: total };
  }
  if (!supported.has(declared)) return { kind: "match", words: total };
  const others = new Map(leaningOther);
  for (const [language, words] of clearlyOther) others.set(language, (others.get(language) ?? 0) + words);
  const [leading, leadingWords] = largest(others);
  // A word or three (a title, a name) is no evidence either way.
  if (leading && leadingWords > matching && leadingWords >= minEvidenceWords) {
    const words = chunks.flat();
    const mismatch = words.length <= shortTextWords && shortTextMismatch(declared, words);
    return mismatch
      ? { kind: "mismatch", detected: mismatch, words: total }
      : { kind: "unsure", detected: leading, words: total };
  }
  return { kind: "match", words: total };
}

/**
 * The language a short text is certainly written in instead of the declared one, or null. Three signals
 * must agree: the detector puts another language clearly ahead of the declared one (by the same lead that
 * makes a chunk clearly foreign); at least one word in five is a function word of that language that the
 * declared language does not share; and the text holds not one function word of the declared language
 * (that the other does not share). A correct text of three words or more nearly always carries one of its
 * own function words, or the detector does not prefer another language.
 */
export function shortTextMismatch(declared: string, words: readonly string[]): string | null {
  if (words.length < minShortWords) return null;
  const result = eld.detect(words.join(" "));
  const other = result.language;
  if (!other || close(other, declared)) return null;
  const scores = result.getScores();
  if ((scores[other] ?? 0) - (scores[declared] ?? 0) < clearLead) return null;
  const own = functionWords.get(declared);
  const theirs = functionWords.get(other);
  if (!own || !theirs) return null;
  let theirsOnly = 0;
  // Elided function words count too: "l'équipe" holds French "l", "qu'il" holds "qu".
  for (const word of words.flatMap((word) => word.toLowerCase().split(/['’]/u))) {
    if (own.has(word) && !theirs.has(word)) return null;
    if (theirs.has(word) && !own.has(word)) theirsOnly++;
  }
  return theirsOnly > 0 && theirsOnly * 5 >= words.length ? other : null;
}

function largest(counts: ReadonlyMap<string, number>): [string | null, number] {
  let best: string | null = null;
  let most = 0;
  for (const [key, count] of counts) {
    if (count > most) {
      best = key;
      most = count;
    }
  }
  return [best, most];
}

/** A language's name in the report's language ("Englisch"), or its code when the runtime cannot say. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
