// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${data.…} is axe-core's own placeholder syntax
/**
 * German texts axe-core 4.14's own German locale (axe-core/locales/de.json) lacks, merged into it before
 * axe.configure({ locale }), and formal versions of the texts it words informally ("Korrigiere …",
 * "Prüfe …"): every other text of Klarsicht addresses the reader as "Sie", so the reports do too. Without them axe falls back to English, or worse: it replaces a check's whole
 * "fail"/"incomplete" messages with the German ones, so a message key de.json does not know ends up with
 * a generic fallback text. tests/scanner/locale-de.test.ts compares the merged locale with axe's English
 * template key by key, so an axe upgrade that adds texts fails the test instead of leaking English.
 *
 * The ${data.…} placeholders must stay exactly as in axe's English template.
 */

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
  rules: {
    "aria-roledescription": {
      help: "Verwenden Sie aria-roledescription nur bei Elementen mit einer semantischen Rolle.",
    },
    "aria-tab-name": {
      description:
        "Stellt sicher, dass jedes ARIA-tab-Element einen zugänglichen Namen (accessible name) hat.",
      help: "ARIA-tab-Elemente müssen einen zugänglichen Namen (accessible name) haben.",
    },
  },
  checks: {
    "aria-allowed-attr": {
      fail: {
        caseSensitive:
          "Folgende ARIA-Attribute haben Werte, bei denen Groß- und Kleinschreibung zählt und die kleingeschrieben sein müssen: ${data.values}",
      },
      incomplete: {
        default:
          "Prüfen Sie, ob es ein Problem ist, wenn das ARIA-Attribut bei diesem Element ignoriert wird: ${data.values}",
        caseSensitive:
          "Folgende ARIA-Attribute haben Werte, bei denen Groß- und Kleinschreibung zählt und die Hilfstechnologien womöglich nicht richtig verarbeiten: ${data.values}",
      },
    },
    "aria-allowed-attr-elm": {
      pass: "Die ARIA-Attribute sind für dieses Element erlaubt.",
      fail: {
        singular: "Dieses ARIA-Attribut ist bei ${data.nodeName}-Elementen nicht erlaubt: ${data.values}",
        plural: "Diese ARIA-Attribute sind bei ${data.nodeName}-Elementen nicht erlaubt: ${data.values}",
      },
    },
    "aria-conditional-attr": {
      fail: {
        checkbox:
          'Entfernen Sie aria-checked oder setzen Sie es auf "${data.checkState}", damit es dem tatsächlichen Zustand des Kontrollkästchens entspricht.',
        radio:
          'Entfernen Sie aria-checked oder setzen Sie es auf "${data.checkState}", damit es dem tatsächlichen Zustand des Optionsfelds entspricht.',
      },
    },
    "aria-errormessage": {
      fail: {
        unsupported: "Mehrere IDs in aria-errormessage werden von Hilfstechnologien kaum unterstützt.",
      },
    },
    "aria-no-deprecated-attr": {
      pass: "Es werden keine veralteten ARIA-Attribute verwendet.",
      incomplete: {
        singular: "Das Attribut ist veraltet und sollte nicht verwendet werden: ${data.values}",
        plural: "Die Attribute sind veraltet und sollten nicht verwendet werden: ${data.values}",
      },
    },
    "aria-prohibited-attr": {
      incomplete: {
        visibleLabelSingular:
          "${data.prohibited} Attribut wird nicht gut unterstützt, aber die über aria-labelledby referenzierten Elemente sind auf der Seite sichtbar. Prüfen Sie, ob die Beschriftung nötig ist.",
        visibleLabelPlural:
          "${data.prohibited} Attribute werden nicht gut unterstützt, aber die über aria-labelledby referenzierten Elemente sind auf der Seite sichtbar. Prüfen Sie, ob die Beschriftungen nötig sind.",
        unresolvedLabel:
          "${data.prohibited} Attribut wird nicht gut unterstützt und verweist auf kein vorhandenes Element. Prüfen Sie, ob die Beschriftung nötig ist.",
      },
    },
    "aria-required-children": {
      fail: {
        unallowedPresentational:
          "Das Element hat präsentationale Kinder, die wegen ${data.values} nicht ignoriert werden können.",
        "aria-busy-fail":
          'Das Element hat Kinder, die nicht erlaubt sind: ${data.values}; aria-busy="true" erlaubt keine Kinder mit unzulässigen Rollen.',
      },
    },
    "color-contrast": {
      incomplete: {
        emptyValue: "Das Element hat keinen Wert; prüfen Sie den Farbkontrast mit einem eingegebenen Wert.",
        colorParse: "Die Farbangabe ${data.colorParse} konnte nicht gelesen werden.",
      },
    },
    "color-contrast-enhanced": {
      incomplete: {
        emptyValue: "Das Element hat keinen Wert; prüfen Sie den Farbkontrast mit einem eingegebenen Wert.",
        colorParse: "Die Farbangabe ${data.colorParse} konnte nicht gelesen werden.",
      },
    },
    "error-occurred": {
      pass: "",
      incomplete:
        "Bei der Prüfung ist ein Fehler aufgetreten; prüfen Sie die Seite von Hand auf diese Art Problem.",
    },
    "focusable-content": {
      incomplete:
        "Prüfen Sie, ob Elemente mit negativem tabindex den Tastaturfokus erhalten können, damit sich der Bereich scrollen lässt.",
    },
    "important-letter-spacing": {
      fail: {
        default:
          "letter-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (aktuell ${data.value}em).",
        omitted:
          "letter-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (aktuell ${data.value}em). Es sind mehr Elemente mit Text betroffen, als hier aufgeführt sind.",
      },
      incomplete:
        "Es konnte nicht ermittelt werden, ob letter-spacing im style-Attribut das Minimum erreicht.",
    },
    "important-line-height": {
      fail: {
        default:
          "line-height im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (aktuell ${data.value}em).",
        omitted:
          "line-height im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (aktuell ${data.value}em). Es sind mehr Elemente mit Text betroffen, als hier aufgeführt sind.",
      },
      incomplete: "Es konnte nicht ermittelt werden, ob line-height im style-Attribut das Minimum erreicht.",
    },
    "important-word-spacing": {
      fail: {
        default:
          "word-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (aktuell ${data.value}em).",
        omitted:
          "word-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (aktuell ${data.value}em). Es sind mehr Elemente mit Text betroffen, als hier aufgeführt sind.",
      },
      incomplete: "Es konnte nicht ermittelt werden, ob word-spacing im style-Attribut das Minimum erreicht.",
    },
    "autocomplete-valid": {
      incomplete:
        "Das autocomplete-Attribut hat einen nicht standardisierten Wert. Prüfen Sie, ob stattdessen ein Standardwert verwendet werden kann.",
    },
    fallbackrole: {
      incomplete:
        "Verwenden Sie nur eine der Rollen 'presentation' oder 'none', da sie gleichbedeutend sind.",
    },
    "focusable-disabled": {
      incomplete: "Prüfen Sie, ob die fokussierbaren Elemente den Fokusindikator sofort weiterbewegen.",
    },
    "focusable-modal-open": {
      incomplete:
        "Prüfen Sie, ob fokussierbare Elemente im aktuellen Zustand per Tabulatortaste nicht erreichbar sind.",
    },
    "focusable-not-tabbable": {
      incomplete: "Prüfen Sie, ob die fokussierbaren Elemente den Fokusindikator sofort weiterbewegen.",
    },
    "link-in-text-block-style": {
      incomplete: {
        default:
          "Prüfen Sie, ob der Link eine Gestaltung braucht, die ihn vom umgebenden Text unterscheidet.",
        pseudoContent:
          "Prüfen Sie, ob der Pseudostil des Links ausreicht, um ihn vom umgebenden Text zu unterscheiden.",
      },
    },
    "label-content-name-mismatch": {
      incomplete: {
        default:
          "Es konnte nicht ermittelt werden, ob der sichtbare Text Teil des zugänglichen Namens (accessible name) ist.",
        valueText: "Der Text im Element könnte ein Wert statt einer Beschriftung sein.",
      },
    },
    listitem: {
      incomplete:
        'Es konnte nicht ermittelt werden, ob das Aufzählungselement ein Elternelement <ul>, <ol> oder role="list" hat.',
    },
    "no-implicit-explicit-label": {
      incomplete: "Prüfen Sie, ob das <label> Teil des Namens des ARIA-Felds ${data} sein muss.",
    },
    "only-dlitems": {
      incomplete:
        "Es konnte nicht ermittelt werden, ob das dl-Element nur erlaubte direkte Kindelemente hat.",
    },
    "only-listitems": {
      incomplete:
        "Es konnte nicht ermittelt werden, ob das Listenelement nur erlaubte direkte Kindelemente hat.",
    },
  },
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

/** axe-core's German locale completed with our texts; neither input is changed. */
export function completeGermanLocale(axeGerman: object): AxeLocale {
  return mergeDeep(axeGerman, germanSupplement) as AxeLocale;
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
