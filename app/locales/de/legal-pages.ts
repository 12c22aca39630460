/**
 * Die Rechtstexte des Anbieters zu Klarsicht selbst: AGB, Widerrufsbelehrung mit Muster-Widerrufsformular
 * und die eigene Erklärung zur Barrierefreiheit. Angaben zum Anbieter stehen nicht hier, sondern kommen
 * aus der Konfiguration (IMPRINT_*); `{{company}}` wird auf der Seite durch den Namen des Anbieters ersetzt.
 */
const legalPages = {
  terms: {
    meta: {
      title: "Allgemeine Geschäftsbedingungen",
      description:
        "Die Allgemeinen Geschäftsbedingungen (AGB) für die Nutzung von Klarsicht: Leistungen, Vertragsschluss, Preise, Laufzeit, Kündigung und Haftung.",
    },
    hero: {
      kicker: "Rechtliches",
      title: "Allgemeine Geschäfts\u00ADbedingungen",
      lead: "Diese Bedingungen gelten für alle Verträge über die Nutzung von Klarsicht, die Sie mit uns schließen.",
      updated: "Stand: November 2026",
    },
    providerTitle: "Anbieter",
    sections: [
      {
        id: "scope",
        title: "§ 1 Geltungsbereich",
        paragraphs: [
          "Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über die Nutzung des Dienstes Klarsicht zwischen {{company}} (im Folgenden „wir“) und Ihnen als Kundin oder Kunde. Der Anbieter mit Anschrift und Kontakt ist oben genannt.",
          "Sie gelten für Verbraucherinnen und Verbraucher (§ 13 BGB) ebenso wie für Unternehmer (§ 14 BGB). Wo Regeln nur für eine dieser Gruppen gelten, ist das ausdrücklich gesagt.",
          "Abweichende Bedingungen eines Unternehmers gelten nur, wenn wir ihnen ausdrücklich in Textform zugestimmt haben.",
        ],
      },
      {
        id: "services",
        title: "§ 2 Leistungen",
        paragraphs: [
          "Klarsicht prüft Websites automatisch auf Barrieren nach den Web Content Accessibility Guidelines (WCAG) und zeigt, welche Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) betroffen sind.",
          "Ohne Konto können Sie eine einzelne Seite kostenlos prüfen lassen und sehen eine Vorschau der Ergebnisse. Mit einem Plan (Basic, Pro oder Enterprise) registrieren Sie so viele Websites, wie Ihr Plan erlaubt, lassen sie ganz oder seitenweise prüfen, erhalten die vollständigen Berichte, können sie herunterladen und Entwürfe einer Erklärung zur Barrierefreiheit erstellen. Welche Leistungen ein Plan im Einzelnen umfasst, steht in der Planübersicht zum Zeitpunkt Ihrer Bestellung.",
          "Automatische Tests finden nur einen Teil möglicher Barrieren; viele Kriterien lassen sich nur von Menschen beurteilen. Unsere Berichte sind daher keine Bestätigung, dass eine Website barrierefrei ist oder gesetzliche Anforderungen erfüllt, und keine Rechtsberatung.",
        ],
      },
      {
        id: "contract",
        title: "§ 3 Vertragsschluss",
        paragraphs: [
          "Die Darstellung der Pläne auf unserer Website ist kein bindendes Angebot. Sie melden sich an, wählen einen Plan und die Zahlungsweise und werden zur Bezahlseite unseres Zahlungsdienstleisters Stripe weitergeleitet. Dort prüfen Sie Ihre Angaben und geben mit dem Klick auf die Schaltfläche zum kostenpflichtigen Abschluss ein verbindliches Angebot ab.",
          "Der Vertrag kommt zustande, sobald Ihre Zahlung bestätigt ist und wir Ihren Plan freischalten. Sie sehen das in Ihrem Konto und erhalten eine Bestätigung per E-Mail.",
          "Der Vertrag wird in deutscher oder englischer Sprache geschlossen, je nach der Sprache, in der Sie die Website nutzen. Diese AGB können Sie jederzeit auf dieser Seite abrufen, ausdrucken oder speichern.",
        ],
      },
      {
        id: "prices",
        title: "§ 4 Preise und Zahlung",
        paragraphs: [
          "Es gelten die Preise der Planübersicht zum Zeitpunkt der Bestellung. Die dort genannten Preise verstehen sich zuzüglich der gesetzlichen Umsatzsteuer; den Gesamtpreis einschließlich Umsatzsteuer sehen Sie vor dem Abschluss auf der Bezahlseite.",
          "Sie zahlen über Stripe mit einem der dort angebotenen Zahlungsmittel. Ein monatlicher Plan wird jeweils zu Beginn eines Abrechnungsmonats im Voraus fällig, eine Einmalzahlung mit der Bestellung.",
        ],
      },
      {
        id: "term",
        title: "§ 5 Laufzeit und Kündigung",
        paragraphs: [
          "Ein monatlicher Plan läuft einen Monat und verlängert sich jeweils um einen weiteren Monat, wenn Sie ihn nicht vorher kündigen. Sie können jederzeit zum Ende des laufenden Abrechnungsmonats kündigen, etwa über das Kundenportal, das Sie aus Ihrem Profil erreichen, oder mit einer Nachricht an uns.",
          "Eine Einmalzahlung verlängert sich nicht und verpflichtet Sie zu keinen weiteren Zahlungen. Der damit freigeschaltete Zugang ist nicht befristet; er endet, wenn die Zahlung erstattet wird.",
          "Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.",
        ],
      },
      {
        id: "duties",
        title: "§ 6 Ihre Pflichten",
        paragraphs: [
          "Sie lassen nur Websites prüfen, die Sie betreiben oder für die Sie die Erlaubnis des Betreibers haben. Sie nutzen Klarsicht nicht, um fremde Systeme zu überlasten oder Schutzmaßnahmen zu umgehen.",
          "Halten Sie Ihre Zugangsdaten geheim und teilen Sie uns mit, wenn Sie vermuten, dass jemand Unbefugtes sie kennt.",
        ],
      },
      {
        id: "availability",
        title: "§ 7 Verfügbarkeit",
        paragraphs: [
          "Wir bemühen uns, Klarsicht ständig verfügbar zu halten. Wartungsarbeiten, Störungen bei Dienstleistern und Ereignisse außerhalb unseres Einflusses können die Nutzung zeitweise einschränken. Prüfungen, die dadurch unterbrochen werden, setzen wir fort oder wiederholen sie.",
        ],
      },
      {
        id: "liability",
        title: "§ 8 Haftung",
        paragraphs: [
          "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.",
          "Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. In diesem Fall ist die Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt.",
          "Im Übrigen ist die Haftung ausgeschlossen. Diese Regeln gelten auch für unsere gesetzlichen Vertreter und Erfüllungsgehilfen.",
        ],
      },
      {
        id: "privacy",
        title: "§ 9 Datenschutz",
        paragraphs: [
          "Wie wir personenbezogene Daten verarbeiten, erklärt unsere Datenschutzerklärung. Die Inhalte der von Ihnen geprüften Websites verarbeiten wir nur, um die Prüfung durchzuführen und Ihnen die Ergebnisse zu zeigen.",
        ],
      },
      {
        id: "withdrawal",
        title: "§ 10 Widerrufsrecht für Verbraucher",
        paragraphs: [
          "Als Verbraucherin oder Verbraucher haben Sie ein gesetzliches Widerrufsrecht. Die Einzelheiten und ein Muster-Widerrufsformular finden Sie in unserer Widerrufsbelehrung.",
        ],
      },
      {
        id: "final",
        title: "§ 11 Schlussbestimmungen",
        paragraphs: [
          "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Für Verbraucherinnen und Verbraucher gilt diese Rechtswahl nur, soweit ihnen dadurch nicht der Schutz zwingender Vorschriften des Staates entzogen wird, in dem sie ihren gewöhnlichen Aufenthalt haben.",
          "Sind Sie Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus diesem Vertrag unser Sitz.",
          "An Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle nehmen wir nicht teil (siehe Impressum).",
          "Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam.",
        ],
      },
    ],
    links: {
      withdrawal: "Zur Widerrufsbelehrung",
      privacy: "Zur Datenschutzerklärung",
      imprint: "Zum Impressum",
    },
  },

  withdrawal: {
    meta: {
      title: "Widerrufsbelehrung",
      description:
        "Widerrufsbelehrung für Verbraucherinnen und Verbraucher, die einen Plan von Klarsicht buchen, mit Muster-Widerrufsformular.",
    },
    hero: {
      kicker: "Rechtliches",
      title: "Widerrufs\u00ADbelehrung",
      lead: "Wenn Sie als Verbraucherin oder Verbraucher einen Plan von Klarsicht buchen, haben Sie ein Widerrufsrecht. Für Unternehmer gilt es nicht.",
    },
    right: {
      title: "Widerrufsrecht",
      paragraphs: [
        "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.",
        "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.",
        "Um Ihr Widerrufsrecht auszuüben, müssen Sie uns",
      ],
      after:
        "mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.",
      deadline:
        "Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
    },
    consequences: {
      title: "Folgen des Widerrufs",
      paragraphs: [
        "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.",
        "Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.",
      ],
    },
    expiry: {
      title: "Hinweis zum vorzeitigen Erlöschen",
      text: "Ihr Widerrufsrecht erlischt, wenn wir die Dienstleistung vollständig erbracht haben und mit der Ausführung erst begonnen haben, nachdem Sie dazu Ihre ausdrückliche Zustimmung gegeben und bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung verlieren (§ 356 Abs. 4 BGB).",
    },
    form: {
      title: "Muster-Widerrufsformular",
      intro:
        "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
      to: "An",
      lines: [
        "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
        "Bestellt am (*)/erhalten am (*)",
        "Name des/der Verbraucher(s)",
        "Anschrift des/der Verbraucher(s)",
        "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
        "Datum",
      ],
      note: "(*) Unzutreffendes streichen.",
    },
    contactLabels: {
      address: "Anschrift",
      email: "E-Mail",
      phone: "Telefon",
    },
  },

  accessibility: {
    meta: {
      title: "Erklärung zur Barrierefreiheit",
      description:
        "Die Erklärung zur Barrierefreiheit von Klarsicht selbst: erstellt mit unserem eigenen Generator aus einer Prüfung unserer eigenen Website.",
    },
    hero: {
      kicker: "Rechtliches",
      lead: "Diese Erklärung hat unser eigener Generator aus einer automatischen Prüfung unserer eigenen Website mit unserem eigenen Scanner erstellt, so wie Klarsicht es für die Websites unserer Kundinnen und Kunden tut.",
    },
    /** What we write where the generated draft leaves [[placeholders]] for the site owner. */
    own: {
      serviceDescription:
        "Auf {{site}} bieten wir Klarsicht an, einen Dienst zur Prüfung der Barrierefreiheit von Websites. Sie können eine einzelne Seite kostenlos prüfen lassen, einen Plan buchen, Ihre Websites registrieren und ganz prüfen lassen, die Berichte ansehen und herunterladen und Entwürfe einer Erklärung zur Barrierefreiheit erstellen.",
      howItWorks:
        "Klarsicht wird in einem Webbrowser genutzt. Die kostenlose Prüfung starten Sie auf der Startseite mit der Adresse Ihrer Website. Für alles Weitere melden Sie sich an, wählen auf der Seite „Preise“ einen Plan und bezahlen über unseren Zahlungsdienstleister Stripe. Danach starten Sie Prüfungen unter „Scans“, sehen Ihre Websites unter „Websites“ und verwalten Ihr Konto unter „Profil“. Alle Seiten lassen sich mit der Tastatur bedienen und stehen auf Deutsch und Englisch, hell und dunkel zur Verfügung.",
      automatedOnly:
        "Die automatische Prüfung von {{pages}} hat keine Verstöße gegen WCAG-Erfolgskriterien gefunden. Automatische Tests erkennen aber nur einen Teil möglicher Barrieren, und eine Prüfung von Hand haben wir noch nicht durchgeführt. Solange sie fehlt, geben wir die Anforderungen nur als teilweise erfüllt an.",
      measures:
        "Jede Änderung an Klarsicht prüfen wir vor der Veröffentlichung mit denselben automatischen Prüfungen, auch die Seiten nach der Anmeldung.",
      scope:
        "Geprüft wurden alle öffentlichen Seiten in der hellen Darstellung, jeweils in ihrer Sprache ({{language}}), mit axe-core und allen eigenen Prüfungen von Klarsicht.",
      noManual:
        "Eine Prüfung von Hand, etwa mit Screenreader oder Tastatur durch Menschen, hat für diese Erklärung nicht stattgefunden. Die Seiten nach der Anmeldung prüfen wir bei jeder Änderung automatisch; in die Zahlen oben fließen sie nicht ein.",
      plannedFixes:
        "Wir beheben die aufgeführten Barrieren mit der nächsten Version von Klarsicht und erstellen diese Erklärung danach neu.",
      noBarriersFound:
        "Die automatische Prüfung hat keine Barrieren gefunden. Barrieren, die nur eine Prüfung von Hand zeigt, können wir noch nicht ausschließen.",
      language: "Deutsch",
      contactLabel: "Kontaktformular",
    },
    madeBy:
      "Erstellt mit dem Generator für Erklärungen zur Barrierefreiheit von Klarsicht aus der Prüfung vom {{date}}.",
  },
};

export default legalPages;
