/**
 * Form field labels that do not describe their field (ACT cc0f0a, 2.4.6), where a machine can be sure:
 * - a label that repeats another field's label (same text, same kind of field, same accessible name)
 *   with nothing else shown around them, no text, legend, heading, picture or value, to tell them apart
 *   (the rule's fourth failed example: two address fieldsets whose headings are off the screen);
 * - a label that is only a placeholder word ("Feld", "Eingabe", "Field 2").
 * Repeated labels with something shown around them are a question for a person, unless each field has
 * a legend or heading of its own that differs from the others' (shipping and billing addresses). That
 * a label such as "Menu" does not fit its field is a judgement of meaning, left alone.
 */

import { labelDescriptiveRule } from "#core/rules/labels";
import { summaryInEach } from "#core/rules/summary";
import type { LabelFound } from "../page/labels";
import { callPage } from "../page-scripts";
import type { Check, CheckNode } from "./types";

export { labelDescriptiveRule } from "#core/rules/labels";

/** Labels that name no purpose, compared lower case, without a number at the end ("Feld 2"). */
const placeholderLabels = [
  "feld",
  "eingabe",
  "eingabefeld",
  "formularfeld",
  "textfeld",
  "platzhalter",
  "beschriftung",
  "unbenannt",
  "field",
  "input",
  "input field",
  "form field",
  "text field",
  "label",
  "placeholder",
  "untitled",
  "lorem ipsum",
];

export const labelsCheck: Check = {
  name: "labels",
  rules: [labelDescriptiveRule],
  kind: "read",
  budgetMs: 2_000,
  async run(context) {
    const facts = await callPage(context.evaluate, "labels", placeholderLabels);
    const node = (found: LabelFound, say: (de: boolean) => string): CheckNode => ({
      selector: found.selector,
      html: found.html,
      ...summaryInEach(context.locale, (locale) => say(locale === "de")),
    });
    return [
      {
        ruleId: labelDescriptiveRule.id,
        violations: [
          ...facts.placeholders.map((found) =>
            node(found, (de) =>
              de
                ? `Die Beschriftung „${found.label}“ ist nur ein Platzhalter und sagt nicht, wofür das Feld ist.`
                : `The label "${found.label}" is only a placeholder and does not say what the field is for.`,
            ),
          ),
          ...facts.repeated.map((found) =>
            node(found, (de) =>
              de
                ? `${found.sharedBy} Felder heißen „${found.label}“, und nichts Sichtbares um sie herum (kein Text, keine Legende, Überschrift oder Abbildung) unterscheidet sie.`
                : `${found.sharedBy} fields are labelled "${found.label}", and nothing shown around them (no text, legend, heading or picture) tells them apart.`,
            ),
          ),
        ],
        needsReview: facts.doubtful.map((found) =>
          node(found, (de) =>
            de
              ? `${found.sharedBy} Felder heißen „${found.label}“. Geht aus dem sichtbaren Umfeld (Überschriften, Legenden, Text daneben) hervor, wofür jedes einzelne ist?`
              : `${found.sharedBy} fields are labelled "${found.label}". Does what is shown around them (headings, legends, text beside them) say what each one is for?`,
          ),
        ),
        applicable: facts.applicable > 0,
      },
    ];
  },
};
