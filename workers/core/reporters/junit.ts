/**
 * Scan results as JUnit XML (Surefire's format, which Jenkins, GitLab and most CI systems read): one
 * testsuite per page, one testcase per rule that ran on it. A WCAG violation is a failure listing its
 * elements with their selectors and the rule's help link. JUnit knows no "cannot tell", so findings that
 * need a human's review, and best-practice findings (which do not fail the CLI's gate either), are
 * testcases marked skipped with the reason: neither passed nor failed, shown apart by every CI system,
 * and a red JUnit report means what exit code 1 means. A page that could not be scanned is an error.
 */
import type { ReportLocale } from "../contract";
import type { KeyedFinding, ResultPage, ScanResults } from "./results";

const texts = {
  de: {
    review: "Muss von Hand geprüft werden",
    bestPractice: "Empfehlung (über WCAG hinaus, kein WCAG-Verstoß)",
    scanFailed: "Die Seite konnte nicht geprüft werden",
    help: "Hilfe",
    elements: (n: number) => (n === 1 ? "1 Element" : `${n} Elemente`),
  },
  en: {
    review: "Needs a human's review",
    bestPractice: "Recommendation (best practice, not a WCAG failure)",
    scanFailed: "The page could not be scanned",
    help: "Help",
    elements: (n: number) => (n === 1 ? "1 element" : `${n} elements`),
  },
} satisfies Record<ReportLocale, unknown>;

export function junitXml(results: ScanResults): string {
  const suites = results.pages.map((page) => testsuite(page, results.locale));
  const total = (field: "tests" | "failures" | "errors") =>
    suites.reduce((sum, suite) => sum + suite[field], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Klarsicht" tests="${total("tests")}" failures="${total("failures")}" errors="${total("errors")}">`,
    ...suites.map((suite) => suite.xml),
    "</testsuites>",
    "",
  ].join("\n");
}

type Suite = { xml: string; tests: number; failures: number; errors: number };

function testsuite(page: ResultPage, locale: ReportLocale): Suite {
  const t = texts[locale];
  const cases: string[] = [];
  let failures = 0;
  let skipped = 0;
  let errors = 0;
  const classname = attribute(page.url);
  if (page.status === "failed") {
    errors++;
    const message = `${t.scanFailed}: ${page.error ?? ""}${page.detail ? ` (${page.detail})` : ""}`;
    cases.push(
      `    <testcase name="scan" classname="${classname}">`,
      `      <error type="${attribute(page.error ?? "failed")}" message="${attribute(message)}"/>`,
      "    </testcase>",
    );
  }
  for (const finding of page.violations) {
    const reason = finding.bestPractice ? "skipped" : "failure";
    if (finding.bestPractice) skipped++;
    else failures++;
    const message = finding.bestPractice ? `${t.bestPractice}: ${finding.help}` : finding.help;
    cases.push(...testcase(finding.ruleId, classname, reason, message, findingDetail(finding, locale)));
  }
  for (const finding of page.incomplete) {
    skipped++;
    // Its own name: the same rule may also have failed on other elements of the page.
    const name = `${finding.ruleId} (review)`;
    cases.push(
      ...testcase(name, classname, "skipped", `${t.review}: ${finding.help}`, findingDetail(finding, locale)),
    );
  }
  for (const pass of page.passes)
    cases.push(`    <testcase name="${attribute(pass.ruleId)}" classname="${classname}"/>`);
  const tests = page.passes.length + page.violations.length + page.incomplete.length + errors;
  const xml = [
    `  <testsuite name="${classname}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}">`,
    ...cases,
    "  </testsuite>",
  ].join("\n");
  return { xml, tests, failures, errors };
}

function testcase(
  name: string,
  classname: string,
  reason: "failure" | "skipped",
  message: string,
  detail: string,
): string[] {
  const type = reason === "failure" ? ' type="accessibility"' : "";
  return [
    `    <testcase name="${attribute(name)}" classname="${classname}">`,
    `      <${reason}${type} message="${attribute(message)}">${text(detail)}</${reason}>`,
    "    </testcase>",
  ];
}

function findingDetail(finding: KeyedFinding, locale: ReportLocale): string {
  const t = texts[locale];
  const criteria = finding.wcag.length > 0 ? ` · WCAG ${finding.wcag.join(", ")}` : "";
  const count = Math.max(finding.nodeCount ?? 0, finding.nodes.length);
  const lines = [`${finding.ruleId}${criteria} · ${t.elements(count)}`, `${t.help}: ${finding.helpUrl}`];
  for (const node of finding.nodes) {
    lines.push("", node.selector, `  ${node.html}`);
    if (node.failureSummary) lines.push(...node.failureSummary.split("\n").map((line) => `  ${line}`));
  }
  return lines.join("\n");
}

/** XML 1.0 forbids most control characters even escaped; a page's markup may hold them. */
function xmlSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "\uFFFD");
}

function text(value: string): string {
  return xmlSafe(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function attribute(value: string): string {
  return text(value)
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}
