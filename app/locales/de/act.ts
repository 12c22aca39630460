/** Die Seite /act: unser Implementierungsbericht zu den W3C-ACT-Regeln. */
const act = {
  meta: {
    title: "ACT-Implementierungsbericht",
    description:
      "Wie viele Barrieren Klarsicht in den Testfällen der W3C-ACT-Regeln findet, Regel für Regel – auch dort, wo wir noch scheitern.",
  },
  title: "ACT-Implementierungsbericht",
  lead: "Die W3C-ACT-Regeln (Accessibility Conformance Testing) beschreiben genau, wie sich Anforderungen der WCAG prüfen lassen, und liefern zu jeder Regel Beispiele, die bestehen, scheitern oder nicht betroffen sind. Wir lassen Klarsicht auf alle diese Beispiele los und veröffentlichen das Ergebnis – auch die Regeln, bei denen wir noch scheitern.",
  method: {
    title: "So messen wir",
    paragraphs: [
      "Jedes Beispiel aller ACT-Regeln, die einem WCAG-Erfolgskriterium zugeordnet sind, wird als eigene Seite ausgeliefert und mit unserem Kommandozeilen-Scanner geprüft – mit axe-core und den eigenen Prüfungen von Klarsicht, auf Stufe AAA, so wie unser Dienst prüft; die Beispiele der Regeln zu 4.1.1 (Syntaxanalyse), das WCAG 2.2 gestrichen hat, auf Stufe AA nach WCAG 2.1.",
      "Ein gescheitertes Beispiel gilt als gefunden, wenn eine unserer Regeln, die diese ACT-Regel umsetzt, dort einen Verstoß meldet. Ein Fehlalarm ist ein Verstoß auf einem bestehenden oder nicht betroffenen Beispiel. Hinweise zur manuellen Prüfung zählen wir getrennt.",
      "Eine Regel setzen wir konsistent um, wenn wir alle gescheiterten Beispiele finden und kein korrektes Beispiel beanstanden; teilweise konsistent, wenn wir dabei einzelne gescheiterte Beispiele nur zur manuellen Prüfung vorlegen.",
    ],
  },
  summary: {
    title: "Ergebnis",
    caption: "Ergebnis im Überblick",
    measure: "Messgröße",
    klarsicht: "Klarsicht",
    axe: "axe-core allein",
    caught: "Gefundene gescheiterte Beispiele",
    falseAlarms: "Fehlalarme auf korrekten Beispielen",
    consistent: "Konsistent umgesetzte Regeln (davon teilweise)",
    withReview: "Gefunden, Hinweise zur manuellen Prüfung mitgezählt",
    generated: "Gemessen am {{date}} mit {{rules}} ACT-Regeln und {{cases}} Beispielen.",
  },
  rules: {
    title: "Alle Regeln",
    caption: "Ergebnis je ACT-Regel",
    rule: "ACT-Regel",
    criteria: "WCAG",
    result: "Klarsicht",
    axe: "axe-core allein",
    caught: "Gefunden",
    alarms: "Fehlalarme",
    implementedBy: "Unsere Regeln",
    none: "keine",
    deprecated: "(von der W3C zurückgezogen)",
  },
  consistency: {
    consistent: "konsistent",
    partial: "teilweise konsistent",
    inconsistent: "nicht konsistent",
    untested: "nicht umgesetzt",
  },
  notice:
    "Die Testfälle stammen aus den ACT Rules der W3C ACT Rules Community Group (act-rules.github.io), Copyright © W3C® (MIT, ERCIM, Keio, Beihang), unter der W3C Software and Document License. Die Regelnamen geben wir im englischen Original wieder.",
  noticeLink: "Zu den ACT-Regeln",
};

export default act;
