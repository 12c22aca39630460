/**
 * E-Mails (Benachrichtigungen, Kontaktnachrichten) und die Seiten rund um sie: Abbestellen und die
 * E-Mail-Einstellungen im Profil. `{{…}}` wird beim Versand ersetzt.
 */
const mail = {
  common: {
    brand: "Klarsicht",
    footerWhy:
      "Sie erhalten diese E-Mail, weil für Ihr Konto bei Klarsicht ({{email}}) diese Benachrichtigung eingeschaltet ist.",
    unsubscribe: "Diese Art von E-Mail abbestellen",
    preferences: "Alle E-Mail-Einstellungen in Ihrem Profil",
    impact: {
      critical: "kritisch",
      serious: "schwer",
      moderate: "mittel",
      minor: "gering",
    },
    morePages_one: "und {{count}} weitere Seite",
    morePages_other: "und {{count}} weitere Seiten",
  },
  runAlert: {
    subject: "Neue Barrieren auf {{site}}",
    title: "Neue Barrieren auf {{site}}",
    intro:
      'Der geplante Scan von {{site}} hat Probleme gefunden, die beim vorigen Scan nicht bestanden: $t(mail.runAlert.newCount, {"count": {{newCount}} }) und $t(mail.runAlert.regressionCount, {"count": {{regressionCount}} }).',
    newCount_one: "{{count}} neues",
    newCount_other: "{{count}} neue",
    regressionCount_one: "{{count}} wieder aufgetretenes",
    regressionCount_other: "{{count}} wieder aufgetretene",
    totals_one:
      "Insgesamt fand der Scan {{count}} Problem (WCAG-Verstoß), davon {{open}} offen nach Ihrer Bewertung. Empfehlungen über WCAG hinaus zählen nicht mit.",
    totals_other:
      "Insgesamt fand der Scan {{count}} Probleme (WCAG-Verstöße), davon {{open}} offen nach Ihrer Bewertung. Empfehlungen über WCAG hinaus zählen nicht mit.",
    newTitle: "Neue Probleme",
    regressionsTitle: "Wieder aufgetreten (waren als behoben markiert)",
    caption: "{{title}}: Problem, Schwere und betroffene Seiten",
    columns: { issue: "Problem", impact: "Schwere", pages: "Betroffene Seiten" },
    reportLink: "Bericht zum Scan von {{site}} öffnen",
  },
  webhookDisabled: {
    subject: "Webhook abgeschaltet",
    title: "Wir haben einen Ihrer Webhooks abgeschaltet",
    intro:
      "Ihr Webhook an {{endpoint}} hat {{failures}}-mal hintereinander keine erfolgreiche Antwort gegeben. Damit keine weiteren Zustellungen ins Leere gehen, haben wir ihn abgeschaltet.",
    next: "Ereignisse, die noch nicht zugestellt wurden, bleiben erhalten. Sobald der Empfänger wieder antwortet, schalten Sie den Webhook in Ihrem Profil wieder ein; dann werden sie nachgeliefert.",
    settingsLink: "Webhooks im Profil öffnen",
  },
  runFailed: {
    subject: "Geplanter Scan von {{site}} fehlgeschlagen",
    title: "Der geplante Scan von {{site}} ist fehlgeschlagen",
    intro: "Der geplante Scan von {{site}} konnte nicht abgeschlossen werden.",
    reason: "Grund: {{reason}}",
    next: "Der nächste geplante Scan läuft wie vorgesehen. Sie können den Scan auch sofort erneut starten.",
    reportLink: "Scan von {{site}} ansehen",
  },
  weeklyDigest: {
    subject: "Ihr Wochenüberblick zu Ihren Websites",
    title: "Ihr Wochenüberblick vom {{week}}",
    intro: "So stehen Ihre Websites nach den Scans der vergangenen sieben Tage da.",
    caption: "Websites mit offenen, neuen und behobenen Problemen (WCAG-Verstöße)",
    columns: { site: "Website", issues: "Offene Probleme", new: "Neu", fixed: "Behoben", report: "Bericht" },
    reportLink: "Bericht zu {{site}}",
    empty: "In dieser Woche wurde keine Ihrer Websites gescannt.",
  },
  contact: {
    subject: "Kontaktanfrage: {{subject}}",
    title: "Neue Nachricht über das Kontaktformular",
    from: "Von",
    language: "Sprache der Website",
    subjectLabel: "Betreff",
    messageLabel: "Nachricht",
    replyHint: "Antworten Sie einfach auf diese E-Mail: die Antwort geht an den Absender.",
    languages: { de: "Deutsch", en: "Englisch" },
  },
  testAlert: {
    subject: "Test: Benachrichtigung von Klarsicht zu {{site}}",
    title: "Test-E-Mail: Ihre Benachrichtigungen kommen an",
    intro:
      "Dies ist eine Test-E-Mail, die Sie auf der Übersicht von {{site}} angefordert haben. Es wurde nichts gescannt und nichts gefunden.",
    settingsTitle: "Diese E-Mails erhalten Sie zurzeit",
    settings: {
      runAlerts: "Neue oder wieder aufgetretene Barrieren nach einem geplanten Scan",
      runFailed: "Hinweis, wenn ein geplanter Scan fehlschlägt",
      weeklyDigest: "Wochenüberblick über alle Websites",
    },
    on: "ein",
    off: "aus",
    dashboardLink: "Übersicht von {{site}} öffnen",
    why: "Sie erhalten diese E-Mail, weil Sie sie für Ihr Konto bei Klarsicht ({{email}}) angefordert haben.",
  },
  runResult: {
    subject: "Scan von {{site}} abgeschlossen",
    title: "Der Scan von {{site}} ist abgeschlossen",
    intro: "Der Scan, den Sie gestartet haben, ist fertig.",
    nothingNew: "Seit dem vorigen Scan sind keine neuen Probleme hinzugekommen.",
    failedSubject: "Scan von {{site}} fehlgeschlagen",
    failedTitle: "Der Scan von {{site}} ist fehlgeschlagen",
    failedIntro: "Der Scan, den Sie gestartet haben, konnte nicht abgeschlossen werden.",
    why: "Sie erhalten diese E-Mail, weil Sie sie beim Start des Scans für Ihr Konto ({{email}}) angefordert haben.",
  },
  contactCopy: {
    subject: "Kopie Ihrer Nachricht an Klarsicht: {{subject}}",
    title: "Ihre Nachricht an Klarsicht",
    intro:
      "Vielen Dank, Ihre Nachricht ist bei uns angekommen. Wir antworten so bald wie möglich. Hier ist eine Kopie:",
    subjectLabel: "Betreff",
    messageLabel: "Nachricht",
    why: "Sie erhalten diese Kopie, weil Sie das Kontaktformular mit der Adresse Ihres Kontos ({{email}}) gesendet haben.",
  },
  unsubscribe: {
    meta: { title: "E-Mails abbestellen" },
    title: "E-Mails abbestellen",
    kinds: {
      "run-alert": "Benachrichtigungen über neue Barrieren nach geplanten Scans",
      "weekly-digest": "den Wochenüberblick",
      "run-failed": "Hinweise auf fehlgeschlagene geplante Scans",
    },
    question: "Möchten Sie {{kind}} nicht mehr per E-Mail erhalten?",
    confirm: "Abbestellen",
    done: "Erledigt: Sie erhalten {{kind}} nicht mehr per E-Mail.",
    invalid:
      "Dieser Link zum Abbestellen ist ungültig. Bitte verwenden Sie den Link aus einer aktuellen E-Mail oder ändern Sie Ihre Einstellungen im Profil.",
    preferences: "E-Mail-Einstellungen im Profil",
  },
  preferences: {
    title: "E-Mail-Benachrichtigungen",
    lead: "Wählen Sie, welche E-Mails Klarsicht Ihnen zu Ihren geplanten Scans schickt.",
    legend: "Diese E-Mails möchte ich erhalten",
    runAlerts: "Neue oder wieder aufgetretene Barrieren nach einem geplanten Scan",
    weeklyDigest: "Wochenüberblick über alle Websites",
    runFailed: "Hinweis, wenn ein geplanter Scan fehlschlägt",
    save: "Einstellungen speichern",
    saved: "Ihre E-Mail-Einstellungen wurden gespeichert.",
    invalid: "Die Einstellungen konnten nicht gelesen werden. Bitte wählen Sie erneut und speichern Sie.",
  },
};

export default mail;
