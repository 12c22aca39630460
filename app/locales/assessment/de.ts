/**
 * Geführte Prüfung von Hand: für jedes Erfolgskriterium der WCAG 2.1 auf den Stufen A und AA (EN 301 549
 * Kapitel 9), für die in WCAG 2.2 neuen Kriterien (Prüfumfang „2.2“) und für die Stufe AAA (Prüfumfang „AAA“)
 * die Art der Prüfung, was auf jeder Seite der Stichprobe zu tun ist und wann das Kriterium erfüllt ist.
 */
export type CheckMethod = "keyboard" | "zoom" | "screenReader" | "content";
export type GuidedCheck = { method: CheckMethod; how: string; pass: string };

const checks = {
  "1.1.1": {
    method: "screenReader",
    how: "Gehen Sie alle Bilder, Symbole und Grafiken der Seite durch. Lesen Sie mit dem Screenreader oder in den Entwicklerwerkzeugen den Alternativtext jedes Bildes und fragen Sie: Sagt er, was das Bild mitteilt oder wozu ein grafischer Link führt?",
    pass: "Erfüllt, wenn jedes informative Bild eine passende Textalternative hat und Schmuckgrafiken vom Screenreader übergangen werden.",
  },
  "1.2.1": {
    method: "content",
    how: "Suchen Sie reine Audiodateien (z. B. Podcasts) und Videos ohne Ton. Prüfen Sie, ob es daneben ein Transkript bzw. eine Beschreibung in Text oder Ton gibt.",
    pass: "Erfüllt, wenn jede solche Aufnahme eine gleichwertige Alternative hat. Nicht anwendbar, wenn die Seite keine enthält.",
  },
  "1.2.2": {
    method: "content",
    how: "Spielen Sie jedes aufgezeichnete Video mit Ton ab und schalten Sie die Untertitel ein. Vergleichen Sie stichprobenartig Gesprochenes und Untertitel.",
    pass: "Erfüllt, wenn Untertitel vorhanden, vollständig und zeitgleich sind und wichtige Geräusche nennen.",
  },
  "1.2.3": {
    method: "content",
    how: "Schauen Sie aufgezeichnete Videos ohne Bild an (nur zuhören). Fehlt dabei wichtige Information, muss es eine Audiodeskription oder eine vollständige Textfassung geben.",
    pass: "Erfüllt, wenn eine Audiodeskription oder Textfassung alle wichtigen Bildinhalte wiedergibt.",
  },
  "1.2.4": {
    method: "content",
    how: "Prüfen Sie Live-Übertragungen mit Ton (Livestreams, Webinare): Werden Untertitel in Echtzeit angeboten?",
    pass: "Erfüllt, wenn Live-Inhalte mit Ton Echtzeit-Untertitel haben. Nicht anwendbar ohne Live-Inhalte.",
  },
  "1.2.5": {
    method: "content",
    how: "Prüfen Sie aufgezeichnete Videos auf eine Audiodeskription: Werden wichtige Bildinhalte (Handlung, eingeblendeter Text) in den Sprechpausen beschrieben?",
    pass: "Erfüllt, wenn jedes aufgezeichnete Video mit wichtigem Bildinhalt eine Audiodeskription hat.",
  },
  "1.3.1": {
    method: "screenReader",
    how: "Lassen Sie sich mit dem Screenreader die Überschriften, Listen, Tabellen und Formularfelder der Seite anzeigen. Vergleichen Sie: Ist alles, was optisch als Überschrift, Liste, Tabelle oder Feldbeschriftung erkennbar ist, auch im Code so ausgezeichnet?",
    pass: "Erfüllt, wenn die sichtbare Struktur auch für den Screenreader vorhanden ist.",
  },
  "1.3.2": {
    method: "screenReader",
    how: "Lesen Sie die Seite mit dem Screenreader von oben nach unten vor oder schalten Sie die CSS-Gestaltung ab. Achten Sie darauf, ob die Reihenfolge der Inhalte noch Sinn ergibt.",
    pass: "Erfüllt, wenn die Lesereihenfolge die Bedeutung erhält.",
  },
  "1.3.3": {
    method: "content",
    how: "Lesen Sie Anleitungen und Hinweise auf der Seite. Beziehen sie sich nur auf Form, Farbe, Größe, Lage oder Klang (z. B. „klicken Sie auf den runden Knopf rechts“)?",
    pass: "Erfüllt, wenn jede Anleitung auch ohne Sehen oder Hören verständlich ist, etwa weil sie den Namen des Elements nennt.",
  },
  "1.3.4": {
    method: "zoom",
    how: "Öffnen Sie die Seite auf einem Smartphone oder Tablet (oder in der Geräteemulation des Browsers) und drehen Sie das Gerät zwischen Hoch- und Querformat.",
    pass: "Erfüllt, wenn die Inhalte in beiden Ausrichtungen angezeigt und bedienbar sind.",
  },
  "1.3.5": {
    method: "content",
    how: "Suchen Sie Formularfelder, die nach Angaben zur eigenen Person fragen (Name, E-Mail, Anschrift, Telefon). Prüfen Sie in den Entwicklerwerkzeugen, ob sie ein passendes autocomplete-Attribut haben, oder ob der Browser sie automatisch ausfüllt.",
    pass: "Erfüllt, wenn jedes solche Feld seinen Zweck mit autocomplete angibt. Nicht anwendbar ohne solche Felder.",
  },
  "1.4.1": {
    method: "content",
    how: "Suchen Sie Stellen, an denen Farbe etwas mitteilt: Links im Fließtext, Pflichtfelder, Fehler, Diagramme, Zustände. Betrachten Sie die Seite in Graustufen (z. B. mit der Farbsimulation der Entwicklerwerkzeuge).",
    pass: "Erfüllt, wenn jede Information auch ohne Farbe erkennbar ist (Unterstreichung, Text, Symbol, Muster).",
  },
  "1.4.2": {
    method: "content",
    how: "Laden Sie die Seite mit eingeschaltetem Ton. Startet Audio von selbst und läuft länger als drei Sekunden?",
    pass: "Erfüllt, wenn kein Ton von selbst startet oder er sich gleich am Anfang der Seite anhalten oder leiser stellen lässt.",
  },
  "1.4.3": {
    method: "content",
    how: "Prüfen Sie Texte, die die automatische Prüfung nicht sicher beurteilen konnte: Text auf Bildern oder Verläufen, Text in Zuständen wie Fokus und Hover. Messen Sie den Kontrast mit einem Kontrastprüfer (z. B. Colour Contrast Analyser).",
    pass: "Erfüllt, wenn normaler Text mindestens 4,5:1 und großer Text mindestens 3:1 Kontrast hat.",
  },
  "1.4.4": {
    method: "zoom",
    how: "Vergrößern Sie die Seite im Browser auf 200 % (Strg/Cmd und +). Lesen Sie alle Texte und nutzen Sie alle Funktionen.",
    pass: "Erfüllt, wenn bei 200 % nichts abgeschnitten ist, nichts überlappt und alles bedienbar bleibt.",
  },
  "1.4.5": {
    method: "content",
    how: "Suchen Sie Bilder, die Text zeigen (Grafiken mit Schrift, Banner, eingescannte Dokumente). Markieren Sie den Text: Lässt er sich nicht auswählen, ist es ein Bild.",
    pass: "Erfüllt, wenn Text als echter Text gesetzt ist, außer bei Logos oder wenn die Darstellung wesentlich ist.",
  },
  "1.4.10": {
    method: "zoom",
    how: "Stellen Sie das Browserfenster auf 1280 Pixel Breite und vergrößern Sie auf 400 % (entspricht 320 Pixeln). Scrollen Sie durch die ganze Seite.",
    pass: "Erfüllt, wenn Sie nur senkrecht scrollen müssen und nichts verloren geht; Ausnahmen sind Tabellen, Karten und Ähnliches.",
  },
  "1.4.11": {
    method: "content",
    how: "Messen Sie mit einem Kontrastprüfer die Ränder von Eingabefeldern und Schaltflächen, Fokusrahmen, Symbole und Diagrammlinien gegen ihren Hintergrund.",
    pass: "Erfüllt, wenn Bedienelemente und informative Grafiken mindestens 3:1 Kontrast haben.",
  },
  "1.4.12": {
    method: "zoom",
    how: "Erhöhen Sie mit einem Bookmarklet oder einer Browsererweiterung Zeilenhöhe (1,5), Absatzabstand (2), Zeichenabstand (0,12) und Wortabstand (0,16 der Schriftgröße).",
    pass: "Erfüllt, wenn dabei kein Text abgeschnitten wird oder sich überlappt.",
  },
  "1.4.13": {
    method: "keyboard",
    how: "Lassen Sie Tooltips, Untermenüs und andere Einblendungen mit der Maus und mit der Tastatur erscheinen. Versuchen Sie, mit der Maus auf die Einblendung zu fahren und sie mit Esc zu schließen.",
    pass: "Erfüllt, wenn Einblendungen sich mit Esc schließen lassen, mit der Maus erreichbar sind und sichtbar bleiben, bis Sie sie verlassen.",
  },
  "2.1.1": {
    method: "keyboard",
    how: "Legen Sie die Maus weg. Gehen Sie mit Tab und Umschalt+Tab durch die Seite und bedienen Sie jedes Element mit Eingabe, Leertaste und Pfeiltasten: Menüs, Formulare, Dialoge, Karussells, Videos.",
    pass: "Erfüllt, wenn sich alle Funktionen mit der Tastatur allein nutzen lassen.",
  },
  "2.1.2": {
    method: "keyboard",
    how: "Gehen Sie mit der Tastatur in jedes Element hinein, das den Fokus halten könnte (eingebettete Videos, Karten, Dialoge, Editoren), und versuchen Sie, es mit Tab, Umschalt+Tab oder Esc wieder zu verlassen.",
    pass: "Erfüllt, wenn der Fokus nirgends gefangen bleibt oder ein Hinweis sagt, wie man herauskommt.",
  },
  "2.1.4": {
    method: "keyboard",
    how: "Drücken Sie auf der Seite (außerhalb von Eingabefeldern) einzelne Buchstaben-, Zahlen- und Satzzeichentasten. Prüfen Sie in der Hilfe der Seite, ob es Tastenkürzel gibt.",
    pass: "Erfüllt, wenn Kürzel aus einem einzelnen Zeichen nicht existieren oder sich abschalten, umbelegen oder nur bei Fokus auslösen lassen.",
  },
  "2.2.1": {
    method: "content",
    how: "Suchen Sie Zeitbegrenzungen: Abmeldung nach Inaktivität, Countdown beim Bezahlen, automatisches Weiterleiten. Warten Sie, bis die Zeit abläuft.",
    pass: "Erfüllt, wenn sich jede Zeitbegrenzung abschalten, anpassen oder vor Ablauf verlängern lässt (mindestens 20 Sekunden Warnzeit).",
  },
  "2.2.2": {
    method: "content",
    how: "Suchen Sie Bewegtes, das von selbst startet und länger als fünf Sekunden läuft: Karussells, Laufschriften, Animationen, sich aktualisierende Inhalte.",
    pass: "Erfüllt, wenn es sich anhalten, ausblenden oder in der Geschwindigkeit steuern lässt.",
  },
  "2.3.1": {
    method: "content",
    how: "Sehen Sie sich Videos, Animationen und blinkende Elemente an. Blitzt etwas häufiger als dreimal in einer Sekunde auf, besonders großflächig oder in Rot?",
    pass: "Erfüllt, wenn nichts öfter als dreimal pro Sekunde blitzt.",
  },
  "2.4.1": {
    method: "keyboard",
    how: "Laden Sie die Seite und drücken Sie Tab: Erscheint ein Link „Zum Inhalt springen“, und führt er dorthin? Prüfen Sie mit dem Screenreader, ob es Landmarken (header, nav, main) oder Überschriften gibt.",
    pass: "Erfüllt, wenn sich wiederkehrende Bereiche wie die Navigation überspringen lassen.",
  },
  "2.4.2": {
    method: "content",
    how: "Lesen Sie den Titel der Seite im Browser-Tab oder in der Fensterleiste.",
    pass: "Erfüllt, wenn der Titel Thema oder Zweck dieser Seite beschreibt und sich von anderen Seiten unterscheidet.",
  },
  "2.4.3": {
    method: "keyboard",
    how: "Gehen Sie mit Tab durch die ganze Seite und achten Sie auf die Reihenfolge, in der der Fokus wandert. Öffnen Sie Dialoge und Menüs: Springt der Fokus hinein und danach zurück?",
    pass: "Erfüllt, wenn die Fokusreihenfolge dem Aufbau der Seite folgt und den Sinn erhält.",
  },
  "2.4.4": {
    method: "screenReader",
    how: "Lassen Sie sich mit dem Screenreader die Liste aller Links anzeigen. Lesen Sie jeden Linktext mit seinem Satz oder Absatz.",
    pass: "Erfüllt, wenn der Zweck jedes Links aus seinem Text oder dem umgebenden Satz hervorgeht („mehr“ allein genügt nicht).",
  },
  "2.4.5": {
    method: "content",
    how: "Prüfen Sie, wie man zu dieser Seite kommt: Navigation, Suche, Sitemap, Inhaltsverzeichnis, Links.",
    pass: "Erfüllt, wenn es mindestens zwei Wege zu jeder Seite gibt (außer bei Schritten eines Ablaufs, etwa im Bestellvorgang).",
  },
  "2.4.6": {
    method: "content",
    how: "Lesen Sie alle Überschriften und Feldbeschriftungen der Seite für sich allein.",
    pass: "Erfüllt, wenn sie Thema bzw. Zweck des Abschnitts oder Feldes beschreiben.",
  },
  "2.4.7": {
    method: "keyboard",
    how: "Gehen Sie mit Tab durch die Seite, in hellem und dunklem Farbmodus, und verfolgen Sie den Fokus.",
    pass: "Erfüllt, wenn Sie jederzeit sehen, welches Element den Fokus hat.",
  },
  "2.5.1": {
    method: "content",
    how: "Suchen Sie Funktionen, die Wischen, Ziehen mit Pfad oder Gesten mit mehreren Fingern verlangen (Karussells, Karten, Schieberegler), und versuchen Sie sie mit einfachem Tippen oder Klicken zu bedienen.",
    pass: "Erfüllt, wenn es für jede solche Geste eine Bedienung mit einem einzelnen Zeiger ohne Pfad gibt.",
  },
  "2.5.2": {
    method: "content",
    how: "Drücken Sie die Maustaste auf Schaltflächen und Links, halten Sie sie und ziehen Sie den Zeiger weg, bevor Sie loslassen.",
    pass: "Erfüllt, wenn die Funktion erst beim Loslassen auslöst oder sich so abbrechen lässt.",
  },
  "2.5.3": {
    method: "screenReader",
    how: "Vergleichen Sie bei Schaltflächen, Links und Feldern mit sichtbarem Text die Beschriftung mit dem Namen, den der Screenreader ansagt.",
    pass: "Erfüllt, wenn der angesagte Name den sichtbaren Text enthält, am besten am Anfang.",
  },
  "2.5.4": {
    method: "content",
    how: "Suchen Sie Funktionen, die durch Schütteln, Neigen oder andere Bewegungen des Geräts auslösen.",
    pass: "Erfüllt, wenn es dafür auch ein Bedienelement gibt und sich die Bewegungssteuerung abschalten lässt. Nicht anwendbar ohne solche Funktionen.",
  },
  "3.1.1": {
    method: "screenReader",
    how: "Prüfen Sie im Quelltext das lang-Attribut des html-Elements und lassen Sie den Screenreader einen Absatz vorlesen.",
    pass: "Erfüllt, wenn die Hauptsprache korrekt angegeben ist und der Screenreader mit der richtigen Aussprache liest.",
  },
  "3.1.2": {
    method: "screenReader",
    how: "Suchen Sie Abschnitte und Wörter in einer anderen Sprache als der Seite (Zitate, Produktnamen ausgenommen). Prüfen Sie, ob sie ein eigenes lang-Attribut haben.",
    pass: "Erfüllt, wenn anderssprachige Passagen ausgezeichnet sind; Eigennamen und Fachwörter sind ausgenommen.",
  },
  "3.2.1": {
    method: "keyboard",
    how: "Bewegen Sie den Fokus mit Tab auf jedes Element, ohne etwas auszulösen.",
    pass: "Erfüllt, wenn der Fokus allein nichts Unerwartetes tut: kein Seitenwechsel, kein neues Fenster, kein abgeschicktes Formular.",
  },
  "3.2.2": {
    method: "keyboard",
    how: "Ändern Sie Auswahllisten, Optionsfelder, Kontrollkästchen und Textfelder mit der Tastatur, ohne etwas abzuschicken.",
    pass: "Erfüllt, wenn eine Eingabe allein die Seite nicht unerwartet wechselt oder das Formular abschickt, außer es wird vorher angekündigt.",
  },
  "3.2.3": {
    method: "content",
    how: "Vergleichen Sie Navigation, Kopf- und Fußbereich dieser Seite mit anderen Seiten der Stichprobe.",
    pass: "Erfüllt, wenn wiederkehrende Navigation überall in derselben Reihenfolge steht.",
  },
  "3.2.4": {
    method: "content",
    how: "Vergleichen Sie Elemente mit derselben Funktion auf verschiedenen Seiten: Suche, Warenkorb, Anmelden, Symbole.",
    pass: "Erfüllt, wenn gleiche Funktionen überall gleich benannt und gekennzeichnet sind.",
  },
  "3.3.1": {
    method: "screenReader",
    how: "Schicken Sie Formulare leer und mit falschen Angaben ab. Lesen Sie die Fehlermeldungen und prüfen Sie mit dem Screenreader, ob sie angesagt werden und beim Feld stehen.",
    pass: "Erfüllt, wenn Fehler als Text beschrieben und dem betroffenen Feld zugeordnet werden.",
  },
  "3.3.2": {
    method: "content",
    how: "Sehen Sie sich jedes Formularfeld an: Hat es eine sichtbare Beschriftung? Sind Pflichtfelder und erwartete Formate (z. B. Datum) angegeben?",
    pass: "Erfüllt, wenn jedes Feld eine Beschriftung oder Anleitung hat, die vor der Eingabe sichtbar ist.",
  },
  "3.3.3": {
    method: "content",
    how: "Machen Sie in Formularen typische Fehler (falsches Format, zu kurze Eingabe) und lesen Sie die Meldungen.",
    pass: "Erfüllt, wenn die Meldung sagt, wie die Eingabe richtig wäre, soweit das die Sicherheit nicht gefährdet.",
  },
  "3.3.4": {
    method: "content",
    how: "Gehen Sie Vorgänge mit rechtlichen oder finanziellen Folgen durch (Bestellung, Vertrag, Löschen von Daten) bis kurz vor den Abschluss.",
    pass: "Erfüllt, wenn Eingaben vor dem Absenden geprüft, bestätigt oder danach rückgängig gemacht werden können. Nicht anwendbar ohne solche Vorgänge.",
  },
  "4.1.1": {
    method: "content",
    how: "Prüfen Sie den Quelltext mit einem HTML-Validator auf doppelte IDs, fehlerhaft verschachtelte oder nicht geschlossene Elemente und doppelte Attribute.",
    pass: "Erfüllt, wenn keine solchen Fehler die Bedienung mit Hilfsmitteln stören.",
  },
  "4.1.2": {
    method: "screenReader",
    how: "Gehen Sie mit dem Screenreader alle Bedienelemente durch, besonders selbst gebaute (Menüs, Akkordeons, Reiter, Schalter). Bedienen Sie sie und hören Sie auf Name, Rolle und Zustand (z. B. „erweitert“, „ausgewählt“).",
    pass: "Erfüllt, wenn jedes Bedienelement Name, Rolle und aktuellen Zustand korrekt ansagt.",
  },
  "4.1.3": {
    method: "screenReader",
    how: "Lösen Sie Statusmeldungen aus, ohne dass der Fokus wandert: in den Warenkorb legen, Suche filtern, Formular speichern. Hören Sie mit dem Screenreader zu.",
    pass: "Erfüllt, wenn solche Meldungen angesagt werden, ohne den Fokus zu verschieben.",
  },
  // WCAG 2.2, Stufen A und AA (Prüfumfang „2.2“)
  "2.4.11": {
    method: "keyboard",
    how: "Gehen Sie mit Tab und Umschalt+Tab durch alle bedienbaren Elemente der Seite, einmal in normaler Größe und einmal bei 200 % Zoom in einem schmalen Fenster. Achten Sie auf alles, was die Seite über den Inhalt legt: fixierte Kopf- und Fußleisten, Cookie-Hinweise, Chat-Knöpfe, eingeblendete Leisten. Bleibt das fokussierte Element jedes Mal wenigstens zum Teil zu sehen?",
    pass: "Erfüllt, wenn kein fokussiertes Element vollständig hinter solchen Inhalten verschwindet. Nicht erfüllt, wenn der Fokus etwa unter einer fixierten Kopfleiste oder einem Cookie-Hinweis liegt, der sich nicht ohne Wegbewegen des Fokus (z. B. mit Escape) schließen lässt.",
  },
  "2.5.7": {
    method: "content",
    how: "Suchen Sie alles, was sich mit der Maus oder dem Finger ziehen lässt: Schieberegler, sortierbare Listen, Karten, Kanban-Tafeln, Bildvergleiche, Datei-Ablagen. Versuchen Sie jede Funktion ohne Ziehen zu erreichen, nur durch Klicken oder Tippen, etwa über Pfeil-Schaltflächen, ein Eingabefeld oder ein Menü „Verschieben nach“. Die Tastatur allein genügt nicht: Gefragt ist eine Bedienung mit einem einzelnen Zeiger.",
    pass: "Erfüllt, wenn jede Funktion, die Ziehen anbietet, auch mit einfachen Klicks oder Tipps erreichbar ist (außer das Ziehen ist wesentlich, etwa beim freien Zeichnen). Nicht erfüllt, wenn sich z. B. ein Regler oder eine Reihenfolge nur durch Ziehen ändern lässt. Nicht anwendbar, wenn die Seite nichts zum Ziehen enthält.",
  },
  "2.5.8": {
    method: "zoom",
    how: "Messen Sie bei normaler Zoomstufe (100 %) die Klick- und Tippflächen kleiner Bedienelemente: Symbol-Schaltflächen, Schließen-Kreuze, Paginierung, Links in dichten Listen, Kontrollkästchen. Nutzen Sie dazu die Entwicklerwerkzeuge (Element untersuchen zeigt die Größe in CSS-Pixeln). Ist eine Fläche kleiner als 24 × 24 Pixel, prüfen Sie den Abstand: Ein Kreis mit 24 Pixel Durchmesser um ihre Mitte darf kein anderes Ziel und keinen anderen solchen Kreis schneiden.",
    pass: "Erfüllt, wenn jedes Ziel mindestens 24 × 24 CSS-Pixel groß ist oder genug Abstand hat, oder wenn eine Ausnahme greift (Link im Fließtext, gleiche Funktion an anderer Stelle in ausreichender Größe, vom Browser unverändert gestaltetes Element, wesentliche Darstellung wie Kartenmarker). Nicht erfüllt bei kleinen, dicht gedrängten Symbolen ohne solche Ausnahme.",
  },
  "3.2.6": {
    method: "content",
    how: "Stellen Sie fest, welche Hilfe die Website anbietet: Kontaktangaben (Telefon, E-Mail, Formular), Chat, Hilfeseite oder FAQ, Selbsthilfe-Funktion. Vergleichen Sie auf allen Seiten der Stichprobe, wo diese Hilfe steht, z. B. immer im Fußbereich nach dem Impressum oder immer rechts oben in der Kopfleiste.",
    pass: "Erfüllt, wenn Hilfe, die auf mehreren Seiten angeboten wird, dort jeweils in derselben Reihenfolge relativ zu den anderen Inhalten steht (bei gleicher Fenstergröße). Nicht erfüllt, wenn der Kontakt-Link z. B. mal in der Kopfleiste, mal nur im Fußbereich auftaucht. Nicht anwendbar, wenn die Seiten keine Hilfe anbieten; das Kriterium verlangt nicht, dass es Hilfe gibt.",
  },
  "3.3.7": {
    method: "content",
    how: "Gehen Sie mehrschrittige Vorgänge vollständig durch: Bestellung, Registrierung, Antrag, Buchung. Notieren Sie, welche Angaben Sie schon einmal gemacht haben, und achten Sie darauf, ob der Vorgang dieselben Angaben später noch einmal verlangt, etwa die Anschrift für die Lieferung nach der Rechnungsanschrift.",
    pass: "Erfüllt, wenn bereits gemachte Angaben im selben Vorgang entweder schon ausgefüllt sind oder zur Auswahl stehen (z. B. „Lieferanschrift wie Rechnungsanschrift“). Ausnahmen: erneute Eingabe aus Sicherheitsgründen (Passwort bestätigen), wesentliche Wiederholung (Gedächtnisspiel) oder nicht mehr gültige Angaben. Nicht erfüllt, wenn Sie dieselben Daten ohne solchen Grund erneut tippen müssen. Nicht anwendbar ohne mehrschrittige Vorgänge.",
  },
  "3.3.8": {
    method: "content",
    how: "Melden Sie sich an oder registrieren Sie sich, und gehen Sie auch Passwort-Zurücksetzen und Zwei-Faktor-Schritte durch. Prüfen Sie: Lässt das Passwortfeld Einfügen und Passwortmanager zu (autocomplete-Attribut, kein Blockieren von Strg+V)? Verlangt ein Schritt, sich etwas zu merken, abzuschreiben oder ein Rätsel zu lösen (Rechenaufgabe, Buchstaben aus Bild abtippen, bestimmte Zeichen des Passworts eingeben)?",
    pass: "Erfüllt, wenn jeder Anmeldeschritt ohne solchen Gedächtnis- oder Rätseltest auskommt oder eine Alternative ohne ihn anbietet (Anmelde-Link per E-Mail, Passkey, Einfügen eines Codes), ein Hilfsmittel dabei unterstützt oder nur Objekte bzw. eigene Inhalte wiederzuerkennen sind. Nicht erfüllt z. B. bei gesperrtem Einfügen ins Passwortfeld oder einem Text-CAPTCHA ohne Alternative. Nicht anwendbar ohne Anmeldung.",
  },
  // AAA (Prüfumfang „AAA“)
  "1.2.6": {
    method: "content",
    how: "Suchen Sie aufgezeichnete Videos mit Ton und prüfen Sie, ob eine Gebärdensprach-Übersetzung angeboten wird (im Bild eingeblendet oder als eigene Fassung).",
    pass: "Erfüllt, wenn jedes solche Video eine Übersetzung in Gebärdensprache hat. Nicht anwendbar ohne aufgezeichnete Videos mit Ton.",
  },
  "1.2.7": {
    method: "content",
    how: "Prüfen Sie Videos, deren Sprechpausen für eine Audiodeskription nicht reichen: Gibt es eine erweiterte Fassung, bei der das Video anhält, während die Beschreibung läuft?",
    pass: "Erfüllt, wenn wichtige Bildinhalte, die in den Pausen keinen Platz finden, in einer erweiterten Audiodeskription beschrieben werden. Nicht anwendbar ohne solche Videos.",
  },
  "1.2.8": {
    method: "content",
    how: "Suchen Sie zu jedem aufgezeichneten Video eine vollständige Textfassung und vergleichen Sie sie beim Ansehen mit Bild und Ton.",
    pass: "Erfüllt, wenn die Textfassung alle Dialoge, wichtigen Geräusche und Bildinhalte in der richtigen Reihenfolge enthält. Nicht anwendbar ohne aufgezeichnete Videos.",
  },
  "1.2.9": {
    method: "content",
    how: "Suchen Sie Live-Übertragungen, die nur aus Ton bestehen (Radio, Telefonkonferenz), und prüfen Sie, ob eine Mitschrift in Echtzeit angeboten wird.",
    pass: "Erfüllt, wenn jede Live-Audioübertragung eine gleichwertige Textalternative in Echtzeit hat. Nicht anwendbar ohne solche Übertragungen.",
  },
  "1.3.6": {
    method: "screenReader",
    how: "Prüfen Sie, ob Seitenbereiche als Landmarken ausgezeichnet sind (Kopf, Navigation, Hauptinhalt, Fußbereich) und ob Symbole und häufige Bedienelemente ihren Zweck im Code angeben, z. B. über Namen und Rollen, die Hilfsmittel auswerten können.",
    pass: "Erfüllt, wenn der Zweck von Bereichen, Symbolen und Bedienelementen technisch erkennbar ist, sodass Hilfsmittel ihn anders darstellen können.",
  },
  "1.4.6": {
    method: "content",
    how: "Messen Sie den Kontrast von Texten und Textbildern mit einem Kontrastprüfer, besonders bei grauem Text, Text auf Farbflächen und in Zuständen wie Fokus und Hover.",
    pass: "Erfüllt, wenn normaler Text mindestens 7:1 und großer Text mindestens 4,5:1 Kontrast hat (Logos und reine Dekoration ausgenommen).",
  },
  "1.4.7": {
    method: "content",
    how: "Hören Sie sich aufgezeichnete Tonspuren an, die hauptsächlich aus Sprache bestehen: Liegen Musik oder Geräusche darunter?",
    pass: "Erfüllt, wenn es keine Hintergrundgeräusche gibt, sie sich abschalten lassen oder mindestens 20 dB leiser sind als die Sprache. Nicht anwendbar ohne solche Aufnahmen.",
  },
  "1.4.8": {
    method: "zoom",
    how: "Prüfen Sie längere Textabschnitte: Lassen sich Vorder- und Hintergrundfarbe einstellen (etwa über die Einstellungen von Browser oder System)? Sind Zeilen höchstens 80 Zeichen breit, ist der Text nicht im Blocksatz, der Zeilenabstand mindestens das 1,5-Fache? Vergrößern Sie Text auf 200 %: Müssen Sie dann waagerecht scrollen, um eine Zeile zu lesen?",
    pass: "Erfüllt, wenn Textblöcke all diese Anforderungen zur Darstellung erfüllen.",
  },
  "1.4.9": {
    method: "content",
    how: "Suchen Sie Bilder, die Text enthalten (Banner, Grafiken mit Beschriftung, als Bild gespeicherte Überschriften).",
    pass: "Erfüllt, wenn Textbilder nur zur Dekoration dienen oder die Darstellung wesentlich ist (z. B. Logos). Sonst muss der Text als echter Text vorliegen.",
  },
  "2.1.3": {
    method: "keyboard",
    how: "Bedienen Sie die ganze Seite ausschließlich mit der Tastatur, ohne Ausnahme auch für Funktionen, die auf den Weg der Bewegung ankommen (z. B. Zeichnen).",
    pass: "Erfüllt, wenn ausnahmslos jede Funktion mit der Tastatur bedienbar ist.",
  },
  "2.2.3": {
    method: "content",
    how: "Suchen Sie jede Zeitbegrenzung auf der Seite, auch solche, die sich verlängern lassen.",
    pass: "Erfüllt, wenn es außer bei Live-Ereignissen und Echtzeit-Vorgängen keine Zeitbegrenzung gibt.",
  },
  "2.2.4": {
    method: "content",
    how: "Achten Sie auf Unterbrechungen, die nicht Sie ausgelöst haben: Einblendungen, Aktualisierungen, Hinweise auf neue Inhalte, Chat-Fenster. Prüfen Sie, ob sie sich in den Einstellungen abstellen oder verschieben lassen.",
    pass: "Erfüllt, wenn sich Unterbrechungen aufschieben oder unterdrücken lassen, außer im Notfall.",
  },
  "2.2.5": {
    method: "content",
    how: "Lassen Sie sich während eines angemeldeten Vorgangs abmelden (oder warten Sie den Sitzungsablauf ab) und melden Sie sich dann wieder an.",
    pass: "Erfüllt, wenn Sie danach ohne Verlust Ihrer Eingaben weitermachen können.",
  },
  "2.2.6": {
    method: "content",
    how: "Prüfen Sie bei Vorgängen mit Eingaben, ob Inaktivität zum Verlust der Daten führen kann, und ob Sie vorab erfahren, nach welcher Zeit das passiert.",
    pass: "Erfüllt, wenn vor einem solchen Datenverlust die Dauer der Inaktivität genannt wird oder die Daten mindestens 20 Stunden erhalten bleiben.",
  },
  "2.3.2": {
    method: "content",
    how: "Suchen Sie blinkende oder flackernde Inhalte: Videos, Animationen, Werbung, Hinweise.",
    pass: "Erfüllt, wenn nichts öfter als dreimal pro Sekunde blinkt, unabhängig von Größe und Helligkeit.",
  },
  "2.3.3": {
    method: "content",
    how: "Schalten Sie im Betriebssystem „Bewegung reduzieren“ ein und lösen Sie Animationen durch Bedienen aus (Scrollen mit Parallax-Effekt, aufklappende Bereiche).",
    pass: "Erfüllt, wenn sich durch Bedienung ausgelöste Bewegungen abschalten lassen, es sei denn, sie sind wesentlich.",
  },
  "2.4.8": {
    method: "content",
    how: "Prüfen Sie, ob Sie jederzeit erkennen, wo auf der Website Sie sich befinden: Brotkrumen-Pfad, markierter Navigationspunkt, Sitemap, Schrittanzeige.",
    pass: "Erfüllt, wenn die Position innerhalb der Website auf jeder Seite erkennbar ist.",
  },
  "2.4.9": {
    method: "screenReader",
    how: "Lassen Sie sich mit dem Screenreader alle Links auflisten und lesen Sie sie ohne den umgebenden Text.",
    pass: "Erfüllt, wenn jeder Link allein durch seinen Text erkennen lässt, wohin er führt (außer wenn das für alle mehrdeutig ist).",
  },
  "2.4.10": {
    method: "screenReader",
    how: "Lassen Sie sich die Überschriften der Seite anzeigen und vergleichen Sie sie mit dem Inhalt.",
    pass: "Erfüllt, wenn längere Inhalte durch Überschriften gegliedert sind.",
  },
  "2.4.12": {
    method: "keyboard",
    how: "Gehen Sie wie bei 2.4.11 mit Tab und Umschalt+Tab durch die Seite, auch bei 200 % Zoom, und achten Sie auf fixierte Leisten, Banner und Einblendungen.",
    pass: "Erfüllt, wenn jedes fokussierte Element vollständig sichtbar bleibt. Nicht erfüllt, wenn auch nur ein Teil eines fokussierten Elements verdeckt ist, etwa die untere Kante unter einer fixierten Leiste.",
  },
  "2.4.13": {
    method: "keyboard",
    how: "Gehen Sie mit Tab durch die Seite und betrachten Sie die Fokusanzeige jedes Elements. Messen Sie mit einem Kontrastprüfer die Farbe der Fokusanzeige gegen denselben Bereich ohne Fokus, und schätzen Sie ihre Fläche ab.",
    pass: "Erfüllt, wenn jede Fokusanzeige mindestens so groß ist wie ein 2 CSS-Pixel dicker Rahmen um das Element und einen Kontrast von mindestens 3:1 zwischen fokussiertem und nicht fokussiertem Zustand hat. Nicht erfüllt bei dünnen oder blassen Fokusrahmen.",
  },
  "2.5.5": {
    method: "zoom",
    how: "Messen Sie in den Entwicklerwerkzeugen die Klick- und Tippflächen der Bedienelemente.",
    pass: "Erfüllt, wenn jedes Ziel mindestens 44 × 44 CSS-Pixel groß ist, außer bei Links im Fließtext, gleichwertigen größeren Alternativen oder vom Browser gestalteten Elementen.",
  },
  "2.5.6": {
    method: "content",
    how: "Bedienen Sie die Seite auf einem Tablet oder Laptop mit Touchscreen abwechselnd mit Finger, Maus, Stift und Tastatur.",
    pass: "Erfüllt, wenn die Seite jede verfügbare Eingabeart annimmt, auch beim Wechsel mitten in der Bedienung.",
  },
  "3.1.3": {
    method: "content",
    how: "Suchen Sie Fachbegriffe, Redewendungen und ungewöhnliche Wörter im Text.",
    pass: "Erfüllt, wenn für solche Wörter eine Erklärung zu finden ist (Glossar, Erläuterung im Text oder verlinkte Definition).",
  },
  "3.1.4": {
    method: "content",
    how: "Suchen Sie Abkürzungen und Akronyme im Text.",
    pass: "Erfüllt, wenn die Langform oder Bedeutung jeder Abkürzung zu finden ist, etwa bei ihrem ersten Vorkommen oder in einem Glossar.",
  },
  "3.1.5": {
    method: "content",
    how: "Lesen Sie die wichtigsten Texte der Seite: Ist ein Text schwerer zu verstehen als mit Lesekenntnissen nach etwa neun Schuljahren?",
    pass: "Erfüllt, wenn solche Texte eine leichter verständliche Fassung, eine Zusammenfassung oder ergänzende Bilder haben.",
  },
  "3.1.6": {
    method: "content",
    how: "Suchen Sie Wörter, deren Bedeutung von der Aussprache abhängt (z. B. „umfahren“ oder Namen aus anderen Sprachen).",
    pass: "Erfüllt, wenn die Aussprache dort angegeben ist, wo sonst die Bedeutung unklar bliebe.",
  },
  "3.2.5": {
    method: "content",
    how: "Achten Sie auf Änderungen, die Sie nicht angefordert haben: automatisches Weiterleiten, neue Fenster, Neuladen der Seite, Fokus, der von selbst springt.",
    pass: "Erfüllt, wenn größere Änderungen nur auf Ihre Anforderung hin geschehen oder sich abschalten lassen.",
  },
  "3.3.5": {
    method: "content",
    how: "Suchen Sie zu Formularen Hilfe im Zusammenhang: Erklärungen an den Feldern, Beispiele, Hilfe-Links.",
    pass: "Erfüllt, wenn für Eingaben, die Erklärung brauchen, Hilfe am Ort des Geschehens bereitsteht.",
  },
  "3.3.6": {
    method: "content",
    how: "Gehen Sie jeden Vorgang durch, in dem Sie Daten absenden, bis kurz vor den Abschluss.",
    pass: "Erfüllt, wenn sich jede Übermittlung zurücknehmen lässt, vor dem Absenden geprüft wird oder noch einmal bestätigt werden muss.",
  },
  "3.3.9": {
    method: "content",
    how: "Prüfen Sie die Anmeldung wie bei 3.3.8, und achten Sie zusätzlich auf Bilderrätsel (z. B. „Wählen Sie alle Bilder mit Ampeln“) und das Wiedererkennen eigener Inhalte.",
    pass: "Erfüllt, wenn kein Anmeldeschritt einen kognitiven Test verlangt, auch nicht das Erkennen von Objekten oder eigenen Bildern, oder wenn es eine Alternative ohne ihn gibt. Nicht erfüllt z. B. bei einem Bilderrätsel ohne andere Möglichkeit, sich anzumelden.",
  },
} satisfies Record<string, GuidedCheck>;

export type GuidedChecks = Record<keyof typeof checks, GuidedCheck>;

export default checks as GuidedChecks;
