/** Rechnungen und Rechnungsangaben: das Profil, die Liste der Rechnungen und die Bestellbestätigung. */
const billing = {
  details: {
    title: "Rechnungsangaben",
    lead: "Diese Angaben stehen auf Ihren Rechnungen. Wir geben sie an unseren Zahlungsdienstleister Stripe weiter, der die Rechnungen ausstellt. Beim Bezahlen können Sie sie ebenfalls eingeben oder ändern.",
    company: "Firma (optional)",
    companyHint:
      "Für Rechnungen an ein Unternehmen. Lassen Sie das Feld leer, wenn Sie als Privatperson kaufen.",
    line1: "Straße und Hausnummer",
    line2: "Adresszusatz (optional)",
    postalCode: "Postleitzahl",
    city: "Ort",
    country: "Land",
    chooseCountry: "Bitte wählen",
    vatId: "Umsatzsteuer-Identifikationsnummer (optional)",
    vatIdHint:
      "Für Unternehmen in der EU, zum Beispiel DE123456789. Unternehmen außerhalb Deutschlands mit USt-IdNr. erhalten Rechnungen ohne deutsche Umsatzsteuer (Steuerschuldnerschaft des Leistungsempfängers).",
    save: "Rechnungsangaben speichern",
    saving: "Wird gespeichert …",
    saved: "Ihre Rechnungsangaben sind gespeichert.",
    syncFailed:
      "Ihre Rechnungsangaben sind gespeichert, konnten aber gerade nicht an Stripe übertragen werden. Wir übertragen sie vor Ihrem nächsten Kauf; Sie können sie auch später noch einmal speichern.",
    errorSummary: "Bitte korrigieren Sie die markierten Felder:",
    errors: {
      companyTooLong: "Der Firmenname ist zu lang (höchstens 100 Zeichen).",
      line1Required: "Bitte geben Sie Straße und Hausnummer ein.",
      line1TooLong: "Die Angabe ist zu lang (höchstens 100 Zeichen).",
      line2TooLong: "Der Adresszusatz ist zu lang (höchstens 100 Zeichen).",
      postalCodeRequired: "Bitte geben Sie die Postleitzahl ein.",
      postalCodeTooLong: "Die Postleitzahl ist zu lang (höchstens 16 Zeichen).",
      cityRequired: "Bitte geben Sie den Ort ein.",
      cityTooLong: "Der Ort ist zu lang (höchstens 80 Zeichen).",
      countryRequired: "Bitte wählen Sie das Land Ihrer Rechnungsadresse.",
      countryInvalid: "Bitte wählen Sie ein Land aus der Liste.",
      vatIdFormat:
        "Das ist keine gültige USt-IdNr.: Sie beginnt mit dem Ländercode und hat dessen Form, zum Beispiel DE123456789 oder ATU12345678.",
      vatIdCountry:
        "Die USt-IdNr. passt nicht zum Land der Rechnungsadresse: Sie muss mit dem Ländercode dieses Landes beginnen (für Griechenland EL).",
      vatIdOutsideEu:
        "Eine USt-IdNr. gibt es nur für Rechnungsadressen in der EU. Bitte lassen Sie das Feld leer.",
      vatIdNeedsCompany:
        "Bitte geben Sie den Namen Ihres Unternehmens an: Eine USt-IdNr. gehört zu einem Unternehmen.",
    },
  },
  invoices: {
    title: "Rechnungen",
    lead: "Ihre Rechnungen mit Nettobetrag, Umsatzsteuer und Gesamtbetrag. Jede Rechnung öffnet sich bei Stripe, auch als PDF.",
    empty: "Sie haben noch keine Rechnungen.",
    failed: "Ihre Rechnungen konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.",
    caption: "Ihre Rechnungen, die neueste zuerst",
    columns: {
      date: "Datum",
      net: "Netto",
      vat: "Umsatzsteuer",
      gross: "Brutto",
    },
    rate: "{{rate}} %",
    reverseCharge: "Steuerschuldnerschaft des Leistungsempfängers",
    notCollected: "nicht steuerbar",
    open: "Rechnung {{number}} öffnen",
    pdf: "PDF der Rechnung {{number}}",
  },
  mail: {
    subject: "Ihre Bestellung bei Klarsicht: {{plan}}",
    title: "Vielen Dank für Ihre Bestellung",
    intro: "Ihr Plan {{plan}} ist aktiv. Hier sind die Einzelheiten Ihrer Bestellung.",
    caption: "Ihre Bestellung",
    plan: "Plan",
    billing: "Abrechnung",
    billings: { monthly: "monatlich", once: "einmalig" },
    invoiceNumber: "Rechnungsnummer",
    net: "Nettobetrag",
    vat: "Umsatzsteuer ({{rate}} %)",
    gross: "Gesamtbetrag",
    reverseCharge:
      "Steuerschuldnerschaft des Leistungsempfängers: Die Umsatzsteuer schulden Sie als Leistungsempfänger (Art. 196 MwStSystRL).",
    invoiceLink: "Rechnung {{number}} ansehen",
    profileHint: "Alle Rechnungen und Ihre Rechnungsangaben finden Sie jederzeit in Ihrem Profil: {{url}}",
    questions: "Fragen zu Ihrer Bestellung? Schreiben Sie uns über unser Kontaktformular: {{url}}",
  },
};

export default billing;
