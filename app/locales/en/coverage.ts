import type de from "../de/coverage";
import type { Translation } from "../types";

/** How completely a page was checked: very large pages are checked in part. */
const coverage: Translation<typeof de> = {
  partialTitle: "Checked in part",
  partialText:
    "This page is very large ({{total}} elements). In the time available, its first {{checked}} elements were checked with axe-core; our own checks (such as keyboard and zoom) did not run. Barriers in the rest of the page are missing from this report.",
  partialMarker: "checked in part",
  partialCount: "Checked in part: {{checked}} of {{total}} elements",
};

export default coverage;
