/**
 * The rules of the scanner's links check (workers/scanner/checks/links.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

const actUrl = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

export const linkSameContextRule: KlarsichtRule = {
  id: "ks-link-same-name-context-different-target",
  implements: { act: ["fd3a94"] },
  wcag: ["2.4.4", "2.4.9"],
  impact: "serious",
  helpUrl: actUrl("fd3a94"),
  texts: {
    de: {
      help: "Gleich benannte Links im selben Zusammenhang müssen zum selben Ziel führen",
      description:
        "Prüft, ob Links mit demselben zugänglichen Namen im selben Absatz, Listenpunkt oder in derselben Tabellenzelle zu verschiedenen Zielen führen.",
      fix: "Geben Sie jedem Link einen Namen, der sein Ziel nennt (z. B. „Kontakt per Chat“ und „Kontakt per Telefon“), oder lassen Sie beide Links auf dasselbe Ziel zeigen.",
      check:
        "Öffnen Sie beide Links. Bieten die Ziele denselben Inhalt für denselben Zweck, ist alles in Ordnung; sonst braucht jeder Link einen eigenen Namen.",
    },
    en: {
      help: "Links with the same name in the same context must lead to the same destination",
      description:
        "Checks whether links with the same accessible name in the same paragraph, list item or table cell lead to different destinations.",
      fix: 'Give each link a name that says where it leads (e.g. "Contact us by chat" and "Contact us by phone"), or point both links to the same destination.',
      check:
        "Open both links. If the destinations offer the same content for the same purpose, all is well; otherwise each link needs a name of its own.",
    },
  },
};

export const linkSamePageRule: KlarsichtRule = {
  id: "ks-link-same-name-different-target",
  implements: { act: ["b20e66"] },
  wcag: ["2.4.9"],
  impact: "moderate",
  helpUrl: actUrl("b20e66"),
  texts: {
    de: {
      help: "Gleich benannte Links auf einer Seite müssen zum selben Ziel führen",
      description:
        "Prüft, ob Links mit demselben zugänglichen Namen irgendwo auf der Seite zu verschiedenen Zielen führen (Linkzweck aus dem Linktext allein).",
      fix: "Geben Sie jedem Link einen Namen, der sein Ziel auch ohne den umgebenden Text nennt, z. B. „Mehr über Barrierefreiheit“ statt „Mehr“.",
      check:
        "Öffnen Sie die Links. Bieten alle Ziele denselben Inhalt für denselben Zweck, ist alles in Ordnung; sonst braucht jeder Link einen eigenen Namen.",
    },
    en: {
      help: "Links with the same name on a page must lead to the same destination",
      description:
        "Checks whether links with the same accessible name anywhere on the page lead to different destinations (link purpose from the link text alone).",
      fix: 'Give each link a name that says where it leads even without the text around it, e.g. "More about accessibility" instead of "More".',
      check:
        "Open the links. If all destinations offer the same content for the same purpose, all is well; otherwise each link needs a name of its own.",
    },
  },
};

export const imageFilenameRule: KlarsichtRule = {
  id: "ks-image-filename-name",
  implements: { act: ["9eb3f6"], techniques: ["F30"] },
  wcag: ["1.1.1"],
  impact: "serious",
  helpUrl: actUrl("9eb3f6"),
  texts: {
    de: {
      help: "Bilder dürfen nicht nach ihrem Dateinamen benannt sein",
      description:
        "Prüft, ob der zugängliche Name eines Bildes oder Bild-Buttons sein Dateiname ist, etwa „IMG_2041.jpg“ oder eine Prüfsumme.",
      fix: 'Schreiben Sie in das alt-Attribut, was das Bild zeigt oder wozu es dient. Schmückt es nur, geben Sie alt="" an.',
      check:
        "Sehen Sie sich das Bild an: Beschreibt der Name das Bild (in allen Varianten, die die Seite je nach Bildschirm zeigt)?",
    },
    en: {
      help: "Images must not be named after their file",
      description:
        'Checks whether the accessible name of an image or image button is its file name, such as "IMG_2041.jpg" or a checksum.',
      fix: 'Put what the image shows or what it is for into its alt attribute. If it is only decoration, use alt="".',
      check:
        "Look at the image: does the name describe it (in every variant the page shows depending on the screen)?",
    },
  },
};

export const linkPlaceholderRule: KlarsichtRule = {
  id: "ks-link-placeholder-name",
  implements: { act: ["5effbb"], techniques: ["F63"] },
  wcag: ["2.4.4"],
  impact: "moderate",
  helpUrl: actUrl("5effbb"),
  texts: {
    de: {
      barrier:
        "Links heißen nur „hier“, „mehr“ oder ähnlich; wer einen Screenreader nutzt, erfährt nicht, wohin sie führen.",
      help: "Links mit Namen wie „hier“ oder „mehr“ brauchen einen erklärenden Zusammenhang",
      description:
        "Findet Links, deren zugänglicher Name nur ein Platzhalter ist („hier klicken“, „mehr“, „weiterlesen“, „read more“). Steht nichts um den Link herum (kein Satz, Absatz, Listenpunkt, keine Tabellenzelle oder Beschreibung), ist das ein Verstoß; sonst fragt die Prüfung, ob der Zusammenhang das Ziel nennt.",
      fix: "Nennen Sie das Ziel im Link selbst, z. B. „Mehr über unsere Öffnungszeiten“ statt „mehr“.",
      check:
        "Lesen Sie den Satz, Absatz, Listenpunkt oder die Tabellenzelle um den Link: Geht daraus hervor, wohin der Link führt?",
    },
    en: {
      barrier:
        "Links are only called “here”, “more” or similar; screen reader users are not told where they lead.",
      help: 'Links named "here" or "more" need a context that explains them',
      description:
        'Finds links whose accessible name is only a placeholder ("click here", "more", "read more", "hier"). With nothing around the link (no sentence, paragraph, list item, table cell or description) that is a violation; otherwise the check asks whether the context says where the link leads.',
      fix: 'Say where the link leads in the link itself, e.g. "More about our opening hours" instead of "more".',
      check:
        "Read the sentence, paragraph, list item or table cell around the link: does it say where the link leads?",
    },
  },
};

/**
 * ACT aizyf1 (2.4.9, link purpose from the link alone): a placeholder name fails whatever stands around
 * the link, since that criterion does not let the context explain it.
 */
export const linkPlaceholderAloneRule: KlarsichtRule = {
  id: "ks-link-placeholder-name-alone",
  implements: { act: ["aizyf1"] },
  wcag: ["2.4.9"],
  impact: "moderate",
  helpUrl: actUrl("aizyf1"),
  texts: {
    de: {
      barrier:
        "Links heißen nur „hier“, „mehr“ oder ähnlich; wer Links für sich liest (etwa in der Linkliste eines Screenreaders), erfährt nicht, wohin sie führen.",
      help: "Der Name eines Links muss allein sagen, wohin er führt",
      description:
        "Findet Links, deren zugänglicher Name nur ein Platzhalter ist („hier klicken“, „mehr“, „weiterlesen“, „read more“, „Download“). Für Linkzweck (nur Link) erklärt der Zusammenhang ihn nicht: jeder solche Link ist ein Verstoß.",
      fix: "Nennen Sie das Ziel im Link selbst, z. B. „Mehr über unsere Öffnungszeiten“ statt „mehr“, oder ergänzen Sie den Namen mit aria-label um das Ziel.",
      check: "Lesen Sie nur den Namen des Links: Geht daraus hervor, wohin er führt?",
    },
    en: {
      barrier:
        "Links are only called “here”, “more” or similar; people who read links on their own (such as in a screen reader's list of links) are not told where they lead.",
      help: "A link's name must say on its own where it leads",
      description:
        'Finds links whose accessible name is only a placeholder ("click here", "more", "read more", "hier", "Download"). For link purpose (link only) the context does not explain it: every such link is a violation.',
      fix: 'Say where the link leads in the link itself, e.g. "More about our opening hours" instead of "more", or add the destination to its name with aria-label.',
      check: "Read only the link's name: does it say where the link leads?",
    },
  },
};

export const imagePlaceholderRule: KlarsichtRule = {
  id: "ks-image-placeholder-name",
  implements: { act: ["qt1vmo"], techniques: ["F30"] },
  wcag: ["1.1.1"],
  impact: "moderate",
  helpUrl: actUrl("qt1vmo"),
  texts: {
    de: {
      help: "Bilder mit Namen wie „Bild“ oder „Foto“ brauchen eine echte Beschreibung",
      description:
        "Findet Bilder, deren zugänglicher Name nur ein Platzhalter ist („Bild“, „Foto“, „image“, „Grafik“), und fragt, ob der Name beschreibt, was das Bild zeigt.",
      fix: 'Schreiben Sie in das alt-Attribut, was das Bild zeigt oder wozu es dient. Schmückt es nur, geben Sie alt="" an.',
      check: "Sehen Sie sich das Bild an: Sagt sein Name, was es zeigt oder wozu es dient?",
    },
    en: {
      help: 'Images named "image" or "photo" need a real description',
      description:
        'Finds images whose accessible name is only a placeholder ("image", "photo", "Bild", "graphic") and asks whether the name describes what the image shows.',
      fix: 'Put what the image shows or what it is for into its alt attribute. If it is only decoration, use alt="".',
      check: "Look at the image: does its name say what it shows or what it is for?",
    },
  },
};
