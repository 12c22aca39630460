/**
 * Scan results as SARIF 2.1.0, the format GitHub code scanning reads. Each element a rule found is a
 * result, fingerprinted by its issue key (the key the site dashboard tracks across runs), so that an alert
 * stays one alert from run to run and closes when the issue is gone.
 *
 * A page is not a file of the repository. GitHub rejects absolute locations whose scheme differs from its
 * checkout's (file:), so a page's location is relative to its origin, named by uriBaseId and resolved
 * through run.originalUriBaseIds: SARIF-correct for any reader, and shown by GitHub as a path. A rendered
 * page has no source lines: the element is named by its CSS selector as a logical location and by its
 * markup as the region's snippet, with line 1 because GitHub's locations need a start line.
 */
import type { Impact } from "../contract";
import { isWcagViolation } from "../wcag";
import { issuesOf, type ResultIssue, type ScanResults } from "./results";

export const sarifSchemaUrl =
  "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** SARIF's levels from axe's impacts. Best practice and needs review never reach "error". */
const levelOfImpact: Record<Impact, "error" | "warning" | "note"> = {
  critical: "error",
  serious: "error",
  moderate: "warning",
  minor: "note",
};

export const fingerprintName = "klarsichtIssueKey/v1";

export function sarifLog(results: ScanResults, tool: { version: string }) {
  const issues = issuesOf(results);
  const ruleIds = [...new Set(issues.map((issue) => issue.finding.ruleId))];
  const bases = new Map<string, string>();
  const baseIdOf = (origin: string) => {
    let id = bases.get(origin);
    if (id === undefined) {
      id = `PAGE${bases.size + 1}`;
      bases.set(origin, id);
    }
    return id;
  };
  const sarifResults = issues.flatMap((issue) =>
    issue.occurrences.map((occurrence) => {
      const page = new URL(occurrence.url);
      return {
        ruleId: issue.finding.ruleId,
        ruleIndex: ruleIds.indexOf(issue.finding.ruleId),
        ...levelAndKind(issue),
        message: { text: messageOf(issue, occurrence.failureSummary) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: {
                uri: `${page.pathname.slice(1)}${page.search}` || ".",
                uriBaseId: baseIdOf(page.origin),
              },
              region: { startLine: 1, snippet: { text: occurrence.html } },
            },
            logicalLocations: [{ fullyQualifiedName: occurrence.selector, kind: "element" }],
          },
        ],
        partialFingerprints: { [fingerprintName]: issue.key },
        properties: {
          pageUrl: occurrence.url,
          category: issue.category,
          bestPractice: issue.finding.bestPractice,
        },
      };
    }),
  );
  return {
    $schema: sarifSchemaUrl,
    version: "2.1.0" as const,
    runs: [
      {
        tool: {
          driver: {
            name: "Klarsicht",
            informationUri: "https://klarsicht.de/",
            version: tool.version,
            ...(results.axeVersion
              ? { fullName: `Klarsicht (axe-core ${results.axeVersion} and own checks)` }
              : {}),
            rules: ruleIds.map((ruleId) =>
              ruleOf(issues.find((issue) => issue.finding.ruleId === ruleId) as ResultIssue),
            ),
          },
        },
        language: results.locale,
        originalUriBaseIds: Object.fromEntries([...bases].map(([origin, id]) => [id, { uri: `${origin}/` }])),
        results: sarifResults,
        properties: { level: results.level, pages: results.pages.map((page) => page.url) },
      },
    ],
  };
}

function levelAndKind(issue: ResultIssue) {
  // SARIF: a result that is not a failure has level "none".
  if (issue.category === "incomplete") return { kind: "review" as const, level: "none" as const };
  if (!isWcagViolation({ category: issue.category, bestPractice: issue.finding.bestPractice })) {
    return { kind: "fail" as const, level: "note" as const };
  }
  const impact = issue.finding.impact;
  return { kind: "fail" as const, level: impact === null ? ("warning" as const) : levelOfImpact[impact] };
}

function messageOf(issue: ResultIssue, failureSummary: string): string {
  return failureSummary ? `${issue.finding.help}\n${failureSummary}` : issue.finding.help;
}

function ruleOf(issue: ResultIssue) {
  const { ruleId, help, description, helpUrl, wcag, en301549, impact, bestPractice } = issue.finding;
  const tags = [
    "accessibility",
    ...(bestPractice ? ["best-practice"] : []),
    ...wcag.map((criterion) => `WCAG ${criterion}`),
    ...en301549.map((clause) => `EN 301 549 ${clause}`),
  ];
  const severity = impact === null || bestPractice ? "warning" : levelOfImpact[impact];
  return {
    id: ruleId,
    shortDescription: { text: help },
    fullDescription: { text: description },
    helpUri: helpUrl,
    help: { text: `${description}\n${helpUrl}`, markdown: `${description}\n\n[${help}](${helpUrl})` },
    defaultConfiguration: { level: severity },
    properties: {
      tags,
      ...(impact ? { impact } : {}),
      engine: issue.finding.engine ?? "axe-core",
    },
  };
}
