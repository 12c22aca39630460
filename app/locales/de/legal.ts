/**
 * Impressum und Datenschutzerklärung. Angaben zum Betreiber (Name, Anschrift, Kontakt, Register) stehen
 * nicht hier, sondern kommen aus der Konfiguration (IMPRINT_* und PRIVACY_CONTACT_EMAIL).
 * `{email}` wird auf der Seite durch einen E-Mail-Link auf die Datenschutz-Kontaktadresse ersetzt.
 */
const legal = {
  imprint: {
    meta: {
      title: "Impressum",
      description:
        "Impressum von Klarsicht: Anbieter, Anschrift und Kontakt nach § 5 DDG, Verantwortlicher nach § 18 Abs. 2 MStV und Hinweise zur Streitbeilegung.",
    },
    hero: {
      kicker: "Rechtliches",
      title: "Impressum",
      lead: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Abs. 2 Medienstaatsvertrag (MStV).",
    },
    provider: {
      title: "Diensteanbieter",
      intro: "Anbieter dieser Website und des Dienstes Klarsicht ist:",
      labels: {
        name: "Name bzw. Firma",
        representative: "Vertreten durch",
        address: "Anschrift",
        register: "Registereintrag",
        vatId: "Umsatzsteuer-Identifikationsnummer nach § 27a UStG",
      },
    },
    contact: {
      title: "Kontakt",
      intro: "Auf diesen Wegen erreichen Sie uns schnell und unmittelbar:",
      labels: {
        email: "E-Mail",
        phone: "Telefon",
      },
    },
    responsible: {
      title: "Verantwortlich für den Inhalt",
      intro: "Verantwortlich für journalistisch-redaktionell gestaltete Inhalte nach § 18 Abs. 2 MStV:",
    },
    disputes: {
      title: "Streitbeilegung",
      odr: {
        title: "Online-Streitbeilegung der EU",
        text: "Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) am 20. Juli 2025 eingestellt (Verordnung (EU) 2024/3228). Ein Hinweis auf die Plattform oder ein Link dorthin entfällt daher.",
      },
      consumer: {
        title: "Verbraucherstreitbeilegung",
        text: "Hinweis nach § 36 Verbraucherstreitbeilegungsgesetz (VSBG): Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
      },
    },
    links: {
      title: "Haftung für Links",
      paragraphs: [
        "Unsere Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber verantwortlich.",
        "Wir haben die verlinkten Seiten zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße geprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine ständige Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte für eine Rechtsverletzung nicht zumutbar. Sobald wir von Rechtsverletzungen erfahren, entfernen wir die betreffenden Links umgehend.",
      ],
    },
    privacy: {
      title: "Datenschutz",
      textBefore:
        "Wie wir personenbezogene Daten verarbeiten und welche Rechte Sie haben, erfahren Sie in unserer ",
      linkLabel: "Datenschutzerklärung",
      textAfter: ".",
    },
  },

  privacy: {
    meta: {
      title: "Datenschutzerklärung",
      description:
        "Welche Daten Klarsicht beim Besuch der Website, bei der kostenlosen Prüfung, beim Kontaktformular, im Benutzerkonto und bei Zahlungen verarbeitet – und welche Rechte Sie haben.",
    },
    hero: {
      kicker: "Rechtliches",
      // Soft hyphens here and in the long headings below: they are wider than a phone screen.
      title: "Datenschutz\u00ADerklärung",
      lead: "Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten, wenn Sie Klarsicht nutzen, wozu wir sie brauchen, an wen wir sie weitergeben und welche Rechte Sie haben (Art. 13 DSGVO).",
      updated: "Stand: November 2026",
    },
    toc: {
      title: "Inhalt",
    },
    summary: {
      title: "Das Wichtigste in Kürze",
      items: [
        "Wir verarbeiten nur die Daten, die wir für den Betrieb der Website, die Barrierefreiheitsprüfungen, die Beantwortung Ihrer Anfragen, Ihr Benutzerkonto und Ihr Abonnement brauchen.",
        "Wir setzen keine Tracking-, Analyse- oder Werbe-Cookies ein und erstellen keine Nutzungsprofile.",
        "Wir verkaufen Ihre Daten nicht und nutzen sie nicht für Werbung.",
        "Unsere Dienstleister Cloudflare, Stripe und Auth0 verarbeiten Daten teilweise in den USA; diese Übermittlungen sind durch das EU-US Data Privacy Framework und Standardvertragsklauseln abgesichert.",
        "Sie können Auskunft, Berichtigung und Löschung Ihrer Daten verlangen und einer Verarbeitung auf Grundlage berechtigter Interessen jederzeit widersprechen (Art. 21 DSGVO).",
      ],
    },
    controller: {
      title: "Verantwortlicher",
      intro:
        "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
      labels: {
        name: "Name bzw. Firma",
        representative: "Vertreten durch",
        address: "Anschrift",
        email: "E-Mail",
        phone: "Telefon",
        privacyEmail: "Kontakt für Datenschutzfragen",
      },
      imprintBefore: "Weitere Angaben zum Anbieter finden Sie im ",
      imprintLabel: "Impressum",
      imprintAfter: ".",
    },
    processing: {
      title: "Welche Daten wir verarbeiten und warum",
      intro:
        "Für jeden Teil unseres Angebots erläutern wir, welche Daten anfallen, wofür wir sie nutzen, auf welcher Rechtsgrundlage das geschieht und wie lange wir sie speichern.",
      labels: {
        data: "Daten",
        purpose: "Zweck",
        legalBasis: "Rechtsgrundlage",
        retention: "Speicherdauer",
      },
      visit: {
        title: "Besuch der Website",
        text: [
          "Unsere Website läuft auf der Infrastruktur von Cloudflare (Cloudflare Workers). Wenn Sie eine Seite aufrufen, übermittelt Ihr Browser technisch bedingt Daten, die in Protokollen (Server-Logs) erfasst werden. Wir werten diese Protokolle nur aus, wenn das zur Fehlersuche oder zur Abwehr eines Angriffs nötig ist.",
        ],
        data: [
          "IP-Adresse",
          "Datum und Uhrzeit des Abrufs",
          "aufgerufene Adresse (URL)",
          "Browser-Kennung (User-Agent)",
        ],
        purpose:
          "Auslieferung der Website, sicherer und stabiler Betrieb, Erkennen und Abwehren von Angriffen und Missbrauch (etwa Überlastungsangriffen).",
        legalBasis:
          "Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse besteht darin, die Website sicher und zuverlässig bereitzustellen.",
        retention:
          "Höchstens 7 Tage, danach werden die Protokolle automatisch gelöscht. Länger nur, solange es zur Aufklärung eines konkreten Sicherheitsvorfalls erforderlich ist.",
      },
      cookies: {
        title: "Cookies und lokaler Speicher",
        text: [
          "Cookies sind kleine Textdateien, die Ihr Browser für eine Website speichert. Im lokalen Speicher Ihres Browsers (localStorage) kann eine Website ebenfalls Einstellungen ablegen. Wir nutzen beides ausschließlich, soweit es für die von Ihnen gewünschten Funktionen unbedingt erforderlich ist. Dafür ist nach § 25 Abs. 2 Nr. 2 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG) keine Einwilligung nötig.",
          "Wir verwenden keine Tracking-, Analyse- oder Werbe-Cookies und keine vergleichbaren Techniken. Im Einzelnen speichern wir:",
        ],
        labels: {
          purpose: "Zweck",
          duration: "Speicherdauer",
        },
        items: [
          {
            title: "Cookie „locale“",
            purpose:
              "Speichert die von Ihnen gewählte Sprache (Deutsch oder Englisch), damit wir Ihnen die Seiten in dieser Sprache ausliefern.",
            duration: "1 Jahr",
          },
          {
            title: "Eintrag „locale“ im lokalen Speicher",
            purpose:
              "Spiegelt die Spracheinstellung im Browser, damit alle Seiten sie einheitlich verwenden.",
            duration: "Bis Sie den Eintrag löschen",
          },
          {
            title: "Eintrag „color-scheme“ im lokalen Speicher",
            purpose:
              "Speichert den Farbmodus (hell, dunkel oder wie im System eingestellt), sobald Sie ihn umschalten.",
            duration: "Bis Sie den Eintrag löschen",
          },
          {
            title: "Sitzungs-Cookie (nur nach der Anmeldung)",
            purpose: "Hält Sie nach der Anmeldung angemeldet und schützt Ihr Konto vor fremdem Zugriff.",
            duration: "Bis zur Abmeldung, spätestens bis zum Ablauf der Sitzung",
          },
        ],
        legalBasis:
          "§ 25 Abs. 2 Nr. 2 TDDDG für das Speichern und Auslesen auf Ihrem Gerät. Für die weitere Verarbeitung Art. 6 Abs. 1 lit. f DSGVO bei Sprache und Farbmodus (unser berechtigtes Interesse: die Website so anzuzeigen, wie Sie es gewählt haben) und Art. 6 Abs. 1 lit. b DSGVO beim Sitzungs-Cookie (Bereitstellung Ihres Kontos).",
        notes: [
          "Die Einträge im lokalen Speicher verlassen Ihren Browser nicht. Sie können Cookies und lokalen Speicher jederzeit in den Einstellungen Ihres Browsers löschen; die Website verwendet dann wieder die Standardeinstellungen.",
          "Bei der Anmeldung über unseren Identitätsanbieter Auth0 und bei der Zahlung über Stripe setzen diese Anbieter auf ihren eigenen Seiten Cookies, die für die Anmeldung bzw. die Zahlung erforderlich sind. Dafür gelten ergänzend deren Datenschutzhinweise (siehe „Empfänger und Auftragsverarbeiter“).",
        ],
      },
      scan: {
        title: "Kostenlose Barrierefreiheitsprüfung",
        text: [
          "Wenn Sie eine Adresse prüfen lassen, ruft ein automatisierter Browser (Cloudflare Browser Rendering) die angegebene Seite von Servern von Cloudflare aus auf und prüft sie auf Barrieren. Der Betreiber der geprüften Website sieht dabei eine Anfrage von Cloudflare, nicht Ihre IP-Adresse.",
          "Dieses Formular und das Kontaktformular schützen wir mit Cloudflare Turnstile vor automatisierten Programmen (Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse: Schutz vor Missbrauch). Dazu lädt Ihr Browser ein Skript von Cloudflare, das Ihre IP-Adresse und technische Merkmale Ihres Browsers an Cloudflare übermittelt; Cloudflare bestätigt uns nur, ob die Prüfung bestanden ist.",
          "Die Ergebnisse können Ausschnitte aus dem Quelltext der geprüften Seite enthalten, etwa das betroffene HTML-Element. Veröffentlicht die Seite personenbezogene Daten, zum Beispiel Namen im Impressum, können diese in solchen Ausschnitten erscheinen.",
        ],
        data: [
          "die eingegebene Adresse (URL)",
          "die Ergebnisse der Prüfung, also gefundene Verstöße mit Ausschnitten aus der geprüften Seite",
          "Ihre IP-Adresse, um die Zahl der kostenlosen Prüfungen zu begrenzen",
        ],
        purpose:
          "Durchführung der von Ihnen angeforderten Prüfung und Anzeige des Berichts; Schutz des Dienstes vor Missbrauch und Überlastung durch eine Begrenzung der kostenlosen Prüfungen (Rate Limiting); zusammengefasste Statistiken ohne Personenbezug, etwa die Zahl der durchgeführten Prüfungen.",
        legalBasis:
          "Art. 6 Abs. 1 lit. b DSGVO für die Durchführung der angeforderten Prüfung. Art. 6 Abs. 1 lit. f DSGVO für die Begrenzung anhand der IP-Adresse (unser berechtigtes Interesse: Schutz vor Missbrauch) und für Daten, die auf der geprüften Seite veröffentlicht sind (unser berechtigtes Interesse: Prüfung der Barrierefreiheit).",
        retention:
          "Die IP-Adresse nur für das Zeitfenster der Begrenzung, höchstens 24 Stunden. Adresse und Ergebnisse ordnen wir keiner Person zu; wir speichern sie, damit der Bericht abrufbar bleibt und in zusammengefasste Statistiken einfließen kann, und löschen sie, sobald sie dafür nicht mehr benötigt werden.",
      },
      contact: {
        title: "Kontaktformular",
        text: [
          "Wenn Sie uns über das Kontaktformular schreiben, speichern wir Ihre Angaben in unserer Datenbank (Cloudflare D1), um Ihr Anliegen zu bearbeiten und Ihnen zu antworten.",
        ],
        data: [
          "E-Mail-Adresse",
          "Betreff",
          "Nachricht",
          "Sprache der Seite beim Absenden und Zeitpunkt des Eingangs",
        ],
        purpose: "Bearbeitung und Beantwortung Ihrer Anfrage.",
        legalBasis:
          "Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage einen Vertrag mit uns oder dessen Anbahnung betrifft; im Übrigen Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse: Anfragen zu beantworten).",
        retention:
          "Bis Ihr Anliegen erledigt ist, spätestens 12 Monate nach Ende der Korrespondenz, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen (etwa 6 Jahre für Geschäftsbriefe nach § 257 HGB und § 147 AO).",
      },
      account: {
        title: "Benutzerkonto und Anmeldung",
        text: [
          "Für ein Abonnement melden Sie sich über unseren Identitätsanbieter Auth0 an (Verfahren nach OpenID Connect). Ihre Zugangsdaten, etwa Ihr Passwort, verwaltet der Identitätsanbieter; wir erhalten sie nicht. Nach erfolgreicher Anmeldung übermittelt er uns die unten genannten Angaben, und wir setzen einen Sitzungs-Cookie.",
        ],
        data: [
          "Name",
          "E-Mail-Adresse",
          "Angabe, ob Ihre E-Mail-Adresse bestätigt ist",
          "Ihre Benutzerkennung beim Identitätsanbieter",
        ],
        purpose:
          "Einrichtung und Verwaltung Ihres Kontos, sichere Anmeldung sowie Zuordnung Ihres Abonnements und Ihrer Prüfungen.",
        legalBasis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag über die Nutzung von Klarsicht).",
        retention:
          "Solange Ihr Konto besteht. Wenn Sie Ihr Konto löschen, löschen wir diese Daten, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.",
      },
      payment: {
        title: "Abonnement und Zahlung",
        text: [
          "Zahlungen wickeln wir über den Zahlungsdienstleister Stripe ab. Ihre Zahlungsdaten, etwa Kartennummer oder Bankverbindung, geben Sie direkt bei Stripe ein; sie erreichen unsere Server nicht. Stripe verarbeitet Zahlungsdaten teilweise als eigener Verantwortlicher, etwa zur Betrugsprävention und zur Erfüllung eigener gesetzlicher Pflichten.",
        ],
        data: [
          "bei uns: Ihre Kundennummer bei Stripe, der gewählte Tarif, der Status Ihres Abonnements sowie die von Ihnen registrierten Adressen (URLs) und deren Prüfergebnisse",
          "bei Stripe: Zahlungs- und Rechnungsdaten wie Name, E-Mail-Adresse, Rechnungsanschrift, Zahlungsmittel und Zahlungsvorgänge",
        ],
        purpose:
          "Abschluss und Abwicklung Ihres Abonnements, Abrechnung, Prüfung Ihrer registrierten Adressen sowie Erfüllung steuer- und handelsrechtlicher Pflichten.",
        legalBasis:
          "Art. 6 Abs. 1 lit. b DSGVO (Vertragserfüllung); Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 147 AO, § 257 HGB und § 14b UStG für die Aufbewahrung von Buchhaltungsunterlagen.",
        retention:
          "Für die Dauer des Vertrags; registrierte Adressen und Prüfergebnisse löschen wir mit dem Ende des Vertrags bzw. der Löschung Ihres Kontos. Buchhaltungsunterlagen bewahren wir so lange auf, wie das Gesetz es verlangt: Bücher und Jahresabschlüsse 10 Jahre, Buchungsbelege wie Rechnungen 8 Jahre, Geschäftsbriefe 6 Jahre, jeweils ab dem Ende des Kalenderjahres (§ 147 AO, § 257 HGB, § 14b UStG).",
      },
    },
    recipients: {
      title: "Empfänger und Auftragsverarbeiter",
      intro:
        "Wir geben Ihre Daten nur an Dienstleister weiter, die wir für den Betrieb von Klarsicht brauchen. Soweit sie in unserem Auftrag tätig sind, haben wir mit ihnen Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen.",
      labels: {
        address: "Anschrift",
        role: "Aufgabe",
        transfer: "Übermittlung in die USA",
      },
      items: [
        {
          name: "Cloudflare, Inc.",
          address: "101 Townsend St., San Francisco, CA 94107, USA",
          role: "Hosting und Auslieferung der Website (Cloudflare Workers), Datenbank (Cloudflare D1), Schutz vor Angriffen und Durchführung der Prüfungen (Cloudflare Browser Rendering).",
          transfer:
            "Cloudflare ist nach dem EU-US Data Privacy Framework zertifiziert; zusätzlich gelten Standardvertragsklauseln der Europäischen Kommission.",
          policyLabel: "Datenschutzerklärung von Cloudflare",
          policyUrl: "https://www.cloudflare.com/de-de/privacypolicy/",
        },
        {
          name: "Stripe Payments Europe, Limited",
          address: "1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland",
          role: "Zahlungsabwicklung und Rechnungsstellung für Abonnements.",
          transfer:
            "Stripe übermittelt Daten auch an die Stripe, Inc. in den USA. Diese ist nach dem EU-US Data Privacy Framework zertifiziert; zusätzlich gelten Standardvertragsklauseln der Europäischen Kommission.",
          policyLabel: "Datenschutzerklärung von Stripe",
          policyUrl: "https://stripe.com/de/privacy",
        },
        {
          name: "Okta, Inc. (Auth0)",
          address: "100 First Street, San Francisco, CA 94105, USA",
          role: "Identitätsanbieter für die Anmeldung an Ihrem Benutzerkonto.",
          transfer:
            "Okta ist nach dem EU-US Data Privacy Framework zertifiziert; zusätzlich gelten Standardvertragsklauseln der Europäischen Kommission.",
          policyLabel: "Datenschutzerklärung von Okta (Auth0)",
          policyUrl: "https://www.okta.com/privacy-policy/",
        },
      ],
      others:
        "Darüber hinaus übermitteln wir personenbezogene Daten nur, wenn wir gesetzlich dazu verpflichtet sind, etwa an Finanzbehörden, oder wenn es zur Geltendmachung oder Verteidigung von Rechtsansprüchen erforderlich ist.",
    },
    transfers: {
      title: "Übermittlung in Drittländer",
      paragraphs: [
        "Cloudflare, Stripe und Okta (Auth0) sind Unternehmen mit Sitz bzw. Muttergesellschaft in den USA. Personenbezogene Daten können daher in die USA übermittelt und dort verarbeitet werden (Art. 44 ff. DSGVO).",
        "Die Europäische Kommission hat am 10. Juli 2023 einen Angemessenheitsbeschluss für das EU-US Data Privacy Framework erlassen (Art. 45 DSGVO). Übermittlungen an Unternehmen, die nach diesem Rahmen zertifiziert sind, sind damit zulässig; alle drei genannten Anbieter sind zertifiziert. Zusätzlich sind in den Verträgen mit ihnen Standardvertragsklauseln der Europäischen Kommission vereinbart (Art. 46 Abs. 2 lit. c DSGVO), die auch dann gelten, wenn der Angemessenheitsbeschluss entfallen sollte.",
      ],
      linkBefore: "Ob ein Unternehmen zertifiziert ist, können Sie in der ",
      linkLabel: "Liste der Teilnehmer am Data Privacy Framework",
      linkAfter: " des US-Handelsministeriums nachprüfen.",
      url: "https://www.dataprivacyframework.gov/list",
    },
    retention: {
      title: "Speicherdauer im Überblick",
      intro:
        "Wir löschen personenbezogene Daten, sobald der Zweck der Verarbeitung entfällt und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Im Einzelnen:",
      items: [
        {
          label: "Server-Protokolle",
          value: "Höchstens 7 Tage; länger nur zur Aufklärung eines konkreten Sicherheitsvorfalls.",
        },
        {
          label: "IP-Adresse bei kostenlosen Prüfungen",
          value: "Höchstens 24 Stunden.",
        },
        {
          label: "Adresse und Ergebnisse kostenloser Prüfungen",
          value:
            "Ohne Zuordnung zu einer Person, bis sie für den Bericht und die zusammengefassten Statistiken nicht mehr benötigt werden.",
        },
        {
          label: "Nachrichten über das Kontaktformular",
          value:
            "Bis Ihr Anliegen erledigt ist, spätestens 12 Monate nach Ende der Korrespondenz, vorbehaltlich gesetzlicher Aufbewahrungspflichten.",
        },
        {
          label: "Benutzerkonto",
          value: "Bis zur Löschung des Kontos.",
        },
        {
          label: "Registrierte Adressen und deren Prüfergebnisse",
          value: "Bis zum Ende des Vertrags bzw. bis zur Löschung des Kontos.",
        },
        {
          label: "Buchhaltungsunterlagen",
          value:
            "Buchungsbelege wie Rechnungen 8 Jahre, Bücher und Jahresabschlüsse 10 Jahre, Geschäftsbriefe 6 Jahre (§ 147 AO, § 257 HGB, § 14b UStG).",
        },
        {
          label: "Cookies und lokaler Speicher",
          value:
            "Cookie „locale“ 1 Jahr; Sitzungs-Cookie bis zur Abmeldung; Einträge im lokalen Speicher, bis Sie sie löschen.",
        },
      ],
    },
    rights: {
      title: "Ihre Rechte",
      intro:
        "Ihnen stehen uns gegenüber folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten zu:",
      items: [
        {
          title: "Auskunft (Art. 15 DSGVO)",
          text: "Sie können Auskunft darüber verlangen, ob und welche Daten wir über Sie verarbeiten, und eine Kopie dieser Daten erhalten.",
        },
        {
          title: "Berichtigung (Art. 16 DSGVO)",
          text: "Sie können verlangen, dass wir unrichtige Daten berichtigen und unvollständige Daten vervollständigen.",
        },
        {
          title: "Löschung (Art. 17 DSGVO)",
          text: "Sie können die Löschung Ihrer Daten verlangen, soweit wir sie nicht mehr benötigen oder nicht mehr verarbeiten dürfen und keine Aufbewahrungspflicht besteht.",
        },
        {
          title: "Einschränkung der Verarbeitung (Art. 18 DSGVO)",
          text: "Sie können verlangen, dass wir Ihre Daten nur noch eingeschränkt verarbeiten, etwa solange die Richtigkeit der Daten geprüft wird.",
        },
        {
          title: "Datenübertragbarkeit (Art. 20 DSGVO)",
          text: "Daten, die Sie uns bereitgestellt haben und die wir aufgrund eines Vertrags automatisiert verarbeiten, erhalten Sie auf Wunsch in einem strukturierten, gängigen und maschinenlesbaren Format, auch zur Übermittlung an einen anderen Verantwortlichen.",
        },
        {
          title: "Widerspruch (Art. 21 DSGVO)",
          text: "Sie können einer Verarbeitung auf Grundlage berechtigter Interessen widersprechen. Einzelheiten finden Sie im folgenden Abschnitt.",
        },
        {
          title: "Widerruf einer Einwilligung (Art. 7 Abs. 3 DSGVO)",
          text: "Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt. Derzeit stützen wir keine der hier beschriebenen Verarbeitungen auf eine Einwilligung.",
        },
        {
          title: "Beschwerde (Art. 77 DSGVO)",
          text: "Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren. Einzelheiten finden Sie im Abschnitt „Beschwerderecht bei einer Aufsichtsbehörde“.",
        },
      ],
      contact:
        "Um Ihre Rechte auszuüben, genügt eine formlose Nachricht an {email}. Damit wir Ihre Daten nicht an Unbefugte herausgeben, bitten wir Sie gegebenenfalls, Ihre Identität nachzuweisen.",
    },
    objection: {
      title: "Ihr Widerspruchsrecht (Art. 21 DSGVO)",
      paragraphs: [
        "Soweit wir Ihre Daten auf Grundlage berechtigter Interessen verarbeiten (Art. 6 Abs. 1 lit. f DSGVO), haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen.",
        "Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
        "Für Direktwerbung nutzen wir Ihre Daten nicht.",
      ],
      contact: "Ihr Widerspruch ist an keine Form gebunden; eine Nachricht an {email} genügt.",
    },
    complaint: {
      title: "Beschwerderecht bei einer Aufsichtsbehörde",
      paragraphs: [
        "Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt, können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes.",
        "Für uns zuständig ist die Datenschutz-Aufsichtsbehörde des Bundeslandes, in dem wir unseren Sitz haben (siehe Anschrift unter „Verantwortlicher“).",
      ],
    },
    automated: {
      title: "Keine automatisierte Entscheidungs\u00ADfindung",
      text: "Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen und Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen, und wir betreiben kein Profiling (Art. 22 DSGVO). Unsere automatisierten Prüfungen bewerten die Barrierefreiheit von Websites, nicht Personen.",
    },
    requirement: {
      title: "Pflicht zur Bereitstellung von Daten",
      intro:
        "Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne bestimmte Angaben können wir einzelne Funktionen jedoch nicht anbieten:",
      items: [
        "Ohne Übermittlung Ihrer IP-Adresse kann Ihr Browser unsere Website technisch nicht abrufen.",
        "Ohne Angabe einer Adresse (URL) können wir keine Prüfung durchführen.",
        "Ohne Ihre E-Mail-Adresse können wir auf Ihre Nachricht über das Kontaktformular nicht antworten.",
        "Ohne die Angaben aus der Anmeldung beim Identitätsanbieter können wir kein Benutzerkonto für Sie einrichten.",
        "Ohne Zahlungs- und Rechnungsdaten können wir keinen Vertrag über ein Abonnement schließen.",
      ],
    },
    security: {
      title: "Datensicherheit",
      text: "Wir schützen Ihre Daten durch technische und organisatorische Maßnahmen nach Art. 32 DSGVO. Dazu gehören die verschlüsselte Übertragung per TLS (erkennbar an „https://“ in der Adresszeile Ihres Browsers) und ein auf das Nötige beschränkter Zugriff auf unsere Datenbank.",
    },
    changes: {
      title: "Änderungen dieser Datenschutz\u00ADerklärung",
      text: "Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot, unsere Dienstleister oder die Rechtslage ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung; ihren Stand finden Sie oben auf der Seite.",
    },
  },
};

export default legal;
