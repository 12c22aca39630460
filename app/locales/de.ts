import account from "./de/account";
import act from "./de/act";
import api from "./de/api";
import assessment from "./de/assessment";
import billing from "./de/billing";
import branding from "./de/branding";
import coverage from "./de/coverage";
import crawler from "./de/crawler";
import emailVerification from "./de/email-verification";
import freeScanLimits from "./de/free-scan-limits";
import inventory from "./de/inventory";
import laws from "./de/laws";
import legal from "./de/legal";
import legalPages from "./de/legal-pages";
import mail from "./de/mail";
import paging from "./de/paging";
import pictures from "./de/pictures";
import report from "./de/report";
import share from "./de/share";
import siteAccess from "./de/site-access";
import sites from "./de/sites";
import statement from "./de/statement";
import statementRefresh from "./de/statement-refresh";
import trackers from "./de/trackers";
import turnstile from "./de/turnstile";
import webhooks from "./de/webhooks";
import workspace from "./de/workspace";

const de = {
  meta: {
    siteName: "Klarsicht",
    description:
      "Klarsicht prüft Ihre Website auf Barrieren nach WCAG und dem Barrierefreiheitsstärkungsgesetz (BFSG) und zeigt Ihnen, was zu tun ist.",
  },
  skipLink: "Zum Hauptinhalt springen",
  nav: {
    label: "Hauptnavigation",
    home: "Testen",
    pricing: "Preise",
    contact: "Kontakt",
    login: "Anmelden",
    scans: "Scans",
    profile: "Profil",
    logout: "Abmelden",
    websites: "Websites",
    logoLabel: "Klarsicht – zur Startseite",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    mobileLabel: "Mobile Navigation",
    language: "Sprache",
    languages: { de: "Deutsch", en: "English" },
  },
  footer: {
    tagline: "Barrierefreiheit prüfen, verstehen und beheben – nach WCAG und BFSG.",
    resources: "Ressourcen",
    about: "Über uns",
    legal: "Rechtliches",
    sourceCode: "Quellcode",
    profile: "LinkedIn",
    imprint: "Impressum",
    privacy: "Datenschutz",
    terms: "AGB",
    withdrawal: "Widerrufsbelehrung",
    accessibility: "Barrierefreiheit",
    copyright: "© {{year}} <home>{{company}}</home>. Alle Rechte vorbehalten.",
    sourceIconLabel: "Klarsicht-Quellcode",
    actReport: "ACT-Bericht",
    api: "API-Referenz",
    themeToggle: "Zwischen dunklem und hellem Modus wechseln",
  },
  urlCheck: {
    label: "Adresse Ihrer Website",
    placeholder: "https://www.beispiel.de",
    hint: "Zum Beispiel www.ihre-firma.de – wir ergänzen https:// automatisch.",
    submit: "Kostenlos testen",
    submitting: "Prüfung wird gestartet …",
    demo: {
      submit: "Demo-Website testen",
      hint: "Nur in der Entwicklung: ein kleiner Beispiel-Shop mit typischen Barrieren auf diesem Rechner ({{url}}).",
    },
    errors: {
      required: "Bitte geben Sie die Adresse Ihrer Website ein.",
      tooLong: "Die Adresse ist zu lang (höchstens 2.048 Zeichen).",
      invalid: "Das ist keine gültige Web-Adresse. Beispiel: https://www.beispiel.de",
      scheme: "Bitte geben Sie eine Adresse mit http:// oder https:// ein.",
      credentials: "Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.",
      host: "Bitte geben Sie eine öffentliche Domain wie www.beispiel.de ein.",
      notPublic:
        "Diese Adresse ist nicht öffentlich erreichbar (zum Beispiel eine Adresse im eigenen Netz wie 10.0.0.1 oder ein interner Name wie localhost). Wir prüfen nur öffentliche Websites.",
    },
  },
  scan: {
    meta: { title: "Kostenloser Test" },
    pending: {
      title: "Ihre Website wird geprüft",
      resultMail: "Nach dem Scan senden wir Ihnen das Ergebnis per E-Mail an {{email}}.",
      queued: "Der Test ist in der Warteschlange.",
      running: "Der Test läuft.",
      elapsed: "Vergangene Zeit: {{seconds}} s",
      hint: "Das dauert meist nur wenige Sekunden. Diese Seite aktualisiert sich von selbst.",
      siteDiscovering:
        "Zuerst suchen wir die Seiten der Website. Sobald sie gefunden sind, sehen Sie hier, wie lange der Scan noch etwa dauert. Diese Seite aktualisiert sich von selbst.",
      siteEstimate_one:
        "Geschätzte Restzeit: etwa {{count}} Minute. Diese Seite aktualisiert sich von selbst.",
      siteEstimate_other:
        "Geschätzte Restzeit: etwa {{count}} Minuten. Diese Seite aktualisiert sich von selbst.",
      siteEstimateShort:
        "Geschätzte Restzeit: weniger als eine Minute. Diese Seite aktualisiert sich von selbst.",
      refresh: "Jetzt aktualisieren",
    },
    done: {
      title: "Ergebnis für {{host}}",
      scannedAt: "Geprüft am {{date}} nach WCAG 2.1 Stufe A und AA.",
      summaryTitle: "Zusammenfassung",
      categories: {
        violations: "Verstöße",
        incomplete: "Manuell zu prüfen",
        passes: "Bestanden",
        inapplicable: "Nicht anwendbar",
      },
      counts: {
        wcagViolations: "WCAG-Verstöße",
        bestPractices: "Empfehlungen (über WCAG hinaus)",
        review: "Manuell zu prüfen",
        passes: "Bestanden",
        inapplicable: "Nicht anwendbar",
      },
      bestPracticesHint:
        "Gezählt werden Regeln. Empfehlungen über WCAG hinaus sind keine WCAG-Verstöße und zählen deshalb nicht zu den WCAG-Verstößen.",
      impactsTitle: "WCAG-Verstöße nach Schweregrad",
      unrated: "Ohne Einstufung",
      previewTitle: "Vorschau der WCAG-Verstöße",
      previewCaption: "Gefundene WCAG-Verstöße",
      previewShown_one: "{{shown}} von {{count}} WCAG-Verstoß",
      previewShown_other: "{{shown}} von {{count}} WCAG-Verstößen",
      previewBestPractices_one:
        "Dazu kommt {{count}} Empfehlung über WCAG hinaus, die der vollständige Bericht zeigt: kein WCAG-Verstoß.",
      previewBestPractices_other:
        "Dazu kommen {{count}} Empfehlungen über WCAG hinaus, die der vollständige Bericht zeigt: keine WCAG-Verstöße.",
      columns: { rule: "Regel-ID", element: "Element (CSS-Selektor)" },
      finding: {
        impact: "Wie schwer es wiegt",
        impactMeaning: {
          critical: "Manche Menschen können diesen Teil der Seite gar nicht nutzen.",
          serious: "Manche Menschen kommen hier nur mit großer Mühe weiter.",
          moderate: "Das erschwert manchen Menschen die Nutzung spürbar.",
          minor: "Das stört, hält aber kaum jemanden auf.",
        },
        wcag: "WCAG-Kriterium",
        bfsg: "Bezug zum BFSG",
        clause: "{{relevance}}: {{clause}}",
        technical: "Technische Details: Regel und betroffenes Element",
      },
      moreElements_one: "und {{count}} weiteres Element",
      moreElements_other: "und {{count}} weitere Elemente",
      noViolations: "Sieht auf unserer Seite gut aus – keine Funde anzuzeigen.",
      noViolationsHint:
        "Automatisierte Tests finden nur etwa 30–40 % der möglichen Barrieren. Prüfen Sie Tastaturbedienung, Alternativtexte und verständliche Sprache zusätzlich von Hand.",
      unlockTitle: "Den vollständigen Bericht freischalten",
      unlockText:
        "Im vollständigen Bericht sehen Sie alle betroffenen Elemente, Anleitungen zur Behebung, die manuell zu prüfenden Punkte und den Bezug zu WCAG, EN 301 549 und BFSG – für alle Unterseiten Ihrer Website.",
      unlock: "Vollständigen Bericht freischalten",
      another: "Andere Adresse testen",
    },
    failed: {
      title: "Wir konnten diese Website nicht prüfen.",
      message:
        "Das kann an einer ungültigen Adresse liegen oder daran, dass die Website automatisierte Werkzeuge blockiert (z. B. über robots.txt, Captchas oder andere Bot-Schutzmaßnahmen).",
      detailLabel: "Einzelheiten",
      errors: {
        invalid_url: "Die Adresse ist keine Web-Adresse, die ein Browser öffnen kann.",
        blocked_target:
          "Die Adresse oder ein Ziel, zu dem sie weiterleitet, ist nicht öffentlich erreichbar. Aus Sicherheitsgründen prüfen wir nur öffentliche Websites.",
        dns_failed: "Den Domainnamen gibt es nicht, oder er ist derzeit nicht auflösbar.",
        unreachable: "Der Server hat die Verbindung abgelehnt oder nicht geantwortet.",
        timeout: "Die Seite hat nicht rechtzeitig fertig geladen.",
        http_error: "Der Server hat mit einer Fehlermeldung geantwortet (zum Beispiel 404 oder 500).",
        not_html: "Unter dieser Adresse liegt keine Webseite, sondern eine andere Art von Datei.",
        too_large: "Die Seite ist zu groß oder lädt zu viele Dateien nach.",
        report_too_large:
          "Die Seite hat mehr Befunde, als ein Bericht fassen kann. Bitte prüfen Sie einzelne, kleinere Seiten.",
        site_report_too_large:
          "Die Website hat mehr Befunde, als ein Bericht fassen kann. Bitte prüfen Sie einzelne Bereiche oder Seiten der Website.",
        browser_error: "Beim Laden im Browser ist ein Fehler aufgetreten.",
        internal: "Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
        unregistered_site:
          "Die Adresse leitet auf eine andere Website weiter, die nicht in Ihrem Plan registriert ist, und Ihr Plan hat keinen freien Platz für sie. Wir haben sie deshalb nicht geprüft. Scannen Sie die Zieladresse direkt oder entfernen Sie eine registrierte Website.",
        login_failed:
          "Die Anmeldung mit der hinterlegten Anmeldung dieser Website hat nicht geklappt. Prüfen Sie sie mit einem Probelauf unter „Anmeldung und Abläufe“.",
      },
      retry: "Eine andere Adresse testen",
    },
    claim: {
      title: "Diesen Scan behalten",
      text: "Mit einem Konto und einem Plan übernehmen Sie diesen Scan in Ihre Scans und sehen den vollständigen Bericht.",
      button: "In meine Scans übernehmen",
      signIn: "Anmelden und übernehmen",
      busy: "Wird übernommen …",
      claimed:
        "Der kostenlose Scan ist jetzt in Ihren Scans gespeichert. Hier sehen Sie seinen vollständigen Bericht.",
      unlockedTitle: "Ihr Plan ist aktiv",
      unlockedText:
        "Übernehmen Sie diesen Scan in Ihre Scans: Danach sehen Sie den vollständigen Bericht mit allen Ergebnissen.",
    },
    impacts: { critical: "Kritisch", serious: "Schwerwiegend", moderate: "Mittel", minor: "Gering" },
  },
  home: {
    meta: {
      title: "Barrierefreiheit Ihrer Website prüfen",
    },
    hero: {
      kicker: "Barrierefreiheitstest nach WCAG und BFSG",
      title: "Finden Sie die Barrieren Ihrer Website, bevor es Ihre Kundschaft tut.",
      lead: "Klarsicht prüft Ihre Website automatisch nach WCAG 2.x und dem Barrierefreiheitsstärkungsgesetz (BFSG) und erklärt jeden Fund so, dass Ihr Team ihn beheben kann.",
      bfsgNote: "Das BFSG gilt seit dem 28. Juni 2025.",
      secondary: "Pläne ansehen",
    },
    stats: {
      title: "Ergebnisse im Überblick",
      intro: "Zahlen aus unserer Datenbank, laufend aktualisiert.",
      scans: "Abgeschlossene Scans in den letzten 30 Tagen",
      averageIssues: "Durchschnittliche Probleme pro Website",
      empty: "Noch keine Scans in den letzten 30 Tagen – Ihre Website kann die erste sein.",
    },
    features: {
      title: "Was Klarsicht für Sie prüft",
      intro: "Ein Werkzeug für den ganzen Weg: vom ersten Test bis zur dokumentierten Barrierefreiheit.",
      items: [
        {
          title: "Prüfung nach WCAG 2.1 und 2.2",
          text: "Wir testen Ihre Seiten auf die Erfolgskriterien der Stufen A und AA, im Pro-Plan zusätzlich nach WCAG 2.2, im Enterprise-Plan auch AAA.",
        },
        {
          title: "BFSG- und EN-301-549-Bezug",
          text: "Jeder Fund nennt das WCAG-Erfolgskriterium und den Abschnitt der EN 301 549, auf die sich das BFSG stützt.",
        },
        {
          title: "Alle Unterseiten",
          text: "Nicht nur die Startseite: Klarsicht findet Ihre Unterseiten über Sitemap und Links und prüft die ganze Website.",
        },
        {
          title: "Verständliche Berichte",
          text: "Jedes Problem mit betroffenem Element, Schweregrad und einer Anleitung zur Behebung – auf Deutsch und Englisch.",
        },
        {
          title: "Verlauf Ihrer Scans",
          text: "Mit einem Konto behalten Sie Ihre Berichte und sehen, was seit dem letzten Scan neu ist und was behoben wurde.",
        },
        {
          title: "Datenschutz aus Europa",
          text: "Wir speichern nur, was für den Scan nötig ist, setzen keine Tracking-Cookies und erklären offen, was wir verarbeiten.",
        },
      ],
    },
    explanations: {
      title: "Worum es geht",
      intro: "Drei Begriffe, die Sie als Website-Betreiber kennen sollten.",
      items: [
        {
          title: "BFSG",
          text: "Das Barrierefreiheitsstärkungsgesetz verpflichtet seit dem 28. Juni 2025 viele Unternehmen, digitale Angebote für Verbraucher barrierefrei zu gestalten, etwa Online-Shops und Bankdienstleistungen.",
          link: "Mehr zum BFSG",
          href: "/bfsg",
        },
        {
          title: "EAA",
          text: "Der European Accessibility Act (Richtlinie (EU) 2019/882) ist die EU-Richtlinie hinter dem BFSG. Er gilt in allen Mitgliedstaaten.",
          link: "Mehr zum European Accessibility Act",
          href: "/eaa",
        },
        {
          title: "WCAG",
          text: "Die Web Content Accessibility Guidelines des W3C beschreiben, wie Webinhalte wahrnehmbar, bedienbar, verständlich und robust werden. Stufe AA ist der übliche Maßstab.",
          link: "Mehr zu den WCAG",
          href: "/wcag",
        },
      ],
      honesty:
        "Ehrlich gesagt: Automatisierte Tests finden nur etwa 30–40 % der möglichen Barrieren. Klarsicht zeigt Ihnen deshalb auch, was Sie von Hand prüfen sollten.",
    },
    faq: {
      title: "Häufige Fragen",
      items: [
        {
          question: "Muss meine Website barrierefrei sein?",
          answer:
            "Wenn Sie Verbrauchern Dienstleistungen im elektronischen Geschäftsverkehr anbieten, etwa einen Online-Shop, gilt für Sie seit dem 28. Juni 2025 in der Regel das BFSG. Kleinstunternehmen mit weniger als 10 Beschäftigten und höchstens 2 Mio. Euro Jahresumsatz sind bei Dienstleistungen ausgenommen.",
        },
        {
          question: "Findet ein automatischer Test alle Barrieren?",
          answer:
            "Nein. Automatisierte Tests finden nur etwa 30–40 % der möglichen Verstöße. Ob ein Alternativtext sinnvoll ist oder eine Tastaturbedienung logisch, muss ein Mensch beurteilen. Unsere Berichte sagen Ihnen, was Sie zusätzlich von Hand prüfen sollten.",
        },
        {
          question: "Welche Standards prüft Klarsicht?",
          answer:
            "Wir prüfen nach WCAG 2.1 Stufe A und AA, die über die EN 301 549 die technische Grundlage des BFSG bilden. Der Pro-Plan ergänzt WCAG 2.2, der Enterprise-Plan die Stufe AAA.",
        },
        {
          question: "Was kostet ein Test?",
          answer:
            "Der erste Test einer einzelnen Seite ist kostenlos. Für vollständige Berichte und die Prüfung aller Unterseiten wählen Sie einen Plan – monatlich oder als Einmalzahlung.",
        },
        {
          question: "Was passiert mit meinen Daten?",
          answer:
            "Wir speichern die geprüfte Adresse und die Ergebnisse, damit Sie Ihren Bericht abrufen können. Wir verwenden keine Tracking- oder Werbe-Cookies. Einzelheiten stehen in unserer Datenschutzerklärung.",
        },
      ],
    },
    freeTest: {
      title: "Jetzt kostenlos testen",
      text: "Geben Sie die Adresse Ihrer Website ein und erhalten Sie in wenigen Sekunden eine erste Auswertung.",
    },
  },
  pricing: {
    title: "Preise",
    intro: "Wählen Sie den Plan, der zu Ihren Websites passt. Alle Preise zzgl. gesetzlicher Umsatzsteuer.",
    billingLegend: "Abrechnung",
    billing: { monthly: "Monatlich", once: "Einmalig" },
    perMonth: "pro Monat",
    oneTime: "einmalig",
    custom: "Individueller Preis",
    recommended: "Empfohlen",
    plans: {
      basic: {
        name: "Basic",
        description: "Für eine Website und ihre Unterseiten.",
        features: ["1 Domain", "Alle Unterseiten", "WCAG A und AA"],
        cta: "Basic wählen",
      },
      pro: {
        name: "Pro",
        description: "Für Agenturen und mehrere Websites.",
        features: ["5 Domains", "WCAG-2.2-Scans", "Erweiterte Analysen", "Alles aus Basic"],
        cta: "Pro wählen",
      },
      enterprise: {
        name: "Enterprise",
        description: "Für große Organisationen mit besonderen Anforderungen.",
        features: ["Unbegrenzte Domains", "Persönlicher Support", "WCAG AAA", "Erweiterte Analysen"],
        cta: "Vertrieb kontaktieren",
      },
    },
  },
  setup: {
    meta: { title: "Plan wählen" },
    title: "Wählen Sie Ihren Plan",
    chosen: {
      title: "Ihre Wahl: {{plan}}",
      text: "Wählen Sie, wie Sie zahlen möchten. Danach geht es weiter zur Bezahlseite unseres Zahlungsdienstleisters Stripe.",
      billing: "Zahlungsweise",
      continue: "Weiter zur Zahlung",
      busy: "Bezahlseite wird geöffnet …",
    },
    lead: "Mit einem Plan prüfen Sie ganze Websites, behalten Ihre Berichte und sehen den Fortschritt von Scan zu Scan.",
    signInNote: "Für den Kauf melden Sie sich an oder legen ein Konto an.",
    needsPlan:
      "Sie sind angemeldet, haben aber noch keinen Plan. Ihre Scans, Berichte und Ihr Profil stehen Ihnen mit einem Plan zur Verfügung – deshalb führen „Scans“ und „Profil“ hierher. Wählen Sie unten einen Plan; einzelne Seiten können Sie weiterhin kostenlos auf der Startseite testen.",
    pendingClaim:
      "Ihr kostenloser Scan wartet: Sobald Ihr Plan aktiv ist, übernehmen wir ihn in Ihre Scans und zeigen Ihnen den vollständigen Bericht.",
    cancelled: "Der Kauf wurde abgebrochen. Es wurde nichts berechnet.",
    changePlan:
      "Sie haben bereits ein Abonnement ({{plan}}). Ein monatlicher Plan führt Sie deshalb ins Kundenportal unseres Zahlungsdienstleisters Stripe: Dort wird Ihr Abonnement umgestellt und anteilig abgerechnet, statt ein zweites abzuschließen.",
    settlePlan:
      "Für Ihr Abonnement ({{plan}}) ist eine Zahlung offen. Ein monatlicher Plan führt Sie deshalb ins Kundenportal von Stripe: Dort begleichen Sie die Zahlung oder kündigen das Abonnement, bevor Sie ein neues abschließen.",
    errors: {
      invalidChoice: "Bitte wählen Sie einen Plan und eine Abrechnungsart.",
      unavailable:
        "Der Kauf ist gerade nicht möglich. Bitte versuchen Sie es später erneut oder schreiben Sie uns.",
    },
  },
  login: {
    meta: { title: "Anmelden" },
    title: "Anmelden",
    failed: "Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es noch einmal.",
    cancelled:
      "Sie haben die Anmeldung abgebrochen. Sie sind nicht angemeldet; Sie können es jederzeit erneut versuchen.",
    unavailable: "Die Anmeldung ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.",
    retry: "Erneut anmelden",
    freeTest: "Kostenlos testen",
    contact: "Kontakt aufnehmen",
  },
  contact: {
    meta: {
      title: "Kontakt",
      description: "Schreiben Sie uns: Fragen zu Klarsicht, zu Barrierefreiheit oder zu einem Angebot.",
    },
    title: "Kontakt",
    lead: "Fragen zu Klarsicht, zur Barrierefreiheit Ihrer Website oder zu einem Enterprise-Angebot? Wir antworten in der Regel innerhalb von zwei Werktagen.",
    formTitle: "Nachricht senden",
    required: "Pflichtfeld",
    requiredNote: "Alle Felder sind Pflichtfelder.",
    fields: {
      email: "E-Mail-Adresse",
      subject: "Betreff",
      message: "Nachricht",
      honeypot: "Dieses Feld bitte leer lassen",
    },
    hints: {
      message: "Mindestens 10, höchstens 5.000 Zeichen.",
      copyTo: "Eine Kopie Ihrer Nachricht senden wir an {{email}}, wenn Sie mit dieser Adresse schreiben.",
      copyVerifiedOnly:
        "Eine Kopie Ihrer Nachricht senden wir nur an die bestätigte Adresse eines angemeldeten Kontos.",
    },
    send: "Senden",
    sending: "Wird gesendet …",
    success: "Vielen Dank! Ihre Nachricht ist bei uns angekommen. Wir melden uns bald bei Ihnen.",
    copySent: "Eine Kopie Ihrer Nachricht ist an {{email}} unterwegs.",
    errorSummary: "Bitte korrigieren Sie die markierten Felder:",
    sendFailed:
      "Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    errors: {
      emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
      emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
      emailTooLong: "Die E-Mail-Adresse ist zu lang (höchstens 254 Zeichen).",
      subjectRequired: "Bitte geben Sie einen Betreff ein.",
      subjectTooShort: "Der Betreff ist zu kurz (mindestens 3 Zeichen).",
      subjectTooLong: "Der Betreff ist zu lang (höchstens 150 Zeichen).",
      messageRequired: "Bitte schreiben Sie uns eine Nachricht.",
      messageTooShort: "Die Nachricht ist zu kurz (mindestens 10 Zeichen).",
      messageTooLong: "Die Nachricht ist zu lang (höchstens 5.000 Zeichen).",
    },
    enterpriseSubject: "Anfrage Enterprise-Plan",
  },
  notFound: {
    meta: { title: "Seite nicht gefunden" },
    title: "Seite nicht gefunden",
    text: "Die Seite, die Sie suchen, gibt es nicht oder nicht mehr. Vielleicht hilft Ihnen einer dieser Links weiter.",
    home: "Zur Startseite",
    contact: "Kontakt aufnehmen",
  },
  errorPage: {
    title: "Ein Fehler ist aufgetreten",
    text: "Leider ist etwas schiefgegangen. Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.",
    status: "Fehlercode {{status}}",
    home: "Zur Startseite",
  },
  common: {
    requestRejected: "Die Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.",
    formUnreadable: "Die Anfrage wurde abgelehnt, weil ihr Formular nicht gelesen werden konnte.",
  },
  laws,
  workspace,
  legal,
  legalPages,
  account,
  crawler,
  act,
  report,
  coverage,
  statement,
  statementRefresh,
  freeScanLimits,
  sites,
  siteAccess,
  mail,
  paging,
  api,
  webhooks,
  branding,
  trackers,
  share,
  pictures,
  inventory,
  assessment,
  turnstile,
  emailVerification,
  billing,
};

export default de;
