/** White-Label-Berichte im Profil (Agenturtarif Enterprise): Name, Logo und Akzentfarbe der Agentur. */
const branding = {
  title: "Eigenes Erscheinungsbild",
  text: "Berichte, Prüfberichte, der Kopf der Erklärung zur Barrierefreiheit und die E-Mails Ihres Kontos tragen Ihren Agenturnamen, Ihr Logo und Ihre Akzentfarbe statt des Erscheinungsbilds von Klarsicht.",
  back: "Zurück zum Profil",
  profileLink: "Erscheinungsbild einrichten",
  profileText: "Für Agenturen: Ihre Berichte und E-Mails mit Ihrem Namen, Logo und Ihrer Akzentfarbe.",
  notIncluded: {
    title: "Im Tarif Enterprise enthalten",
    text: "Eigenes Erscheinungsbild (White Label) gibt es im Agenturtarif Enterprise: Ihre Kunden erhalten Berichte und E-Mails mit Ihrem Namen, Ihrem Logo und Ihrer Akzentfarbe.",
    link: "Tarife ansehen",
  },
  form: {
    title: "Name und Farbe",
    name: "Name der Agentur",
    nameHint: "So erscheint er auf Berichten und in E-Mails: „Erstellt von …“. 1 bis 80 Zeichen.",
    accent: "Akzentfarbe",
    accentHint:
      "Als Hex-Wert, z. B. #1d4ed8. Sie muss auf Weiß ein Kontrastverhältnis von mindestens 4,5:1 erreichen, damit Ihre Berichte barrierefrei bleiben.",
    logo: "Logo (optional)",
    logoHint:
      "PNG, JPEG oder WebP, höchstens 512 KB, zwischen 16 × 16 und 2000 × 2000 Pixel. SVG, GIF und andere Dateien werden nicht angenommen.",
    logoReplace: "Neues Logo (ersetzt das bisherige)",
    submit: "Speichern",
  },
  logo: {
    title: "Aktuelles Logo",
    alt: "Logo von {{name}}",
    size: "{{width}} × {{height}} Pixel, {{type}}",
    none: "Noch kein Logo hochgeladen.",
    remove: "Logo entfernen",
  },
  remove: {
    title: "Erscheinungsbild entfernen",
    text: "Berichte und E-Mails erscheinen dann wieder im Erscheinungsbild von Klarsicht.",
    submit: "Erscheinungsbild entfernen",
  },
  preview: {
    title: "Vorschau",
    preparedBy: "Erstellt von {{name}}",
  },
  done: {
    saved: "Ihr Erscheinungsbild ist gespeichert.",
    logoRemoved: "Das Logo ist entfernt.",
    removed:
      "Das Erscheinungsbild ist entfernt. Berichte und E-Mails erscheinen wieder im Erscheinungsbild von Klarsicht.",
  },
  errors: {
    summary: "Bitte prüfen Sie Ihre Eingaben. Es wurde nichts gespeichert.",
    nameMissing: "Bitte geben Sie den Namen Ihrer Agentur ein.",
    nameTooLong: "Der Name darf höchstens 80 Zeichen lang sein.",
    accentFormat: "Bitte geben Sie die Farbe als Hex-Wert mit # und sechs Ziffern an, z. B. #1d4ed8.",
    accentContrast:
      "Diese Farbe erreicht auf Weiß nur ein Kontrastverhältnis von {{ratio}}:1. Nötig sind mindestens 4,5:1, damit Texte in dieser Farbe lesbar bleiben. Bitte wählen Sie eine dunklere Farbe.",
    logoEmpty: "Die gewählte Datei ist leer.",
    logoTooLarge: "Die Datei ist größer als 512 KB. Bitte laden Sie ein kleineres Logo hoch.",
    logoType:
      "Diese Datei ist kein PNG-, JPEG- oder WebP-Bild. SVG, GIF, HTML und andere Dateien werden nicht angenommen, auch nicht unter anderem Namen.",
    logoUnreadable: "Das Bild ist beschädigt oder unvollständig: Seine Größe lässt sich nicht lesen.",
    logoDimensions: "Das Logo muss zwischen 16 × 16 und 2000 × 2000 Pixel groß sein.",
    logoStorage: "Logos können auf diesem Server derzeit nicht gespeichert werden.",
  },
  report: {
    preparedBy: "Erstellt von {{name}}",
    poweredBy: "Geprüft mit Klarsicht",
  },
  mail: {
    sentVia: "Verschickt über Klarsicht im Auftrag von {{name}}.",
  },
};

export default branding;
