import type deAct from "../de/act";
import type { Translation } from "../types";

/** The /act page: our implementation report on the W3C ACT rules. */
const act: Translation<typeof deAct> = {
  meta: {
    title: "ACT implementation report",
    description:
      "How many of the W3C's ACT rules Klarsicht implements consistently by the W3C's counting, rule by rule and compared with the tools the W3C publishes – including where we still fail.",
  },
  title: "ACT implementation report",
  lead: "The W3C ACT rules (Accessibility Conformance Testing) describe exactly how WCAG requirements can be tested, and come with examples for each rule that pass, fail or are out of scope. We run Klarsicht on all of these examples and publish the result – including the rules where we still fail.",
  method: {
    title: "How we measure",
    paragraphs: [
      "Every example of the W3C's current ACT rules – approved and proposed – is served as a page of its own and scanned with our command-line scanner: with axe-core and Klarsicht's own checks, at level AAA, the way our service scans; the examples of the rules for 4.1.1 (Parsing), which WCAG 2.2 removed, at level AA of WCAG 2.1.",
      "Each of our rules states which ACT rules it implements (for axe-core, its own mapping). We read its result on an example the way the W3C reads it from an EARL report: violation, needs a manual check, passed or inapplicable.",
      "By the W3C's counting, a rule is implemented consistently when no passed or inapplicable example is reported as a violation, every example has a result, no failed example goes through as passed (putting it forward for a manual check is allowed, but at least one must be found as a violation) and the success criteria reported fit the rule's. It is partially consistent when at least one failed example is found, without false alarms, but not all of that holds.",
      "Beside it we show our earlier, stricter counting per example: how many failed examples we find as violations, and how often we raise an alarm on correct examples.",
    ],
    w3cLink: "The W3C's explanation of consistency",
  },
  summary: {
    title: "Result",
    caption: "The result at a glance",
    measure: "Measure",
    klarsicht: "Klarsicht",
    axe: "axe-core alone",
    w3cApproved: "Consistent by the W3C's counting: approved rules",
    w3cProposed: "Consistent by the W3C's counting: proposed rules",
    w3cPartial: "Partially consistent by the W3C's counting",
    caught: "Failed examples found",
    falseAlarms: "False alarms on correct examples",
    consistent: "Consistent by our earlier counting (of which partially)",
    withReview: "Found, counting findings that need a manual check",
    generated:
      "Measured on {{date}} with {{rules}} ACT rules and {{cases}} examples (the W3C's test cases as of {{casesDate}}), axe-core {{axeVersion}}.",
  },
  comparison: {
    title: "Compared with the tools the W3C publishes",
    caption: "ACT rules implemented consistently, per tool",
    tool: "Tool",
    type: "Kind",
    version: "Version",
    date: "As of",
    approved: "Approved rules",
    proposed: "Proposed rules",
    total: "Together",
    ourMeasurement: "(our measurement)",
    axeOurs: "axe-core {{version}} alone",
    types: {
      ours: "automated",
      "Automated tool": "automated",
      "Semi-automated tool": "semi-automated (with people)",
      "Test methodology": "test methodology (manual)",
      Linter: "linter (source code)",
    },
    note: "The rows marked “our measurement” we measured ourselves with the W3C's counting ({{date}}); the W3C has neither checked nor published them. The other figures come from the W3C's implementation reports (data as of {{sourceDate}}), each measured at the date its row gives, some on older versions of the rules. Semi-automated tools and test methodologies involve people.",
    sourceLink: "The W3C's data",
  },
  rules: {
    title: "All rules",
    caption: "Result per ACT rule",
    rule: "ACT rule",
    criteria: "WCAG",
    result: "Klarsicht (W3C counting)",
    axe: "axe-core alone (W3C counting)",
    caught: "Found",
    alarms: "False alarms",
    implementedBy: "Our rules",
    none: "none",
    approved: "approved",
    proposed: "proposed",
  },
  consistency: {
    consistent: "consistent",
    partial: "partially consistent",
    inconsistent: "not consistent",
    untested: "not implemented",
  },
  notice:
    "The test cases come from the W3C's repository of the ACT rules (w3c/wcag-act-rules), Copyright © W3C® (MIT, ERCIM, Keio, Beihang), under the W3C Document License. Rule names are given in their English original.",
  noticeLink: "To the ACT rules",
};

export default act;
