/**
 * The accessibility statement (BFSG § 14 with Anlage 3): the editing page and the statement's own fixed
 * wording. Placeholders in [[double brackets]] mark what only the site owner can write; downloads refuse
 * a statement that still contains one.
 */
const statement = {
  meta: { title: "Erklärung zur Barrierefreiheit" },
  title: "Erklärung zur Barrierefreiheit",
  lead: "Aus Ihrem Website-Scan entsteht ein Entwurf der Informationen, die Dienstleister nach § 14 BFSG mit Anlage 3 veröffentlichen müssen. Prüfen und ergänzen Sie die Angaben, speichern Sie den Entwurf und laden Sie ihn als HTML oder Markdown herunter.",
  backToReport: "Zurück zum Bericht",
  disclaimer:
    "Der Entwurf ersetzt keine Rechtsberatung. Automatische Tests finden nur einen Teil der Barrieren: Prüfen Sie alle Angaben, bevor Sie die Erklärung veröffentlichen.",
  pageRun: {
    title: "Dafür braucht es einen Scan der ganzen Website",
    text: "Eine Erklärung zur Barrierefreiheit beschreibt Ihre gesamte Website. Dieser Scan hat nur eine einzelne Seite geprüft. Starten Sie einen Scan der ganzen Website mit allen Unterseiten; danach können Sie hier die Erklärung erstellen.",
  },
  language: {
    label: "Sprache der Erklärung",
    current: "(ausgewählt)",
    otherDraft:
      "Ihr gespeicherter Entwurf ist auf {{language}}. Die Angaben zu Anbieter, Kontakt und Datum haben wir übernommen; die Texte sind neu vorausgefüllt. Wenn Sie hier speichern, ersetzt dieser Entwurf den gespeicherten.",
    openDraft: "Gespeicherten Entwurf auf {{language}} öffnen",
  },
  formTitle: "Angaben bearbeiten",
  requiredNote: "Alle Felder ohne den Zusatz „optional“ sind Pflichtfelder.",
  placeholderNote:
    "Stellen in doppelten eckigen Klammern [[ … ]] können nur Sie ausfüllen. Ersetzen Sie sie, bevor Sie die Erklärung herunterladen.",
  optional: "optional",
  groups: {
    service: "Dienstleistung",
    accessibility: "Barrierefreiheit",
    contact: "Anbieter und Kontakt",
    authority: "Aufsicht und Datum",
  },
  fields: {
    serviceName: { label: "Name der Website oder Dienstleistung", hint: "" },
    serviceUrl: { label: "Adresse der Website", hint: "Mit http:// oder https://." },
    serviceDescription: {
      label: "Allgemeine Beschreibung der Dienstleistung",
      hint: "Was Verbraucherinnen und Verbraucher auf der Website tun können (Anlage 3 Buchstabe a).",
    },
    howItWorks: {
      label: "Erläuterungen zur Durchführung der Dienstleistung",
      hint: "Wie die wichtigsten Abläufe funktionieren und bedient werden (Anlage 3 Buchstabe b).",
    },
    applicableRequirements: { label: "Geltende Anforderungen", hint: "" },
    conformance: { label: "Stand der Vereinbarkeit", hint: "" },
    howRequirementsMet: {
      label: "Wie die Dienstleistung die Anforderungen erfüllt",
      hint: "Anlage 3 Buchstabe c.",
    },
    assessmentMethod: { label: "Wie die Barrierefreiheit bewertet wurde", hint: "" },
    knownBarriers: {
      label: "Bekannte Barrieren",
      hint: "Eine Barriere je Zeile, beginnend mit „- “. Pflicht, solange die Website die Anforderungen nicht vollständig erfüllt.",
    },
    plannedFixes: {
      label: "Geplante Maßnahmen",
      hint: "Was Sie bis wann beheben. Pflicht, solange Barrieren bestehen.",
    },
    providerName: { label: "Name des Anbieters", hint: "Firma mit Rechtsform, wie im Impressum." },
    providerAddress: { label: "Anschrift des Anbieters", hint: "" },
    contactEmail: { label: "E-Mail-Adresse für Rückmeldungen", hint: "" },
    contactPhone: { label: "Telefon", hint: "" },
    feedbackUrl: { label: "Adresse eines Rückmeldeformulars", hint: "Mit http:// oder https://." },
    authority: {
      label: "Zuständige Marktüberwachungsbehörde",
      hint: "Ergänzen Sie die aktuelle Anschrift und die Kontaktdaten der Behörde von deren Website.",
    },
    statementDate: { label: "Datum der Erklärung", hint: "" },
  },
  conformanceOptions: {
    full: "Die Anforderungen sind vollständig erfüllt",
    partial: "Die Anforderungen sind teilweise erfüllt",
    none: "Die Anforderungen sind nicht erfüllt",
  },
  actions: {
    save: "Entwurf speichern",
    html: "Als HTML herunterladen",
    markdown: "Als Markdown herunterladen",
  },
  saved: "Ihr Entwurf ist gespeichert.",
  savedAt: "Zuletzt gespeichert: {{date}}",
  savedAtBy: "Zuletzt gespeichert: {{date}} von {{name}}",
  errorSummary: "Bitte korrigieren Sie die markierten Felder:",
  errors: {
    required: "Bitte füllen Sie „{{label}}“ aus.",
    tooLong: "„{{label}}“ ist zu lang (höchstens {{max}} Zeichen).",
    emailInvalid:
      "Bitte geben Sie bei „{{label}}“ eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
    urlInvalid: "Bitte geben Sie bei „{{label}}“ eine vollständige Adresse mit http:// oder https:// ein.",
    phoneInvalid: "Bitte geben Sie bei „{{label}}“ nur Ziffern, Leerzeichen und + ( ) / - ein.",
    dateInvalid: "Bitte geben Sie bei „{{label}}“ ein gültiges Datum ein (JJJJ-MM-TT).",
    choiceInvalid: "Bitte wählen Sie bei „{{label}}“ eine der Möglichkeiten.",
    placeholder: "Bitte ersetzen Sie bei „{{label}}“ die Stellen in [[ … ]] durch Ihre Angaben.",
  },
  preview: {
    title: "Vorschau",
    intro:
      "So sieht die Erklärung mit den Angaben im Formular aus, wie sie zuletzt geladen oder gespeichert wurden.",
  },
  files: {
    html: "erklaerung-zur-barrierefreiheit",
    markdown: "erklaerung-zur-barrierefreiheit",
  },
  /** The statement's own fixed wording. */
  document: {
    title: "Erklärung zur Barrierefreiheit",
    intro:
      "Diese Erklärung gilt für {{service}} ({{url}}), angeboten von {{provider}}. Sie enthält die Informationen, die § 14 des Barrierefreiheitsstärkungsgesetzes (BFSG) in Verbindung mit dessen Anlage 3 von Anbietern von Dienstleistungen verlangt.",
    /** While the provider's name is still empty (the preview of an unfinished form). */
    introWithoutProvider:
      "Diese Erklärung gilt für {{service}} ({{url}}). Sie enthält die Informationen, die § 14 des Barrierefreiheitsstärkungsgesetzes (BFSG) in Verbindung mit dessen Anlage 3 von Anbietern von Dienstleistungen verlangt.",
    sections: {
      service: "Beschreibung der Dienstleistung",
      howItWorks: "Erläuterungen zur Durchführung der Dienstleistung",
      requirements: "Geltende Barrierefreiheitsanforderungen",
      conformance: "Wie die Dienstleistung die Anforderungen erfüllt",
      method: "Wie die Barrierefreiheit bewertet wurde",
      barriers: "Bekannte Barrieren",
      fixes: "Geplante Maßnahmen",
      contact: "Kontakt und Rückmeldung",
      authority: "Zuständige Marktüberwachungsbehörde",
    },
    conformance: {
      full: "Nach unserer Bewertung erfüllt {{service}} die Barrierefreiheitsanforderungen vollständig.",
      partial:
        "Nach unserer Bewertung erfüllt {{service}} die Barrierefreiheitsanforderungen teilweise. Die bekannten Barrieren sind unten aufgeführt.",
      none: "Nach unserer Bewertung erfüllt {{service}} die Barrierefreiheitsanforderungen derzeit nicht. Die bekannten Barrieren sind unten aufgeführt.",
    },
    noBarriers: "Uns sind derzeit keine Barrieren bekannt.",
    contactIntro:
      "Wenn Sie auf Barrieren stoßen oder Inhalte in einer anderen Form brauchen, wenden Sie sich bitte an uns.",
    provider: "Anbieter",
    address: "Anschrift",
    email: "E-Mail",
    phone: "Telefon",
    feedback: "Rückmeldeformular",
    authorityIntro:
      "Wenn Sie der Ansicht sind, dass die Dienstleistung die Barrierefreiheitsanforderungen nicht erfüllt, können Sie sich an die zuständige Marktüberwachungsbehörde wenden:",
    date: "Stand dieser Erklärung: {{date}}",
  },
  /** The draft's prefilled texts, from the run. */
  defaults: {
    serviceDescription:
      "Auf {{site}} bieten wir [[beschreiben Sie Ihr Angebot, zum Beispiel: Produkte ansehen und bestellen, Termine buchen, ein Kundenkonto führen]] an.",
    howItWorks:
      "Die Website wird in einem Webbrowser genutzt. [[Beschreiben Sie die wichtigsten Abläufe, etwa Suche, Warenkorb, Bestellung, Bezahlung, Anmeldung, und wie man sie bedient.]]",
    applicableRequirements:
      "Die Barrierefreiheitsanforderungen ergeben sich aus dem Barrierefreiheitsstärkungsgesetz (BFSG) und der Verordnung zum Barrierefreiheitsstärkungsgesetz (BFSGV). Für Websites konkretisiert sie die harmonisierte europäische Norm EN 301 549, deren Kapitel 9 die Web Content Accessibility Guidelines (WCAG) 2.1 auf den Stufen A und AA übernimmt.",
    howRequirementsMet: {
      full: "Bei der automatischen Prüfung von {{pages}} wurden keine Verstöße gegen WCAG-Erfolgskriterien gefunden. Automatische Tests erkennen aber nur einen Teil möglicher Barrieren; dass alle Anforderungen erfüllt sind, lässt sich damit allein nicht belegen. [[Beschreiben Sie, wie Sie die übrigen Kriterien von Hand geprüft haben und welche Maßnahmen die Barrierefreiheit sichern.]]",
      partial:
        "Die automatische Prüfung von {{pages}} hat Verstöße gegen {{criteria}} gefunden; sie sind unten als bekannte Barrieren aufgeführt. Automatische Tests erkennen nur einen Teil möglicher Barrieren. [[Beschreiben Sie, welche Maßnahmen Sie für die Barrierefreiheit getroffen haben, zum Beispiel Tastaturbedienung, Textalternativen, Kontraste, verständliche Formulare.]]",
      none: "Die automatische Prüfung von {{pages}} hat auf jeder geprüften Seite schwerwiegende Verstöße gefunden, insgesamt gegen {{criteria}}; sie sind unten als bekannte Barrieren aufgeführt. Automatische Tests erkennen nur einen Teil möglicher Barrieren. [[Beschreiben Sie, welche Maßnahmen Sie bereits getroffen haben.]]",
    },
    assessmentMethod:
      "Grundlage ist eine automatische Prüfung der Website {{site}} am {{date}} mit Klarsicht (axe-core {{axeVersion}}) gegen WCAG {{level}}. Die Prüfung umfasste {{pages}}.",
    assessmentFailed: "Nicht geprüft werden konnten: {{failed}}.",
    assessmentLimits:
      "Automatische Tests erkennen nur einen Teil der Barrieren; viele Kriterien lassen sich nur von Menschen beurteilen. [[Ergänzen Sie, ob und wie Sie zusätzlich von Hand geprüft haben.]]",
    assessed: {
      method: "Zusätzlich wurde die Website nach EN 301 549 Kapitel 9 bewertet (Stand: {{date}}).",
      decided_one:
        "Bewertet ist {{count}} von {{criteria}} Erfolgskriterien: {{byScan}} automatisch, {{byPerson}} von Hand.",
      decided_other:
        "Bewertet sind {{count}} von {{criteria}} Erfolgskriterien: {{byScan}} automatisch, {{byPerson}} von Hand.",
      byScan:
        "Automatisch bewertet sind die Kriterien, gegen die die automatische Prüfung Verstöße gefunden hat.",
      byPerson:
        "Von Hand wurde auf einer Stichprobe von {{pages}} geprüft, die alle Seitenvorlagen der Website abdeckt.",
      means: "Geprüft wurde dabei {{means}}.",
      meansList: {
        keyboard: "mit der Tastatur",
        zoom: "mit Vergrößerung",
        screenReader_one: "mit dem Screenreader {{names}}",
        screenReader_other: "mit den Screenreadern {{names}}",
        screenReaderUnnamed: "mit einem Screenreader",
        contentReview: "durch Sichtung der Inhalte",
      },
      complete: "Alle Erfolgskriterien sind bewertet.",
      open_one:
        "Noch nicht bewertet ist {{count}} Erfolgskriterium (WCAG {{list}}); für dieses können wir noch nicht sagen, ob es erfüllt ist.",
      open_other:
        "Noch nicht bewertet sind {{count}} Erfolgskriterien (WCAG {{list}}); für sie können wir noch nicht sagen, ob sie erfüllt sind.",
      limits:
        "Die Prüfung von Hand beruht auf einer Stichprobe; Seiten außerhalb der Stichprobe können weitere Barrieren enthalten.",
      howRequirementsMet: {
        full: "Die automatische Prüfung von {{pages}} und die Prüfung von Hand haben keine Barrieren gefunden: Alle {{total}} Erfolgskriterien sind erfüllt oder treffen auf die Website nicht zu. [[Beschreiben Sie, wie Sie die Barrierefreiheit bei künftigen Änderungen sichern.]]",
        partial:
          "Die automatische Prüfung von {{pages}} und die Prüfung von Hand haben Barrieren bei {{criteria}} gefunden; sie sind unten als bekannte Barrieren aufgeführt. [[Beschreiben Sie, welche Maßnahmen Sie für die Barrierefreiheit getroffen haben.]]",
        none: "Die automatische Prüfung von {{pages}} hat auf jeder geprüften Seite schwerwiegende Verstöße gefunden, zusammen mit der Prüfung von Hand Barrieren bei {{criteria}}; sie sind unten als bekannte Barrieren aufgeführt. [[Beschreiben Sie, welche Maßnahmen Sie bereits getroffen haben.]]",
        unfinished:
          "Die automatische Prüfung von {{pages}} und die bisherige Prüfung von Hand haben keine Barrieren gefunden. Die Prüfung von Hand ist aber noch nicht abgeschlossen; solange nicht alle Erfolgskriterien bewertet sind, geben wir die Anforderungen nur als teilweise erfüllt an.",
      },
    },
    levels: {
      A: "2.1 Stufe A",
      AA: "2.1 Stufen A und AA",
      "2.2": "2.2 Stufen A und AA",
      AAA: "2.2 Stufen A, AA und AAA",
    },
    pagesOne: "1 Seite",
    criteriaOne: "1 WCAG-Erfolgskriterium",
    criteriaOther: "{{count}} WCAG-Erfolgskriterien",
    pagesOther: "{{count}} Seiten",
    plannedFixes:
      "Wir beheben die aufgeführten Barrieren bis [[Datum]]. [[Beschreiben Sie, in welcher Reihenfolge Sie vorgehen, zum Beispiel zuerst die schwerwiegenden Barrieren.]]",
    authority:
      "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)\nSitz: Magdeburg",
  },
};

export default statement;
