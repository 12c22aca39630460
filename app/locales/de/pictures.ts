/** Pictures in the reports: the page's screenshot and each element's crop, with their alternative texts. */
const pictures = {
  screenshot: {
    show: "Bildschirmfoto der Seite anzeigen",
    alt: "Bildschirmfoto der Seite {{page}}, wie sie beim Scan aussah",
    capped: "Das Bildschirmfoto zeigt die ersten {{height}} Pixel der Seite.",
  },
  crop: {
    label: "Ausschnitt",
    alt: "Ausschnitt der Seite: das Element {{element}} farbig umrandet, betroffen von der Regel „{{rule}}“",
  },
};

export default pictures;
