/**
 * Die bekannten Barrieren der Erklärung zur Barrierefreiheit in der Sprache der Menschen, die sie lesen:
 * was man wo nicht tun kann. Ein Satz je WCAG-Erfolgskriterium (den Satz einer Regel, die genauer sagt als
 * ihr Erfolgskriterium, hat der Regelkatalog: barrier in workers/core/rules); dazu, wo die Barriere
 * auftritt. Nur für den Entwurf der Erklärung (Server).
 */
const statementBarriers = {
  where: {
    everywhere: "Auf allen geprüften Seiten",
    some: "Auf {{count}} von {{total}} geprüften Seiten",
    startPage: "Auf der Startseite",
    page: "Auf der Seite {{page}}",
    site: "Auf der Website",
    document: "Im PDF-Dokument {{document}}",
  },
  pageWithTitle: "„{{title}}“ ({{path}})",
  pageWithoutTitle: "{{path}}",
  /** A sentence for every WCAG 2.1 and 2.2 criterion of levels A and AA, for rules without their own (barrier). */
  criteria: {
    "1.1.1":
      "Bilder und Grafiken haben keinen passenden Alternativtext; wer einen Screenreader nutzt, erfährt nicht, was sie zeigen.",
    "1.2.1":
      "Zu reinen Audio- oder Videoaufnahmen gibt es keine Textfassung; wer nicht hört oder nicht sieht, erfährt den Inhalt nicht.",
    "1.2.2": "Videos haben keine Untertitel; wer nicht hört, versteht das Gesprochene nicht.",
    "1.2.3":
      "Zu Videos gibt es keine Audiodeskription und keine Textfassung; wer nicht sieht, erfährt nicht, was gezeigt wird.",
    "1.2.4": "Live-Übertragungen haben keine Untertitel; wer nicht hört, versteht sie nicht.",
    "1.2.5": "Zu Videos gibt es keine Audiodeskription; wer nicht sieht, erfährt nicht, was gezeigt wird.",
    "1.3.1":
      "Überschriften, Listen, Tabellen oder Formulare sind nur optisch gegliedert; wer einen Screenreader nutzt, erkennt den Aufbau nicht.",
    "1.3.2":
      "Inhalte werden Screenreadern in einer anderen Reihenfolge vorgelesen, als sie angezeigt werden; der Sinn geht verloren.",
    "1.3.3":
      "Anleitungen beziehen sich nur auf Form, Farbe oder Lage („der rote Knopf rechts“); wer nicht sieht, kann ihnen nicht folgen.",
    "1.3.4": "Die Seite lässt sich nur im Hoch- oder nur im Querformat nutzen.",
    "1.3.5":
      "Eingabefelder für persönliche Angaben lassen sich nicht automatisch ausfüllen; wer langsam oder mit Hilfsmitteln tippt, muss alles selbst eingeben.",
    "1.4.1":
      "Informationen werden nur durch Farbe vermittelt; wer Farben schlecht unterscheidet, erkennt sie nicht.",
    "1.4.2": "Ton spielt von selbst und lässt sich nicht anhalten; er übertönt den Screenreader.",
    "1.4.3": "Texte haben zu wenig Kontrast zum Hintergrund; wer schlecht sieht, kann sie kaum lesen.",
    "1.4.4":
      "Beim Vergrößern der Schrift werden Texte abgeschnitten oder überdecken sich; wer große Schrift braucht, kann sie nicht lesen.",
    "1.4.5":
      "Texte sind als Bild eingebunden; man kann sie nicht vergrößern, anders einfärben oder vorlesen lassen.",
    "1.4.10":
      "Bei starker Vergrößerung oder auf schmalen Bildschirmen muss man seitlich scrollen, um Texte zu lesen.",
    "1.4.11":
      "Bedienelemente, Eingabefelder oder wichtige Grafiken heben sich zu wenig vom Hintergrund ab; wer schlecht sieht, übersieht sie.",
    "1.4.12":
      "Mit größerem Zeilen-, Wort- oder Buchstabenabstand werden Texte abgeschnitten; wer diese Abstände zum Lesen braucht, verliert Inhalt.",
    "1.4.13":
      "Inhalte, die beim Überfahren mit der Maus oder beim Fokussieren erscheinen, lassen sich nicht schließen oder verschwinden zu früh.",
    "2.1.1": "Nicht alle Funktionen lassen sich mit der Tastatur bedienen; ohne Maus kommt man nicht weiter.",
    "2.1.2": "Mit der Tastatur kommt man aus einem Bereich nicht mehr heraus.",
    "2.1.4":
      "Tastenkürzler aus einzelnen Buchstaben lösen versehentlich Aktionen aus, zum Beispiel bei Spracheingabe.",
    "2.2.1":
      "Zeitlimits lassen sich nicht verlängern oder abschalten; wer mehr Zeit braucht, verliert seine Eingaben.",
    "2.2.2":
      "Bewegte, blinkende oder sich selbst aktualisierende Inhalte lassen sich nicht anhalten; sie lenken beim Lesen ab.",
    "2.3.1": "Inhalte blitzen oder flackern schnell; das kann Anfälle auslösen.",
    "2.4.1":
      "Es gibt keine Möglichkeit, wiederkehrende Bereiche wie die Navigation zu überspringen; mit Tastatur und Screenreader muss man sie jedes Mal durchlaufen.",
    "2.4.2":
      "Seiten haben keinen aussagekräftigen Titel; man kann sie in Tabs und Verlauf nicht unterscheiden.",
    "2.4.3": "Die Tastatur springt in einer Reihenfolge durch die Seite, die nicht zur Anzeige passt.",
    "2.4.4":
      "Links sagen nicht, wohin sie führen; wer einen Screenreader nutzt, kann sie nicht auseinanderhalten.",
    "2.4.5": "Man findet Seiten nur auf einem einzigen Weg, etwa ohne Suche oder Übersicht.",
    "2.4.6": "Überschriften oder Beschriftungen sagen nicht, worum es geht; man findet sich schwer zurecht.",
    "2.4.7": "Bei der Bedienung mit der Tastatur sieht man nicht, wo man sich gerade befindet.",
    "2.4.11": "Das Element, auf dem die Tastatur gerade steht, ist von anderen Inhalten verdeckt.",
    "2.5.1":
      "Funktionen brauchen Wischgesten oder mehrere Finger; mit einem einzelnen Finger oder Zeiger geht es nicht.",
    "2.5.2":
      "Aktionen werden schon beim Berühren ausgelöst; ein versehentlicher Tipp lässt sich nicht zurücknehmen.",
    "2.5.3":
      "Der sichtbare Text von Bedienelementen passt nicht zu ihrem Namen; mit Spracheingabe lassen sie sich nicht aufrufen.",
    "2.5.4":
      "Funktionen werden durch Schütteln oder Neigen des Geräts ausgelöst und lassen sich nicht anders bedienen.",
    "2.5.7": "Funktionen brauchen Ziehen mit der Maus; ohne diese Bewegung geht es nicht.",
    "2.5.8":
      "Bedienelemente sind sehr klein oder liegen zu eng beieinander; wer nicht genau zeigen kann, trifft sie schwer.",
    "3.1.1":
      "Die Sprache der Seite ist nicht angegeben; Screenreader lesen den Text mit falscher Aussprache vor.",
    "3.1.2":
      "Textstellen in einer anderen Sprache sind nicht gekennzeichnet; Screenreader sprechen sie falsch aus.",
    "3.2.1": "Beim Ansteuern eines Elements ändert sich die Seite unerwartet.",
    "3.2.2": "Eine Eingabe oder Auswahl ändert die Seite unerwartet, ohne dass man es bestätigt hat.",
    "3.2.3":
      "Die Navigation steht nicht auf allen Seiten in derselben Reihenfolge; man muss sie jedes Mal neu suchen.",
    "3.2.4":
      "Gleiche Funktionen heißen auf verschiedenen Seiten unterschiedlich; man erkennt sie nicht wieder.",
    "3.2.6": "Die Hilfe oder der Kontakt steht nicht auf allen Seiten an derselben Stelle.",
    "3.3.1":
      "Fehler bei der Eingabe werden nicht deutlich in Text genannt; man erfährt nicht, was falsch ist.",
    "3.3.2":
      "Eingabefelder haben keine sichtbare Beschriftung oder Anleitung; man weiß nicht, was einzugeben ist.",
    "3.3.3": "Bei Eingabefehlern fehlt ein Vorschlag, wie man sie behebt.",
    "3.3.4":
      "Bestellungen oder andere verbindliche Eingaben lassen sich vor dem Absenden nicht prüfen, korrigieren oder zurücknehmen.",
    "3.3.7": "Schon gemachte Angaben muss man im selben Vorgang noch einmal eingeben.",
    "3.3.8":
      "Die Anmeldung verlangt, sich etwas zu merken oder ein Rätsel zu lösen, ohne eine andere Möglichkeit.",
    "4.1.1": "Der Code der Seite enthält Fehler, die Hilfsmittel wie Screenreader stören können.",
    "4.1.2":
      "Bedienelemente haben keinen Namen oder keine erkennbare Rolle; wer einen Screenreader nutzt, erfährt nicht, was sie sind und tun.",
    "4.1.3":
      "Statusmeldungen, etwa „In den Warenkorb gelegt“ oder Suchergebnisse, werden Screenreadern nicht mitgeteilt.",
  },
  /** For criteria beyond A and AA (AAA): their name, as a last resort. */
  criterion: "Die Anforderung von WCAG {{criterion}}{{name}} ist nicht erfüllt.",
  /** A barrier the scan found without naming a criterion. */
  unknown: "Es gibt weitere Barrieren, die die Nutzung erschweren.",
};

export default statementBarriers;
