/**
 * Wie vollständig eine Seite geprüft wurde: sehr große oder sehr aufwendige Seiten werden nur so weit
 * geprüft, wie die Zeit reicht.
 */
const coverage = {
  partialTitle: "Teilweise geprüft",
  partialElements:
    "Diese Seite ist sehr groß ({{total}} Elemente). In der verfügbaren Zeit wurden die ersten {{checked}} Elemente geprüft.",
  partialTime:
    "Die Prüfung dieser Seite brauchte länger als die verfügbare Zeit. Der Bericht enthält alles, was rechtzeitig fertig wurde.",
  axeNotRun_one: "Nicht geprüft wurde {{count}} Regel von axe-core: {{rules}}.",
  axeNotRun_other: "Nicht geprüft wurden {{count}} Regeln von axe-core: {{rules}}.",
  ownNotRun_one: "Nicht geprüft wurde {{count}} eigene Regel von Klarsicht: {{rules}}.",
  ownNotRun_other: "Nicht geprüft wurden {{count}} eigene Regeln von Klarsicht: {{rules}}.",
  ownChecksSkipped: "Unsere eigenen Prüfungen (zum Beispiel Tastatur und Zoom) liefen nicht.",
  missing: "Barrieren im nicht geprüften Teil fehlen in diesem Bericht.",
  partialMarker: "teilweise geprüft",
  partialCount: "Teilweise geprüft: {{checked}} von {{total}} Elementen",
  partialRules_one: "Teilweise geprüft: {{count}} Regel nicht geprüft",
  partialRules_other: "Teilweise geprüft: {{count}} Regeln nicht geprüft",
};

export default coverage;
