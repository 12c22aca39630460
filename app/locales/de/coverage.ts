/** Wie vollständig eine Seite geprüft wurde: sehr große Seiten werden nur teilweise geprüft. */
const coverage = {
  partialTitle: "Teilweise geprüft",
  partialText:
    "Diese Seite ist sehr groß ({{total}} Elemente). In der verfügbaren Zeit wurden die ersten {{checked}} Elemente mit axe-core geprüft; unsere eigenen Prüfungen (zum Beispiel Tastatur und Zoom) liefen nicht. Barrieren im übrigen Teil der Seite fehlen in diesem Bericht.",
  partialMarker: "teilweise geprüft",
  partialCount: "Teilweise geprüft: {{checked}} von {{total}} Elementen",
};

export default coverage;
