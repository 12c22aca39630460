/** Die Seite /act: unser Implementierungsbericht zu den W3C-ACT-Regeln. */
const act = {
  meta: {
    title: "ACT-Implementierungsbericht",
    description:
      "Wie viele ACT-Regeln der W3C Klarsicht nach der Zählung der W3C konsistent umsetzt, Regel für Regel und im Vergleich mit den von der W3C veröffentlichten Werkzeugen – auch dort, wo wir noch scheitern.",
  },
  title: "ACT-Implementierungsbericht",
  lead: "Die W3C-ACT-Regeln (Accessibility Conformance Testing) beschreiben genau, wie sich Anforderungen der WCAG prüfen lassen, und liefern zu jeder Regel Beispiele, die bestehen, scheitern oder nicht betroffen sind. Wir lassen Klarsicht auf alle diese Beispiele los und veröffentlichen das Ergebnis – auch die Regeln, bei denen wir noch scheitern.",
  method: {
    title: "So messen wir",
    paragraphs: [
      "Jedes Beispiel der aktuellen ACT-Regeln der W3C – der zugelassenen und der vorgeschlagenen – wird als eigene Seite ausgeliefert und mit unserem Kommandozeilen-Scanner geprüft: mit axe-core und den eigenen Prüfungen von Klarsicht, auf Stufe AAA, so wie unser Dienst prüft; die Beispiele der Regeln zu 4.1.1 (Syntaxanalyse), das WCAG 2.2 gestrichen hat, auf Stufe AA nach WCAG 2.1.",
      "Jede unserer Regeln gibt an, welche ACT-Regeln sie umsetzt (bei axe-core dessen eigene Zuordnung). Ihr Ergebnis auf einem Beispiel lesen wir so, wie die W3C es aus einem EARL-Bericht liest: Verstoß, zur manuellen Prüfung, bestanden oder nicht betroffen.",
      "Nach der Zählung der W3C ist eine Regel konsistent umgesetzt, wenn kein bestehendes oder nicht betroffenes Beispiel als Verstoß gemeldet wird, jedes Beispiel ein Ergebnis hat, kein gescheitertes Beispiel als bestanden durchgeht (zur manuellen Prüfung vorgelegt ist erlaubt, aber mindestens eines muss als Verstoß erkannt sein) und die gemeldeten Erfolgskriterien zu denen der Regel passen. Teilweise konsistent ist sie, wenn wenigstens ein gescheitertes Beispiel erkannt wird, ohne Fehlalarm, aber nicht alles davon erfüllt ist.",
      "Daneben zeigen wir unsere frühere, strengere Zählung je Beispiel: wie viele gescheiterte Beispiele wir als Verstoß finden und wie oft wir auf korrekten Beispielen Alarm schlagen.",
    ],
    w3cLink: "Die Erklärung der W3C zur Konsistenz",
  },
  summary: {
    title: "Ergebnis",
    caption: "Ergebnis im Überblick",
    measure: "Messgröße",
    klarsicht: "Klarsicht",
    axe: "axe-core allein",
    w3cApproved: "Konsistent nach W3C-Zählung: zugelassene Regeln",
    w3cProposed: "Konsistent nach W3C-Zählung: vorgeschlagene Regeln",
    w3cPartial: "Teilweise konsistent nach W3C-Zählung",
    caught: "Gefundene gescheiterte Beispiele",
    falseAlarms: "Fehlalarme auf korrekten Beispielen",
    consistent: "Konsistent nach unserer früheren Zählung (davon teilweise)",
    withReview: "Gefunden, Hinweise zur manuellen Prüfung mitgezählt",
    generated:
      "Gemessen am {{date}} mit {{rules}} ACT-Regeln und {{cases}} Beispielen (Stand der Testfälle der W3C: {{casesDate}}), axe-core {{axeVersion}}.",
  },
  comparison: {
    title: "Im Vergleich mit den von der W3C veröffentlichten Werkzeugen",
    caption: "Konsistent umgesetzte ACT-Regeln je Werkzeug",
    tool: "Werkzeug",
    type: "Art",
    version: "Version",
    date: "Stand",
    approved: "Zugelassene Regeln",
    proposed: "Vorgeschlagene Regeln",
    total: "Zusammen",
    ourMeasurement: "(unsere Messung)",
    axeOurs: "axe-core {{version}} allein",
    types: {
      ours: "automatisch",
      "Automated tool": "automatisch",
      "Semi-automated tool": "halbautomatisch (mit Menschen)",
      "Test methodology": "Prüfmethode (von Hand)",
      Linter: "Linter (Quelltext)",
    },
    note: "Die mit „unsere Messung“ markierten Zeilen haben wir selbst nach der Zählung der W3C gemessen ({{date}}); die W3C hat sie nicht geprüft oder veröffentlicht. Die übrigen Zahlen stammen aus den Implementierungsberichten der W3C (Datenstand {{sourceDate}}), jeweils zu dem Stand gemessen, den die Spalte nennt, teils an älteren Fassungen der Regeln. Halbautomatische Werkzeuge und Prüfmethoden beziehen Menschen ein.",
    sourceLink: "Die Daten der W3C",
  },
  rules: {
    title: "Alle Regeln",
    caption: "Ergebnis je ACT-Regel",
    rule: "ACT-Regel",
    criteria: "WCAG",
    result: "Klarsicht (W3C-Zählung)",
    axe: "axe-core allein (W3C-Zählung)",
    caught: "Gefunden",
    alarms: "Fehlalarme",
    implementedBy: "Unsere Regeln",
    none: "keine",
    approved: "zugelassen",
    proposed: "vorgeschlagen",
  },
  consistency: {
    consistent: "konsistent",
    partial: "teilweise konsistent",
    inconsistent: "nicht konsistent",
    untested: "nicht umgesetzt",
  },
  notice:
    "Die Testfälle stammen aus dem Repository der W3C zu den ACT-Regeln (w3c/wcag-act-rules), Copyright © W3C® (MIT, ERCIM, Keio, Beihang), unter der W3C Document License. Die Regelnamen geben wir im englischen Original wieder.",
  noticeLink: "Zu den ACT-Regeln",
};

export default act;
