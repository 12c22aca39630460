import type deAct from "../de/act";
import type { Translation } from "../types";

/** The /act page: our implementation report on the W3C ACT rules. */
const act: Translation<typeof deAct> = {
  meta: {
    title: "ACT implementation report",
    description:
      "How many barriers Klarsicht finds in the test cases of the W3C ACT rules, rule by rule – including where we still fail.",
  },
  title: "ACT implementation report",
  lead: "The W3C ACT rules (Accessibility Conformance Testing) describe exactly how WCAG requirements can be tested, and come with examples for each rule that pass, fail or are out of scope. We run Klarsicht on all of these examples and publish the result – including the rules where we still fail.",
  method: {
    title: "How we measure",
    paragraphs: [
      "Every example of every ACT rule that maps to a WCAG success criterion is served as a page of its own and scanned with our command-line scanner – with axe-core and Klarsicht's own checks, at level AAA, the way our service scans; the examples of the rules for 4.1.1 (Parsing), which WCAG 2.2 removed, at level AA of WCAG 2.1.",
      "A failed example counts as found when one of our rules that implements the ACT rule reports a violation there. A false alarm is a violation on a passed or inapplicable example. Findings that need a manual check are counted separately.",
      "We implement a rule consistently when we find all its failed examples and flag no correct one; partially consistently when some failed examples are only put forward for a manual check.",
    ],
  },
  summary: {
    title: "Result",
    caption: "The result at a glance",
    measure: "Measure",
    klarsicht: "Klarsicht",
    axe: "axe-core alone",
    caught: "Failed examples found",
    falseAlarms: "False alarms on correct examples",
    consistent: "Rules implemented consistently (of which partially)",
    withReview: "Found, counting findings that need a manual check",
    generated: "Measured on {{date}} with {{rules}} ACT rules and {{cases}} examples.",
  },
  rules: {
    title: "All rules",
    caption: "Result per ACT rule",
    rule: "ACT rule",
    criteria: "WCAG",
    result: "Klarsicht",
    axe: "axe-core alone",
    caught: "Found",
    alarms: "False alarms",
    implementedBy: "Our rules",
    none: "none",
    deprecated: "(withdrawn by the W3C)",
  },
  consistency: {
    consistent: "consistent",
    partial: "partially consistent",
    inconsistent: "not consistent",
    untested: "not implemented",
  },
  notice:
    "The test cases come from the ACT Rules of the W3C ACT Rules Community Group (act-rules.github.io), Copyright © W3C® (MIT, ERCIM, Keio, Beihang), under the W3C Software and Document License. Rule names are given in their English original.",
  noticeLink: "To the ACT rules",
};

export default act;
