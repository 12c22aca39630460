/**
 * Texts of the information pages /eaa, /wcag and /bfsg. All three pages share one shape, so that
 * `LawPage` renders each of them. A timeline item's `dateTime` is a machine-readable date
 * ("YYYY-MM-DD" or "YYYY-MM"); it is empty where the item has no fixed date.
 */
const laws = {
  eaa: {
    meta: {
      title: "European Accessibility Act (EAA)",
      description:
        "Was der European Accessibility Act (Richtlinie (EU) 2019/882) regelt, seit wann er gilt, welche Produkte und Dienstleistungen er erfasst und wie Deutschland ihn umgesetzt hat.",
    },
    hero: {
      kicker: "EU-Richtlinie 2019/882",
      title: "European Accessibility Act (EAA)",
      lead: "Der European Accessibility Act legt einheitliche Anforderungen an die Barrierefreiheit wichtiger Produkte und Dienstleistungen in der Europäischen Union fest. Seit dem 28. Juni 2025 gelten sie in allen Mitgliedstaaten – auch für viele Online-Shops.",
      tocLabel: "Auf dieser Seite",
    },
    overview: {
      title: "Worum es beim EAA geht",
      paragraphs: [
        "Der European Accessibility Act (EAA) ist die Richtlinie (EU) 2019/882 des Europäischen Parlaments und des Rates vom 17. April 2019 über die Barrierefreiheitsanforderungen für Produkte und Dienstleistungen. Er soll Menschen mit Behinderungen und älteren Menschen den Zugang zu alltäglichen Produkten und Dienstleistungen erleichtern. Zugleich ersetzt er unterschiedliche nationale Regeln durch gemeinsame Anforderungen im EU-Binnenmarkt.",
        "Als Richtlinie gilt der EAA nicht unmittelbar. Die Mitgliedstaaten mussten ihn bis zum 28. Juni 2022 in nationales Recht umsetzen und die Vorschriften ab dem 28. Juni 2025 anwenden. In Deutschland geschieht das durch das Barrierefreiheitsstärkungsgesetz (BFSG) und die Verordnung zum BFSG (BFSGV).",
        "Die Anforderungen in Anhang I der Richtlinie sind funktional beschrieben. Websites und mobile Anwendungen etwa müssen wahrnehmbar, bedienbar, verständlich und robust sein. Technisch konkretisiert werden die Anforderungen durch harmonisierte Normen, in der Praxis vor allem durch die europäische Norm EN 301 549, deren Kapitel 9 für Webinhalte die WCAG 2.1 auf Stufe AA übernimmt. Wer harmonisierte Normen einhält, kann sich auf die Vermutung stützen, dass sein Angebot die Anforderungen erfüllt.",
      ],
      factsTitle: "Auf einen Blick",
      facts: [
        { term: "Rechtsakt", detail: "Richtlinie (EU) 2019/882 vom 17. April 2019" },
        { term: "Umsetzungsfrist", detail: "28. Juni 2022" },
        { term: "Anzuwenden seit", detail: "28. Juni 2025" },
        { term: "Umsetzung in Deutschland", detail: "BFSG und BFSGV" },
        { term: "Technische Grundlage", detail: "EN 301 549, für Webinhalte WCAG 2.1 Stufe AA" },
      ],
    },
    timeline: {
      title: "Zeitlicher Ablauf",
      intro: "Die wichtigsten Daten von der Verabschiedung bis zum Ende der Übergangsfristen.",
      items: [
        {
          dateTime: "2019-04-17",
          date: "17. April 2019",
          title: "Richtlinie verabschiedet",
          text: "Europäisches Parlament und Rat erlassen die Richtlinie (EU) 2019/882. Sie tritt am 27. Juni 2019 in Kraft.",
        },
        {
          dateTime: "2021-07-16",
          date: "16. Juli 2021",
          title: "Deutschland erlässt das BFSG",
          text: "Mit dem Barrierefreiheitsstärkungsgesetz überträgt Deutschland die Richtlinie in nationales Recht. Die Einzelheiten folgen 2022 in der Verordnung BFSGV.",
        },
        {
          dateTime: "2022-06-28",
          date: "28. Juni 2022",
          title: "Frist für die Umsetzung",
          text: "Bis zu diesem Tag mussten alle Mitgliedstaaten die Richtlinie in nationales Recht übertragen und ihre Vorschriften veröffentlichen.",
        },
        {
          dateTime: "2025-06-28",
          date: "28. Juni 2025",
          title: "Die Anforderungen gelten",
          text: "Produkte, die ab diesem Tag in Verkehr gebracht werden, und Dienstleistungen, die ab diesem Tag für Verbraucher erbracht werden, müssen barrierefrei sein.",
        },
        {
          dateTime: "2030-06-28",
          date: "28. Juni 2030",
          title: "Ende der Übergangsfrist",
          text: "Bis dahin dürfen Dienstleister Produkte weiterverwenden, die sie schon vor dem 28. Juni 2025 rechtmäßig eingesetzt haben, und ältere Verträge über Dienstleistungen unverändert fortführen. Für Selbstbedienungsterminals dürfen die Mitgliedstaaten bis zu 20 Jahre ab Inbetriebnahme erlauben; Deutschland hat 15 Jahre gewählt.",
        },
      ],
    },
    scope: {
      title: "Welche Produkte und Dienstleistungen erfasst sind",
      intro:
        "Der EAA gilt nicht für alles, sondern für eine festgelegte Liste von Produkten und Dienstleistungen, die vor allem Verbraucherinnen und Verbraucher nutzen.",
      items: [
        {
          title: "Online-Handel",
          text: "Websites und Apps, über die Verbraucher einen Vertrag abschließen können, zum Beispiel Online-Shops, Buchungsportale oder Abo-Bestellungen.",
        },
        {
          title: "Bankdienstleistungen für Verbraucher",
          text: "Etwa Konten, Zahlungsdienste und Verbraucherkredite, einschließlich Online-Banking und der zugehörigen Apps.",
        },
        {
          title: "Personenbeförderung",
          text: "Websites, Apps, elektronische Tickets, Reiseinformationen und Selbstbedienungsterminals im Luft-, Bus-, Bahn- und Schiffsverkehr. Im Stadt-, Vorort- und Regionalverkehr sind nur die interaktiven Selbstbedienungsterminals erfasst.",
        },
        {
          title: "Kommunikation, Medien und E-Books",
          text: "Elektronische Kommunikationsdienste wie Telefonie, Dienste für den Zugang zu audiovisuellen Medien sowie E-Books und die Software, mit der man sie liest.",
        },
        {
          title: "Produkte",
          text: "Computer und Betriebssysteme für Verbraucher, Smartphones, Geräte für den Zugang zu audiovisuellen Medien, E-Book-Reader sowie Selbstbedienungsterminals wie Geldautomaten, Fahrkarten-, Check-in- und Bezahlterminals.",
        },
      ],
      notes: [
        {
          title: "Ausnahmen",
          text: "Kleinstunternehmen mit weniger als 10 Beschäftigten und höchstens 2 Mio. Euro Jahresumsatz oder Jahresbilanzsumme sind von den Anforderungen an Dienstleistungen befreit, nicht aber bei Produkten. Außerdem können sich Unternehmen auf eine unverhältnismäßige Belastung oder eine grundlegende Veränderung ihres Angebots berufen; das müssen sie begründen und dokumentieren.",
        },
        {
          title: "Nicht erfasste Inhalte",
          text: "Ausgenommen sind unter anderem aufgezeichnete Audio- und Videoinhalte sowie Office-Dokumente, die vor dem 28. Juni 2025 veröffentlicht wurden, Inhalte Dritter, die der Anbieter weder finanziert noch kontrolliert, und Archive, die danach nicht mehr bearbeitet werden. Online-Karten sind ausgenommen, wenn die wesentlichen Informationen von Navigationskarten barrierefrei bereitstehen.",
        },
      ],
    },
    cta: {
      title: "Wie barrierefrei ist Ihre Website?",
      text: "Der kostenlose Test von Klarsicht prüft eine Seite Ihrer Website auf die WCAG-Kriterien der Stufen A und AA, die technische Grundlage für den EAA und das BFSG, und erklärt jeden Fund verständlich.",
      button: "Website kostenlos testen",
      note: "Ehrlich gesagt: Automatisierte Tests finden nur etwa 30–40 % der möglichen Barrieren. Unser Bericht zeigt Ihnen deshalb auch, was Sie von Hand prüfen sollten.",
    },
    resources: {
      title: "Offizielle Quellen",
      intro: "Rechtstexte und Informationen der zuständigen Stellen.",
      links: [
        {
          label: "Richtlinie (EU) 2019/882 auf EUR-Lex",
          href: "https://eur-lex.europa.eu/eli/dir/2019/882/oj",
          description: "Der amtliche Text des European Accessibility Act in allen Amtssprachen der EU.",
        },
        {
          label: "European Accessibility Act bei der Europäischen Kommission (englisch)",
          href: "https://commission.europa.eu/strategy-and-policy/policies/justice-and-fundamental-rights/disability/union-equality-strategy-rights-persons-disabilities-2021-2030/european-accessibility-act_en",
          description: "Überblick der Kommission über Ziele, Geltungsbereich und Umsetzung der Richtlinie.",
        },
        {
          label: "Barrierefreiheitsstärkungsgesetz (BFSG) im Wortlaut",
          href: "https://www.gesetze-im-internet.de/bfsg/",
          description: "Das Gesetz, mit dem Deutschland den EAA umsetzt.",
        },
        {
          label: "Verordnung zum BFSG (BFSGV) im Wortlaut",
          href: "https://www.gesetze-im-internet.de/bfsgv/",
          description: "Die Verordnung mit den einzelnen Anforderungen an Produkte und Dienstleistungen.",
        },
        {
          label: "Norm EN 301 549 V3.2.1 (PDF, englisch)",
          href: "https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf",
          description: "Die europäische Norm für barrierefreie Informations- und Kommunikationstechnik.",
        },
        {
          label: "Bundesfachstelle Barrierefreiheit",
          href: "https://www.bundesfachstelle-barrierefreiheit.de/",
          description: "Informationen und Leitfäden zur Barrierefreiheit für Unternehmen und Verwaltung.",
        },
      ],
    },
    disclaimer:
      "Hinweis: Diese Seite bietet allgemeine Informationen und ist keine Rechtsberatung. Ob und wie die Vorschriften für Ihr Angebot gelten, klären Sie im Einzelfall am besten mit einer Rechtsanwältin oder einem Rechtsanwalt.",
  },
  wcag: {
    meta: {
      title: "Web Content Accessibility Guidelines (WCAG)",
      description:
        "Was die WCAG sind, wie sie aufgebaut sind, was WCAG 2.2 neu bringt und warum Stufe AA der übliche Maßstab für barrierefreie Websites ist.",
    },
    hero: {
      kicker: "Internationaler Standard des W3C",
      title: "Web Content Accessibility Guidelines (WCAG)",
      lead: "Die WCAG sind der weltweit anerkannte Maßstab für barrierefreie Websites und Apps. Auf sie stützen sich die europäische Norm EN 301 549, das BFSG und viele weitere Gesetze.",
      tocLabel: "Auf dieser Seite",
    },
    overview: {
      title: "Was die WCAG sind",
      paragraphs: [
        "Die Web Content Accessibility Guidelines (WCAG) entwickelt die Web Accessibility Initiative (WAI) des World Wide Web Consortium (W3C). Sie beschreiben, wie Webinhalte für Menschen mit unterschiedlichen Behinderungen zugänglich werden: für blinde und sehbehinderte Menschen, gehörlose und schwerhörige Menschen, Menschen mit motorischen Einschränkungen und mit kognitiven Beeinträchtigungen. Davon profitieren auch ältere Menschen und alle, die vorübergehend eingeschränkt sind.",
        "Die WCAG sind technikneutral und prüfbar formuliert. Sie gliedern sich in vier Prinzipien, 13 Richtlinien und konkrete Erfolgskriterien. Jedes Erfolgskriterium gehört zu einer von drei Konformitätsstufen: A, AA oder AAA. Für Stufe AA müssen alle Kriterien der Stufen A und AA erfüllt sein – in WCAG 2.2 sind das 55 von insgesamt 86 Erfolgskriterien.",
        "Stufe AA ist der übliche rechtliche Maßstab. Die EN 301 549 übernimmt für Webinhalte die WCAG 2.1 auf Stufe AA; darauf beruhen in der EU die Vorgaben für öffentliche Stellen ebenso wie der European Accessibility Act und in Deutschland das BFSG. Stufe AAA empfiehlt das W3C nicht als allgemeines Ziel für ganze Websites, weil sich nicht alle Inhalte so umsetzen lassen.",
      ],
      factsTitle: "Auf einen Blick",
      facts: [
        { term: "Herausgeber", detail: "W3C, Web Accessibility Initiative (WAI)" },
        { term: "Aktuelle Version", detail: "WCAG 2.2 vom 5. Oktober 2023" },
        { term: "Aufbau", detail: "4 Prinzipien, 13 Richtlinien, 86 Erfolgskriterien" },
        { term: "Konformitätsstufen", detail: "A, AA und AAA; rechtlich meist AA" },
        { term: "Internationale Norm", detail: "ISO/IEC 40500:2025, entspricht WCAG 2.2" },
      ],
    },
    timeline: {
      title: "Versionen der WCAG",
      intro:
        "Jede Version baut auf der vorherigen auf: Wer WCAG 2.2 erfüllt, erfüllt grundsätzlich auch WCAG 2.1 und 2.0.",
      items: [
        {
          dateTime: "1999-05-05",
          date: "5. Mai 1999",
          title: "WCAG 1.0",
          text: "Die erste Fassung der Richtlinien, noch eng an die Web-Techniken ihrer Zeit gebunden.",
        },
        {
          dateTime: "2008-12-11",
          date: "11. Dezember 2008",
          title: "WCAG 2.0",
          text: "Technikneutrale, prüfbare Erfolgskriterien, geordnet nach vier Prinzipien. Sie bilden die Grundlage aller späteren 2.x-Versionen.",
        },
        {
          dateTime: "2012-10",
          date: "Oktober 2012",
          title: "ISO/IEC 40500:2012",
          text: "WCAG 2.0 wird als internationale Norm übernommen.",
        },
        {
          dateTime: "2018-06-05",
          date: "5. Juni 2018",
          title: "WCAG 2.1",
          text: "17 neue Erfolgskriterien, vor allem für mobile Nutzung, Sehbehinderungen und kognitive Beeinträchtigungen. WCAG 2.1 AA ist die Grundlage der EN 301 549.",
        },
        {
          dateTime: "2023-10-05",
          date: "5. Oktober 2023",
          title: "WCAG 2.2",
          text: "Neun neue Erfolgskriterien, etwa zu verdecktem Fokus, Zielgrößen und barrierefreier Anmeldung. Das Kriterium 4.1.1 (Syntaxanalyse) entfällt als überholt.",
        },
        {
          dateTime: "2025-10",
          date: "Oktober 2025",
          title: "ISO/IEC 40500:2025",
          text: "WCAG 2.2 wird als internationale Norm übernommen.",
        },
        {
          dateTime: "",
          date: "In Arbeit",
          title: "WCAG 3",
          text: "Ein grundlegend neu aufgebauter Nachfolger. WCAG 3 ist ein Arbeitsentwurf und noch kein Standard; maßgeblich bleibt WCAG 2.",
        },
      ],
    },
    scope: {
      title: "Die vier Prinzipien",
      intro:
        "Alle Erfolgskriterien gehören zu einem von vier Prinzipien, nach ihren englischen Anfangsbuchstaben oft „POUR“ genannt.",
      items: [
        {
          title: "Wahrnehmbar",
          text: "Alle müssen Informationen wahrnehmen können: Textalternativen für Bilder, Untertitel für Videos, ausreichende Kontraste und Inhalte, die sich vergrößern lassen.",
        },
        {
          title: "Bedienbar",
          text: "Alle Funktionen sind per Tastatur erreichbar, es bleibt genug Zeit, nichts löst durch Blitzen Anfälle aus, und die Navigation ist nachvollziehbar.",
        },
        {
          title: "Verständlich",
          text: "Texte und Bedienung sind verständlich: festgelegte Sprache, vorhersehbares Verhalten und Hilfe beim Vermeiden und Korrigieren von Eingabefehlern.",
        },
        {
          title: "Robust",
          text: "Inhalte funktionieren zuverlässig mit Browsern und assistiven Technologien wie Screenreadern, zum Beispiel durch korrekte Namen, Rollen und Zustände von Bedienelementen.",
        },
      ],
      notes: [
        {
          title: "Neu in WCAG 2.2",
          text: "Unter anderem: 2.4.11 Fokus nicht verdeckt (Minimum), 2.5.7 Ziehbewegungen, 2.5.8 Zielgröße (Minimum), 3.2.6 Konsistente Hilfe, 3.3.7 Redundante Eingaben und 3.3.8 Barrierefreie Authentifizierung (Minimum).",
        },
        {
          title: "Ein Standard, kein Gesetz",
          text: "Die WCAG selbst verpflichten niemanden. Verbindlich werden sie, wenn Gesetze oder Normen auf sie verweisen – in der EU über die EN 301 549, in Deutschland etwa über das BFSG und für öffentliche Stellen über die BITV 2.0.",
        },
      ],
    },
    cta: {
      title: "Testen Sie Ihre Website nach WCAG",
      text: "Klarsicht prüft Ihre Seiten automatisch auf die Erfolgskriterien der Stufen A und AA. Der Pro-Plan ergänzt die neuen Kriterien aus WCAG 2.2, der Enterprise-Plan die Stufe AAA.",
      button: "Kostenlosen WCAG-Test starten",
      note: "Ehrlich gesagt: Automatisierte Tests finden nur etwa 30–40 % der möglichen Verstöße. Ob ein Alternativtext passt oder die Tastaturbedienung logisch ist, muss ein Mensch beurteilen – unser Bericht zeigt Ihnen, was Sie von Hand prüfen sollten.",
    },
    resources: {
      title: "Offizielle Quellen",
      intro: "Die Originaldokumente des W3C sind auf Englisch; sie sind die maßgebliche Fassung.",
      links: [
        {
          label: "WCAG 2.2 – W3C-Empfehlung (englisch)",
          href: "https://www.w3.org/TR/WCAG22/",
          description: "Der vollständige, verbindliche Text der aktuellen Version.",
        },
        {
          label: "WCAG 2.1 – W3C-Empfehlung (englisch)",
          href: "https://www.w3.org/TR/WCAG21/",
          description: "Die Version, auf die sich die EN 301 549 und damit das BFSG stützen.",
        },
        {
          label: "WCAG 2.2 Quick Reference (englisch)",
          href: "https://www.w3.org/WAI/WCAG22/quickref/",
          description: "Alle Erfolgskriterien mit Erläuterungen und Techniken, filterbar nach Stufe.",
        },
        {
          label: "Was ist neu in WCAG 2.2? (W3C, englisch)",
          href: "https://www.w3.org/WAI/standards-guidelines/wcag/new-in-22/",
          description: "Die neun neuen Erfolgskriterien mit Beispielen, wem sie helfen.",
        },
        {
          label: "Web Accessibility Initiative (WAI) des W3C",
          href: "https://www.w3.org/WAI/",
          description: "Einführungen, Tutorials und Hilfen zur Prüfung von Barrierefreiheit.",
        },
        {
          label: "Norm EN 301 549 V3.2.1 (PDF, englisch)",
          href: "https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf",
          description: "Die europäische Norm, deren Kapitel 9 die WCAG 2.1 AA für Webinhalte übernimmt.",
        },
      ],
    },
    disclaimer:
      "Hinweis: Diese Seite bietet allgemeine Informationen und ist keine Rechtsberatung. Welche Anforderungen für Ihr Angebot rechtlich gelten, klären Sie im Einzelfall am besten mit einer Rechtsanwältin oder einem Rechtsanwalt.",
  },
  bfsg: {
    meta: {
      title: "Barrierefreiheitsstärkungsgesetz (BFSG)",
      description:
        "Das BFSG gilt seit dem 28. Juni 2025: wen es betrifft, welche Ausnahmen und Übergangsfristen gelten, was Website-Betreiber tun müssen und welche Bußgelder drohen.",
    },
    hero: {
      kicker: "Deutsches Recht",
      // Soft hyphens: the word is wider than a phone screen at heading size.
      title: "Barriere\u00ADfreiheits\u00ADstärkungs\u00ADgesetz (BFSG)",
      lead: "Seit dem 28. Juni 2025 müssen viele Produkte und Dienstleistungen für Verbraucherinnen und Verbraucher in Deutschland barrierefrei sein – vom Online-Shop bis zum Geldautomaten. Hier lesen Sie, was das Gesetz verlangt und für wen es gilt.",
      tocLabel: "Auf dieser Seite",
    },
    overview: {
      title: "Was das BFSG verlangt",
      paragraphs: [
        "Das Barrierefreiheitsstärkungsgesetz (BFSG) vom 16. Juli 2021 setzt den European Accessibility Act (Richtlinie (EU) 2019/882) in deutsches Recht um; die Einzelheiten regelt die Verordnung zum BFSG (BFSGV). Barrierefrei im Sinne des Gesetzes sind Produkte und Dienstleistungen, wenn Menschen mit Behinderungen sie in der allgemein üblichen Weise, ohne besondere Erschwernis und grundsätzlich ohne fremde Hilfe auffinden, aufrufen und nutzen können.",
        "Für Websites und Apps heißt das in der Praxis: Sie sollten die europäische Norm EN 301 549 erfüllen, deren Kapitel 9 die WCAG 2.1 auf Stufe AA übernimmt. Wer harmonisierte Normen einhält, kann sich auf die Vermutung stützen, dass sein Angebot die Anforderungen erfüllt. Außerdem müssen Dienstleister nach § 14 BFSG mit Anlage 3 öffentlich informieren, wie ihre Dienstleistung die Anforderungen erfüllt – in den Allgemeinen Geschäftsbedingungen oder auf andere deutlich wahrnehmbare Weise, meist in einer Erklärung zur Barrierefreiheit auf der Website.",
        "Die Einhaltung überwachen die Marktüberwachungsbehörden der Länder. Dafür haben die Länder eine gemeinsame Stelle eingerichtet: die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) mit Sitz in Magdeburg. Sie kann Mängel beanstanden, Fristen zur Abhilfe setzen und als letztes Mittel anordnen, eine Dienstleistung einzustellen. Verstöße können nach § 37 BFSG mit Bußgeldern bis zu 100.000 Euro geahndet werden, leichtere mit bis zu 10.000 Euro. Verbraucherinnen und Verbraucher sowie Verbände können die Behörde auffordern, tätig zu werden.",
      ],
      factsTitle: "Auf einen Blick",
      facts: [
        { term: "Gilt seit", detail: "28. Juni 2025" },
        { term: "Setzt um", detail: "European Accessibility Act, Richtlinie (EU) 2019/882" },
        { term: "Technische Grundlage", detail: "EN 301 549, für Webinhalte WCAG 2.1 Stufe AA" },
        {
          term: "Aufsicht",
          detail: "Marktüberwachungsbehörden der Länder, gemeinsame Stelle MLBF in Magdeburg",
        },
        { term: "Bußgelder", detail: "bis zu 100.000 Euro je nach Verstoß" },
      ],
    },
    timeline: {
      title: "Fristen und Übergangsregeln",
      intro:
        "Das BFSG gilt seit 2025. Für bestehende Verträge und Geräte gibt es Übergangsfristen (§ 38 BFSG).",
      items: [
        {
          dateTime: "2019-04-17",
          date: "17. April 2019",
          title: "EU beschließt den European Accessibility Act",
          text: "Die Richtlinie (EU) 2019/882 verpflichtet alle Mitgliedstaaten, gemeinsame Barrierefreiheitsanforderungen einzuführen.",
        },
        {
          dateTime: "2021-07-16",
          date: "16. Juli 2021",
          title: "Das BFSG wird erlassen",
          text: "Der Gesetzgeber setzt die Richtlinie mit dem Barrierefreiheitsstärkungsgesetz um. Das Gesetz gibt Unternehmen rund vier Jahre Vorlauf.",
        },
        {
          dateTime: "2022-06-15",
          date: "15. Juni 2022",
          title: "Die Verordnung BFSGV folgt",
          text: "Die Verordnung zum BFSG legt die Barrierefreiheitsanforderungen an Produkte und Dienstleistungen im Einzelnen fest.",
        },
        {
          dateTime: "2025-06-28",
          date: "28. Juni 2025",
          title: "Das BFSG gilt",
          text: "Seit diesem Tag müssen Produkte, die neu in Verkehr gebracht werden, und Dienstleistungen für Verbraucher die Anforderungen erfüllen.",
        },
        {
          dateTime: "2030-06-27",
          date: "27. Juni 2030",
          title: "Ende der Übergangsfrist",
          text: "Bis zu diesem Tag dürfen Dienstleister Produkte weiter einsetzen, die sie schon vor dem 28. Juni 2025 rechtmäßig genutzt haben. Vor dem 28. Juni 2025 geschlossene Verträge über Dienstleistungen dürfen unverändert weiterlaufen, bis sie enden, längstens bis zu diesem Tag.",
        },
        {
          dateTime: "",
          date: "Höchstens 15 Jahre nach Inbetriebnahme",
          title: "Selbstbedienungsterminals",
          text: "Terminals wie Geld- oder Fahrkartenautomaten, die vor dem 28. Juni 2025 rechtmäßig eingesetzt wurden, dürfen bis zum Ende ihrer wirtschaftlichen Nutzungsdauer weiterbetrieben werden, höchstens aber 15 Jahre nach ihrer Ingebrauchnahme.",
        },
      ],
    },
    scope: {
      title: "Für wen das BFSG gilt",
      intro:
        "Das Gesetz verpflichtet Hersteller, Importeure und Händler bestimmter Produkte sowie Anbieter bestimmter Dienstleistungen für Verbraucher. Erfasst sind vor allem:",
      items: [
        {
          title: "Online-Shops und andere E-Commerce-Angebote",
          text: "Websites und Apps, über die Verbraucher einen Vertrag abschließen können, etwa Online-Shops, Buchungs- und Ticketportale oder Abo-Bestellungen. Angebote nur für Unternehmen (B2B) sind nicht erfasst.",
        },
        {
          title: "Bankdienstleistungen für Verbraucher",
          text: "Zum Beispiel Konten, Zahlungsdienste und Verbraucherkredite, einschließlich Online-Banking und Banking-Apps.",
        },
        {
          title: "Personenbeförderung",
          text: "Websites, Apps, elektronische Tickets und Reiseinformationen im Luft-, Bus-, Bahn- und Schiffsverkehr. Im Stadt-, Vorort- und Regionalverkehr gelten die Anforderungen nur für interaktive Selbstbedienungsterminals.",
        },
        {
          title: "Telekommunikation, Medien und E-Books",
          text: "Telefon- und Messaging-Dienste, Dienste für den Zugang zu audiovisuellen Medien sowie E-Books und die Software, mit der man sie liest.",
        },
        {
          title: "Produkte",
          text: "Computer, Notebooks, Tablets und Smartphones samt Betriebssystemen, E-Book-Reader sowie Selbstbedienungsterminals wie Geldautomaten, Fahrkarten- und Check-in-Automaten und Bezahlterminals.",
        },
      ],
      notes: [
        {
          title: "Ausnahme für Kleinstunternehmen",
          text: "Wer Dienstleistungen anbietet und weniger als 10 Beschäftigte sowie höchstens 2 Mio. Euro Jahresumsatz oder Jahresbilanzsumme hat, muss die Anforderungen an Dienstleistungen nicht erfüllen (§ 3 Abs. 3 BFSG). Für Kleinstunternehmen, die Produkte in Verkehr bringen, gilt diese Ausnahme nicht; für sie gelten nur erleichterte Dokumentationspflichten.",
        },
        {
          title: "Reine Informationswebsites",
          text: "Eine Unternehmens- oder Informationswebsite, über die Verbraucher keinen Vertrag abschließen können, fällt in der Regel nicht unter das BFSG. Wo die Grenze im Einzelfall verläuft, etwa bei Terminbuchungen oder Anfrageformularen, sollten Sie prüfen lassen.",
        },
      ],
    },
    cta: {
      title: "Prüfen Sie, wo Ihre Website steht",
      text: "Der kostenlose Test von Klarsicht prüft eine Seite Ihrer Website auf die WCAG-Kriterien der Stufen A und AA, die über die EN 301 549 die technische Grundlage des BFSG bilden, und erklärt jeden Fund verständlich.",
      button: "Website jetzt kostenlos testen",
      note: "Ehrlich gesagt: Automatisierte Tests finden nur etwa 30–40 % der möglichen Barrieren. Ein Test ersetzt also keine vollständige Prüfung, zeigt Ihnen aber schnell, wo Sie anfangen sollten – und was Sie zusätzlich von Hand prüfen sollten.",
    },
    resources: {
      title: "Offizielle Quellen",
      intro: "Gesetzestexte und Informationen der zuständigen Stellen.",
      links: [
        {
          label: "Barrierefreiheitsstärkungsgesetz (BFSG) im Wortlaut",
          href: "https://www.gesetze-im-internet.de/bfsg/",
          description: "Der aktuelle Gesetzestext im Portal „Gesetze im Internet“ des Bundes.",
        },
        {
          label: "Verordnung zum BFSG (BFSGV) im Wortlaut",
          href: "https://www.gesetze-im-internet.de/bfsgv/",
          description: "Die Verordnung mit den einzelnen Anforderungen an Produkte und Dienstleistungen.",
        },
        {
          label: "Richtlinie (EU) 2019/882 auf EUR-Lex",
          href: "https://eur-lex.europa.eu/eli/dir/2019/882/oj",
          description: "Der European Accessibility Act, auf dem das BFSG beruht.",
        },
        {
          label: "Norm EN 301 549 V3.2.1 (PDF, englisch)",
          href: "https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf",
          description: "Die europäische Norm, deren Kapitel 9 die Anforderungen an Webinhalte festlegt.",
        },
        {
          label: "Bundesfachstelle Barrierefreiheit",
          href: "https://www.bundesfachstelle-barrierefreiheit.de/",
          description: "Erläuterungen und Leitfäden zum BFSG, auch für kleine und mittlere Unternehmen.",
        },
      ],
    },
    disclaimer:
      "Hinweis: Diese Seite bietet allgemeine Informationen und ist keine Rechtsberatung. Ob das BFSG für Ihr Angebot gilt und was Sie konkret tun müssen, klären Sie im Einzelfall am besten mit einer Rechtsanwältin oder einem Rechtsanwalt.",
  },
};

export default laws;
