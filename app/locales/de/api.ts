/** Die öffentliche API: Tokens im Profil, Fehlermeldungen (Problem Details) und die Referenzseite. */
const api = {
  problems: {
    unauthorized: {
      title: "Nicht angemeldet",
      detail:
        "Bitte senden Sie ein API-Token im Header „Authorization: Bearer …“. Tokens legen Sie in Ihrem Profil an.",
    },
    invalidToken: {
      title: "Token ungültig",
      detail:
        "Dieses API-Token ist uns nicht bekannt. Bitte prüfen Sie, ob Sie es vollständig kopiert haben.",
    },
    tokenExpired: {
      title: "Token abgelaufen",
      detail: "Dieses API-Token ist am {{date}} abgelaufen. Bitte legen Sie in Ihrem Profil ein neues an.",
    },
    tokenRevoked: {
      title: "Token widerrufen",
      detail: "Dieses API-Token wurde widerrufen und gilt nicht mehr.",
    },
    insufficientScope: {
      title: "Berechtigung fehlt",
      detail: "Dafür braucht das Token die Berechtigung „{{needed}}“; es hat „{{held}}“.",
    },
    planLapsed: {
      title: "Kein aktiver Plan",
      detail:
        "Ihr Konto hat keinen aktiven Plan mehr, daher funktionieren seine API-Tokens nicht. Sobald Sie wieder einen Plan haben, gelten sie wieder.",
    },
    roleInsufficient: {
      title: "Rolle reicht nicht",
      detail:
        "Das Token handelt mit der Rolle seines Erstellers in diesem Arbeitsbereich („{{role}}“), und diese Rolle darf das nicht.",
    },
    notFound: {
      title: "Nicht gefunden",
      detail: "Das gesuchte Objekt gibt es nicht, oder es gehört nicht zu Ihrem Konto.",
    },
    notReady: {
      title: "Noch nicht fertig",
      detail:
        "Dafür gibt es noch keinen fertigen Scan; Ergebnisse gibt es, sobald ein Scan den Status „done“ hat.",
    },
    exportFailed: {
      title: "Export fehlgeschlagen",
      detail:
        "Der Bericht konnte gerade nicht als PDF gedruckt werden. Bitte versuchen Sie es später noch einmal; JSON und CSV gehen immer.",
    },
    rateLimited: {
      title: "Zu viele Anfragen",
      detail_one: "Bitte warten Sie {{count}} Sekunde, bevor Sie dieses Token wieder verwenden.",
      detail_other: "Bitte warten Sie {{count}} Sekunden, bevor Sie dieses Token wieder verwenden.",
    },
    invalidRequest: {
      title: "Ungültige Anfrage",
    },
    idempotencyConflict: {
      title: "Idempotency-Key schon verwendet",
      detail:
        "Mit diesem Idempotency-Key wurde bereits ein Scan mit anderen Angaben gestartet. Bitte verwenden Sie für jede neue Anfrage einen neuen Schlüssel.",
    },
    idempotencyInProgress: {
      title: "Anfrage läuft noch",
      detail:
        "Eine Anfrage mit diesem Idempotency-Key wird gerade bearbeitet. Bitte fragen Sie gleich noch einmal.",
    },
    scanRefused: {
      title: "Scan nicht gestartet",
    },
    methodNotAllowed: {
      title: "Methode nicht erlaubt",
      detail: "Diese Adresse kennt die Methode {{method}} nicht.",
    },
  },
  invalid: {
    body: "Der Inhalt der Anfrage muss ein JSON-Objekt sein.",
    url: "„url“ muss eine Zeichenkette mit der Adresse der Website sein.",
    scope: "„scope“ muss „page“ oder „site“ sein.",
    level: "„level“ muss eines von „A“, „AA“, „2.2“ oder „AAA“ sein.",
    cursor: "„cursor“ ist kein Cursor dieser Liste.",
    limit: "„limit“ muss eine ganze Zahl ab 1 sein (höchstens 100).",
    idempotencyKey: "Der Idempotency-Key darf 1 bis 255 sichtbare ASCII-Zeichen lang sein.",
    issueKey: "„issueKey“ muss der Schlüssel eines Problems dieser Website sein.",
    status: "„status“ muss „false_positive“, „accepted“, „fixed“ oder null sein.",
    reasonRequired: "Für „accepted“ ist eine Begründung in „note“ nötig.",
    noteTooLong: "„note“ darf höchstens 1.000 Zeichen lang sein.",
    format: "Das Format muss eines von {{formats}} sein.",
  },
  tokens: {
    title: "API-Tokens",
    text: "Mit einem API-Token greifen Ihre Programme über die Klarsicht-API auf Ihre Scans und Websites zu. Jedes Token wird nur einmal angezeigt; wir speichern nur eine Prüfsumme davon.",
    docsLink: "Zur API-Referenz",
    back: "Zurück zum Profil",
    profileLink: "API-Tokens verwalten",
    profileText: "Für Ihre eigenen Programme und Ihre CI: Tokens für die Klarsicht-API.",
    create: {
      title: "Neues Token anlegen",
      name: "Name",
      nameHint: "Damit Sie das Token später wiedererkennen, zum Beispiel „CI Website-Relaunch“.",
      scope: "Berechtigung",
      expiry: "Gültig für",
      submit: "Token anlegen",
    },
    scopes: {
      read: "Lesen",
      scan: "Lesen und Scans starten",
      manage: "Lesen, Scans starten und Probleme bewerten",
    },
    scopeNames: { read: "Lesen", scan: "Scannen", manage: "Verwalten" },
    expiries: {
      "30": "30 Tage",
      "90": "90 Tage",
      "365": "1 Jahr",
      never: "Unbegrenzt",
    },
    errors: {
      nameRequired: "Bitte geben Sie dem Token einen Namen.",
      nameTooLong: "Der Name darf höchstens 80 Zeichen lang sein.",
      scope: "Bitte wählen Sie eine Berechtigung.",
      expiry: "Bitte wählen Sie, wie lange das Token gilt.",
      tooMany: "Sie haben bereits 20 aktive Tokens. Bitte widerrufen Sie eines, bevor Sie ein neues anlegen.",
    },
    created: {
      title: "Token „{{name}}“ angelegt",
      text: "Kopieren Sie das Token jetzt: Es wird nur dieses eine Mal angezeigt.",
      label: "Ihr neues API-Token",
      copy: "Token kopieren",
      copied: "Kopiert",
    },
    list: {
      title: "Ihre Tokens",
      empty: "Sie haben noch keine API-Tokens.",
      caption: "Ihre API-Tokens",
      name: "Name",
      token: "Token",
      scope: "Berechtigung",
      created: "Angelegt",
      lastUsed: "Zuletzt verwendet",
      expires: "Läuft ab",
      actions: "Aktionen",
      never: "Nie",
      noExpiry: "Unbegrenzt",
      expired: "Abgelaufen",
      revoked: "Widerrufen am {{date}}",
      revoke: "Widerrufen",
      revokeLabel: "Token „{{name}}“ widerrufen",
    },
    revoke: {
      title: "Token „{{name}}“ widerrufen?",
      text: "Programme, die dieses Token verwenden, erhalten danach nur noch Fehler. Das lässt sich nicht rückgängig machen.",
      confirm: "Ja, widerrufen",
      cancel: "Abbrechen",
      done: "Das Token „{{name}}“ ist widerrufen.",
    },
  },
  docs: {
    metaTitle: "API-Referenz",
    title: "Klarsicht-API",
    lead: "Mit der Klarsicht-API starten Sie Scans, lesen Ergebnisse und bewerten Probleme aus Ihren eigenen Programmen, etwa aus Ihrer CI. Sie ist Teil der Pläne mit Konto.",
    openapi: "Die vollständige Beschreibung als OpenAPI-3.1-Dokument:",
    authTitle: "Anmeldung",
    authText:
      "Jede Anfrage sendet ein API-Token im Header „Authorization: Bearer ks_live_…“. Tokens legen Sie in Ihrem Profil unter „API-Tokens“ an; Cookies der Website gelten für die API nicht.",
    scopesTitle: "Berechtigungen",
    scopesText: "Jede Berechtigung schließt die vorherigen ein:",
    scopeRead: "„read“: Scans, Websites, Probleme und Exporte lesen.",
    scopeScan: "„scan“: dazu Scans einer Seite oder einer ganzen Website starten.",
    scopeManage: "„manage“: dazu Probleme bewerten (Triage).",
    errorsTitle: "Fehler",
    errorsText:
      "Fehler kommen als Problem Details nach RFC 9457 (application/problem+json) mit „type“, „title“, „status“ und „detail“, auf Deutsch oder Englisch nach dem Header „Accept-Language“. Objekte anderer Konten antworten wie nicht vorhandene mit 404. Ohne aktiven Plan antwortet die API mit 403.",
    pagingTitle: "Listen und Cursor",
    pagingText:
      "Listen liefern höchstens „limit“ Einträge (Standard 20, höchstens 100) und „nextCursor“; die nächste Seite holen Sie mit „?cursor=…“. Ist „nextCursor“ null, ist die Liste zu Ende.",
    limitsTitle: "Anfragen pro Minute",
    limitsText_one:
      "Jedes Token darf {{count}} Anfrage pro Minute stellen. Die Header „RateLimit-Policy“ und „RateLimit“ nennen das Limit und was davon übrig ist; darüber antwortet die API mit 429 und „Retry-After“.",
    limitsText_other:
      "Jedes Token darf {{count}} Anfragen pro Minute stellen. Die Header „RateLimit-Policy“ und „RateLimit“ nennen das Limit und was davon übrig ist; darüber antwortet die API mit 429 und „Retry-After“.",
    idempotencyTitle: "Scans ohne Doppelte",
    idempotencyText:
      "Senden Sie beim Start eines Scans einen „Idempotency-Key“: Dieselbe Anfrage mit demselben Schlüssel liefert einen Tag lang denselben Scan, statt einen zweiten zu starten. Derselbe Schlüssel mit anderen Angaben ergibt 422.",
    endpointsTitle: "Endpunkte",
    endpointsCaption: "Die Endpunkte der API",
    method: "Methode",
    path: "Pfad",
    scope: "Berechtigung",
    purpose: "Zweck",
    endpoints: {
      listRuns: "Ihre Scans, neueste zuerst",
      startRun: "Einen Scan einer Seite oder einer ganzen Website starten",
      getRun: "Status und Zahlen eines Scans",
      exportRun: "Ergebnis eines fertigen Scans als JSON, CSV oder PDF",
      listSites: "Ihre registrierten Websites",
      listIssues: "Die Probleme des letzten Scans einer Website mit ihrer Bewertung",
      setTriage: "Ein Problem bewerten oder die Bewertung zurücknehmen",
      exportSite: "Die Probleme einer Website mit Bewertung als JSON oder CSV",
      openapi: "Dieses OpenAPI-Dokument",
    },
    exampleTitle: "Beispiel",
  },
};

export default api;
