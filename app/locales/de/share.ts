/** Lesezugriff für Kundinnen und Kunden: Links auf einen Bericht oder die Übersicht einer Website. */
const share = {
  form: {
    title: "Teilen",
    introRun:
      "Erstellen Sie einen Link, mit dem Ihre Kundinnen und Kunden diesen Bericht ohne Konto lesen können: nur lesen, ohne Bewertungen, Einstellungen und Ihr Konto.",
    introSite:
      "Erstellen Sie einen Link, mit dem Ihre Kundinnen und Kunden die letzte Prüfung dieser Website und ihre Probleme ohne Konto lesen können: nur lesen, ohne Bewertungen, Einstellungen und Ihr Konto.",
    expiry: "Gültig für",
    expiries: { "7": "7 Tage", "30": "30 Tage", "90": "90 Tage" },
    submit: "Link erstellen",
  },
  links: {
    title: "Geteilte Links",
    text: "Links, mit denen Kundinnen und Kunden Berichte und Website-Übersichten ohne Konto lesen. Jeder Link läuft ab und lässt sich jederzeit zurückziehen.",
    back: "Zurück zum Profil",
    profileText:
      "Geben Sie Berichte und Website-Übersichten mit einem Link weiter, der abläuft und sich zurückziehen lässt.",
    profileLink: "Geteilte Links verwalten",
    howTo:
      "Neue Links erstellen Sie auf der Seite eines Berichts oder auf der Übersicht einer Website unter „Teilen“.",
    created: {
      title: "Link erstellt",
      text: "Kopieren Sie den Link jetzt: Er wird nur dieses eine Mal angezeigt. Wer ihn hat, kann den Bericht bis zum {{date}} lesen.",
      label: "Link zum Weitergeben",
      copy: "Link kopieren",
      copied: "Kopiert",
    },
    list: {
      title: "Ihre Links",
      caption: "Geteilte Links",
      empty: "Sie haben noch keinen Link geteilt.",
      target: "Geteilt",
      createdBy: "Erstellt von",
      created: "Erstellt",
      expires: "Läuft ab",
      lastOpened: "Zuletzt geöffnet",
      never: "Noch nie",
      actions: "Aktionen",
      revoke: "Zurückziehen",
      revokeLabel: "Link auf {{target}} zurückziehen",
      expired: "abgelaufen",
      revoked: "Zurückgezogen am {{date}}",
      unknownCreator: "Unbekannt",
    },
    targets: {
      page: "Bericht über {{url}}",
      site: "Website-Bericht über {{url}}",
      dashboard: "Übersicht von {{url}}",
      missing: "Nicht mehr vorhanden",
    },
    revoke: {
      title: "Link auf {{target}} zurückziehen?",
      text: "Wer den Link hat, sieht danach nur noch den Hinweis, dass er nicht mehr gilt. Das lässt sich nicht rückgängig machen.",
      confirm: "Zurückziehen",
      cancel: "Abbrechen",
      done: "Der Link auf {{target}} gilt nicht mehr.",
    },
    errors: {
      expiry: "Bitte wählen Sie, wie lange der Link gelten soll: 7, 30 oder 90 Tage.",
      target:
        "Bitte teilen Sie einen Bericht oder eine Website-Übersicht über den Knopf „Teilen“ auf ihrer Seite.",
    },
  },
  view: {
    metaTitle: "Geteilter Bericht",
    kicker: "Geteilter Bericht, nur zum Lesen",
    validUntil: "Dieser Link gilt bis zum {{date}}.",
    siteTitle: "Barrierefreiheit von {{host}}",
    siteLead: "Letzte abgeschlossene Prüfung am {{date}} nach {{level}}.",
    noRun: "Für diese Website liegt noch keine abgeschlossene Prüfung vor.",
    overviewTitle: "Überblick",
    issuesTitle: "Probleme",
    issuesIntro: "Die Probleme der letzten Prüfung und ihr Stand.",
    exports: {
      title: "Herunterladen",
      intro: "Den Bericht als Datei: PDF zum Lesen und Weitergeben, CSV mit jedem Fundort für Tabellen.",
    },
  },
  gone: {
    metaTitle: "Link nicht mehr gültig",
    title: "Dieser Link gilt nicht mehr",
    text: "Der Link ist abgelaufen oder wurde zurückgezogen. Bitte fragen Sie die Person, die ihn Ihnen geschickt hat, nach einem neuen Link.",
    lapsedMetaTitle: "Bericht nicht verfügbar",
    lapsedTitle: "Dieser Bericht ist nicht mehr verfügbar",
    lapsedText:
      "Der Bericht hinter diesem Link ist derzeit nicht verfügbar. Bitte wenden Sie sich an die Person, die ihn Ihnen geschickt hat.",
    home: "Zur Startseite",
  },
};

export default share;
