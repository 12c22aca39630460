/**
 * Klarsicht's German titles (help) and descriptions of every axe-core 4.14 rule. axe-core's own German
 * locale words many of them informally, mixes English into sentences ("Die banner landmark …") and has
 * grammar and spelling errors ("[role='img'] Elemente haben ein Alternativtext", "Lables"). The reports show
 * these texts as issue titles, so every rule gets a German text of our own: the requirement as a statement
 * (help) and what the rule checks (description). ARIA role and attribute names stay as they are written in
 * code; the German term for a landmark is "Landmark-Bereich".
 */
export const germanRuleTexts: Record<string, { description: string; help: string }> = {
  accesskeys: {
    description: "Prüft, ob jeder Wert eines accesskey-Attributs nur einmal vorkommt.",
    help: "Jeder accesskey-Wert sollte nur einmal auf der Seite vergeben sein.",
  },
  "area-alt": {
    description: "Prüft, ob die <area>-Elemente von Imagemaps einen Alternativtext haben.",
    help: "Verlinkte <area>-Elemente müssen einen Alternativtext haben.",
  },
  "aria-allowed-attr": {
    description: "Prüft, ob die Rolle eines Elements seine ARIA-Attribute unterstützt.",
    help: "Elemente dürfen nur ARIA-Attribute verwenden, die ihre Rolle unterstützt.",
  },
  "aria-allowed-role": {
    description: "Prüft, ob der Wert des role-Attributs zum Element passt.",
    help: "Die ARIA-Rolle sollte zum Element passen.",
  },
  "aria-braille-equivalent": {
    description:
      "Prüft, ob es zu aria-braillelabel und aria-brailleroledescription eine Entsprechung ohne Braille gibt.",
    help: "Braille-Attribute von ARIA brauchen eine Entsprechung ohne Braille.",
  },
  "aria-command-name": {
    description:
      "Prüft, ob jede ARIA-Schaltfläche, jeder ARIA-Link und jedes menuitem einen zugänglichen Namen hat.",
    help: "ARIA-Befehlselemente müssen einen zugänglichen Namen haben.",
  },
  "aria-conditional-attr": {
    description:
      "Prüft, ob ARIA-Attribute so verwendet werden, wie es die Spezifikation der Rolle des Elements vorsieht.",
    help: "ARIA-Attribute müssen so verwendet werden, wie es die Rolle des Elements vorsieht.",
  },
  "aria-deprecated-role": {
    description: "Prüft, ob Elemente veraltete ARIA-Rollen verwenden.",
    help: "Veraltete ARIA-Rollen dürfen nicht verwendet werden.",
  },
  "aria-dialog-name": {
    description:
      "Prüft, ob jedes Element mit der Rolle dialog oder alertdialog einen zugänglichen Namen hat.",
    help: "Dialoge (Rolle dialog oder alertdialog) sollten einen zugänglichen Namen haben.",
  },
  "aria-hidden-body": {
    description: 'Prüft, ob das <body>-Element des Dokuments aria-hidden="true" trägt.',
    help: 'Das <body>-Element darf kein aria-hidden="true" tragen.',
  },
  "aria-hidden-focus": {
    description:
      "Prüft, ob mit aria-hidden verborgene Elemente selbst fokussierbar sind oder fokussierbare Elemente enthalten.",
    help: "Mit aria-hidden verborgene Elemente dürfen weder fokussierbar sein noch fokussierbare Elemente enthalten.",
  },
  "aria-input-field-name": {
    description: "Prüft, ob jedes ARIA-Eingabefeld einen zugänglichen Namen hat.",
    help: "ARIA-Eingabefelder müssen einen zugänglichen Namen haben.",
  },
  "aria-meter-name": {
    description: "Prüft, ob jedes Element mit der Rolle meter einen zugänglichen Namen hat.",
    help: "Messanzeigen (Rolle meter) müssen einen zugänglichen Namen haben.",
  },
  "aria-progressbar-name": {
    description: "Prüft, ob jedes Element mit der Rolle progressbar einen zugänglichen Namen hat.",
    help: "Fortschrittsanzeigen (Rolle progressbar) müssen einen zugänglichen Namen haben.",
  },
  "aria-prohibited-attr": {
    description: "Prüft, ob ein Element ARIA-Attribute trägt, die seine Rolle verbietet.",
    help: "Elemente dürfen nur ARIA-Attribute tragen, die ihre Rolle erlaubt.",
  },
  "aria-required-attr": {
    description: "Prüft, ob Elemente mit einer ARIA-Rolle alle Attribute haben, die diese Rolle verlangt.",
    help: "Die ARIA-Attribute, die eine Rolle verlangt, müssen vorhanden sein.",
  },
  "aria-required-children": {
    description: "Prüft, ob Elemente, deren ARIA-Rolle bestimmte Kind-Rollen verlangt, diese enthalten.",
    help: "Bestimmte ARIA-Rollen müssen Elemente mit bestimmten Rollen enthalten.",
  },
  "aria-required-parent": {
    description:
      "Prüft, ob Elemente, deren ARIA-Rolle eine bestimmte Eltern-Rolle verlangt, in dieser enthalten sind.",
    help: "Bestimmte ARIA-Rollen müssen in Elementen mit bestimmten Rollen enthalten sein.",
  },
  "aria-roledescription": {
    description:
      "Prüft, ob aria-roledescription nur bei Elementen mit einer impliziten oder ausdrücklichen Rolle steht.",
    help: "aria-roledescription darf nur bei Elementen mit einer semantischen Rolle stehen.",
  },
  "aria-roles": {
    description: "Prüft, ob alle role-Attribute einen gültigen Wert haben.",
    help: "ARIA-Rollen müssen gültige Werte haben.",
  },
  "aria-tab-name": {
    description: "Prüft, ob jedes Element mit der Rolle tab einen zugänglichen Namen hat.",
    help: "Registerkarten (Rolle tab) müssen einen zugänglichen Namen haben.",
  },
  "aria-text": {
    description: 'Prüft, ob Elemente mit role="text" keine fokussierbaren Nachfahren haben.',
    help: 'Elemente mit role="text" sollten keine fokussierbaren Nachfahren haben.',
  },
  "aria-toggle-field-name": {
    description: "Prüft, ob jedes ARIA-Umschaltelement einen zugänglichen Namen hat.",
    help: "ARIA-Umschaltelemente müssen einen zugänglichen Namen haben.",
  },
  "aria-tooltip-name": {
    description: "Prüft, ob jedes Element mit der Rolle tooltip einen zugänglichen Namen hat.",
    help: "Tooltips (Rolle tooltip) müssen einen zugänglichen Namen haben.",
  },
  "aria-treeitem-name": {
    description: "Prüft, ob jedes Element mit der Rolle treeitem einen zugänglichen Namen hat.",
    help: "Baumeinträge (Rolle treeitem) sollten einen zugänglichen Namen haben.",
  },
  "aria-valid-attr-value": {
    description: "Prüft, ob alle ARIA-Attribute gültige Werte haben.",
    help: "ARIA-Attribute müssen gültige Werte haben.",
  },
  "aria-valid-attr": {
    description: "Prüft, ob Attribute, die mit aria- beginnen, gültige ARIA-Attribute sind.",
    help: "ARIA-Attribute müssen gültige Namen haben.",
  },
  "audio-caption": {
    description: "Prüft, ob <audio>-Elemente Untertitel haben.",
    help: "<audio>-Elemente müssen eine Untertitelspur haben.",
  },
  "autocomplete-valid": {
    description: "Prüft, ob das autocomplete-Attribut gültig ist und zum Formularfeld passt.",
    help: "Das autocomplete-Attribut muss richtig verwendet werden.",
  },
  "avoid-inline-spacing": {
    description:
      "Prüft, ob Textabstände, die im style-Attribut gesetzt sind, mit eigenen Stylesheets angepasst werden können.",
    help: "Textabstände im style-Attribut müssen mit eigenen Stylesheets anpassbar sein.",
  },
  blink: {
    description: "Prüft, ob <blink>-Elemente verwendet werden.",
    help: "<blink>-Elemente sind veraltet und dürfen nicht verwendet werden.",
  },
  "button-name": {
    description: "Prüft, ob Schaltflächen einen erkennbaren Text haben.",
    help: "Schaltflächen müssen einen erkennbaren Text haben.",
  },
  bypass: {
    description:
      "Prüft, ob jede Seite mindestens eine Möglichkeit bietet, die Navigation zu überspringen und direkt zum Inhalt zu gelangen.",
    help: "Die Seite muss es ermöglichen, wiederkehrende Blöcke zu überspringen.",
  },
  "color-contrast-enhanced": {
    description:
      "Prüft, ob der Kontrast zwischen Vorder- und Hintergrundfarbe die erhöhten Mindestwerte von WCAG 2 (Stufe AAA) erreicht.",
    help: "Elemente müssen den erhöhten Mindestkontrast erreichen.",
  },
  "color-contrast": {
    description:
      "Prüft, ob der Kontrast zwischen Vorder- und Hintergrundfarbe die Mindestwerte von WCAG 2 (Stufe AA) erreicht.",
    help: "Elemente müssen den Mindestkontrast erreichen.",
  },
  "css-orientation-lock": {
    description:
      "Prüft, ob Inhalte auf eine bestimmte Bildschirmausrichtung festgelegt sind, statt in jeder Ausrichtung bedienbar zu sein.",
    help: "CSS-Media-Queries dürfen die Bildschirmausrichtung nicht festlegen.",
  },
  "definition-list": {
    description: "Prüft, ob <dl>-Elemente richtig aufgebaut sind.",
    help: "<dl>-Elemente dürfen direkt nur geordnete Gruppen aus <dt> und <dd> sowie <script>-, <template>- oder <div>-Elemente enthalten.",
  },
  dlitem: {
    description: "Prüft, ob <dt>- und <dd>-Elemente in einem <dl>-Element stehen.",
    help: "<dt>- und <dd>-Elemente müssen in einem <dl>-Element stehen.",
  },
  "document-title": {
    description: "Prüft, ob jedes HTML-Dokument ein nicht leeres <title>-Element hat.",
    help: "Dokumente müssen ein <title>-Element haben, das die Orientierung erleichtert.",
  },
  "duplicate-id-active": {
    description: "Prüft, ob die id-Werte bedienbarer Elemente nur einmal vorkommen.",
    help: "Die IDs bedienbarer Elemente müssen eindeutig sein.",
  },
  "duplicate-id-aria": {
    description:
      "Prüft, ob id-Werte, auf die ARIA-Attribute oder Beschriftungen verweisen, nur einmal vorkommen.",
    help: "IDs, auf die ARIA-Attribute oder Beschriftungen verweisen, müssen eindeutig sein.",
  },
  "duplicate-id": {
    description: "Prüft, ob jeder id-Wert nur einmal vorkommt.",
    help: "Der Wert eines id-Attributs muss eindeutig sein.",
  },
  "empty-heading": {
    description: "Prüft, ob Überschriften einen erkennbaren Text haben.",
    help: "Überschriften sollten nicht leer sein.",
  },
  "empty-table-header": {
    description: "Prüft, ob Tabellenüberschriften einen erkennbaren Text haben.",
    help: "Kopfzellen von Tabellen sollten nicht leer sein.",
  },
  "focus-order-semantics": {
    description: "Prüft, ob Elemente in der Fokusreihenfolge eine Rolle für bedienbare Inhalte haben.",
    help: "Elemente in der Fokusreihenfolge sollten eine passende Rolle haben.",
  },
  "form-field-multiple-labels": {
    description: "Prüft, ob ein Formularfeld mehrere <label>-Elemente hat.",
    help: "Ein Formularfeld darf nicht mehrere <label>-Elemente haben.",
  },
  "frame-focusable-content": {
    description: 'Prüft, ob <frame>- und <iframe>-Elemente mit fokussierbarem Inhalt tabindex="-1" tragen.',
    help: 'Frames mit fokussierbarem Inhalt dürfen kein tabindex="-1" tragen.',
  },
  "frame-tested": {
    description: "Prüft, ob der Inhalt von <iframe>- und <frame>-Elementen mitgeprüft werden konnte.",
    help: "Der Inhalt von Frames sollte mitgeprüft werden.",
  },
  "frame-title-unique": {
    description:
      "Prüft, ob jedes <iframe>- und <frame>-Element ein eigenes, nicht wiederholtes title-Attribut hat.",
    help: "Frames müssen ein eindeutiges title-Attribut haben.",
  },
  "frame-title": {
    description: "Prüft, ob <iframe>- und <frame>-Elemente einen zugänglichen Namen haben.",
    help: "Frames müssen einen zugänglichen Namen haben.",
  },
  "heading-order": {
    description: "Prüft, ob die Überschriften in einer sinnvollen Reihenfolge stehen.",
    help: "Überschriftenebenen sollten nur um jeweils eine Stufe steigen.",
  },
  "hidden-content": {
    description: "Weist auf verborgene Inhalte hin.",
    help: "Verborgene Inhalte der Seite sollten geprüft werden.",
  },
  "html-has-lang": {
    description: "Prüft, ob jedes HTML-Dokument ein lang-Attribut hat.",
    help: "Das <html>-Element muss ein lang-Attribut haben.",
  },
  "html-lang-valid": {
    description: "Prüft, ob das lang-Attribut des <html>-Elements einen gültigen Wert hat.",
    help: "Das lang-Attribut des <html>-Elements muss einen gültigen Wert haben.",
  },
  "html-xml-lang-mismatch": {
    description:
      "Prüft, ob HTML-Elemente mit gültigem lang- und xml:lang-Attribut dieselbe Grundsprache der Seite angeben.",
    help: "HTML-Elemente mit lang und xml:lang müssen dieselbe Grundsprache angeben.",
  },
  "identical-links-same-purpose": {
    description: "Prüft, ob Links mit demselben zugänglichen Namen einem ähnlichen Zweck dienen.",
    help: "Links mit demselben Namen müssen einem ähnlichen Zweck dienen.",
  },
  "image-alt": {
    description:
      'Prüft, ob <img>-Elemente einen Alternativtext oder die Rolle "none" bzw. "presentation" haben.',
    help: "Bilder müssen einen Alternativtext haben.",
  },
  "image-redundant-alt": {
    description: "Prüft, ob der Alternativtext eines Bildes daneben noch einmal als Text steht.",
    help: "Der Alternativtext eines Bildes sollte nicht als Text wiederholt werden.",
  },
  "input-button-name": {
    description: "Prüft, ob Schaltflächen aus <input>-Elementen einen erkennbaren Text haben.",
    help: "Schaltflächen aus <input>-Elementen müssen einen erkennbaren Text haben.",
  },
  "input-image-alt": {
    description: 'Prüft, ob <input type="image">-Elemente einen Alternativtext haben.',
    help: "Grafische Schaltflächen müssen einen Alternativtext haben.",
  },
  "label-content-name-mismatch": {
    description:
      "Prüft, ob Elemente, die ihren Namen aus ihrem Inhalt erhalten, ihren sichtbaren Text auch im zugänglichen Namen tragen.",
    help: "Der sichtbare Text eines Elements muss Teil seines zugänglichen Namens sein.",
  },
  "label-title-only": {
    description:
      "Prüft, ob jedes Formularelement eine sichtbare Beschriftung hat und nicht nur eine verborgene, ein title- oder ein aria-describedby-Attribut.",
    help: "Formularelemente sollten eine sichtbare Beschriftung haben.",
  },
  label: {
    description: "Prüft, ob jedes Formularelement eine Beschriftung hat.",
    help: "Formularelemente müssen eine Beschriftung haben.",
  },
  "landmark-banner-is-top-level": {
    description: "Prüft, ob der Landmark-Bereich banner auf oberster Ebene steht.",
    help: "Der Landmark-Bereich banner sollte nicht in einem anderen Landmark-Bereich stehen.",
  },
  "landmark-complementary-is-top-level": {
    description: "Prüft, ob der Landmark-Bereich complementary bzw. <aside> auf oberster Ebene steht.",
    help: "Ein <aside>-Bereich sollte nicht in einem anderen Landmark-Bereich stehen.",
  },
  "landmark-contentinfo-is-top-level": {
    description: "Prüft, ob der Landmark-Bereich contentinfo auf oberster Ebene steht.",
    help: "Der Landmark-Bereich contentinfo sollte nicht in einem anderen Landmark-Bereich stehen.",
  },
  "landmark-main-is-top-level": {
    description: "Prüft, ob der Landmark-Bereich main auf oberster Ebene steht.",
    help: "Der Landmark-Bereich main sollte nicht in einem anderen Landmark-Bereich stehen.",
  },
  "landmark-no-duplicate-banner": {
    description: "Prüft, ob das Dokument höchstens einen Landmark-Bereich banner hat.",
    help: "Ein Dokument sollte höchstens einen Landmark-Bereich banner haben.",
  },
  "landmark-no-duplicate-contentinfo": {
    description: "Prüft, ob das Dokument höchstens einen Landmark-Bereich contentinfo hat.",
    help: "Ein Dokument sollte höchstens einen Landmark-Bereich contentinfo haben.",
  },
  "landmark-no-duplicate-main": {
    description: "Prüft, ob das Dokument höchstens einen Landmark-Bereich main hat.",
    help: "Ein Dokument sollte höchstens einen Landmark-Bereich main haben.",
  },
  "landmark-one-main": {
    description: "Prüft, ob das Dokument einen Landmark-Bereich main hat.",
    help: "Ein Dokument sollte genau einen Landmark-Bereich main haben.",
  },
  "landmark-unique": {
    description: "Prüft, ob sich Landmark-Bereiche voneinander unterscheiden lassen.",
    help: "Landmark-Bereiche sollten sich durch ihre Rolle oder, bei gleicher Rolle, durch ihren zugänglichen Namen unterscheiden.",
  },
  "link-in-text-block": {
    description: "Prüft, ob sich Links im Fließtext nicht nur durch ihre Farbe vom umgebenden Text abheben.",
    help: "Links müssen auch ohne Farbe vom umgebenden Text zu unterscheiden sein.",
  },
  "link-name": {
    description: "Prüft, ob Links einen erkennbaren Text haben.",
    help: "Links müssen einen erkennbaren Text haben.",
  },
  list: {
    description: "Prüft, ob Listen richtig aufgebaut sind.",
    help: "<ul>- und <ol>-Elemente dürfen direkt nur <li>-, <script>- oder <template>-Elemente enthalten.",
  },
  listitem: {
    description: "Prüft, ob <li>-Elemente ihrer Bedeutung gemäß verwendet werden.",
    help: "<li>-Elemente müssen in einem <ul>- oder <ol>-Element stehen.",
  },
  marquee: {
    description: "Prüft, ob <marquee>-Elemente verwendet werden.",
    help: "<marquee>-Elemente sind veraltet und dürfen nicht verwendet werden.",
  },
  "meta-refresh-no-exceptions": {
    description: 'Prüft, ob <meta http-equiv="refresh"> die Seite zeitverzögert neu lädt oder weiterleitet.',
    help: "Zeitverzögertes Neuladen oder Weiterleiten darf nicht verwendet werden.",
  },
  "meta-refresh": {
    description: 'Prüft, ob <meta http-equiv="refresh"> die Seite zeitverzögert neu lädt oder weiterleitet.',
    help: "Zeitverzögertes Neuladen oder Weiterleiten unter 20 Stunden darf nicht verwendet werden.",
  },
  "meta-viewport-large": {
    description: 'Prüft, ob <meta name="viewport"> eine deutliche Vergrößerung zulässt.',
    help: "Text sollte sich auf bis zu 500 % vergrößern lassen.",
  },
  "meta-viewport": {
    description: 'Prüft, ob <meta name="viewport"> das Vergrößern und Zoomen unterbindet.',
    help: "Vergrößern und Zoomen dürfen nicht unterbunden werden.",
  },
  "nested-interactive": {
    description:
      "Prüft, ob bedienbare Elemente ineinander verschachtelt sind: Screenreader sagen sie dann nicht immer an, und der Fokus kann Probleme machen.",
    help: "Bedienbare Elemente dürfen nicht ineinander verschachtelt sein.",
  },
  "no-autoplay-audio": {
    description:
      "Prüft, ob <video>- oder <audio>-Elemente länger als 3 Sekunden Ton abspielen, ohne dass er sich anhalten oder stumm schalten lässt.",
    help: "<video>- und <audio>-Elemente dürfen Ton nicht automatisch abspielen.",
  },
  "object-alt": {
    description: "Prüft, ob <object>-Elemente einen Alternativtext haben.",
    help: "<object>-Elemente müssen einen Alternativtext haben.",
  },
  "p-as-heading": {
    description:
      "Prüft, ob <p>-Elemente durch Fettdruck, Kursivschrift oder Schriftgröße wie Überschriften gestaltet sind.",
    help: "Als Überschrift gestaltete <p>-Elemente dürfen nicht an die Stelle von Überschriften treten.",
  },
  "page-has-heading-one": {
    description:
      "Prüft, ob die Seite oder mindestens einer ihrer Frames eine Überschrift der ersten Ebene enthält.",
    help: "Die Seite sollte eine Überschrift der ersten Ebene enthalten.",
  },
  "presentation-role-conflict": {
    description:
      "Prüft, ob als rein darstellend gekennzeichnete Elemente globale ARIA-Attribute oder tabindex tragen, sodass nicht alle Screenreader sie übergehen.",
    help: "Rein darstellend gekennzeichnete Elemente sollten von allen Screenreadern übergangen werden.",
  },
  region: {
    description: "Prüft, ob alle Inhalte der Seite in Landmark-Bereichen stehen.",
    help: "Alle Inhalte der Seite sollten in Landmark-Bereichen stehen.",
  },
  "role-img-alt": {
    description: 'Prüft, ob Elemente mit role="img" oder role="image" einen Alternativtext haben.',
    help: 'Elemente mit role="img" oder role="image" müssen einen Alternativtext haben.',
  },
  "scope-attr-valid": {
    description: "Prüft, ob das scope-Attribut in Tabellen richtig verwendet wird.",
    help: "Das scope-Attribut sollte richtig verwendet werden.",
  },
  "scrollable-region-focusable": {
    description: "Prüft, ob Elemente mit scrollbarem Inhalt per Tastatur erreichbar sind (auch in Safari).",
    help: "Scrollbare Bereiche müssen per Tastatur erreichbar sein.",
  },
  "select-name": {
    description: "Prüft, ob Auswahllisten (<select>) einen zugänglichen Namen haben.",
    help: "Auswahllisten müssen einen zugänglichen Namen haben.",
  },
  "server-side-image-map": {
    description: "Prüft, ob serverseitige Imagemaps verwendet werden.",
    help: "Serverseitige Imagemaps dürfen nicht verwendet werden.",
  },
  "skip-link": {
    description: "Prüft, ob alle Sprunglinks ein fokussierbares Ziel haben.",
    help: "Das Ziel eines Sprunglinks sollte vorhanden und fokussierbar sein.",
  },
  "summary-name": {
    description: "Prüft, ob <summary>-Elemente einen erkennbaren Text haben.",
    help: "<summary>-Elemente müssen einen erkennbaren Text haben.",
  },
  "svg-img-alt": {
    description:
      "Prüft, ob <svg>-Elemente mit der Rolle img, image, graphics-document oder graphics-symbol einen Alternativtext haben.",
    help: "<svg>-Elemente mit der Rolle img oder image müssen einen Alternativtext haben.",
  },
  tabindex: {
    description: "Prüft, ob tabindex-Werte größer als 0 sind.",
    help: "Elemente sollten keinen tabindex größer als null haben.",
  },
  "table-duplicate-name": {
    description: "Prüft, ob das <caption>-Element denselben Text enthält wie das summary-Attribut.",
    help: "Tabellen sollten nicht dieselbe Zusammenfassung und Beschriftung haben.",
  },
  "table-fake-caption": {
    description: "Prüft, ob Tabellen mit einer Beschriftung dafür das <caption>-Element verwenden.",
    help: "Daten- oder Kopfzellen dürfen nicht als Beschriftung einer Datentabelle dienen.",
  },
  "target-size": {
    description: "Prüft, ob Zielflächen für Zeiger und Berührung groß genug sind oder genug Abstand haben.",
    help: "Zielflächen müssen mindestens 24 × 24 Pixel groß sein oder genug Abstand lassen.",
  },
  "td-has-header": {
    description:
      "Prüft, ob jede nicht leere Datenzelle einer <table> mit mehr als 3 × 3 Zellen mindestens eine Kopfzelle hat.",
    help: "Nicht leere <td>-Elemente größerer Tabellen müssen eine zugehörige Kopfzelle haben.",
  },
  "td-headers-attr": {
    description:
      "Prüft, ob jede Zelle, die das headers-Attribut verwendet, nur auf andere <th>-Elemente derselben Tabelle verweist.",
    help: "Das headers-Attribut einer Zelle muss auf <th>-Elemente derselben Tabelle verweisen.",
  },
  "th-has-data-cells": {
    description:
      "Prüft, ob <th>-Elemente und Elemente mit der Rolle columnheader oder rowheader Datenzellen haben, die sie beschreiben.",
    help: "Kopfzellen einer Datentabelle müssen sich auf Datenzellen beziehen.",
  },
  "valid-lang": {
    description: "Prüft, ob lang-Attribute gültige Werte haben.",
    help: "Das lang-Attribut muss einen gültigen Wert haben.",
  },
  "video-caption": {
    description: "Prüft, ob <video>-Elemente Untertitel haben.",
    help: "<video>-Elemente müssen Untertitel haben.",
  },
};
