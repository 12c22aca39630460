import type de from "../de/paging";
import type { Translation } from "../types";

/** Long lists: the scan list in pages, large reports shortened in the PDF. */
const paging: Translation<typeof de> = {
  runs: {
    label: "Browse your scans",
    newer: "Newer scans",
    older: "Older scans",
    status: "Page {{page}} of {{pages}} ({{total}} scans)",
  },
  print: {
    issuesOmitted:
      "This print shows the {{shown}} most severe of {{total}} issues. The CSV and JSON exports hold every issue with its occurrences.",
    pagesOmitted:
      "This print shows the {{shown}} pages with the most violations of {{total}} pages. The JSON export holds every page.",
  },
};

export default paging;
