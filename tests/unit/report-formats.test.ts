/**
 * The reporters for CI: SARIF against the official SARIF 2.1.0 schema, JUnit against the rules of the
 * Jenkins JUnit XSD, the Markdown summary, and the gate with its baseline, for single pages and sites.
 */
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { aggregateSite } from "#core/aggregate";
import type { Finding, FindingNode, PageReport, ScanOutcome } from "#core/contract";
import { applyGate, baselineKeys } from "#core/reporters/gate";
import { pageJson } from "#core/reporters/json";
import { junitXml } from "#core/reporters/junit";
import { markdownSummary } from "#core/reporters/markdown";
import { resultsFromPages, resultsFromSite } from "#core/reporters/results";
import { fingerprintName, sarifLog } from "#core/reporters/sarif";

const schemas = new URL("../fixtures/schemas/", import.meta.url);

function node(selector: string, html: string): FindingNode {
  return { selector, html, failureSummary: `Fix: ${selector}` };
}

function finding(ruleId: string, nodes: FindingNode[], overrides: Partial<Finding> = {}): Finding {
  return {
    ruleId,
    impact: "serious",
    description: `${ruleId} description`,
    help: `${ruleId} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ["1.1.1"],
    en301549: ["9.1.1.1"],
    bestPractice: false,
    nodes,
    ...overrides,
  };
}

function pageReport(url: string, parts: Partial<PageReport> = {}): PageReport {
  const violations = parts.violations ?? [];
  return {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: violations.length, incomplete: 0, passes: 1, inapplicable: 0 },
    impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
    violations,
    incomplete: [],
    passes: [finding("document-title", [], { impact: null })],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.0",
    ...parts,
  };
}

/** Markup a page could carry: quotes, an ampersand, a tag, a pipe and a control character. */
const hostileHtml = '<img src="a.png?x=1&y=2" alt="" class="logo|bad">\u0007';

const shop = pageReport("https://shop.example/", {
  violations: [
    finding("image-alt", [node("img.logo", hostileHtml), node("main > img", '<img src="b.png">')], {
      impact: "critical",
    }),
    finding("region", [node("div.banner", '<div class="banner">')], {
      bestPractice: true,
      wcag: [],
      impact: "moderate",
    }),
  ],
  incomplete: [finding("color-contrast", [node("p.note", '<p class="note">')], { wcag: ["1.4.3"] })],
});
const outcomes: ScanOutcome[] = [
  { ok: true, report: shop },
  { ok: false, error: "timeout", detail: "15 s" },
];
const urls = ["https://shop.example/", "https://shop.example/langsam"];
const pages = resultsFromPages(urls, outcomes, { level: "AA", locale: "de" });

const site = resultsFromSite(
  aggregateSite({
    rootUrl: "https://shop.example/",
    level: "AA",
    locale: "en",
    pages: [
      { url: "https://shop.example/", depth: 0, outcome: { ok: true, report: shop } },
      {
        url: "https://shop.example/kontakt",
        depth: 1,
        outcome: {
          ok: true,
          report: pageReport("https://shop.example/kontakt", {
            violations: [finding("label", [node("input#mail", '<input id="mail">')], { wcag: ["4.1.2"] })],
          }),
        },
      },
      { url: "https://shop.example/weg", depth: 1, outcome: { ok: false, error: "http_error" } },
    ],
  }),
);

function sarifValidator() {
  const schema = JSON.parse(readFileSync(new URL("sarif-schema-2.1.0.json", schemas), "utf8"));
  // A draft-04 schema: its root "id" is draft-07's "$id" (see tests/fixtures/schemas/NOTICE.md).
  const { $schema, id, ...rest } = schema;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile({ $id: id, ...rest });
}

describe("SARIF", () => {
  const validate = sarifValidator();

  it.each([
    ["single pages", pages],
    ["a site", site],
  ] as const)("is valid SARIF 2.1.0 for %s", (_, results) => {
    const log = sarifLog(results, { version: "abc123" });
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    // The validator can say no.
    expect(validate({ ...log, version: "2.0.0" })).toBe(false);
  });

  it("has rules with help links and WCAG tags, results fingerprinted by issue key at the page", () => {
    const log = sarifLog(pages, { version: "abc123" });
    const run = log.runs[0] as (typeof log.runs)[number];
    const imageAlt = run.tool.driver.rules.find((rule) => rule.id === "image-alt");
    expect(imageAlt?.helpUri).toBe("https://dequeuniversity.com/rules/axe/4.14/image-alt");
    expect(imageAlt?.properties.tags).toEqual(["accessibility", "WCAG 1.1.1", "EN 301 549 9.1.1.1"]);
    const results = run.results.filter((result) => result.ruleId === "image-alt");
    expect(results).toHaveLength(2);
    expect(results.map((result) => result.level)).toEqual(["error", "error"]);
    const [first] = results;
    expect(first?.partialFingerprints[fingerprintName]).toBe(pages.pages[0]?.violations[0]?.nodes[0]?.key);
    expect(first?.locations[0]?.logicalLocations[0]?.fullyQualifiedName).toBe("img.logo");
    expect(first?.locations[0]?.physicalLocation.artifactLocation).toEqual({ uri: ".", uriBaseId: "PAGE1" });
    expect(run.originalUriBaseIds).toEqual({ PAGE1: { uri: "https://shop.example/" } });
    // Best practice is a note, needs review a result of kind review without level.
    expect(run.results.find((result) => result.ruleId === "region")?.level).toBe("note");
    expect(run.results.find((result) => result.ruleId === "color-contrast")).toMatchObject({
      kind: "review",
      level: "none",
    });
  });
});

/** The declarations of an XSD's elements: allowed children, attributes, required ones, text or not. */
type ElementRule = {
  children: Set<string>;
  attributes: Map<string, { required: boolean; type?: string }>;
  text: boolean;
};

function xsdRules(xsd: string): { rules: Map<string, ElementRule>; patterns: Map<string, RegExp> } {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  }).parse(xsd);
  const schema = parsed["xs:schema"][0];
  const patterns = new Map<string, RegExp>();
  for (const simple of schema["xs:simpleType"] ?? []) {
    patterns.set(simple.name, new RegExp(`^(?:${simple["xs:restriction"][0]["xs:pattern"][0].value})$`));
  }
  const complexTypes = new Map<string, unknown>(
    (schema["xs:complexType"] ?? []).map((type: { name: string }) => [type.name, type]),
  );
  const rules = new Map<string, ElementRule>();
  const walk = (value: unknown, rule: ElementRule) => {
    if (Array.isArray(value)) for (const item of value) walk(item, rule);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "xs:element")
          for (const child of inner as { ref?: string; name?: string }[])
            rule.children.add(child.ref ?? (child.name as string));
        else if (key === "xs:attribute") {
          for (const attribute of inner as { name: string; use?: string; type?: string }[]) {
            rule.attributes.set(attribute.name, {
              required: attribute.use === "required",
              type: attribute.type,
            });
          }
        } else walk(inner, rule);
      }
    }
  };
  for (const element of schema["xs:element"]) {
    const rule: ElementRule = {
      children: new Set(),
      attributes: new Map(),
      text: element.type === "xs:string",
    };
    const type = element["xs:complexType"]?.[0] ?? complexTypes.get(element.type);
    if (type) {
      rule.text = type.mixed === "true";
      walk(type, rule);
    }
    rules.set(element.name, rule);
  }
  return { rules, patterns };
}

/** Every element of the document checked against the XSD's declarations; the problems found. */
function junitProblems(xml: string): string[] {
  const { rules, patterns } = xsdRules(readFileSync(new URL("junit-10.xsd", schemas), "utf8"));
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [JSON.stringify(wellFormed)];
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    preserveOrder: true,
    ignoreDeclaration: true,
  });
  const problems: string[] = [];
  type Node = Record<string, unknown> & { ":@"?: Record<string, string> };
  const check = (nodes: Node[], parent: string | null) => {
    for (const item of nodes) {
      const name = Object.keys(item).find((key) => key !== ":@") as string;
      if (name === "#text") {
        if (parent && !rules.get(parent)?.text && String(item[name]).trim() !== "")
          problems.push(`text in ${parent}`);
        continue;
      }
      const rule = rules.get(name);
      if (!rule) problems.push(`undeclared element ${name}`);
      else if (parent === null ? name !== "testsuites" : !rules.get(parent)?.children.has(name))
        problems.push(`${name} in ${parent}`);
      const attributes = item[":@"] ?? {};
      for (const [attribute, value] of Object.entries(attributes)) {
        const declared = rule?.attributes.get(attribute);
        if (!declared) problems.push(`${name} has undeclared ${attribute}`);
        const pattern = declared?.type ? patterns.get(declared.type) : undefined;
        if (pattern && !pattern.test(value)) problems.push(`${name} ${attribute}="${value}"`);
      }
      for (const [attribute, declared] of rule?.attributes ?? []) {
        if (declared.required && !(attribute in attributes)) problems.push(`${name} lacks ${attribute}`);
      }
      check(item[name] as Node[], name);
    }
  };
  check(parser.parse(xml) as Node[], null);
  return problems;
}

describe("JUnit", () => {
  it("follows the JUnit XSD for single pages and for a site (and the check finds what breaks it)", () => {
    expect(junitProblems(junitXml(pages))).toEqual([]);
    expect(junitProblems(junitXml(site))).toEqual([]);
    expect(
      junitProblems('<testsuites><testsuite name="x" tests="1"><testcase/></testsuite></testsuites>'),
    ).toEqual(["testsuite lacks failures", "testsuite lacks errors", "testcase lacks name"]);
  });

  it("has a testsuite per page, a testcase per rule: violations fail, review and best practice are skipped", () => {
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      isArray: (name) => ["testsuite", "testcase"].includes(name),
    }).parse(junitXml(pages));
    const [shopSuite, slowSuite] = parsed.testsuites.testsuite;
    expect(parsed.testsuites).toMatchObject({ tests: "5", failures: "1", errors: "1" });
    expect(shopSuite).toMatchObject({
      name: "https://shop.example/",
      tests: "4",
      failures: "1",
      errors: "0",
      skipped: "2",
    });
    const cases = Object.fromEntries(shopSuite.testcase.map((test: { name: string }) => [test.name, test]));
    expect(cases["image-alt"].failure.message).toBe("image-alt help");
    expect(cases["image-alt"].failure["#text"]).toContain("img.logo");
    expect(cases["image-alt"].failure["#text"]).toContain(
      "https://dequeuniversity.com/rules/axe/4.14/image-alt",
    );
    expect(cases["image-alt"].failure["#text"]).toContain('<img src="a.png?x=1&y=2"');
    expect(cases.region.skipped.message).toContain("Empfehlung");
    expect(cases["color-contrast (review)"].skipped.message).toContain("Muss von Hand geprüft werden");
    expect(cases["document-title"]).toEqual({ name: "document-title", classname: "https://shop.example/" });
    expect(slowSuite.testcase[0].error).toMatchObject({ type: "timeout" });
  });
});

describe("Markdown summary", () => {
  it("summarises pages, impacts, new issues and top rules in German, escaping the page's text", () => {
    const keys = baselineKeys([
      pageJson(urls[0] as string, { ok: true, report: pageReport(urls[0] as string) }),
    ]);
    expect("keys" in keys).toBe(true);
    const gate = applyGate(pages, { baseline: "keys" in keys ? keys.keys : null, failOn: "minor" });
    const markdown = markdownSummary(pages, { ...gate, withBaseline: true }, "de");
    expect(markdown).toContain("| Seiten | 1 geprüft, 1 fehlgeschlagen |");
    expect(markdown).toContain("| WCAG-Probleme | 2 (kritisch 2 · schwerwiegend 0 · mittel 0 · gering 0) |");
    expect(markdown).toContain("| Gegenüber der Baseline | 2 neu, 0 bekannt |");
    expect(markdown).toContain("#### Neue Probleme");
    expect(markdown).toContain(
      "| [image-alt](https://dequeuniversity.com/rules/axe/4.14/image-alt): image-alt help | kritisch | 1 | 2 |",
    );
    expect(markdown).not.toContain("<img");
    expect(
      markdownSummary(
        site,
        { ...applyGate(site, { baseline: null, failOn: "minor" }), withBaseline: false },
        "en",
      ),
    ).toContain("| Pages | 2 scanned, 1 failed |");
  });
});

describe("the gate", () => {
  it("fails on every violation without a baseline, keeping the old exit codes, and honours --fail-on", () => {
    expect(applyGate(pages, { baseline: null, failOn: "minor" }).exitCode).toBe(1);
    // Only the critical image-alt issues: serious and lower let it pass, but a page failed: 3.
    const critical = applyGate(pages, { baseline: null, failOn: "critical" });
    expect(critical.failing.map((issue) => issue.finding.ruleId)).toEqual(["image-alt", "image-alt"]);
    const clean = resultsFromPages(
      ["https://a.example/"],
      [{ ok: true, report: pageReport("https://a.example/") }],
      {
        level: "AA",
        locale: "en",
      },
    );
    expect(applyGate(clean, { baseline: null, failOn: "minor" }).exitCode).toBe(0);
    expect(applyGate(pages, { baseline: null, failOn: "minor" }).incomplete).toBe(true);
  });

  it("reads keys from a page report and from a site report alike, and fails only on new ones", () => {
    const pageBaseline = baselineKeys(
      urls.map((url, index) => pageJson(url, outcomes[index] as ScanOutcome)),
    );
    const siteKeys = baselineKeys(
      aggregateSite({
        rootUrl: "https://shop.example/",
        level: "AA",
        locale: "de",
        pages: [{ url: "https://shop.example/", depth: 0, outcome: { ok: true, report: shop } }],
      }),
    );
    for (const read of [pageBaseline, siteKeys]) {
      if (!("keys" in read)) throw new Error(`no keys: ${read.problem}`);
      const gate = applyGate(site, { baseline: read.keys, failOn: "minor" });
      expect(gate.failing.map((issue) => issue.finding.ruleId)).toEqual(["label"]);
      expect(gate.known.map((issue) => issue.finding.ruleId)).toEqual(["image-alt", "image-alt"]);
      expect(gate.exitCode).toBe(1);
    }
  });

  it("names what is wrong with a baseline that is not one", () => {
    expect(baselineKeys({ hello: 1 })).toEqual({ problem: "notReport" });
    expect(
      baselineKeys([{ url: "https://a.example/", violations: [{ nodes: [{ selector: "img" }] }] }]),
    ).toEqual({ problem: "withoutKeys" });
    expect(baselineKeys({ url: "https://a.example/", status: "failed", error: "timeout" })).toEqual({
      problem: "failedScan",
    });
  });
});
