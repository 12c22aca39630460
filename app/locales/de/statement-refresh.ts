/**
 * Der Hinweis auf der Seite der Erklärung, wenn ein gespeicherter Entwurf nicht mehr sagt, was die Prüfung
 * von Hand inzwischen ergibt, und die Aktualisierung der daraus abgeleiteten Angaben.
 */
const statementRefresh = {
  title: "Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung",
  changedAfterSave:
    "Die Prüfung von Hand wurde am {{changed}} geändert, nach dem Speichern Ihres Entwurfs am {{saved}}.",
  differs:
    "Diese Angaben leiten sich aus den Ergebnissen ab und sagen im Entwurf etwas anderes als die Prüfung:",
  parts: {
    status: "„Stand der Vereinbarkeit“: im Entwurf „{{before}}“, laut Prüfung jetzt „{{now}}“.",
    statusText:
      "„Wie die Dienstleistung die Anforderungen erfüllt“: Der Text passt nicht mehr zum Stand laut Prüfung („{{now}}“).",
    barriers: "„Bekannte Barrieren“ – Einträge im Entwurf: {{before}}, laut Prüfung jetzt: {{now}}.",
    barriersText:
      "„Bekannte Barrieren“: Die Beschreibungen laut Prüfung haben sich geändert (Einträge: {{now}}).",
    method:
      "„Wie die Barrierefreiheit bewertet wurde“: laut Prüfung jetzt mit dem Prüfstand und Datum vom {{date}}.",
  },
  keeps:
    "Beim Aktualisieren ersetzen wir nur diese Angaben. Alles andere bleibt so, wie es im Formular steht, auch was Sie noch nicht gespeichert haben: Dienstleistung, Anbieter und Kontakt, Rückmeldeformular, geplante Maßnahmen, Behörde und Datum der Erklärung. Leere „Geplante Maßnahmen“ füllen wir mit dem Textvorschlag.",
  action: "Abgeleitete Angaben aus der Prüfung aktualisieren",
  done: "Aus der Prüfung aktualisiert und gespeichert: {{parts}}. Ihre eigenen Angaben sind unverändert.",
  partNames: {
    status: "Stand der Vereinbarkeit",
    barriers: "Bekannte Barrieren",
    method: "Wie die Barrierefreiheit bewertet wurde (mit Datum)",
  },
};

export default statementRefresh;
