/**
 * Die WCAG-Erfolgskriterien mit Namen und manueller Prüfung, für Bericht, Prüfung und Erklärung: jedes
 * Erfolgskriterium aus wcagSuccessCriteria (workers/core/wcag.ts). Was eine Regel findet, wie man es behebt
 * und was von Hand zu prüfen ist, steht im Regelkatalog (workers/core/rules, für axe-core unter rules/axe).
 * Die Namen der Kriterien folgen der autorisierten deutschen Übersetzung der WCAG 2.0 und der deutschen
 * Übersetzung der WCAG 2.1 (Aktion Mensch); für die in WCAG 2.2 neuen Kriterien gibt es keine autorisierte
 * deutsche Fassung, ihre Namen sind eng am Original übersetzt.
 */
const guidance = {
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
