import type de from "../de/coverage";
import type { Translation } from "../types";

/** How completely a page was checked: very large or very demanding pages are checked as far as time allows. */
const coverage: Translation<typeof de> = {
  partialTitle: "Checked in part",
  partialElements:
    "This page is very large ({{total}} elements). In the time available, its first {{checked}} elements were checked.",
  partialTime:
    "Checking this page took longer than the time available. The report holds everything that finished in time.",
  axeNotRun_one: "{{count}} rule of axe-core was not checked: {{rules}}.",
  axeNotRun_other: "{{count}} rules of axe-core were not checked: {{rules}}.",
  ownNotRun_one: "{{count}} of Klarsicht's own rules was not checked: {{rules}}.",
  ownNotRun_other: "{{count}} of Klarsicht's own rules were not checked: {{rules}}.",
  ownChecksSkipped: "Our own checks (such as keyboard and zoom) did not run.",
  missing: "Barriers in the part not checked are missing from this report.",
  partialMarker: "checked in part",
  partialCount: "Checked in part: {{checked}} of {{total}} elements",
  partialRules_one: "Checked in part: {{count}} rule not checked",
  partialRules_other: "Checked in part: {{count}} rules not checked",
};

export default coverage;
