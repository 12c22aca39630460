/** Issue-Tracker: die Verbindung im Profil, das Senden auf der Übersicht einer Website und das Ticket selbst. */
const trackers = {
  title: "Issue-Tracker",
  text: "Senden Sie Probleme Ihrer Websites als Ticket an GitHub Issues oder Jira Cloud. Ihre API-Tokens speichern wir verschlüsselt.",
  profileLink: "Issue-Tracker verbinden",
  back: "Zurück zum Profil",
  notConfigured: "Issue-Tracker stehen auf diesem Server derzeit nicht zur Verfügung.",
  names: { github: "GitHub", jira: "Jira" },
  github: {
    title: "GitHub Issues",
    repository: "Repository (Besitzer/Name)",
    repositoryHint: "Zum Beispiel beispiel-gmbh/website.",
    token: "Token",
    tokenHint:
      "Ein fein abgestuftes Token mit der Berechtigung „Issues: Lesen und Schreiben“ für dieses Repository.",
    hook: "Verbunden. Damit ein in GitHub geschlossenes Ticket das Problem hier als behoben markiert, legen Sie im Repository unter Settings → Webhooks einen Webhook an: diese Adresse, Content type „application/json“, dieses Geheimnis, Ereignis „Issues“. Das Geheimnis wird nur jetzt angezeigt.",
    hookUrl: "Payload-URL:",
    hookSecret: "Webhook-Geheimnis",
    submit: "GitHub verbinden",
  },
  jira: {
    title: "Jira Cloud",
    site: "Jira-Adresse",
    siteHint: "Zum Beispiel https://beispiel.atlassian.net.",
    project: "Projektschlüssel",
    account: "E-Mail-Adresse Ihres Atlassian-Kontos",
    token: "API-Token",
    tokenHint: "Anlegen unter id.atlassian.com unter Sicherheit → API-Token.",
    hook: "Verbunden. Damit ein in Jira erledigtes Ticket das Problem hier als behoben markiert, legen Sie in Jira als Administrator unter Einstellungen (Zahnrad) → System → WebHooks mit „WebHook erstellen“ einen Webhook an: diese URL, dieses Geheimnis im Feld „Secret“, Ereignis „Vorgang: aktualisiert“ und, wenn Sie möchten, die JQL „project = {{project}}“. Das Geheimnis wird nur jetzt angezeigt.",
    hookUrl: "URL:",
    hookSecret: "Webhook-Geheimnis (Secret)",
    hookTitle: "Webhook für erledigte Tickets",
    hookMissing: "Für diese Verbindung gibt es noch keinen Webhook.",
    renewText:
      "Erzeugen Sie eine neue Adresse mit neuem Geheimnis, wenn Sie das Geheimnis nicht mehr haben. Der bisherige Webhook in Jira funktioniert danach nicht mehr; tragen Sie dort die neuen Werte ein.",
    renew: "Neue Webhook-Adresse und neues Geheimnis erzeugen",
    submit: "Jira verbinden",
  },
  connected: "Verbunden mit {{target}}",
  disconnect: "Trennen",
  disconnectLabel: "{{tracker}} trennen",
  removed: "Die Verbindung ist getrennt.",
  errors: {
    repository: "Bitte geben Sie das Repository als Besitzer/Name an, zum Beispiel beispiel-gmbh/website.",
    jiraSite: "Bitte geben Sie die vollständige https-Adresse Ihrer Jira-Instanz an.",
    jiraSiteNotPublic:
      "Diese Adresse führt in ein internes oder privates Netz. Wir verbinden nur öffentlich erreichbare Jira-Instanzen.",
    project: "Der Projektschlüssel besteht aus 2 bis 10 Großbuchstaben oder Ziffern, zum Beispiel WEB.",
    account: "Bitte geben Sie die E-Mail-Adresse Ihres Atlassian-Kontos an.",
    token: "Bitte fügen Sie das Token ein.",
    notConfigured: "Issue-Tracker stehen auf diesem Server derzeit nicht zur Verfügung.",
  },
  send: {
    button: "An {{tracker}} senden",
    linked: "{{tracker}} {{key}}",
    errors: {
      notConnected: "Bitte verbinden Sie zuerst den Issue-Tracker in Ihrem Profil.",
      refused:
        "Der Issue-Tracker hat das Ticket nicht angelegt. Bitte prüfen Sie Token und Projekt in Ihrem Profil.",
      unreachable:
        "Der Issue-Tracker ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.",
    },
  },
  issue: {
    title: "[Barrierefreiheit] {{help}} ({{site}})",
    rule: "Regel: {{rule}}",
    impact: "Schweregrad: {{impact}}",
    wcag: "WCAG: {{criteria}}",
    elements: "Elemente: {{pattern}}",
    occurrences: "Vorkommen: {{count}} · betroffene Seiten: {{pages}}",
    key: "Klarsicht-Schlüssel: {{key}}",
    pages: "Seiten",
    back: "In Klarsicht öffnen",
  },
};

export default trackers;
