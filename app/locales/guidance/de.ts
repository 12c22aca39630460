/**
 * Hilfen für den Bericht: wie man behebt, was eine axe-Regel findet, was bei „bitte prüfen“ von Hand zu
 * prüfen ist, und die WCAG-Erfolgskriterien mit Namen und manueller Prüfung.
 *
 * rules: jede Regel, die axe-core 4.14 mitbringt (auch best-practice, experimentelle und veraltete), unter
 * ihrer Regel-ID. criteria: jedes Erfolgskriterium aus wcagSuccessCriteria (workers/core/wcag.ts).
 * Die Namen der Kriterien folgen der autorisierten deutschen Übersetzung der WCAG 2.0 und der deutschen
 * Übersetzung der WCAG 2.1 (Aktion Mensch); für die in WCAG 2.2 neuen Kriterien gibt es keine autorisierte
 * deutsche Fassung, ihre Namen sind eng am Original übersetzt.
 */
const guidance = {
  rules: {
    accesskeys: {
      fix: "Vergeben Sie jeden accesskey-Wert (Tastenkürzel) nur einmal pro Seite. Besser noch verzichten Sie ganz auf accesskey, denn die Kürzel kollidieren leicht mit denen von Browser und Screenreader.",
      check:
        "Drücken Sie die Tastenkürzel der Seite (je nach Browser z. B. Alt+Umschalt+Taste) und prüfen Sie, ob jedes genau ein Ziel auslöst und keine Funktion des Browsers oder Screenreaders überdeckt.",
    },
    "area-alt": {
      fix: 'Geben Sie jedem verlinkten Bereich (<area>) einer Imagemap ein alt-Attribut, das das Linkziel nennt, z. B. alt="Filiale Hamburg".',
      check:
        "Prüfen Sie, ob der Alternativtext jedes Bereichs sagt, wohin der Link führt oder was er auslöst – nicht, wie der Bildausschnitt aussieht.",
    },
    "aria-allowed-attr": {
      fix: "Entfernen Sie ARIA-Attribute, die zur Rolle des Elements nicht passen (z. B. aria-checked an einem normalen Link), oder geben Sie dem Element die Rolle, zu der das Attribut gehört.",
      check:
        "Prüfen Sie mit einem Screenreader, ob das Element trotzdem richtig angesagt und bedient wird. Ein Attribut, das ignoriert wird, darf keine wichtige Information tragen.",
    },
    "aria-allowed-role": {
      fix: 'Entfernen Sie role-Attribute, die der Bedeutung des HTML-Elements widersprechen (z. B. role="button" an einer Überschrift). Verwenden Sie stattdessen gleich das passende Element, etwa <button>.',
      check:
        "Prüfen Sie, ob die vergebene Rolle zum tatsächlichen Verhalten des Elements passt und Screenreader es so ansagen, wie es sich bedienen lässt.",
    },
    "aria-braille-equivalent": {
      fix: "Wenn Sie aria-braillelabel oder aria-brailleroledescription verwenden, geben Sie dem Element zusätzlich einen normalen Namen (sichtbaren Text oder aria-label) bzw. eine aria-roledescription.",
      check:
        "Prüfen Sie, ob das Element auch ohne Braillezeile einen verständlichen Namen und eine verständliche Rolle hat.",
    },
    "aria-command-name": {
      fix: 'Geben Sie jedem Element mit role="button", "link" oder "menuitem" einen Namen: sichtbaren Text, aria-label oder aria-labelledby. Reine Symbole brauchen einen Text wie aria-label="Menü öffnen".',
      check:
        "Prüfen Sie mit einem Screenreader, ob diese Bedienelemente mit einem Namen angesagt werden, der ihre Funktion beschreibt.",
    },
    "aria-conditional-attr": {
      fix: "Entfernen Sie ARIA-Attribute, die bei dieser Rolle nur unter Bedingungen erlaubt sind, z. B. aria-checked an einer echten Checkbox (dort gilt checked) oder aria-level an Tabellenzeilen außerhalb einer Baumtabelle (treegrid).",
      check:
        "Prüfen Sie mit einem Screenreader, ob der angesagte Zustand (z. B. „aktiviert“) mit dem sichtbaren Zustand übereinstimmt.",
    },
    "aria-deprecated-role": {
      fix: 'Ersetzen Sie veraltete ARIA-Rollen (z. B. role="directory") durch eine aktuelle Rolle oder besser durch das passende HTML-Element, etwa eine Liste.',
      check: "Prüfen Sie, ob das Element nach dem Austausch weiterhin verständlich angesagt wird.",
    },
    "aria-dialog-name": {
      fix: 'Geben Sie jedem Dialog (<dialog>, role="dialog" oder "alertdialog") einen Namen, am besten per aria-labelledby mit Verweis auf seine sichtbare Überschrift.',
      check:
        "Öffnen Sie den Dialog mit einem Screenreader und prüfen Sie, ob dabei ein Name angesagt wird, der den Zweck des Dialogs erkennen lässt.",
    },
    "aria-hidden-body": {
      fix: 'Entfernen Sie aria-hidden="true" vom <body>-Element. Sonst ist die ganze Seite für Screenreader unsichtbar.',
      check:
        "Prüfen Sie mit einem Screenreader, ob die Inhalte der Seite vorgelesen werden, auch nachdem Dialoge oder Menüs geöffnet und wieder geschlossen wurden.",
    },
    "aria-hidden-focus": {
      fix: 'Elemente mit aria-hidden="true" dürfen nichts enthalten, das per Tab-Taste erreichbar ist. Entfernen Sie aria-hidden, oder nehmen Sie enthaltene Links und Schaltflächen aus der Tab-Reihenfolge (tabindex="-1", disabled oder inert).',
      check:
        "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie mit einem Screenreader, ob der Fokus je auf einem Element landet, zu dem nichts angesagt wird.",
    },
    "aria-input-field-name": {
      fix: 'Geben Sie jedem selbst gebauten Eingabefeld (z. B. role="combobox", "textbox", "searchbox", "slider", "spinbutton" oder "listbox") einen Namen, am besten per aria-labelledby mit Verweis auf die sichtbare Beschriftung.',
      check:
        "Prüfen Sie mit einem Screenreader, ob jedes Feld mit seiner Beschriftung angesagt wird und diese zum sichtbaren Text passt.",
    },
    "aria-meter-name": {
      fix: 'Geben Sie jeder Messanzeige mit role="meter" einen Namen (aria-label oder aria-labelledby), der sagt, was gemessen wird, z. B. „Belegter Speicherplatz“.',
      check: "Prüfen Sie mit einem Screenreader, ob Name und Wert der Anzeige verständlich angesagt werden.",
    },
    "aria-progressbar-name": {
      fix: 'Geben Sie jedem Fortschrittsbalken mit role="progressbar" einen Namen, der sagt, was voranschreitet, z. B. aria-label="Upload der Rechnung".',
      check: "Prüfen Sie mit einem Screenreader, ob Name und Fortschritt angesagt werden.",
    },
    "aria-prohibited-attr": {
      fix: "Entfernen Sie aria-label und aria-labelledby von Elementen, deren Rolle keinen Namen erlaubt (z. B. <div> oder <span> ohne Rolle). Schreiben Sie die Information als sichtbaren Text, oder geben Sie dem Element eine passende Rolle.",
      check:
        "Prüfen Sie mit einem Screenreader, ob die Information aus dem Attribut ankommt. Wenn nicht, muss sie auf anderem Weg bereitstehen, etwa als sichtbarer Text.",
    },
    "aria-required-attr": {
      fix: 'Ergänzen Sie die ARIA-Attribute, die die Rolle verlangt, z. B. aria-checked bei role="checkbox", aria-expanded bei role="combobox" oder aria-valuenow bei role="slider".',
      check:
        "Prüfen Sie mit einem Screenreader, ob der Zustand des Elements angesagt wird und sich beim Bedienen mitändert.",
    },
    "aria-required-children": {
      fix: 'Ergänzen Sie die Kind-Elemente, die die Rolle verlangt: role="list" braucht Einträge mit role="listitem", role="tablist" braucht role="tab", role="menu" braucht menuitem-Elemente.',
      check:
        "Prüfen Sie, besonders bei Inhalten, die erst per Skript nachgeladen werden, ob die Struktur vollständig ist und ein Screenreader die Anzahl der Einträge richtig ansagt.",
    },
    "aria-required-parent": {
      fix: 'Setzen Sie Elemente mit role="listitem", "tab", "option" oder "menuitem" in ein Eltern-Element mit der passenden Rolle (list, tablist, listbox, menu), oder entfernen Sie die Rolle.',
      check:
        "Prüfen Sie mit einem Screenreader, ob die Einträge als Teil ihrer Gruppe angesagt werden (z. B. „Registerkarte 2 von 4“).",
    },
    "aria-roledescription": {
      fix: "Verwenden Sie aria-roledescription nur an Elementen mit einer Rolle (eigenes HTML-Element oder role-Attribut), und nur, wenn die eigene Bezeichnung wirklich verständlicher ist.",
      check:
        "Prüfen Sie mit einem Screenreader, ob die eigene Rollenbezeichnung verständlich ist und nicht verschleiert, wie das Element bedient wird.",
    },
    "aria-roles": {
      fix: "Korrigieren Sie ungültige role-Werte (Tippfehler, erfundene Rollen) auf eine Rolle aus der ARIA-Spezifikation, oder entfernen Sie das Attribut.",
      check: "Prüfen Sie, ob die gewählte Rolle dem Verhalten des Elements entspricht.",
    },
    "aria-tab-name": {
      fix: 'Geben Sie jeder Registerkarte (role="tab") einen Namen, in der Regel ihren sichtbaren Text, bei reinen Symbolen per aria-label.',
      check: "Prüfen Sie mit einem Screenreader, ob jede Registerkarte mit Namen und Position angesagt wird.",
    },
    "aria-text": {
      fix: 'Verwenden Sie role="text" nur für Elemente ohne fokussierbaren Inhalt. Enthält das Element Links oder Schaltflächen, entfernen Sie die Rolle.',
      check:
        "Prüfen Sie mit einem Screenreader, ob Links und Schaltflächen im Element einzeln erreichbar sind und angesagt werden.",
    },
    "aria-toggle-field-name": {
      fix: 'Geben Sie jedem selbst gebauten Umschalter (role="checkbox", "switch", "radio", "menuitemcheckbox" oder "menuitemradio") einen Namen, etwa sichtbaren Text oder aria-labelledby.',
      check:
        "Prüfen Sie mit einem Screenreader, ob Name und Zustand (an/aus) jedes Umschalters angesagt werden.",
    },
    "aria-tooltip-name": {
      fix: 'Geben Sie jedem Tooltip (role="tooltip") einen Namen, in der Regel seinen sichtbaren Text.',
      check:
        "Prüfen Sie, ob der Text des Tooltips angesagt wird, wenn das zugehörige Element den Fokus erhält.",
    },
    "aria-treeitem-name": {
      fix: 'Geben Sie jedem Eintrag einer Baumansicht (role="treeitem") einen Namen, in der Regel seinen sichtbaren Text.',
      check:
        "Prüfen Sie mit einem Screenreader, ob jeder Eintrag mit Namen, Ebene und Zustand (auf- oder zugeklappt) angesagt wird.",
    },
    "aria-valid-attr-value": {
      fix: 'Korrigieren Sie ungültige ARIA-Werte: aria-expanded erwartet "true" oder "false", und IDs in aria-labelledby, aria-describedby oder aria-controls müssen auf vorhandene Elemente zeigen.',
      check:
        "Prüfen Sie, ob die referenzierten Elemente da sind, wenn sie gebraucht werden (manche entstehen erst per Skript), und ob der Screenreader den Wert richtig ansagt.",
    },
    "aria-valid-attr": {
      fix: "Korrigieren Sie falsch geschriebene ARIA-Attribute (z. B. aria-lable statt aria-label), und entfernen Sie erfundene aria-Attribute.",
      check: "Prüfen Sie, ob die beabsichtigte Information nach der Korrektur beim Screenreader ankommt.",
    },
    "audio-caption": {
      fix: "Stellen Sie zu Audiodateien ein Transkript bereit, also den gesprochenen Text und wichtige Geräusche als Text, direkt bei der Audiodatei.",
      check: "Prüfen Sie, ob das Transkript vollständig ist und Sprechende sowie wichtige Geräusche nennt.",
    },
    "autocomplete-valid": {
      fix: 'Verwenden Sie im autocomplete-Attribut nur die festgelegten Werte, passend zum Feld, z. B. autocomplete="email", "given-name", "postal-code" oder "off".',
      check:
        "Prüfen Sie, ob der autocomplete-Wert zum Inhalt des Feldes passt und der Browser es richtig vorausfüllt.",
    },
    "avoid-inline-spacing": {
      fix: "Legen Sie Zeilenhöhe, Buchstaben- und Wortabstand nicht mit !important im style-Attribut fest. Setzen Sie sie im Stylesheet, damit Nutzende sie mit eigenen Einstellungen ändern können.",
      check:
        "Erhöhen Sie die Abstände mit einem Bookmarklet für Textabstände (Zeilenhöhe 1,5, Absatzabstand 2, Buchstabenabstand 0,12, Wortabstand 0,16 der Schriftgröße) und prüfen Sie, ob Text abgeschnitten wird oder sich überlappt.",
    },
    blink: {
      fix: "Entfernen Sie das <blink>-Element. Soll etwas hervorgehoben werden, tun Sie das ohne Blinken, z. B. durch Fettdruck.",
      check:
        "Prüfen Sie, ob noch etwas blinkt oder sich bewegt, das länger als fünf Sekunden läuft und sich nicht anhalten lässt.",
    },
    "button-name": {
      fix: 'Geben Sie jeder Schaltfläche einen erkennbaren Text. Bei reinen Symbol-Schaltflächen ergänzen Sie aria-label (z. B. aria-label="Suchen") oder einen visuell versteckten Text.',
      check:
        "Prüfen Sie mit einem Screenreader, ob jede Schaltfläche mit einem Namen angesagt wird, der ihre Funktion beschreibt.",
    },
    bypass: {
      fix: "Bieten Sie einen Weg, wiederkehrende Blöcke wie die Navigation zu überspringen: einen Link „Zum Inhalt springen“ ganz oben, Überschriften oder ein <main>-Element.",
      check:
        "Laden Sie die Seite, drücken Sie die Tab-Taste und prüfen Sie, ob ein Sprunglink erscheint und der Fokus danach im Hauptinhalt landet.",
    },
    "color-contrast-enhanced": {
      fix: "Erhöhen Sie den Kontrast zwischen Text und Hintergrund auf mindestens 7:1, bei großem Text (ab 24 px, fett ab 18,66 px) auf 4,5:1 – mit dunklerem Text oder hellerem Hintergrund.",
      check:
        "Messen Sie bei Text über Bildern, Verläufen oder halbtransparenten Flächen den Kontrast an der ungünstigsten Stelle mit einem Kontrastwerkzeug (z. B. Colour Contrast Analyser): 7:1, bei großem Text 4,5:1.",
    },
    "color-contrast": {
      fix: "Erhöhen Sie den Kontrast zwischen Text und Hintergrund auf mindestens 4,5:1, bei großem Text (ab 24 px, fett ab 18,66 px) auf 3:1 – mit dunklerem Text oder hellerem Hintergrund.",
      check:
        "Messen Sie bei Text über Bildern, Verläufen oder halbtransparenten Flächen den Kontrast an der ungünstigsten Stelle mit einem Kontrastwerkzeug (z. B. Colour Contrast Analyser): 4,5:1, bei großem Text 3:1.",
    },
    "css-orientation-lock": {
      fix: "Entfernen Sie CSS, das die Anzeige auf Hoch- oder Querformat festlegt (z. B. eine Drehung per transform in einer orientation-Media-Query). Die Seite muss in beiden Ausrichtungen funktionieren.",
      check:
        "Drehen Sie ein Smartphone oder Tablet und prüfen Sie, ob die Seite in beiden Ausrichtungen vollständig angezeigt wird und bedienbar ist.",
    },
    "definition-list": {
      fix: "Setzen Sie in eine Definitionsliste <dl> direkt nur Paare aus <dt> (Begriff) und <dd> (Erklärung), bei Bedarf in <div> gruppiert, und keine anderen Elemente.",
      check:
        "Prüfen Sie, ob die Liste wirklich Begriffe mit Erklärungen enthält. Sonst passt eine andere Auszeichnung besser, etwa <ul>.",
    },
    dlitem: {
      fix: "Setzen Sie <dt>- und <dd>-Elemente immer in eine Definitionsliste <dl>.",
      check:
        "Prüfen Sie, ob die Inhalte tatsächlich Begriffe mit Erklärungen sind und ein Screenreader sie als Liste ansagt.",
    },
    "document-title": {
      fix: "Geben Sie jeder Seite im <head> einen aussagekräftigen <title>, z. B. „Kontakt – Bäckerei Müller“: zuerst der Inhalt der Seite, dann der Name der Website.",
      check:
        "Prüfen Sie, ob der Titel im Browser-Tab Thema oder Zweck der Seite beschreibt und sich von den Titeln anderer Seiten unterscheidet.",
    },
    "duplicate-id-active": {
      fix: "Vergeben Sie jede id nur einmal pro Seite, vor allem bei Links, Schaltflächen und Formularfeldern.",
      check:
        "Prüfen Sie, ob Sprunglinks, Beschriftungen und Skripte, die diese IDs nutzen, das richtige Element treffen.",
    },
    "duplicate-id-aria": {
      fix: "Vergeben Sie jede id, auf die ein <label> oder ein ARIA-Attribut (aria-labelledby, aria-describedby, aria-controls) verweist, nur einmal pro Seite. Sonst erhält das falsche Element die Beschriftung.",
      check:
        "Prüfen Sie mit einem Screenreader, ob die betroffenen Felder und Bedienelemente mit der richtigen Beschriftung angesagt werden.",
    },
    "duplicate-id": {
      fix: "Vergeben Sie jeden id-Wert nur einmal pro Seite. Doppelte IDs entstehen oft, wenn ein Baustein mehrfach eingebunden wird.",
      check:
        "Prüfen Sie, ob Sprunglinks und Skripte, die diese IDs nutzen, weiterhin das richtige Element treffen.",
    },
    "empty-heading": {
      fix: "Geben Sie jeder Überschrift Text, oder entfernen Sie leere Überschriften, die nur für Abstand sorgen. Abstände gehören ins CSS.",
      check:
        "Prüfen Sie, ob die Überschrift Text enthält, den Screenreader vorlesen – und nicht etwa nur ein Bild ohne Alternativtext.",
    },
    "empty-table-header": {
      fix: "Geben Sie jeder Kopfzelle (<th>) einen Text, der ihre Spalte oder Zeile beschreibt. Ist die Zelle keine Überschrift, verwenden Sie <td>.",
      check:
        "Prüfen Sie, ob die Kopfzelle für Screenreader einen verständlichen Namen hat, auch wenn sie optisch leer ist.",
    },
    "focus-order-semantics": {
      fix: 'Geben Sie Elementen, die per Tab-Taste erreichbar sind, eine Rolle, die zu ihrer Bedienung passt. Verwenden Sie für Klickbares <button> oder <a href> statt <div tabindex="0">.',
      check:
        "Prüfen Sie mit einem Screenreader, ob fokussierbare Elemente als das angesagt werden, was sie tun (Schaltfläche, Link, Eingabefeld).",
    },
    "form-field-multiple-labels": {
      fix: "Verknüpfen Sie jedes Formularfeld mit nur einem <label>. Zusätzliche Hinweise verbinden Sie über aria-describedby.",
      check:
        "Prüfen Sie mit verschiedenen Screenreadern, ob die vollständige Beschriftung angesagt wird. Manche lesen nur das erste Label vor.",
    },
    "frame-focusable-content": {
      fix: 'Entfernen Sie tabindex="-1" von <iframe>-Elementen, deren Inhalt Links, Schaltflächen oder Felder enthält. Sonst sind diese per Tastatur nicht erreichbar.',
      check:
        "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob Sie alle Bedienelemente im eingebetteten Inhalt erreichen.",
    },
    "frame-tested": {
      fix: "Dieser eingebettete Rahmen (iframe) konnte nicht automatisch geprüft werden, meist weil sein Inhalt von einer anderen Website stammt, etwa ein Video oder eine Karte. Prüfen Sie ihn gesondert.",
      check:
        "Prüfen Sie den Inhalt des Rahmens von Hand, oder scannen Sie die eingebettete Seite direkt. Stammt er von einem Anbieter, fragen Sie dort nach der Barrierefreiheit.",
    },
    "frame-title-unique": {
      fix: 'Geben Sie jedem <iframe> einen eigenen title, der seinen Inhalt beschreibt, z. B. title="Anfahrtskarte" und title="Video: Unser Team".',
      check:
        "Prüfen Sie, ob Rahmen mit gleichem Titel tatsächlich denselben Inhalt zeigen. Sonst müssen sich die Titel unterscheiden.",
    },
    "frame-title": {
      fix: 'Geben Sie jedem <iframe> ein title-Attribut, das seinen Inhalt beschreibt, z. B. title="Anfahrtskarte".',
      check:
        "Prüfen Sie, ob der Titel den Inhalt des Rahmens so beschreibt, dass man entscheiden kann, ob man hineinspringen möchte.",
    },
    "heading-order": {
      fix: "Ordnen Sie Überschriften ohne Sprünge: Auf <h2> folgt <h3>, nicht gleich <h4>. Wählen Sie die Ebene nach der Gliederung, nicht nach der gewünschten Schriftgröße.",
      check:
        "Sehen Sie sich die Liste der Überschriften an (mit einem Screenreader oder einer Browser-Erweiterung) und prüfen Sie, ob sie die Gliederung der Seite richtig wiedergibt.",
    },
    "hidden-content": {
      fix: "Die Seite enthält versteckte Inhalte, die nicht automatisch geprüft wurden. Blenden Sie sie ein (Menüs, Aufklappbereiche, Dialoge) und prüfen Sie sie dann.",
      check:
        "Öffnen Sie Menüs, Aufklappbereiche, Registerkarten und Dialoge und prüfen Sie deren Inhalte auf Alternativtexte, Beschriftungen und Kontraste.",
    },
    "html-has-lang": {
      fix: 'Geben Sie die Sprache der Seite im <html>-Element an, z. B. <html lang="de">. Dann lesen Screenreader den Text mit der richtigen Aussprache vor.',
      check: "Prüfen Sie, ob der lang-Wert der tatsächlichen Hauptsprache der Seite entspricht.",
    },
    "html-lang-valid": {
      fix: 'Ändern Sie den lang-Wert im <html>-Element auf einen gültigen Sprachcode, z. B. "de", "de-DE" oder "en".',
      check: "Prüfen Sie, ob der Sprachcode der Hauptsprache der Seite entspricht.",
    },
    "html-xml-lang-mismatch": {
      fix: "Setzen Sie lang und xml:lang im <html>-Element auf dieselbe Sprache, oder entfernen Sie xml:lang, das normale HTML-Seiten nicht brauchen.",
      check: "Prüfen Sie, ob beide Angaben die tatsächliche Hauptsprache der Seite nennen.",
    },
    "identical-links-same-purpose": {
      fix: "Links mit gleichem Text sollten zum gleichen Ziel führen. Führen sie zu verschiedenen Zielen, machen Sie die Texte eindeutig, z. B. „Preise Basic“ statt zweimal „Mehr“.",
      check:
        "Prüfen Sie, ob gleichlautende Links tatsächlich denselben Zweck haben, auch wenn sich ihre Adressen leicht unterscheiden.",
    },
    "image-alt": {
      fix: 'Geben Sie jedem Bild ein alt-Attribut: bei informativen Bildern einen kurzen Text mit derselben Information, bei rein dekorativen Bildern alt="".',
      check:
        "Prüfen Sie, ob der Alternativtext Information oder Funktion des Bildes vermittelt und nicht bloß den Dateinamen oder „Bild“ enthält.",
    },
    "image-redundant-alt": {
      fix: 'Wiederholen Sie im Alternativtext nicht den Text, der direkt daneben steht. Ist das Bild nur Beiwerk zu diesem Text, setzen Sie alt="".',
      check: "Prüfen Sie mit einem Screenreader, ob derselbe Text doppelt vorgelesen wird.",
    },
    "input-button-name": {
      fix: 'Geben Sie Schaltflächen aus <input type="button">, "submit" oder "reset" einen Text im value-Attribut, z. B. value="Absenden".',
      check: "Prüfen Sie, ob der Text der Schaltfläche ihre Funktion beschreibt.",
    },
    "input-image-alt": {
      fix: 'Geben Sie grafischen Schaltflächen (<input type="image">) ein alt-Attribut, das die Aktion nennt, z. B. alt="Suchen".',
      check:
        "Prüfen Sie, ob der Alternativtext die Aktion der Schaltfläche beschreibt und nicht das Aussehen der Grafik.",
    },
    "label-content-name-mismatch": {
      fix: "Sorgen Sie dafür, dass der per aria-label oder aria-labelledby vergebene Name den sichtbaren Text enthält, am besten am Anfang. Steht „Senden“ auf der Schaltfläche, darf sie nicht „Formular abschicken“ heißen.",
      check:
        "Prüfen Sie, ob sich das Element per Sprachsteuerung mit seinem sichtbaren Text aufrufen lässt, z. B. mit „Klicke Senden“.",
    },
    "label-title-only": {
      fix: "Geben Sie Formularfeldern eine sichtbare Beschriftung mit <label>. Ein title-Attribut oder Platzhaltertext reicht nicht: Das eine erscheint nur mit der Maus, das andere verschwindet bei der Eingabe.",
      check:
        "Prüfen Sie, ob jedes Feld eine sichtbare Beschriftung hat, die auch während der Eingabe stehen bleibt.",
    },
    label: {
      fix: 'Verknüpfen Sie jedes Formularfeld mit einer Beschriftung: <label for="email">E-Mail</label> zu <input id="email">, oder umschließen Sie das Feld mit dem <label>. Ein Platzhaltertext allein reicht nicht.',
      check:
        "Klicken Sie auf die Beschriftung: Landet der Cursor im Feld? Prüfen Sie außerdem mit einem Screenreader, ob jedes Feld mit seiner Beschriftung angesagt wird.",
    },
    "landmark-banner-is-top-level": {
      fix: 'Setzen Sie den Kopfbereich der Seite (<header> bzw. role="banner") nicht in andere Seitenbereiche wie <main>, <nav> oder <aside>.',
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob der Kopfbereich als eigener Bereich auf oberster Ebene erscheint.",
    },
    "landmark-complementary-is-top-level": {
      fix: 'Setzen Sie ergänzende Bereiche (<aside> bzw. role="complementary") auf die oberste Ebene, nicht in andere Seitenbereiche.',
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob der ergänzende Bereich gut auffindbar ist.",
    },
    "landmark-contentinfo-is-top-level": {
      fix: 'Setzen Sie den Fußbereich der Seite (<footer> bzw. role="contentinfo") auf die oberste Ebene, nicht in andere Seitenbereiche.',
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob der Fußbereich als eigener Bereich erscheint.",
    },
    "landmark-main-is-top-level": {
      fix: "Setzen Sie den Hauptinhalt (<main>) nicht in andere Seitenbereiche wie <header>, <nav> oder <aside>.",
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob sich der Hauptinhalt direkt anspringen lässt.",
    },
    "landmark-no-duplicate-banner": {
      fix: 'Verwenden Sie nur einen Kopfbereich der Seite (<header> direkt im <body> bzw. role="banner"). Weitere <header> gehören in <article> oder <section>.',
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob genau ein Kopfbereich erscheint.",
    },
    "landmark-no-duplicate-contentinfo": {
      fix: 'Verwenden Sie nur einen Fußbereich der Seite (<footer> direkt im <body> bzw. role="contentinfo"). Weitere <footer> gehören in <article> oder <section>.',
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob genau ein Fußbereich erscheint.",
    },
    "landmark-no-duplicate-main": {
      fix: 'Verwenden Sie nur ein sichtbares <main>-Element (bzw. role="main") pro Seite.',
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob genau ein Hauptbereich erscheint.",
    },
    "landmark-one-main": {
      fix: "Umschließen Sie den Hauptinhalt der Seite mit einem <main>-Element. Dann können Screenreader-Nutzende direkt dorthin springen.",
      check:
        "Prüfen Sie, ob <main> den gesamten Hauptinhalt umfasst und Navigation, Kopf- und Fußbereich außen vor lässt.",
    },
    "landmark-unique": {
      fix: 'Geben Sie gleichartigen Seitenbereichen unterschiedliche Namen, z. B. zwei <nav>-Elementen aria-label="Hauptmenü" und aria-label="Fußzeilenmenü".',
      check:
        "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob sich alle Bereiche am Namen unterscheiden lassen.",
    },
    "link-in-text-block": {
      fix: "Machen Sie Links im Fließtext nicht nur durch Farbe erkennbar: Unterstreichen Sie sie, oder sorgen Sie für 3:1 Kontrast zum umgebenden Text und eine zusätzliche Hervorhebung bei Fokus und Mauszeiger.",
      check:
        "Prüfen Sie, ob Links im Text auch ohne Farbwahrnehmung erkennbar sind (z. B. in Graustufen) und ob ihr Kontrast zum umgebenden Text mindestens 3:1 beträgt.",
    },
    "link-name": {
      fix: "Geben Sie jedem Link einen erkennbaren Text. Besteht ein Link nur aus einem Bild oder Symbol, nennt dessen Alternativtext bzw. aria-label das Ziel, z. B. „Startseite“.",
      check:
        "Prüfen Sie mit einem Screenreader, ob jeder Link mit einem Text angesagt wird, der sein Ziel erkennen lässt.",
    },
    list: {
      fix: "Setzen Sie in <ul> und <ol> direkt nur <li>-Elemente (sowie <script> oder <template>). Alles andere gehört in ein <li>.",
      check:
        "Prüfen Sie mit einem Screenreader, ob die Liste mit der richtigen Anzahl von Einträgen angesagt wird.",
    },
    listitem: {
      fix: "Setzen Sie <li>-Elemente immer in eine Liste (<ul> oder <ol>).",
      check: "Prüfen Sie, ob die Einträge als Liste angesagt werden und die Anzahl stimmt.",
    },
    marquee: {
      fix: "Entfernen Sie das <marquee>-Element (Laufschrift). Zeigen Sie den Text ruhig an, oder bieten Sie eine Möglichkeit, die Bewegung anzuhalten.",
      check:
        "Prüfen Sie, ob sich bewegende Inhalte, die länger als fünf Sekunden laufen, angehalten oder ausgeblendet werden können.",
    },
    "meta-refresh-no-exceptions": {
      fix: 'Verzichten Sie auf zeitgesteuertes Neuladen oder Weiterleiten per <meta http-equiv="refresh">. Leiten Sie auf dem Server sofort weiter (HTTP 301/302), oder lassen Sie Nutzende selbst aktualisieren.',
      check:
        "Prüfen Sie, ob sich die Seite nach einer Wartezeit selbst neu lädt oder weiterleitet, ohne dass Nutzende das steuern können.",
    },
    "meta-refresh": {
      fix: 'Entfernen Sie zeitgesteuertes Neuladen oder Weiterleiten per <meta http-equiv="refresh" content="…">. Leiten Sie auf dem Server sofort weiter, oder lassen Sie Nutzende selbst aktualisieren.',
      check:
        "Prüfen Sie, ob sich die Seite nach einer Wartezeit selbst neu lädt oder weiterleitet und ob Nutzende das abschalten oder verlängern können.",
    },
    "meta-viewport-large": {
      fix: "Erlauben Sie eine Vergrößerung auf mindestens 500 %: Setzen Sie im viewport-Meta-Tag maximum-scale nicht unter 5, oder lassen Sie es weg.",
      check:
        "Vergrößern Sie die Seite auf einem Smartphone mit zwei Fingern und prüfen Sie, ob sich der Text weit genug vergrößern lässt.",
    },
    "meta-viewport": {
      fix: "Entfernen Sie user-scalable=no und maximum-scale-Werte unter 2 aus dem viewport-Meta-Tag, damit Nutzende die Seite auf Mobilgeräten vergrößern können.",
      check:
        "Vergrößern Sie die Seite auf einem Smartphone mit zwei Fingern auf 200 % und prüfen Sie, ob alles lesbar und bedienbar bleibt.",
    },
    "nested-interactive": {
      fix: 'Verschachteln Sie keine Bedienelemente, also z. B. keinen Link in einer Schaltfläche und keine Schaltfläche in einem Element mit role="button". Ordnen Sie sie nebeneinander an.',
      check:
        "Prüfen Sie mit Tastatur und Screenreader, ob jedes Bedienelement einzeln erreichbar ist und angesagt wird.",
    },
    "no-autoplay-audio": {
      fix: "Starten Sie Audio und Video mit Ton nicht automatisch. Wenn doch, dann höchstens drei Sekunden lang, oder mit einer gut erreichbaren Schaltfläche zum Stoppen oder Stummschalten am Anfang der Seite.",
      check:
        "Laden Sie die Seite mit eingeschaltetem Ton und prüfen Sie, ob länger als drei Sekunden Ton läuft und ob er sich per Tastatur stoppen lässt.",
    },
    "object-alt": {
      fix: "Geben Sie <object>-Elementen eine Textalternative per aria-label, aria-labelledby oder title, die Inhalt oder Zweck des Objekts beschreibt.",
      check: "Prüfen Sie, ob die Textalternative Inhalt oder Zweck des eingebetteten Objekts vermittelt.",
    },
    "p-as-heading": {
      fix: "Zeichnen Sie Überschriften als <h1> bis <h6> aus, nicht als fett oder groß formatierte Absätze (<p>).",
      check:
        "Prüfen Sie, ob der hervorgehobene Absatz tatsächlich einen Abschnitt einleitet. Nur dann muss er eine Überschrift sein.",
    },
    "page-has-heading-one": {
      fix: "Geben Sie der Seite eine Hauptüberschrift <h1>, die ihren Inhalt benennt.",
      check: "Prüfen Sie, ob die <h1> den Inhalt der Seite beschreibt und am Anfang des Hauptinhalts steht.",
    },
    "presentation-role-conflict": {
      fix: 'Entfernen Sie von Elementen mit role="none" oder role="presentation" globale ARIA-Attribute (z. B. aria-label) und tabindex, oder entfernen Sie die Rolle.',
      check:
        "Prüfen Sie mit einem Screenreader, ob das Element wirklich übergangen wird oder doch angesagt wird.",
    },
    region: {
      fix: "Setzen Sie alle Inhalte in Seitenbereiche (Landmarken) wie <header>, <nav>, <main>, <aside> und <footer>. Dann finden Screenreader-Nutzende jeden Bereich gezielt.",
      check:
        "Prüfen Sie, ob Inhalte außerhalb dieser Bereiche (z. B. ein Cookie-Banner) trotzdem gut auffindbar sind oder in einen passenden Bereich gehören.",
    },
    "role-img-alt": {
      fix: 'Geben Sie Elementen mit role="img" einen Alternativtext per aria-label oder aria-labelledby. Sind sie rein dekorativ, entfernen Sie die Rolle und verstecken sie mit aria-hidden="true".',
      check: "Prüfen Sie, ob der Alternativtext die Information der Grafik wiedergibt.",
    },
    "scope-attr-valid": {
      fix: "Verwenden Sie das scope-Attribut nur an Kopfzellen (<th>) und nur mit den Werten row, col, rowgroup oder colgroup.",
      check:
        "Prüfen Sie mit einem Screenreader, ob beim Durchgehen der Tabelle die richtigen Spalten- und Zeilenüberschriften angesagt werden.",
    },
    "scrollable-region-focusable": {
      fix: 'Machen Sie scrollbare Bereiche per Tastatur erreichbar: Geben Sie dem Bereich tabindex="0" und einen Namen (z. B. aria-label), oder sorgen Sie dafür, dass er ein fokussierbares Element enthält.',
      check:
        "Springen Sie mit der Tab-Taste in den Bereich und prüfen Sie, ob er sich mit den Pfeiltasten scrollen lässt.",
    },
    "select-name": {
      fix: 'Verknüpfen Sie jede Auswahlliste (<select>) über <label for="…"> mit einer Beschriftung.',
      check: "Prüfen Sie mit einem Screenreader, ob die Auswahlliste mit ihrer Beschriftung angesagt wird.",
    },
    "server-side-image-map": {
      fix: "Ersetzen Sie serverseitige Imagemaps (<img ismap>) durch einzelne Links oder eine clientseitige Imagemap aus <map> und <area>-Elementen mit Alternativtext.",
      check: "Prüfen Sie, ob jedes Ziel der Grafik per Tastatur erreichbar ist.",
    },
    "skip-link": {
      fix: 'Lassen Sie Sprunglinks („Zum Inhalt springen“) auf ein vorhandenes Element zeigen, z. B. href="#inhalt" auf <main id="inhalt">.',
      check:
        "Lösen Sie den Sprunglink per Tastatur aus und prüfen Sie, ob der Fokus beim Ziel landet und die Tab-Taste von dort aus weitergeht.",
    },
    "summary-name": {
      fix: "Geben Sie jedem <summary>-Element, der Kopfzeile eines Aufklappbereichs <details>, einen erkennbaren Text.",
      check:
        "Prüfen Sie mit einem Screenreader, ob der Aufklappbereich mit Namen und Zustand (auf- oder zugeklappt) angesagt wird.",
    },
    "svg-img-alt": {
      fix: 'Geben Sie SVG-Grafiken mit role="img" einen Alternativtext, z. B. mit einem <title>-Element als erstem Kind des <svg> oder per aria-label.',
      check: "Prüfen Sie, ob der Alternativtext die Information der Grafik wiedergibt.",
    },
    tabindex: {
      fix: 'Entfernen Sie tabindex-Werte größer als 0. Die Tab-Reihenfolge soll der Reihenfolge im Quelltext folgen; verwenden Sie nur tabindex="0" oder "-1".',
      check: "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob die Reihenfolge logisch ist.",
    },
    "table-duplicate-name": {
      fix: "Wiederholen Sie im summary-Attribut einer Tabelle nicht den Text der <caption>. Die Überschrift benennt die Tabelle, die Zusammenfassung erklärt ihren Aufbau – oder lassen Sie summary weg.",
      check: "Prüfen Sie mit einem Screenreader, ob der Tabellentitel doppelt vorgelesen wird.",
    },
    "table-fake-caption": {
      fix: "Verwenden Sie für die Überschrift einer Datentabelle das <caption>-Element statt einer ersten Zelle, die über alle Spalten geht.",
      check: "Prüfen Sie, ob Screenreader die Tabelle mit ihrer Überschrift ansagen.",
    },
    "target-size": {
      fix: "Machen Sie Klick- und Tippziele mindestens 24 × 24 CSS-Pixel groß, oder lassen Sie so viel Abstand, dass ein Kreis von 24 Pixeln Durchmesser um jedes kleine Ziel kein anderes Ziel berührt.",
      check:
        "Prüfen Sie bei überlappenden oder teilweise verdeckten Zielen, ob sie sich auf einem Touchscreen sicher treffen lassen. Links im Fließtext sind ausgenommen.",
    },
    "td-has-header": {
      fix: "Geben Sie größeren Datentabellen Kopfzellen (<th>) für Spalten oder Zeilen, damit jede Datenzelle eine Überschrift hat.",
      check:
        "Prüfen Sie mit einem Screenreader, ob beim Durchgehen der Zellen die zugehörigen Überschriften angesagt werden.",
    },
    "td-headers-attr": {
      fix: "Lassen Sie das headers-Attribut von Tabellenzellen nur auf IDs von Kopfzellen (<th>) derselben Tabelle verweisen.",
      check:
        "Prüfen Sie mit einem Screenreader, ob zu jeder Zelle die richtigen Überschriften angesagt werden.",
    },
    "th-has-data-cells": {
      fix: "Jede Kopfzelle (<th>) braucht Datenzellen, die sie beschreibt. Entfernen Sie leere Spalten, oder verwenden Sie für Zellen, die keine Überschrift sind, <td>.",
      check:
        "Prüfen Sie, ob die Tabelle wirklich Daten enthält. Für ein reines Layout sind Tabellen nicht geeignet.",
    },
    "valid-lang": {
      fix: 'Ändern Sie lang-Attribute im Text auf gültige Sprachcodes, z. B. <span lang="en">.',
      check:
        "Prüfen Sie, ob die ausgezeichneten Textstellen tatsächlich in der angegebenen Sprache geschrieben sind.",
    },
    "video-caption": {
      fix: 'Fügen Sie Videos mit Ton Untertitel hinzu, z. B. als WebVTT-Datei mit <track kind="captions">. Die Untertitel geben Gesprochenes und wichtige Geräusche wieder.',
      check:
        "Prüfen Sie, ob Untertitel vorhanden, vollständig und synchron sind. Fest ins Bild eingebrannte Untertitel zählen auch.",
    },
  },
  criteria: {
    "1.1.1": {
      title: "Nicht-Text-Inhalt",
      manualCheck:
        "Prüfen Sie jedes Bild, Symbol und jede Grafik: Informative haben einen passenden Alternativtext, dekorative werden von Screenreadern übergangen. Grafische Bedienelemente nennen ihre Funktion, CAPTCHAs haben eine nicht-visuelle Alternative.",
    },
    "1.2.1": {
      title: "Reine Audio- und Videoinhalte (aufgezeichnet)",
      manualCheck:
        "Prüfen Sie, ob es zu aufgezeichneten reinen Audiodateien (z. B. Podcasts) ein Transkript gibt und zu Videos ohne Ton eine Text- oder Audiobeschreibung.",
    },
    "1.2.2": {
      title: "Untertitel (aufgezeichnet)",
      manualCheck:
        "Spielen Sie aufgezeichnete Videos mit Ton ab und prüfen Sie, ob Untertitel vorhanden, vollständig und synchron sind und wichtige Geräusche nennen.",
    },
    "1.2.3": {
      title: "Audiodeskription oder Medienalternative (aufgezeichnet)",
      manualCheck:
        "Prüfen Sie, ob aufgezeichnete Videos, deren Bild Informationen trägt, eine Audiodeskription oder eine vollständige Textfassung haben.",
    },
    "1.2.4": {
      title: "Untertitel (live)",
      manualCheck:
        "Prüfen Sie, ob Live-Übertragungen mit Ton (z. B. Webinare, Livestreams) Untertitel in Echtzeit haben.",
    },
    "1.2.5": {
      title: "Audiodeskription (aufgezeichnet)",
      manualCheck:
        "Prüfen Sie, ob aufgezeichnete Videos eine Audiodeskription haben, die wichtige Bildinhalte in den Sprechpausen beschreibt.",
    },
    "1.2.6": {
      title: "Gebärdensprache (aufgezeichnet)",
      manualCheck: "Prüfen Sie, ob aufgezeichnete Videos mit Ton eine Übersetzung in Gebärdensprache haben.",
    },
    "1.2.7": {
      title: "Erweiterte Audiodeskription (aufgezeichnet)",
      manualCheck:
        "Prüfen Sie bei Videos, deren Sprechpausen für die Audiodeskription nicht reichen, ob das Video für längere Beschreibungen angehalten wird.",
    },
    "1.2.8": {
      title: "Medienalternative (aufgezeichnet)",
      manualCheck:
        "Prüfen Sie, ob es zu jedem aufgezeichneten Video eine vollständige Textfassung mit allen Bild- und Toninformationen gibt.",
    },
    "1.2.9": {
      title: "Reine Audioinhalte (live)",
      manualCheck:
        "Prüfen Sie, ob es zu Live-Audio (z. B. einem Radio-Stream) eine Textalternative gibt, etwa eine Mitschrift in Echtzeit.",
    },
    "1.3.1": {
      title: "Info und Beziehungen",
      manualCheck:
        "Prüfen Sie, ob alles, was optisch Struktur zeigt, auch im Code steckt: Überschriften als <h1> bis <h6>, Listen als Listen, Tabellen mit Kopfzellen, Formularfelder mit Beschriftungen und Gruppen. Dabei hilft die Ansicht ohne CSS.",
    },
    "1.3.2": {
      title: "Bedeutungstragende Reihenfolge",
      manualCheck:
        "Schalten Sie das CSS ab oder lassen Sie sich die Seite von einem Screenreader vorlesen und prüfen Sie, ob die Reihenfolge der Inhalte weiterhin Sinn ergibt.",
    },
    "1.3.3": {
      title: "Sensorische Eigenschaften",
      manualCheck:
        "Prüfen Sie Anleitungen und Hinweise: Sie dürfen sich nicht allein auf Form, Farbe, Größe, Position oder Ton stützen, also nicht nur „Klicken Sie auf den runden Knopf rechts“.",
    },
    "1.3.4": {
      title: "Ausrichtung",
      manualCheck:
        "Drehen Sie ein Smartphone oder Tablet und prüfen Sie, ob sich die Seite im Hoch- und im Querformat anzeigen und bedienen lässt.",
    },
    "1.3.5": {
      title: "Eingabezweck bestimmen",
      manualCheck:
        "Prüfen Sie, ob Formularfelder für Angaben zur eigenen Person (Name, E-Mail, Anschrift, Telefon) ein passendes autocomplete-Attribut haben und der Browser sie vorausfüllt.",
    },
    "1.3.6": {
      title: "Zweck bestimmen",
      manualCheck:
        "Prüfen Sie, ob der Zweck von Bedienelementen, Symbolen und Seitenbereichen im Code erkennbar ist, z. B. durch Landmarken und autocomplete-Attribute.",
    },
    "1.4.1": {
      title: "Benutzung von Farbe",
      manualCheck:
        "Prüfen Sie, ob Informationen nie allein durch Farbe vermittelt werden, etwa bei Pflichtfeldern, Fehlern, Diagrammlinien oder Links. Eine Ansicht in Graustufen hilft dabei.",
    },
    "1.4.2": {
      title: "Audio-Steuerelement",
      manualCheck:
        "Prüfen Sie, ob sich Ton, der automatisch länger als drei Sekunden spielt, anhalten oder unabhängig von der Systemlautstärke leiser stellen lässt.",
    },
    "1.4.3": {
      title: "Kontrast (Minimum)",
      manualCheck:
        "Messen Sie den Kontrast von Text mit einem Kontrastwerkzeug, besonders über Bildern und Verläufen sowie in Zuständen wie Hover und Fokus: mindestens 4,5:1, bei großem Text 3:1.",
    },
    "1.4.4": {
      title: "Textgröße ändern",
      manualCheck:
        "Vergrößern Sie die Seite im Browser auf 200 % und prüfen Sie, ob alle Texte lesbar bleiben und nichts abgeschnitten oder verdeckt wird.",
    },
    "1.4.5": {
      title: "Bilder eines Textes",
      manualCheck:
        "Prüfen Sie, ob Text als echter Text vorliegt und nicht als Grafik, etwa in Bannern oder eingescannten Dokumenten. Logos sind ausgenommen.",
    },
    "1.4.6": {
      title: "Kontrast (erhöht)",
      manualCheck:
        "Messen Sie den Kontrast von Text mit einem Kontrastwerkzeug: mindestens 7:1, bei großem Text 4,5:1.",
    },
    "1.4.7": {
      title: "Leise oder keine Hintergrundgeräusche",
      manualCheck:
        "Prüfen Sie bei Audioaufnahmen mit Sprache, ob Hintergrundgeräusche fehlen, sich abschalten lassen oder mindestens 20 dB leiser sind als die Sprache.",
    },
    "1.4.8": {
      title: "Visuelle Präsentation",
      manualCheck:
        "Prüfen Sie, ob Nutzende Text- und Hintergrundfarbe wählen können, Zeilen höchstens 80 Zeichen lang sind, kein Blocksatz verwendet wird, der Zeilenabstand reicht und sich Text ohne waagrechtes Scrollen auf 200 % vergrößern lässt.",
    },
    "1.4.9": {
      title: "Bilder eines Textes (ohne Ausnahme)",
      manualCheck: "Prüfen Sie, ob Bilder von Text nur als reine Dekoration oder in Logos vorkommen.",
    },
    "1.4.10": {
      title: "Umfluss",
      manualCheck:
        "Stellen Sie das Browserfenster auf 1280 Pixel Breite und zoomen Sie auf 400 % (das entspricht 320 Pixeln). Prüfen Sie, ob alle Inhalte ohne waagrechtes Scrollen nutzbar sind; Tabellen, Karten und Diagramme sind ausgenommen.",
    },
    "1.4.11": {
      title: "Nicht-Text-Kontrast",
      manualCheck:
        "Messen Sie den Kontrast von Bedienelementen (Rahmen von Eingabefeldern, Symbole, Fokusrahmen) und wichtigen Teilen von Grafiken zu ihrer Umgebung: mindestens 3:1.",
    },
    "1.4.12": {
      title: "Textabstand",
      manualCheck:
        "Erhöhen Sie mit einem Bookmarklet die Textabstände (Zeilenhöhe 1,5, Absatzabstand 2, Buchstabenabstand 0,12, Wortabstand 0,16 der Schriftgröße) und prüfen Sie, ob Text abgeschnitten wird oder sich überlappt.",
    },
    "1.4.13": {
      title: "Inhalt bei Hover oder Fokus",
      manualCheck:
        "Lösen Sie Tooltips und Aufklappmenüs mit Maus und Tastatur aus. Prüfen Sie, ob sie sich mit Esc schließen lassen, ob man mit der Maus hineinfahren kann und ob sie sichtbar bleiben, bis man sie verlässt.",
    },
    "2.1.1": {
      title: "Tastatur",
      manualCheck:
        "Bedienen Sie die Seite nur mit der Tastatur (Tab, Umschalt+Tab, Eingabe, Leertaste, Pfeiltasten) und prüfen Sie, ob sich alle Funktionen erreichen und auslösen lassen, auch Menüs, Dialoge und Schieberegler.",
    },
    "2.1.2": {
      title: "Keine Tastaturfalle",
      manualCheck:
        "Springen Sie mit der Tastatur durch alle Bereiche, auch durch eingebettete Inhalte wie Karten oder Videos, und prüfen Sie, ob Sie jeden Bereich per Tastatur wieder verlassen können.",
    },
    "2.1.3": {
      title: "Tastatur (ohne Ausnahme)",
      manualCheck:
        "Prüfen Sie, ob sich ausnahmslos alle Funktionen per Tastatur bedienen lassen, auch solche, die eine Freihand-Eingabe nahelegen.",
    },
    "2.1.4": {
      title: "Zeichentastenbefehle",
      manualCheck:
        "Prüfen Sie, ob sich Tastenkürzel aus einzelnen Zeichen (z. B. „s“ für die Suche) abschalten oder umbelegen lassen oder nur wirken, wenn das zugehörige Element den Fokus hat.",
    },
    "2.2.1": {
      title: "Zeiteinteilung anpassbar",
      manualCheck:
        "Prüfen Sie, ob sich Zeitlimits (z. B. Ende einer Sitzung, Countdown beim Bestellen) abschalten, auf das Zehnfache verlängern oder vor Ablauf mit mindestens 20 Sekunden Vorwarnung verlängern lassen.",
    },
    "2.2.2": {
      title: "Pausieren, beenden, ausblenden",
      manualCheck:
        "Prüfen Sie, ob sich bewegte, blinkende oder automatisch wechselnde Inhalte (Slider, Laufschriften, Animationen), die länger als fünf Sekunden laufen, anhalten oder ausblenden lassen.",
    },
    "2.2.3": {
      title: "Keine Zeiteinteilung",
      manualCheck: "Prüfen Sie, ob es außer bei Echtzeit-Ereignissen wie Auktionen keine Zeitlimits gibt.",
    },
    "2.2.4": {
      title: "Unterbrechungen",
      manualCheck:
        "Prüfen Sie, ob sich Unterbrechungen wie automatische Aktualisierungen oder Einblendungen aufschieben oder abschalten lassen, außer in Notfällen.",
    },
    "2.2.5": {
      title: "Erneute Authentifizierung",
      manualCheck:
        "Lassen Sie eine Anmeldung ablaufen, melden Sie sich erneut an und prüfen Sie, ob Ihre bisherigen Eingaben erhalten geblieben sind.",
    },
    "2.2.6": {
      title: "Zeitüberschreitungen",
      manualCheck:
        "Prüfen Sie, ob Nutzende gewarnt werden, wenn Eingaben bei Inaktivität verloren gehen, außer die Daten bleiben mehr als 20 Stunden erhalten.",
    },
    "2.3.1": {
      title: "Grenzwert von dreimaligem Blitzen oder weniger",
      manualCheck:
        "Prüfen Sie Videos und Animationen darauf, ob etwas öfter als dreimal pro Sekunde aufblitzt; im Zweifel mit einem Analysewerkzeug für Blitze (z. B. PEAT).",
    },
    "2.3.2": {
      title: "Dreimaliges Blitzen",
      manualCheck:
        "Prüfen Sie, ob irgendetwas öfter als dreimal pro Sekunde aufblitzt, unabhängig von Größe und Helligkeit.",
    },
    "2.3.3": {
      title: "Animation durch Interaktionen",
      manualCheck:
        "Prüfen Sie, ob sich Bewegungsanimationen, die durch Interaktion ausgelöst werden (z. B. Parallax-Effekte), abschalten lassen, etwa über die Systemeinstellung „Bewegung reduzieren“.",
    },
    "2.4.1": {
      title: "Blöcke umgehen",
      manualCheck:
        "Prüfen Sie, ob es einen Sprunglink zum Hauptinhalt gibt oder Landmarken und Überschriften, mit denen sich wiederkehrende Blöcke überspringen lassen.",
    },
    "2.4.2": {
      title: "Seite mit Titel versehen",
      manualCheck: "Prüfen Sie, ob der Seitentitel im Browser-Tab Thema oder Zweck der Seite beschreibt.",
    },
    "2.4.3": {
      title: "Fokus-Reihenfolge",
      manualCheck:
        "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob die Reihenfolge dem Inhalt folgt. Öffnet sich ein Dialog, muss der Fokus hinein- und beim Schließen zurückspringen.",
    },
    "2.4.4": {
      title: "Linkzweck (im Kontext)",
      manualCheck:
        "Prüfen Sie, ob sich das Ziel jedes Links aus dem Linktext oder seinem direkten Zusammenhang (Satz, Listenpunkt, Tabellenzelle) ergibt. Mehrere „Mehr“-Links ohne Zusammenhang sind ein Fehler.",
    },
    "2.4.5": {
      title: "Verschiedene Methoden",
      manualCheck:
        "Prüfen Sie, ob es mindestens zwei Wege zu jeder Seite gibt, z. B. Navigation und Suche oder Sitemap.",
    },
    "2.4.6": {
      title: "Überschriften und Beschriftungen",
      manualCheck:
        "Prüfen Sie, ob Überschriften und die Beschriftungen von Formularfeldern Thema oder Zweck beschreiben.",
    },
    "2.4.7": {
      title: "Fokus sichtbar",
      manualCheck:
        "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob jederzeit gut sichtbar ist, welches Element den Fokus hat.",
    },
    "2.4.8": {
      title: "Ort",
      manualCheck:
        "Prüfen Sie, ob Nutzende erkennen, wo sie sich innerhalb der Website befinden, z. B. durch eine Brotkrumen-Navigation oder eine Hervorhebung im Menü.",
    },
    "2.4.9": {
      title: "Linkzweck (reiner Link)",
      manualCheck: "Prüfen Sie, ob der Linktext allein das Ziel jedes Links erkennen lässt.",
    },
    "2.4.10": {
      title: "Abschnittsüberschriften",
      manualCheck: "Prüfen Sie, ob längere Texte durch Zwischenüberschriften gegliedert sind.",
    },
    "2.4.11": {
      title: "Fokus nicht verdeckt (Minimum)",
      manualCheck:
        "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob das fokussierte Element nie ganz von fixierten Kopf- oder Fußleisten, Cookie-Bannern oder Chat-Fenstern verdeckt wird.",
    },
    "2.4.12": {
      title: "Fokus nicht verdeckt (erweitert)",
      manualCheck:
        "Prüfen Sie, ob das fokussierte Element nie, auch nicht teilweise, von anderen Inhalten der Seite verdeckt wird.",
    },
    "2.4.13": {
      title: "Fokus-Darstellung",
      manualCheck:
        "Prüfen Sie, ob der Fokusrahmen mindestens so groß ist wie ein 2 Pixel breiter Rand um das Element und sich mit einem Kontrast von mindestens 3:1 vom nicht fokussierten Zustand abhebt.",
    },
    "2.5.1": {
      title: "Zeigergesten",
      manualCheck:
        "Prüfen Sie, ob alles, was Wischen entlang eines Pfades oder mehrere Finger erfordert (z. B. Karten zoomen, Slider), auch mit einfachem Tippen oder Klicken geht, etwa über Plus- und Minus-Schaltflächen.",
    },
    "2.5.2": {
      title: "Zeigeraufhebung",
      manualCheck:
        "Prüfen Sie, ob Funktionen erst beim Loslassen ausgelöst werden und man sich durch Wegziehen von Finger oder Mauszeiger noch umentscheiden kann.",
    },
    "2.5.3": {
      title: "Beschriftung im Namen",
      manualCheck:
        "Prüfen Sie, ob der Name, den Screenreader für ein Bedienelement ansagen, dessen sichtbaren Text enthält, z. B. per Sprachsteuerung mit „Klicke“ und dem sichtbaren Text.",
    },
    "2.5.4": {
      title: "Bewegungsaktivierung",
      manualCheck:
        "Prüfen Sie, ob sich Funktionen, die durch Schütteln oder Neigen des Geräts ausgelöst werden, auch über Bedienelemente erreichen lassen und die Bewegungssteuerung abschaltbar ist.",
    },
    "2.5.5": {
      title: "Zielgröße (erweitert)",
      manualCheck:
        "Prüfen Sie, ob Klick- und Tippziele mindestens 44 × 44 CSS-Pixel groß sind; Links im Fließtext sind ausgenommen.",
    },
    "2.5.6": {
      title: "Gleichzeitige Eingabemechanismen",
      manualCheck:
        "Prüfen Sie, ob sich die Seite mit Maus, Tastatur, Touch und Stift gleichermaßen bedienen lässt, auch beim Wechsel zwischen ihnen.",
    },
    "2.5.7": {
      title: "Ziehbewegungen",
      manualCheck:
        "Prüfen Sie, ob alles, was per Ziehen bedient wird (Sortieren per Drag-and-drop, Schieberegler, Karten), auch mit einzelnen Klicks oder Tippen geht.",
    },
    "2.5.8": {
      title: "Zielgröße (Minimum)",
      manualCheck:
        "Prüfen Sie, ob Klick- und Tippziele mindestens 24 × 24 CSS-Pixel groß sind oder genug Abstand zueinander haben; Links im Fließtext sind ausgenommen.",
    },
    "3.1.1": {
      title: "Sprache der Seite",
      manualCheck:
        "Prüfen Sie, ob das lang-Attribut des <html>-Elements der Hauptsprache der Seite entspricht.",
    },
    "3.1.2": {
      title: "Sprache von Teilen",
      manualCheck:
        "Prüfen Sie, ob anderssprachige Abschnitte und Zitate mit lang ausgezeichnet sind, damit Screenreader sie richtig aussprechen. Eigennamen und eingedeutschte Fachbegriffe sind ausgenommen.",
    },
    "3.1.3": {
      title: "Ungewöhnliche Wörter",
      manualCheck:
        "Prüfen Sie, ob ungewöhnliche Wörter, Fachbegriffe und Redewendungen erklärt werden, z. B. in einem Glossar.",
    },
    "3.1.4": {
      title: "Abkürzungen",
      manualCheck: "Prüfen Sie, ob Abkürzungen bei der ersten Verwendung ausgeschrieben oder erklärt werden.",
    },
    "3.1.5": {
      title: "Leseniveau",
      manualCheck:
        "Prüfen Sie, ob Texte, die mehr Lesefähigkeit als nach etwa neun Schuljahren voraussetzen, eine einfachere Fassung oder Zusammenfassung haben.",
    },
    "3.1.6": {
      title: "Aussprache",
      manualCheck:
        "Prüfen Sie, ob Wörter, deren Bedeutung von der Aussprache abhängt, eine Angabe zur Aussprache haben.",
    },
    "3.2.1": {
      title: "Bei Fokus",
      manualCheck:
        "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob das bloße Fokussieren nichts Unerwartetes auslöst, etwa ein Formular absendet, ein Fenster öffnet oder die Seite wechselt.",
    },
    "3.2.2": {
      title: "Bei Eingabe",
      manualCheck:
        "Ändern Sie Formularfelder, Auswahllisten und Optionen und prüfen Sie, ob das ohne vorherigen Hinweis weder die Seite wechselt noch etwas absendet.",
    },
    "3.2.3": {
      title: "Konsistente Navigation",
      manualCheck:
        "Vergleichen Sie mehrere Seiten: Navigation und wiederkehrende Bereiche stehen immer in derselben Reihenfolge.",
    },
    "3.2.4": {
      title: "Konsistente Erkennung",
      manualCheck:
        "Prüfen Sie, ob Elemente mit gleicher Funktion überall gleich benannt sind, z. B. Suchfeld, Symbole und Alternativtexte.",
    },
    "3.2.5": {
      title: "Änderung auf Anfrage",
      manualCheck:
        "Prüfen Sie, ob Kontextänderungen wie neue Fenster oder Weiterleitungen nur auf Wunsch der Nutzenden geschehen.",
    },
    "3.2.6": {
      title: "Konsistente Hilfe",
      manualCheck:
        "Prüfen Sie, ob Hilfsangebote wie Kontaktdaten, Chat oder FAQ auf allen Seiten an derselben Stelle in der Reihenfolge stehen.",
    },
    "3.3.1": {
      title: "Fehlererkennung",
      manualCheck:
        "Schicken Sie Formulare mit Fehlern ab und prüfen Sie, ob jeder Fehler als Text beschrieben und das betroffene Feld kenntlich gemacht wird – nicht nur durch Farbe.",
    },
    "3.3.2": {
      title: "Beschriftungen oder Anweisungen",
      manualCheck:
        "Prüfen Sie, ob jedes Formularfeld eine sichtbare Beschriftung hat und nötige Hinweise (Pflichtfeld, Format wie TT.MM.JJJJ) schon vor der Eingabe zu sehen sind.",
    },
    "3.3.3": {
      title: "Fehlerempfehlung",
      manualCheck:
        "Geben Sie absichtlich Falsches ein und prüfen Sie, ob die Fehlermeldung sagt, wie es richtig geht, z. B. „Bitte geben Sie das Datum als TT.MM.JJJJ ein“.",
    },
    "3.3.4": {
      title: "Fehlervermeidung (rechtlich, finanziell, Daten)",
      manualCheck:
        "Prüfen Sie bei Bestellungen, Verträgen und beim Ändern oder Löschen von Daten, ob sich Eingaben vor dem Absenden prüfen und bestätigen oder danach rückgängig machen lassen.",
    },
    "3.3.5": {
      title: "Hilfe",
      manualCheck:
        "Prüfen Sie, ob Formulare Hilfe direkt am Feld anbieten, z. B. Erklärungen oder Beispiele.",
    },
    "3.3.6": {
      title: "Fehlervermeidung (alle)",
      manualCheck:
        "Prüfen Sie, ob sich bei allen Formularen, die Daten absenden, die Eingaben prüfen, bestätigen oder rückgängig machen lassen.",
    },
    "3.3.7": {
      title: "Redundante Einträge",
      manualCheck:
        "Gehen Sie mehrstufige Abläufe wie eine Bestellung durch und prüfen Sie, ob bereits eingegebene Daten vorausgefüllt oder auswählbar sind, statt erneut abgefragt zu werden.",
    },
    "3.3.8": {
      title: "Barrierefreie Authentifizierung (Minimum)",
      manualCheck:
        "Prüfen Sie die Anmeldung: Passwort- und Codefelder müssen Einfügen und Passwort-Manager zulassen, und es darf kein Rätsel oder Rechentest ohne Alternative verlangt werden.",
    },
    "3.3.9": {
      title: "Barrierefreie Authentifizierung (erweitert)",
      manualCheck:
        "Prüfen Sie die Anmeldung wie bei 3.3.8 und zusätzlich, ob sie auch ohne das Erkennen von Objekten oder eigenen Bildern auskommt.",
    },
    "4.1.1": {
      title: "Syntaxanalyse",
      manualCheck:
        "Das Kriterium gilt laut W3C für HTML-Seiten als stets erfüllt und ist in WCAG 2.2 entfallen; EN 301 549 V3.2.1 führt es aber noch. Was es absichern sollte (eindeutige IDs, richtig verschachtelte Elemente), prüfen die Regeln zu 1.3.1 und 4.1.2 mit.",
    },
    "4.1.2": {
      title: "Name, Rolle, Wert",
      manualCheck:
        "Prüfen Sie mit einem Screenreader, ob alle Bedienelemente, besonders selbst gebaute wie Menüs, Aufklappbereiche und Schalter, mit Name, Rolle und aktuellem Zustand (z. B. „erweitert“) angesagt werden.",
    },
    "4.1.3": {
      title: "Statusmeldungen",
      manualCheck:
        "Lösen Sie Statusmeldungen aus (z. B. „In den Warenkorb gelegt“, Anzahl der Suchergebnisse, Fehlerhinweise) und prüfen Sie, ob ein Screenreader sie ansagt, ohne dass der Fokus dorthin springt.",
    },
  },
};

export default guidance;
