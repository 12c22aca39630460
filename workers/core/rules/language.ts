/**
 * The rules of the scanner's language check (workers/scanner/checks/language.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const pageLanguageRule: KlarsichtRule = {
  id: "ks-page-lang-matches-content",
  implements: { act: ["ucwvc8"] },
  wcag: ["3.1.1"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/ucwvc8/",
  texts: {
    de: {
      help: "Die Sprachangabe der Seite muss der Sprache ihres Inhalts entsprechen",
      description:
        "Prüft, ob das lang-Attribut des html-Elements die Sprache nennt, in der der größte Teil des Textes der Seite geschrieben ist.",
      fix: 'Setzen Sie das lang-Attribut des html-Elements auf die Hauptsprache der Seite, zum Beispiel lang="de" für eine deutsche Seite. Screenreader wählen danach Aussprache und Stimme.',
      check:
        "Lesen Sie den Text der Seite: Ist er überwiegend in der Sprache geschrieben, die das lang-Attribut des html-Elements nennt?",
    },
    en: {
      help: "The page's language attribute must match the language of its content",
      description:
        "Checks that the lang attribute of the html element names the language most of the page's text is written in.",
      fix: 'Set the lang attribute of the html element to the main language of the page, for example lang="en" for an English page. Screen readers choose pronunciation and voice from it.',
      check:
        "Read the page's text: is most of it written in the language the html element's lang attribute names?",
    },
  },
};

export const partLanguageRule: KlarsichtRule = {
  id: "ks-element-lang-matches-content",
  implements: { act: ["off6ek"] },
  wcag: ["3.1.2"],
  impact: "moderate",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/off6ek/",
  texts: {
    de: {
      help: "Die Sprachangabe eines Abschnitts muss der Sprache seines Textes entsprechen",
      description:
        "Prüft bei Elementen mit lang-Attribut im Seiteninhalt, ob der Text, der diese Sprachangabe erbt, in der genannten Sprache geschrieben ist.",
      fix: "Korrigieren Sie das lang-Attribut des Elements, sodass es die Sprache seines Textes nennt, oder entfernen Sie es, wenn der Text in der Sprache der Seite geschrieben ist.",
      check:
        "Lesen Sie den Text des Elements: Ist er in der Sprache geschrieben, die sein lang-Attribut nennt?",
    },
    en: {
      help: "A part's language attribute must match the language of its text",
      description:
        "Checks, for elements in the page content with a lang attribute, that the text inheriting that language is written in the language it names.",
      fix: "Correct the element's lang attribute so that it names the language of its text, or remove it when the text is in the page's language.",
      check: "Read the element's text: is it written in the language its lang attribute names?",
    },
  },
};
