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
    status: "Konformitätsstatus: im Entwurf „{{before}}“, laut Prüfung jetzt „{{now}}“.",
    statusText: "Beschreibung, wie die Anforderungen erfüllt werden (Status laut Prüfung: „{{now}}“).",
    barriers: "Bekannte Barrieren – Anzahl der Einträge im Entwurf: {{before}}, laut Prüfung jetzt: {{now}}.",
    barriersText:
      "Bekannte Barrieren: Die Beschreibungen laut Prüfung haben sich geändert (Anzahl der Einträge: {{now}}).",
    method: "Prüfmethode und Prüfdatum: laut Prüfung jetzt mit dem Stand vom {{date}}.",
  },
  keeps:
    "Beim Aktualisieren ersetzen wir nur diese Angaben. Alles andere bleibt so, wie es im Formular steht, auch was Sie noch nicht gespeichert haben: Dienstleistung, Anbieter, Kontakt, Rückmeldung, geplante Behebung, Behörde und Datum der Erklärung.",
  action: "Abgeleitete Angaben aus der Prüfung aktualisieren",
  done: "Aus der Prüfung aktualisiert und gespeichert: {{parts}}. Ihre eigenen Angaben sind unverändert.",
  partNames: {
    status: "Konformitätsstatus",
    barriers: "bekannte Barrieren",
    method: "Prüfmethode und Prüfdatum",
  },
};

export default statementRefresh;
