// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${data.…} is axe-core's own placeholder syntax
/**
 * The German locale the scans use: axe-core 4.14's own (axe-core/locales/de.json) as the base, with our
 * own title and description of every rule (the German help and description in catalogue.ts) and our own
 * message for every failed and to-review check result (check-messages-de.ts). axe's German words many
 * texts informally ("Korrigiere …"), half in English or ungrammatically, and lacks some; every other text
 * of Klarsicht addresses the reader as "Sie", so the reports do too. A missing key would be worse than a bad one: axe replaces a check's
 * whole "fail"/"incomplete" messages with the German ones, so a key de.json does not know ends up with a
 * generic fallback text. tests/scanner/locale-de.test.ts compares the merged locale with axe's English
 * template key by key, so an axe upgrade that adds texts fails the test instead of leaking English.
 *
 * The ${data.…} placeholders must stay exactly as in axe's English template.
 */

import { axeRuleList } from "./catalogue";
import { germanCheckTexts } from "./check-messages-de";

/** axe-core's locale format (see axe-core/locales/_template.json). */
export type AxeLocale = {
  lang?: string;
  rules?: Record<string, { description?: string; help?: string }>;
  checks?: Record<string, AxeCheckMessages>;
  failureSummaries?: Record<string, { failureMessage?: string }>;
  incompleteFallbackMessage?: string;
};
type AxeMessage = string | Record<string, string>;
type AxeCheckMessages = { pass?: AxeMessage; fail?: AxeMessage; incomplete?: AxeMessage };

export const germanSupplement = {
  // Pass messages de.json lacks; every failed and to-review message is ours (check-messages-de.ts).
  checks: {
    "aria-allowed-attr-elm": { pass: "Die ARIA-Attribute sind für dieses Element erlaubt." },
    "aria-no-deprecated-attr": { pass: "Es werden keine veralteten ARIA-Attribute verwendet." },
    "error-occurred": { pass: "" },
  },
  incompleteFallbackMessage:
    "Warum sich das nicht feststellen ließ, ist unbekannt. Prüfen Sie das Element mit den Entwicklerwerkzeugen des Browsers.",
  failureSummaries: {
    any: {
      failureMessage:
        "Korrigieren Sie mindestens einen der folgenden Punkte:{{~it:value}}\n  {{=value.split('\\n').join('\\n  ')}}{{~}}",
    },
    none: {
      failureMessage:
        "Korrigieren Sie alle der folgenden Punkte:{{~it:value}}\n  {{=value.split('\\n').join('\\n  ')}}{{~}}",
    },
  },
} satisfies AxeLocale;

/** Our German help and description of every axe-core rule, as axe's locale format has them. */
export function germanRuleTexts(): Record<string, { description: string; help: string }> {
  return Object.fromEntries(
    axeRuleList.map(({ id, texts }) => [id, { description: texts.de.description, help: texts.de.help }]),
  );
}

/** axe-core's German locale completed with our texts; neither input is changed. */
export function completeGermanLocale(axeGerman: object): AxeLocale {
  const ours = {
    ...germanSupplement,
    checks: mergeDeep(germanSupplement.checks, germanCheckTexts),
    rules: germanRuleTexts(),
  };
  return mergeDeep(axeGerman, ours) as AxeLocale;
}

/** Objects merge key by key; anything else in `extra` (a string replacing a string or an object) wins. */
function mergeDeep(base: unknown, extra: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(extra)) return extra;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    merged[key] = key in base ? mergeDeep(base[key], value) : value;
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
