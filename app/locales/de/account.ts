/**
 * Die Seiten des Kontos: Profil, Liste der Scans und Bericht eines Scans.
 * Fehlerbildschirm und Fortschritt eines Scans verwenden die Texte unter `scan` mit.
 */
const account = {
  meta: {
    profile: "Ihr Profil",
    runs: "Ihre Scans",
    run: "Scan-Bericht",
  },
  levels: {
    a: "WCAG 2.1, Stufe A",
    aa: "WCAG 2.1, Stufen A und AA",
    wcag22: "WCAG 2.2, Stufen A und AA",
    aaa: "WCAG 2.2, Stufen A, AA und AAA",
  },
  statuses: {
    queued: "In der Warteschlange",
    running: "Läuft",
    done: "Fertig",
    failed: "Fehlgeschlagen",
  },
  registeredSites: {
    title: "Registrierte Websites",
    counts:
      "Eine Website zählt zu Ihrem Plan, sobald ein Scan von ihr läuft oder fertig ist. Scheitert jeder Scan einer neuen Adresse – etwa weil sie nicht erreichbar ist –, belegt sie keinen Platz.",
    rule_one:
      "Sie können eine registrierte Website entfernen, um Platz für eine andere zu schaffen: eine innerhalb von 30 Tagen. Ihre Scans und Berichte bleiben erhalten.",
    rule_other:
      "Sie können registrierte Websites entfernen, um Platz für andere zu schaffen: bis zu {{count}} innerhalb von 30 Tagen. Ihre Scans und Berichte bleiben erhalten.",
    nextRemoval: "Die nächste Website können Sie ab dem {{date}} entfernen.",
    limit_one:
      "Sie haben in den letzten 30 Tagen bereits eine Website entfernt – mehr erlaubt Ihr Plan nicht.",
    limit_other:
      "Sie haben in den letzten 30 Tagen bereits {{count}} Websites entfernt – mehr erlaubt Ihr Plan nicht.",
    pending: "Der erste Scan läuft noch; die Website zählt, solange er läuft, und bleibt, wenn er gelingt.",
    remove: "Entfernen",
    confirm:
      "Diese Website wirklich entfernen? Ihr Platz wird sofort frei, und das zählt als eine Entfernung.",
    confirmYes: "Ja, entfernen",
    cancel: "Abbrechen",
    removed: "Die Website wurde entfernt. Ihr Platz ist frei für eine andere Website.",
    empty: "Noch keine Website registriert. Mit dem ersten Scan, der startet, wird eine Website registriert.",
    orRemove: "Oder entfernen Sie unter „Registrierte Websites“ eine Website, um Platz zu schaffen.",
  },
  scanLimits: {
    tooManyRunning_one:
      "Es läuft bereits {{count}} Scan – mehr gleichzeitig erlaubt Ihr Plan nicht. Bitte starten Sie den nächsten, sobald er fertig ist.",
    tooManyRunning_other:
      "Es laufen bereits {{count}} Scans – mehr gleichzeitig erlaubt Ihr Plan nicht. Bitte starten Sie den nächsten, sobald einer fertig ist.",
    tooManyPerHour_one:
      "Sie haben in der letzten Stunde bereits {{count}} Scan gestartet – mehr erlaubt Ihr Plan nicht. Bitte versuchen Sie es in {{minutes}} Minuten erneut.",
    tooManyPerHour_other:
      "Sie haben in der letzten Stunde bereits {{count}} Scans gestartet – mehr erlaubt Ihr Plan nicht. Bitte versuchen Sie es in {{minutes}} Minuten erneut.",
  },
  newScan: {
    title: "Neuen Scan starten",
    label: "Adresse der Website",
    hint: "Zum Beispiel www.ihre-firma.de – wir ergänzen https:// automatisch. Eine neue Website wird dabei in Ihrem Plan registriert.",
    submit: "Scan starten",
    submitting: "Wird gestartet …",
    usage_one: "{{used}} von {{count}} Website Ihres Plans registriert.",
    usage_other: "{{used}} von {{count}} Websites Ihres Plans registriert.",
    allowanceExceeded_one:
      "Ihr Plan umfasst eine Website, und sie ist bereits registriert. Für eine weitere Website erweitern Sie Ihren Plan.",
    allowanceExceeded_other:
      "Ihr Plan umfasst {{count}} Websites, und alle sind bereits registriert. Für eine weitere Website erweitern Sie Ihren Plan.",
    upgrade: "Plan erweitern",
    level: "Prüfstufe",
    levelNotInPlan: "Diese Prüfstufe ist in Ihrem Plan nicht enthalten.",
    scope: "Umfang",
    scopeSite_one: "Ganze Website – alle Unterseiten, bis zu {{count}} Seite",
    scopeSite_other: "Ganze Website – alle Unterseiten, bis zu {{count}} Seiten",
    scopePage: "Nur diese eine Seite",
    scopeHint:
      "Die Unterseiten finden wir über robots.txt, die Sitemaps und die Links Ihrer Seiten. Was robots.txt für unseren Crawler KlarsichtBot sperrt, prüfen wir nicht.",
  },
  profile: {
    title: "Ihr Profil",
    lead: "Ihre Angaben, Ihr Plan und die Websites, die Sie mit Klarsicht prüfen.",
    updated: "Ihre Angaben sind gespeichert.",
    details: {
      title: "Persönliche Angaben",
      name: "Vollständiger Name",
      email: "E-Mail-Adresse",
      emailVerified: "E-Mail-Adresse bestätigt",
      noName: "Nicht angegeben",
      verified: "Ja",
      unverified: "Noch nicht bestätigt",
      verifyNow: "Jetzt bestätigen",
    },
    sessions: {
      title: "Anmeldungen",
      text: "Wenn Sie sich auf einem fremden oder verlorenen Gerät angemeldet haben: „Überall abmelden“ beendet jede Anmeldung bei Klarsicht, auf allen Geräten und auch auf diesem.",
      logoutEverywhere: "Überall abmelden",
      confirm: "Wirklich überall abmelden? Alle Anmeldungen bei Klarsicht werden beendet, auch diese.",
    },
    plan: {
      title: "Ihr Plan",
      subscription: "Abonnement {{plan}}",
      price: "{{price}} pro Monat",
      renews: "Nächste Abrechnung am {{date}}.",
      pastDue:
        "Die letzte Zahlung ist fehlgeschlagen. Bitte prüfen Sie Ihre Zahlungsdaten, damit Ihr Plan aktiv bleibt.",
      payments: "Einmalzahlungen",
      payment: "{{plan}}, einmalig {{price}}, bezahlt am {{date}}",
      paymentUsage_one: "{{used}} von {{count}} Website genutzt",
      paymentUsage_other: "{{used}} von {{count}} Websites genutzt",
      manageBilling: "Abrechnung verwalten",
      manageBillingHint:
        "Rechnungen, Zahlungsdaten und Kündigung verwalten Sie im Kundenportal unseres Zahlungsdienstleisters Stripe.",
      portalFailed: "Das Kundenportal ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.",
      morePlans: "Weitere Pläne ansehen",
    },
    sites: {
      title: "Registrierte Websites",
      usage: "{{used}} von {{total}} genutzt",
      empty: "Noch keine Website registriert. Mit dem ersten Scan wird eine Website registriert.",
    },
    update: {
      open: "Aktualisieren",
      title: "Profil aktualisieren",
      close: "Schließen",
      done: "Fertig",
      detailsTitle: "Name und E-Mail-Adresse ändern",
      name: "Vollständiger Name",
      email: "E-Mail-Adresse",
      identityHint:
        "Ihre Anmeldung läuft weiter über Ihren Anmeldedienst; dort ändert sich nichts. Die hier eingetragene E-Mail-Adresse zeigen wir an und verwenden sie, um Sie zu kontaktieren. Eine geänderte Adresse gilt als unbestätigt. Bei Ihrer nächsten Anmeldung übernehmen wir Name und E-Mail-Adresse wieder von Ihrem Anmeldedienst.",
      save: "Speichern",
      saving: "Wird gespeichert …",
      errorSummary: "Bitte korrigieren Sie die markierten Felder:",
      errors: {
        nameRequired: "Bitte geben Sie Ihren Namen ein.",
        nameTooLong: "Der Name ist zu lang (höchstens 100 Zeichen).",
        emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
        emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
        emailTooLong: "Die E-Mail-Adresse ist zu lang (höchstens 254 Zeichen).",
        emailTaken:
          "Diese E-Mail-Adresse ist bereits für ein anderes Konto bestätigt. Bitte geben Sie eine andere Adresse ein.",
      },
    },
  },
  runs: {
    title: "Ihre Scans",
    lead: "Alle Scans Ihrer Websites, der neueste zuerst.",
    checkoutSuccess: "Vielen Dank – Ihr Plan ist aktiv.",
    activating: {
      title: "Ihre Zahlung wird bestätigt",
      text: "Sobald der Zahlungsdienstleister die Zahlung bestätigt hat, ist Ihr Plan aktiv. Das dauert meist nur wenige Sekunden; diese Seite aktualisiert sich von selbst.",
      refresh: "Jetzt aktualisieren",
      plans: "Zu den Plänen",
    },
    deleted: "Der Scan wurde gelöscht.",
    listTitle: "Bisherige Scans",
    caption: "Ihre Scans, der neueste zuerst",
    columns: {
      id: "ID",
      url: "URL",
      createdAt: "Erstellt am",
      stats: "Ergebnis",
      actions: "Aktionen",
      delete: "Löschen",
    },
    pages: "Seiten geprüft: {{done}} · bisher gefunden: {{found}}",
    discovering: "Die Seiten der Website werden gesucht …",
    stats: {
      pages_one: "Seiten: {{count}}",
      pages_other: "Seiten: {{count}}",
      pagesFailed_one: "davon {{count}} nicht prüfbar",
      pagesFailed_other: "davon {{count}} nicht prüfbar",
      siteIssues: "Probleme (WCAG-Verstöße): {{count}}",
      violations: "WCAG-Verstöße: {{count}}",
      bestPractices: "Empfehlungen (über WCAG hinaus): {{count}}",
      incomplete: "Manuell zu prüfen: {{count}}",
      passes: "Bestanden: {{count}}",
      inapplicable: "Nicht anwendbar: {{count}}",
    },
    empty: {
      title: "Erstellen Sie Ihren ersten Scan",
      text: "Geben Sie oben die Adresse Ihrer Website ein. Nach wenigen Sekunden sehen Sie hier das Ergebnis.",
    },
    open: "Öffnen",
    rerun: "Erneut prüfen",
    delete: "Löschen",
    forUrl: "für {{url}}",
    confirmDelete: "Diesen Scan wirklich löschen? Der Bericht geht dabei verloren.",
    confirmYes: "Ja, löschen",
    cancel: "Abbrechen",
    pending_one: "{{count}} Scan läuft noch. Diese Seite aktualisiert sich von selbst.",
    pending_other: "{{count}} Scans laufen noch. Diese Seite aktualisiert sich von selbst.",
    allDone: "Alle Scans sind abgeschlossen.",
    refresh: "Jetzt aktualisieren",
  },
  run: {
    title: "Bericht für {{host}}",
    scannedAt: "Geprüft am {{date}} nach {{level}}.",
    backToList: "Zurück zu Ihren Scans",
    rerun: "Erneut prüfen",
    summaryTitle: "Zusammenfassung",
    facts: {
      url: "Geprüfte Adresse",
      finalUrl: "Aufgerufene Adresse nach Weiterleitungen",
      level: "Prüfstandard",
      date: "Geprüft am",
    },
    categoriesTitle: "Regeln nach Ergebnis",
    resultsTitle: "Ergebnisse im Einzelnen",
    tabsLabel: "Ergebniskategorien",
    violationsTab_one: "{{label}} ({{wcag}} WCAG, {{count}} Empfehlung)",
    violationsTab_other: "{{label}} ({{wcag}} WCAG, {{count}} Empfehlungen)",
    tab: "{{label}} ({{count}})",
    categoryIntro: {
      violations: "Regeln, gegen die die Seite verstößt, die schwerwiegendsten zuerst.",
      incomplete:
        "Punkte, die sich automatisch nicht sicher entscheiden lassen. Bitte prüfen Sie diese von Hand.",
      passes: "Regeln, die die Seite erfüllt.",
      inapplicable: "Regeln, für die es auf der Seite keine passenden Elemente gibt.",
    },
    empty: "Sieht auf unserer Seite gut aus – keine Funde anzuzeigen.",
    emptyHint: "Wählen Sie oben eine andere Kategorie.",
    pages: {
      label: "Seiten dieser Kategorie",
      status: "Regeln {{from}} bis {{to}} von {{total}}",
      previous: "Vorherige Regeln",
      next: "Weitere Regeln",
    },
    finding: {
      rule: "Regel",
      impact: "Auswirkung",
      wcag: "WCAG-Erfolgskriterien",
      en301549: "EN 301 549",
      none: "Keine Zuordnung",
      bestPractice: "Empfehlung (über WCAG hinaus)",
      bestPracticeHint: "Eine Empfehlung, kein Verstoß gegen die WCAG.",
      learnMore: "Mehr erfahren",
      learnMoreContext: "über die Regel {{rule}} (Deque University)",
      learnMoreContextW3c: "über die Regel {{rule}} (W3C)",
      elements_one: "{{count}} betroffenes Element",
      elements_other: "{{count}} betroffene Elemente",
      elementsListed: "Die ersten {{listed}} sind aufgeführt.",
      selector: "Selektor",
      html: "HTML-Ausschnitt",
      failureSummary: "Was zu beheben ist",
    },
  },
};

export default account;
