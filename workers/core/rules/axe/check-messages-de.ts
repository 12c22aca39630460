// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${data.…} is axe-core's own placeholder syntax
/**
 * Klarsicht's German messages for every check result axe-core 4.14 reports as failed or to review: the
 * sentences under each finding. Written from axe's English template (not from its German locale, whose
 * wording is partly informal, partly English and partly ungrammatical), addressing the reader as "Sie".
 * The ${data.…} placeholders are exactly those of the English template; tests/scanner/locale-de.test.ts
 * checks both.
 */

/** Contrast is worded alike for the minimum (AA) and the enhanced (AAA) rule. */
const contrastFailures = {
  default:
    "Der Farbkontrast des Elements ist mit ${data.contrastRatio} zu gering (Vordergrundfarbe: ${data.fgColor}, Hintergrundfarbe: ${data.bgColor}, Schriftgröße: ${data.fontSize}, Schriftstärke: ${data.fontWeight}). Erwartet wird ein Kontrastverhältnis von ${data.expectedContrastRatio}.",
  fgOnShadowColor:
    "Der Farbkontrast zwischen Vordergrund- und Schattenfarbe ist mit ${data.contrastRatio} zu gering (Vordergrundfarbe: ${data.fgColor}, Farbe des Textschattens: ${data.shadowColor}, Schriftgröße: ${data.fontSize}, Schriftstärke: ${data.fontWeight}). Erwartet wird ein Kontrastverhältnis von ${data.expectedContrastRatio}.",
  shadowOnBgColor:
    "Der Farbkontrast zwischen Schatten- und Hintergrundfarbe ist mit ${data.contrastRatio} zu gering (Farbe des Textschattens: ${data.shadowColor}, Hintergrundfarbe: ${data.bgColor}, Schriftgröße: ${data.fontSize}, Schriftstärke: ${data.fontWeight}). Erwartet wird ein Kontrastverhältnis von ${data.expectedContrastRatio}.",
};

const contrastQuestions = {
  default: "Das Kontrastverhältnis ließ sich nicht bestimmen.",
  bgImage: "Die Hintergrundfarbe des Elements ließ sich wegen eines Hintergrundbilds nicht bestimmen.",
  bgGradient:
    "Die Hintergrundfarbe des Elements ließ sich wegen eines Farbverlaufs im Hintergrund nicht bestimmen.",
  imgNode: "Die Hintergrundfarbe des Elements ließ sich nicht bestimmen, weil das Element ein Bild enthält.",
  bgOverlap:
    "Die Hintergrundfarbe des Elements ließ sich nicht bestimmen, weil ein anderes Element darüber liegt.",
  fgAlpha: "Die Vordergrundfarbe des Elements ließ sich wegen ihrer Transparenz nicht bestimmen.",
  elmPartiallyObscured:
    "Die Hintergrundfarbe des Elements ließ sich nicht bestimmen, weil ein anderes Element es teilweise verdeckt.",
  elmPartiallyObscuring:
    "Die Hintergrundfarbe des Elements ließ sich nicht bestimmen, weil es andere Elemente teilweise überdeckt.",
  outsideViewport:
    "Die Hintergrundfarbe des Elements ließ sich nicht bestimmen, weil es außerhalb des sichtbaren Bereichs liegt.",
  equalRatio: "Das Element hat ein Kontrastverhältnis von 1:1 zum Hintergrund.",
  shortTextContent: "Der Inhalt des Elements ist zu kurz, um festzustellen, ob es sich um Text handelt.",
  emptyValue: "Das Element hat keinen Wert; prüfen Sie den Farbkontrast mit einem eingegebenen Wert.",
  nonBmp: "Der Inhalt des Elements besteht nur aus Zeichen, die kein Text sind.",
  pseudoContent: "Die Hintergrundfarbe des Elements ließ sich wegen eines Pseudoelements nicht bestimmen.",
  colorParse: "Die Farbangabe ${data.colorParse} ließ sich nicht lesen.",
};

export const germanCheckTexts = {
  abstractrole: {
    fail: {
      singular: "Eine abstrakte Rolle darf nicht direkt verwendet werden: ${data.values}",
      plural: "Abstrakte Rollen dürfen nicht direkt verwendet werden: ${data.values}",
    },
  },
  "aria-allowed-attr-elm": {
    fail: {
      singular: "Dieses ARIA-Attribut ist bei ${data.nodeName}-Elementen nicht erlaubt: ${data.values}",
      plural: "Diese ARIA-Attribute sind bei ${data.nodeName}-Elementen nicht erlaubt: ${data.values}",
    },
  },
  "aria-allowed-attr": {
    fail: {
      singular: "Dieses ARIA-Attribut ist hier nicht erlaubt: ${data.values}",
      plural: "Diese ARIA-Attribute sind hier nicht erlaubt: ${data.values}",
      caseSensitive:
        "Diese ARIA-Attribute haben Werte, bei denen Groß- und Kleinschreibung zählt und die kleingeschrieben sein müssen: ${data.values}",
    },
    incomplete: {
      default:
        "Prüfen Sie, ob es ein Problem ist, wenn das ARIA-Attribut bei diesem Element nicht beachtet wird: ${data.values}",
      caseSensitive:
        "Diese ARIA-Attribute haben Werte, bei denen Groß- und Kleinschreibung zählt und die Hilfstechnologien womöglich nicht richtig verarbeiten: ${data.values}",
    },
  },
  "aria-allowed-role": {
    fail: {
      singular: "Die ARIA-Rolle ${data.values} ist für dieses Element nicht erlaubt.",
      plural: "Die ARIA-Rollen ${data.values} sind für dieses Element nicht erlaubt.",
    },
    incomplete: {
      singular:
        "Die ARIA-Rolle ${data.values} muss entfernt werden, sobald das Element sichtbar wird, denn sie ist für dieses Element nicht erlaubt.",
      plural:
        "Die ARIA-Rollen ${data.values} müssen entfernt werden, sobald das Element sichtbar wird, denn sie sind für dieses Element nicht erlaubt.",
    },
  },
  "aria-busy": {
    fail: 'Das Element trägt aria-busy="true", während es eine Ladeanzeige zeigt.',
  },
  "aria-conditional-attr": {
    fail: {
      checkbox:
        'Entfernen Sie aria-checked oder setzen Sie es auf "${data.checkState}", damit es dem tatsächlichen Zustand des Kontrollkästchens entspricht.',
      radio:
        'Entfernen Sie aria-checked oder setzen Sie es auf "${data.checkState}", damit es dem tatsächlichen Zustand des Optionsfelds entspricht.',
      rowSingular:
        "Dieses Attribut ist bei Zeilen eines treegrid erlaubt, aber nicht bei ${data.ownerRole}: ${data.invalidAttrs}",
      rowPlural:
        "Diese Attribute sind bei Zeilen eines treegrid erlaubt, aber nicht bei ${data.ownerRole}: ${data.invalidAttrs}",
    },
  },
  "aria-errormessage": {
    fail: {
      singular:
        "Die Fehlermeldung, auf die aria-errormessage mit `${data.values}` verweist, muss angesagt werden (z. B. über aria-live, aria-describedby oder role=alert).",
      plural:
        "Die Fehlermeldungen, auf die aria-errormessage mit `${data.values}` verweist, müssen angesagt werden (z. B. über aria-live, aria-describedby oder role=alert).",
      unsupported: "Mehrere IDs in aria-errormessage werden von Hilfstechnologien kaum unterstützt.",
      hidden:
        "aria-errormessage mit dem Wert `${data.values}` darf nicht auf ein verborgenes Element verweisen.",
    },
    incomplete: {
      singular:
        "Prüfen Sie, ob aria-errormessage mit dem Wert `${data.values}` auf ein vorhandenes Element verweist.",
      plural:
        "Prüfen Sie, ob aria-errormessage mit den Werten `${data.values}` auf vorhandene Elemente verweist.",
      idrefs:
        "Es ließ sich nicht feststellen, ob das Element, auf das aria-errormessage verweist, auf der Seite vorhanden ist: ${data.values}",
    },
  },
  "aria-hidden-body": {
    fail: 'Das <body>-Element des Dokuments darf kein aria-hidden="true" tragen.',
  },
  "aria-level": {
    incomplete:
      "Werte von aria-level über 6 werden nicht von allen Kombinationen aus Screenreader und Browser unterstützt.",
  },
  "aria-no-deprecated-attr": {
    incomplete: {
      singular: "Dieses Attribut ist veraltet und sollte nicht verwendet werden: ${data.values}",
      plural: "Diese Attribute sind veraltet und sollten nicht verwendet werden: ${data.values}",
    },
  },
  "aria-prohibited-attr": {
    fail: {
      hasRolePlural:
        'Die Attribute ${data.prohibited} dürfen bei der Rolle "${data.role}" nicht verwendet werden.',
      hasRoleSingular:
        'Das Attribut ${data.prohibited} darf bei der Rolle "${data.role}" nicht verwendet werden.',
      noRolePlural:
        'Die Attribute ${data.prohibited} dürfen bei "${data.nodeName}"-Elementen ohne gültiges role-Attribut nicht verwendet werden.',
      noRoleSingular:
        'Das Attribut ${data.prohibited} darf bei "${data.nodeName}"-Elementen ohne gültiges role-Attribut nicht verwendet werden.',
    },
    incomplete: {
      hasRoleSingular:
        'Das Attribut ${data.prohibited} wird bei der Rolle "${data.role}" schlecht unterstützt.',
      hasRolePlural:
        'Die Attribute ${data.prohibited} werden bei der Rolle "${data.role}" schlecht unterstützt.',
      noRoleSingular:
        'Das Attribut ${data.prohibited} wird bei "${data.nodeName}"-Elementen ohne gültiges role-Attribut schlecht unterstützt.',
      noRolePlural:
        'Die Attribute ${data.prohibited} werden bei "${data.nodeName}"-Elementen ohne gültiges role-Attribut schlecht unterstützt.',
      visibleLabelSingular:
        "Das Attribut ${data.prohibited} wird schlecht unterstützt, aber die Elemente, auf die aria-labelledby verweist, sind auf der Seite sichtbar. Prüfen Sie, ob die Beschriftung nötig ist.",
      visibleLabelPlural:
        "Die Attribute ${data.prohibited} werden schlecht unterstützt, aber die Elemente, auf die aria-labelledby verweist, sind auf der Seite sichtbar. Prüfen Sie, ob die Beschriftungen nötig sind.",
      unresolvedLabel:
        "Das Attribut ${data.prohibited} wird schlecht unterstützt und verweist auf kein vorhandenes Element. Prüfen Sie, ob die Beschriftung nötig ist.",
    },
  },
  "aria-required-attr": {
    fail: {
      singular: "Ein erforderliches ARIA-Attribut fehlt: ${data.values}",
      plural: "Erforderliche ARIA-Attribute fehlen: ${data.values}",
    },
  },
  "aria-required-children": {
    fail: {
      singular: "Ein Element mit der erforderlichen Kind-Rolle fehlt: ${data.values}",
      plural: "Elemente mit den erforderlichen Kind-Rollen fehlen: ${data.values}",
      unallowed: "Das Element enthält Kindelemente, die nicht erlaubt sind: ${data.values}",
      unallowedPresentational:
        "Das Element enthält rein darstellende Kindelemente, die wegen ${data.values} nicht übergangen werden können.",
      "aria-busy-fail":
        'Das Element enthält Kindelemente, die nicht erlaubt sind: ${data.values}. Auch mit aria-busy="true" sind Kindelemente mit unzulässigen Rollen nicht erlaubt.',
    },
    incomplete: {
      singular: "Erwartet wird ein Kindelement mit der Rolle: ${data.values}",
      plural: "Erwartet werden Kindelemente mit den Rollen: ${data.values}",
    },
  },
  "aria-required-parent": {
    fail: {
      singular: "Das erforderliche Elternelement mit der Rolle fehlt: ${data.values}",
      plural: "Das erforderliche Elternelement mit einer dieser Rollen fehlt: ${data.values}",
    },
  },
  "aria-roledescription": {
    fail: "Geben Sie dem Element eine Rolle, die aria-roledescription unterstützt.",
    incomplete: "Prüfen Sie, ob unterstützte Screenreader aria-roledescription ansagen.",
  },
  "aria-unsupported-attr": {
    fail: "Dieses ARIA-Attribut wird von Screenreadern und anderen Hilfstechnologien kaum unterstützt: ${data.values}",
  },
  "aria-valid-attr-value": {
    fail: {
      singular: "Ungültiger Wert eines ARIA-Attributs: ${data.values}",
      plural: "Ungültige Werte von ARIA-Attributen: ${data.values}",
    },
    incomplete: {
      noId: "Die ID, auf die das ARIA-Attribut verweist, gibt es auf der Seite nicht: ${data.needsReview}",
      noIdShadow:
        "Die ID, auf die das ARIA-Attribut verweist, gibt es auf der Seite nicht, oder sie liegt in einem anderen Shadow-DOM-Baum: ${data.needsReview}",
      ariaCurrent:
        'Der Wert des ARIA-Attributs ist ungültig und wird wie "aria-current=true" behandelt: ${data.needsReview}',
      idrefs:
        "Es ließ sich nicht feststellen, ob die ID, auf die das ARIA-Attribut verweist, auf der Seite vorhanden ist: ${data.needsReview}",
      empty: "Der Wert des ARIA-Attributs ist leer und wird daher nicht beachtet: ${data.needsReview}",
      controlsWithinPopup:
        "Bei aria-haspopup ließ sich nicht feststellen, ob die ID, auf die aria-controls verweist, auf der Seite vorhanden ist: ${data.needsReview}",
    },
  },
  "aria-valid-attr": {
    fail: {
      singular: "Ungültiger Name eines ARIA-Attributs: ${data.values}",
      plural: "Ungültige Namen von ARIA-Attributen: ${data.values}",
    },
  },
  "braille-label-equivalent": {
    fail: "aria-braillelabel steht bei einem Element ohne zugänglichen Text.",
    incomplete: "Der zugängliche Text ließ sich nicht berechnen.",
  },
  "braille-roledescription-equivalent": {
    fail: {
      noRoleDescription: "aria-brailleroledescription steht bei einem Element ohne aria-roledescription.",
      emptyRoleDescription:
        "aria-brailleroledescription steht bei einem Element mit leerer aria-roledescription.",
    },
  },
  deprecatedrole: {
    fail: "Die verwendete Rolle ist veraltet: ${data}",
  },
  fallbackrole: {
    fail: "Verwenden Sie nur einen Wert im role-Attribut, denn ältere Browser unterstützen keine Ersatzrollen.",
    incomplete: "Verwenden Sie nur eine der Rollen 'presentation' oder 'none', denn beide bedeuten dasselbe.",
  },
  "has-global-aria-attribute": {
    fail: "Das Element hat kein globales ARIA-Attribut.",
  },
  "has-widget-role": {
    fail: "Das Element hat keine Rolle eines Bedienelements (widget).",
  },
  invalidrole: {
    fail: {
      singular: "Die Rolle muss eine gültige ARIA-Rolle sein: ${data.values}",
      plural: "Die Rollen müssen gültige ARIA-Rollen sein: ${data.values}",
    },
  },
  "is-element-focusable": {
    fail: "Das Element ist nicht fokussierbar.",
  },
  "no-implicit-explicit-label": {
    incomplete: "Prüfen Sie, ob das <label> nicht doch Teil des Namens des ARIA-Felds ${data} sein muss.",
  },
  unsupportedrole: {
    fail: "Die verwendete Rolle wird von Screenreadern und anderen Hilfstechnologien kaum unterstützt: ${data}",
  },
  "valid-scrollable-semantics": {
    fail: "Die Semantik des Elements passt nicht zu einem Element in der Fokusreihenfolge.",
  },
  "color-contrast-enhanced": { fail: contrastFailures, incomplete: contrastQuestions },
  "link-in-text-block-style": {
    fail: "Der Link ist nicht so gestaltet (etwa unterstrichen), dass er sich vom umgebenden Text abhebt.",
    incomplete: {
      default: "Prüfen Sie, ob der Link eine Gestaltung braucht, die ihn vom umgebenden Text unterscheidet.",
      pseudoContent:
        "Prüfen Sie, ob die Gestaltung des Links über Pseudoelemente ausreicht, um ihn vom umgebenden Text zu unterscheiden.",
    },
  },
  "link-in-text-block": {
    fail: {
      fgContrast:
        "Der Kontrast des Links zum umgebenden Text ist mit ${data.contrastRatio}:1 zu gering (mindestens ${data.requiredContrastRatio}:1; Linktext: ${data.nodeColor}, umgebender Text: ${data.parentColor}).",
      bgContrast:
        "Der Kontrast des Link-Hintergrunds ist mit ${data.contrastRatio} zu gering (mindestens ${data.requiredContrastRatio}:1; Hintergrundfarbe des Links: ${data.nodeBackgroundColor}, umgebende Hintergrundfarbe: ${data.parentBackgroundColor}).",
    },
    incomplete: {
      default: "Das Kontrastverhältnis des Vordergrunds ließ sich nicht bestimmen.",
      bgContrast: "Das Kontrastverhältnis des Hintergrunds ließ sich nicht bestimmen.",
      bgImage: "Das Kontrastverhältnis ließ sich wegen eines Hintergrundbilds nicht bestimmen.",
      bgGradient: "Das Kontrastverhältnis ließ sich wegen eines Farbverlaufs im Hintergrund nicht bestimmen.",
      imgNode: "Das Kontrastverhältnis ließ sich nicht bestimmen, weil das Element ein Bild enthält.",
      bgOverlap: "Das Kontrastverhältnis ließ sich nicht bestimmen, weil sich Elemente überlagern.",
    },
  },
  "autocomplete-appropriate": {
    fail: "Der autocomplete-Wert passt nicht zu dieser Art von Eingabefeld.",
  },
  "autocomplete-valid": {
    fail: "Das autocomplete-Attribut ist falsch aufgebaut.",
    incomplete:
      "Das autocomplete-Attribut hat einen nicht standardisierten Wert. Prüfen Sie, ob sich stattdessen ein Standardwert verwenden lässt.",
  },
  accesskeys: {
    fail: "Im Dokument haben mehrere Elemente denselben accesskey.",
  },
  "focusable-content": {
    fail: "Das Element sollte fokussierbaren Inhalt haben.",
    incomplete:
      "Prüfen Sie, ob Elemente mit negativem tabindex den Tastaturfokus erhalten können, damit sich der Bereich scrollen lässt.",
  },
  "focusable-disabled": {
    fail: "Fokussierbare Inhalte sollten deaktiviert, aus dem DOM entfernt oder nicht mit aria-hidden verborgen werden.",
    incomplete: "Prüfen Sie, ob die fokussierbaren Elemente den Fokus sofort weitergeben.",
  },
  "focusable-element": {
    fail: "Das Element sollte fokussierbar sein.",
  },
  "focusable-modal-open": {
    incomplete:
      "Prüfen Sie, ob die fokussierbaren Elemente im aktuellen Zustand per Tabulatortaste unerreichbar sind.",
  },
  "focusable-no-name": {
    fail: "Das Element ist in der Tabulatorreihenfolge und hat keinen zugänglichen Text.",
    incomplete: "Es ließ sich nicht feststellen, ob das Element einen zugänglichen Namen hat.",
  },
  "focusable-not-tabbable": {
    fail: 'Fokussierbare Inhalte sollten tabindex="-1" haben, aus dem DOM entfernt oder nicht mit aria-hidden verborgen werden.',
    incomplete: "Prüfen Sie, ob die fokussierbaren Elemente den Fokus sofort weitergeben.",
  },
  "frame-focusable-content": {
    fail: "Das Element hat fokussierbare Nachfahren.",
    incomplete: "Es ließ sich nicht feststellen, ob das Element Nachfahren hat.",
  },
  "landmark-is-top-level": {
    fail: "Der Landmark-Bereich ${data.role} steht in einem anderen Landmark-Bereich.",
  },
  "no-focusable-content": {
    fail: {
      default:
        "Das Element hat fokussierbare Nachfahren. Verschieben Sie sie aus dem Element heraus oder entfernen Sie sie.",
      notHidden:
        'Ein negativer tabindex bei einem Element innerhalb eines Bedienelements hindert Hilfstechnologien nicht daran, das Element zu fokussieren (auch nicht mit aria-hidden="true").',
    },
    incomplete: "Es ließ sich nicht feststellen, ob das Element Nachfahren hat.",
  },
  "page-has-heading-one": {
    fail: "Die Seite muss eine Überschrift der ersten Ebene haben.",
  },
  "page-has-main": {
    fail: "Das Dokument hat keinen Landmark-Bereich main.",
  },
  "page-no-duplicate-banner": {
    fail: "Das Dokument hat mehr als einen Landmark-Bereich banner.",
  },
  "page-no-duplicate-contentinfo": {
    fail: "Das Dokument hat mehr als einen Landmark-Bereich contentinfo.",
  },
  "page-no-duplicate-main": {
    fail: "Das Dokument hat mehr als einen Landmark-Bereich main.",
  },
  tabindex: {
    fail: "Das Element hat einen tabindex größer als 0.",
  },
  "alt-space-value": {
    fail: "Das alt-Attribut des Elements enthält nur ein Leerzeichen, das nicht alle Screenreader übergehen.",
  },
  "duplicate-img-label": {
    fail: "Das Element enthält ein <img>-Element, dessen Alternativtext vorhandenen Text wiederholt.",
  },
  "explicit-label": {
    fail: "Das Element hat kein ausdrücklich zugeordnetes <label>.",
    incomplete:
      "Es ließ sich nicht feststellen, ob das Formularelement ein ausdrücklich zugeordnetes <label> hat.",
  },
  "help-same-as-label": {
    fail: "Der Hilfetext (title oder aria-describedby) wiederholt den Text der Beschriftung.",
  },
  "hidden-explicit-label": {
    fail: "Das Formularelement hat ein ausdrücklich zugeordnetes <label>, das verborgen ist.",
    incomplete:
      "Es ließ sich nicht feststellen, ob das ausdrücklich zugeordnete <label> des Formularelements verborgen ist.",
  },
  "implicit-label": {
    fail: "Das Element steht in keinem umschließenden <label>.",
    incomplete:
      "Es ließ sich nicht feststellen, ob das Formularelement in einem umschließenden <label> steht.",
  },
  "label-content-name-mismatch": {
    fail: "Der Text im Element ist nicht im zugänglichen Namen enthalten.",
    incomplete: {
      default: "Es ließ sich nicht feststellen, ob der sichtbare Text Teil des zugänglichen Namens ist.",
      valueText: "Der Text im Element könnte ein Wert statt einer Beschriftung sein.",
    },
  },
  "multiple-label": {
    incomplete:
      "Mehrere <label>-Elemente für ein Feld werden von Hilfstechnologien kaum unterstützt. Stellen Sie sicher, dass das erste alle nötigen Angaben enthält.",
  },
  "title-only": {
    fail: "Das Formularelement ist nur über ein title-Attribut beschriftet.",
  },
  "landmark-is-unique": {
    fail: "Der Landmark-Bereich braucht ein eigenes aria-label, aria-labelledby oder title, damit er sich von den anderen unterscheiden lässt.",
  },
  "has-lang": {
    fail: {
      noXHTML: "Das xml:lang-Attribut ist auf HTML-Seiten nicht gültig; verwenden Sie das lang-Attribut.",
      noLang: "Das <html>-Element hat kein lang-Attribut.",
    },
  },
  "valid-lang": {
    fail: "Der Wert des lang-Attributs ist keine gültige Sprachangabe.",
  },
  "xml-lang-mismatch": {
    fail: "Die Attribute lang und xml:lang geben nicht dieselbe Grundsprache an.",
  },
  dlitem: {
    fail: "Der Eintrag der Beschreibungsliste steht in keinem <dl>-Element.",
  },
  listitem: {
    fail: {
      default:
        'Der Listeneintrag steht in keinem <ul>- oder <ol>-Element. Das <li> muss ein direktes Kind eines <ul> oder <ol> sein, oder das Elternelement muss role="list" haben.',
      roleNotValid:
        'Das Elternelement des Listeneintrags hat eine andere Rolle als role="list". Geben Sie dem Elternelement role="list" oder verschieben Sie das <li> in ein <ul> oder <ol>.',
    },
    incomplete:
      'Es ließ sich nicht feststellen, ob der Listeneintrag in einem <ul>, <ol> oder einem Element mit role="list" steht.',
  },
  "only-dlitems": {
    fail: "Das <dl>-Element hat direkte Kindelemente, die nicht erlaubt sind: ${data.values}",
    incomplete: "Es ließ sich nicht feststellen, ob das <dl>-Element nur erlaubte direkte Kindelemente hat.",
  },
  "only-listitems": {
    fail: "Die Liste hat direkte Kindelemente, die nicht erlaubt sind: ${data.values}",
    incomplete: "Es ließ sich nicht feststellen, ob die Liste nur erlaubte direkte Kindelemente hat.",
  },
  "structured-dlitems": {
    fail: "Das Element ist nicht leer, hat aber nicht mindestens ein <dt>-Element, auf das mindestens ein <dd>-Element folgt.",
  },
  caption: {
    incomplete: "Prüfen Sie, ob es für das Element Untertitel gibt.",
  },
  "frame-tested": {
    fail: "Der Inhalt des iframe ließ sich nicht prüfen.",
    incomplete: "Der Inhalt des iframe muss noch geprüft werden.",
  },
  "no-autoplay-audio": {
    fail: "Das <video>- oder <audio>-Element gibt länger als erlaubt Ton aus und hat keine Bedienelemente dafür.",
    incomplete:
      "Prüfen Sie, ob das <video>- oder <audio>-Element nicht länger als erlaubt Ton ausgibt oder Bedienelemente dafür bietet.",
  },
  "css-orientation-lock": {
    fail: "Eine Sperre der Bildschirmausrichtung per CSS macht die Anzeige unbenutzbar.",
    incomplete: "Ob die Bildschirmausrichtung per CSS gesperrt ist, ließ sich nicht feststellen.",
  },
  "meta-viewport-large": {
    fail: "Das <meta>-Element schränkt das Zoomen auf Mobilgeräten ein.",
  },
  "meta-viewport": {
    fail: "${data} im <meta>-Element verhindert das Zoomen auf Mobilgeräten.",
  },
  "target-offset": {
    fail: "Das Ziel hat zu wenig Abstand zu seinen nächsten Nachbarn. Die sicher anklickbare Fläche hat einen Durchmesser von ${data.closestOffset}px statt mindestens ${data.minOffset}px.",
    incomplete: {
      default:
        "Das Element mit negativem tabindex hat zu wenig Abstand zu seinen nächsten Nachbarn. Die sicher anklickbare Fläche hat einen Durchmesser von ${data.closestOffset}px statt mindestens ${data.minOffset}px. Ist es ein Ziel?",
      nonTabbableNeighbor:
        "Das Ziel hat zu wenig Abstand zu seinen nächsten Nachbarn. Die sicher anklickbare Fläche hat einen Durchmesser von ${data.closestOffset}px statt mindestens ${data.minOffset}px. Ist der Nachbar ein Ziel?",
      tooManyRects: "Die Größe des Ziels ließ sich nicht ermitteln, weil sich zu viele Elemente überlagern.",
    },
  },
  "target-size": {
    fail: {
      default:
        "Das Ziel ist zu klein (${data.width}px × ${data.height}px, mindestens nötig: ${data.minSize}px × ${data.minSize}px).",
      partiallyObscured:
        "Das Ziel ist zu klein, weil es teilweise verdeckt ist (kleinste freie Fläche ${data.width}px × ${data.height}px, mindestens nötig: ${data.minSize}px × ${data.minSize}px).",
    },
    incomplete: {
      default:
        "Das Element mit negativem tabindex ist zu klein (${data.width}px × ${data.height}px, mindestens nötig: ${data.minSize}px × ${data.minSize}px). Ist es ein Ziel?",
      contentOverflow: "Die Größe des Elements ließ sich wegen überlaufender Inhalte nicht genau bestimmen.",
      partiallyObscured:
        "Das Element mit negativem tabindex ist zu klein, weil es teilweise verdeckt ist (kleinste freie Fläche ${data.width}px × ${data.height}px, mindestens nötig: ${data.minSize}px × ${data.minSize}px). Ist es ein Ziel?",
      partiallyObscuredNonTabbable:
        "Das Ziel ist zu klein, weil ein Nachbar mit negativem tabindex es teilweise verdeckt (kleinste freie Fläche ${data.width}px × ${data.height}px, mindestens nötig: ${data.minSize}px × ${data.minSize}px). Ist der Nachbar ein Ziel?",
      tooManyRects: "Die Größe des Ziels ließ sich nicht ermitteln, weil sich zu viele Elemente überlagern.",
    },
  },
  "header-present": {
    fail: "Die Seite hat keine Überschrift.",
  },
  "heading-order": {
    fail: "Die Reihenfolge der Überschriften ist ungültig.",
    incomplete: "Die vorhergehende Überschrift ließ sich nicht ermitteln.",
  },
  "identical-links-same-purpose": {
    incomplete: "Prüfen Sie, ob die Links demselben Zweck dienen oder absichtlich mehrdeutig sind.",
  },
  "internal-link-present": {
    fail: "Es gibt keinen gültigen Sprunglink.",
  },
  landmark: {
    fail: "Die Seite hat keinen Landmark-Bereich.",
  },
  "meta-refresh-no-exceptions": {
    fail: "Das <meta>-Element erzwingt ein zeitgesteuertes Neuladen der Seite.",
  },
  "meta-refresh": {
    fail: "Das <meta>-Element erzwingt ein zeitgesteuertes Neuladen der Seite (nach weniger als 20 Stunden).",
  },
  "p-as-heading": {
    fail: "Statt gestalteter <p>-Elemente sollten Überschriftenelemente verwendet werden.",
    incomplete: "Es ließ sich nicht feststellen, ob <p>-Elemente wie Überschriften gestaltet sind.",
  },
  region: {
    fail: "Einige Inhalte der Seite stehen in keinem Landmark-Bereich.",
  },
  "skip-link": {
    fail: "Das Ziel des Sprunglinks fehlt.",
    incomplete: "Das Ziel des Sprunglinks sollte sichtbar werden, wenn der Link ausgelöst wird.",
  },
  "unique-frame-title": {
    fail: "Das title-Attribut des Elements kommt mehrfach vor.",
  },
  "duplicate-id-active": {
    fail: "Im Dokument haben mehrere bedienbare Elemente dasselbe id-Attribut: ${data}",
  },
  "duplicate-id-aria": {
    fail: "Im Dokument haben mehrere Elemente, auf die ARIA-Attribute verweisen, dasselbe id-Attribut: ${data}",
  },
  "duplicate-id": {
    fail: "Im Dokument haben mehrere Elemente dasselbe id-Attribut: ${data}",
  },
  "aria-label": {
    fail: "Das aria-label-Attribut fehlt oder ist leer.",
  },
  "aria-labelledby": {
    fail: "Das aria-labelledby-Attribut fehlt oder verweist auf Elemente, die es nicht gibt oder die leer sind.",
    incomplete: "Prüfen Sie, ob aria-labelledby auf ein vorhandenes Element verweist.",
  },
  "avoid-inline-spacing": {
    fail: {
      singular:
        "Entfernen Sie '!important' aus der Angabe ${data.values} im style-Attribut, denn die meisten Browser erlauben dann nicht, sie zu überschreiben.",
      plural:
        "Entfernen Sie '!important' aus den Angaben ${data.values} im style-Attribut, denn die meisten Browser erlauben dann nicht, sie zu überschreiben.",
    },
  },
  "button-has-visible-text": {
    fail: "Das Element enthält keinen Text, den Screenreader erfassen.",
    incomplete: "Es ließ sich nicht feststellen, ob das Element Kindelemente hat.",
  },
  "doc-has-title": {
    fail: "Das Dokument hat kein <title>-Element, oder es ist leer.",
  },
  "error-occurred": {
    incomplete:
      "Bei der Prüfung ist ein Fehler aufgetreten; prüfen Sie die Seite von Hand auf diese Art Problem.",
  },
  exists: {
    incomplete: "Das Element ist vorhanden.",
  },
  "has-alt": {
    fail: "Das Element hat kein alt-Attribut.",
  },
  "has-visible-text": {
    fail: "Das Element enthält keinen Text, den Screenreader erfassen.",
    incomplete: "Es ließ sich nicht feststellen, ob das Element Kindelemente hat.",
  },
  "important-letter-spacing": {
    fail: {
      default:
        "letter-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (derzeit ${data.value}em).",
      omitted:
        "letter-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (derzeit ${data.value}em). Betroffen sind mehr Elemente mit Text, als hier aufgeführt sind.",
    },
    incomplete:
      "Es ließ sich nicht feststellen, ob letter-spacing im style-Attribut den Mindestwert erreicht.",
  },
  "important-line-height": {
    fail: {
      default:
        "line-height im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (derzeit ${data.value}em).",
      omitted:
        "line-height im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (derzeit ${data.value}em). Betroffen sind mehr Elemente mit Text, als hier aufgeführt sind.",
    },
    incomplete: "Es ließ sich nicht feststellen, ob line-height im style-Attribut den Mindestwert erreicht.",
  },
  "important-word-spacing": {
    fail: {
      default:
        "word-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (derzeit ${data.value}em).",
      omitted:
        "word-spacing im style-Attribut darf nicht !important sein oder muss mindestens ${data.minValue}em betragen (derzeit ${data.value}em). Betroffen sind mehr Elemente mit Text, als hier aufgeführt sind.",
    },
    incomplete: "Es ließ sich nicht feststellen, ob word-spacing im style-Attribut den Mindestwert erreicht.",
  },
  "is-on-screen": {
    fail: "Das Element ist sichtbar.",
  },
  "non-empty-alt": {
    fail: {
      noAttr: "Das Element hat kein alt-Attribut.",
      emptyAttr: "Das alt-Attribut des Elements ist leer.",
    },
  },
  "non-empty-if-present": {
    fail: "Das Element hat ein value-Attribut, und es ist leer.",
  },
  "non-empty-placeholder": {
    fail: {
      noAttr: "Das Element hat kein placeholder-Attribut.",
      emptyAttr: "Das placeholder-Attribut des Elements ist leer.",
    },
  },
  "non-empty-title": {
    fail: {
      noAttr: "Das Element hat kein title-Attribut.",
      emptyAttr: "Das title-Attribut des Elements ist leer.",
    },
  },
  "non-empty-value": {
    fail: {
      noAttr: "Das Element hat kein value-Attribut.",
      emptyAttr: "Das value-Attribut des Elements ist leer.",
    },
  },
  "presentational-role": {
    fail: {
      default:
        'Die vorgegebene Semantik des Elements wurde nicht mit role="none" oder role="presentation" aufgehoben.',
      globalAria:
        "Die Rolle des Elements ist nicht rein darstellend, weil es ein globales ARIA-Attribut hat.",
      focusable: "Die Rolle des Elements ist nicht rein darstellend, weil es fokussierbar ist.",
      both: "Die Rolle des Elements ist nicht rein darstellend, weil es ein globales ARIA-Attribut hat und fokussierbar ist.",
      iframe:
        "Ein title-Attribut bei einem ${data.nodeName}-Element mit rein darstellender Rolle behandeln Screenreader unterschiedlich.",
    },
  },
  "role-none": {
    fail: 'Die vorgegebene Semantik des Elements wurde nicht mit role="none" aufgehoben.',
  },
  "role-presentation": {
    fail: 'Die vorgegebene Semantik des Elements wurde nicht mit role="presentation" aufgehoben.',
  },
  "svg-non-empty-title": {
    fail: {
      noTitle: "Das Element hat kein <title>-Kindelement.",
      emptyTitle: "Das <title>-Kindelement des Elements ist leer.",
    },
    incomplete: "Es ließ sich nicht feststellen, ob das Element ein <title>-Kindelement hat.",
  },
  "caption-faked": {
    fail: "Das erste Kindelement der Tabelle sollte ein <caption> sein statt einer Tabellenzelle.",
  },
  "html5-scope": {
    fail: "In HTML 5 darf das scope-Attribut nur bei Kopfzellen (<th>) stehen.",
  },
  "same-caption-summary": {
    fail: "Das summary-Attribut und das <caption>-Element haben denselben Inhalt.",
    incomplete: "Es ließ sich nicht feststellen, ob das <table>-Element ein <caption> hat.",
  },
  "scope-value": {
    fail: "Das scope-Attribut darf nur die Werte 'row' oder 'col' haben.",
  },
  "td-has-header": {
    fail: "Einige nicht leere Datenzellen haben keine Kopfzelle.",
  },
  "td-headers-attr": {
    fail: {
      "cell-header-not-in-table":
        "Das headers-Attribut verweist nicht ausschließlich auf andere Kopfzellen der Tabelle.",
      "cell-header-not-th": "Das headers-Attribut muss auf Kopfzellen verweisen, nicht auf Datenzellen.",
      "header-refs-self": "Das Element mit dem headers-Attribut verweist auf sich selbst.",
    },
    incomplete: "Das headers-Attribut ist leer.",
  },
  "th-has-data-cells": {
    incomplete: "Datenzellen der Tabelle fehlen oder sind leer.",
  },
  "hidden-content": {
    fail: "Beim Prüfen der Inhalte dieser Seite sind Probleme aufgetreten.",
    incomplete:
      "Die Seite enthält verborgene Inhalte, die nicht geprüft wurden. Lassen Sie diese Inhalte anzeigen, um sie prüfen zu können.",
  },
  "color-contrast": {
    fail: contrastFailures,
    incomplete: {
      ...contrastQuestions,
      complexTextShadows:
        "Der Kontrast des Elements ließ sich nicht bestimmen, weil es aufwendige Textschatten verwendet.",
    },
  },
};
