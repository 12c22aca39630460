/** Lange Listen: die Scan-Liste in Seiten, große Berichte im PDF gekürzt. */
const paging = {
  runs: {
    label: "Blättern in Ihren Scans",
    newer: "Neuere Scans",
    older: "Ältere Scans",
    status: "Seite {{page}} von {{pages}} ({{total}} Scans)",
  },
  print: {
    issuesOmitted:
      "Gedruckt sind die {{shown}} schwerwiegendsten von {{total}} Problemen. Alle Probleme mit ihren Fundstellen enthalten der CSV- und der JSON-Export.",
    pagesOmitted:
      "Gedruckt sind die {{shown}} Seiten mit den meisten Verstößen von {{total}} Seiten. Alle Seiten enthält der JSON-Export.",
  },
};

export default paging;
