import axe from "axe-core";
import { describe, expect, it } from "vitest";
import {
  capHtml,
  normalizeAxeResults,
  type RawAxeResults,
  type RawAxeRule,
  selectorOf,
} from "#scanner/axe-results";
import { classifyNavigationError } from "#scanner/engine";

function rule(id: string, impact: string | null, tags: string[], nodeCount = 1): RawAxeRule {
  return {
    id,
    impact,
    tags,
    description: `${id} description`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${id}`,
    nodes: Array.from({ length: nodeCount }, (_, i) => ({
      target: [`#${id}-${i}`],
      html: `<div id="${id}-${i}">`,
      failureSummary: "Fix this",
    })),
  };
}

const raw: RawAxeResults = {
  axeVersion: "4.14.1",
  violations: [
    rule("region", "moderate", ["cat.keyboard", "best-practice"]),
    rule("link-name", "serious", ["wcag2a", "wcag244", "wcag412", "EN-301-549", "EN-9.2.4.4", "EN-9.4.1.2"]),
    rule("image-alt", "critical", ["wcag2a", "wcag111", "EN-301-549", "EN-9.1.1.1"], 3),
    rule("color-contrast", "serious", ["wcag2aa", "wcag143", "EN-9.1.4.3"]),
  ],
  incomplete: [rule("duplicate-id-aria", "critical", ["wcag2a", "wcag412"])],
  passes: [rule("html-has-lang", null, ["wcag2a", "wcag311"], 1)],
  inapplicable: [rule("video-caption", null, ["wcag2a", "wcag122"], 0)],
};

describe("normalizeAxeResults", () => {
  const results = normalizeAxeResults(raw, "AA");

  it("maps a rule to a finding with WCAG criteria and EN 301 549 clauses", () => {
    expect(results.violations.find((finding) => finding.ruleId === "link-name")).toEqual({
      ruleId: "link-name",
      impact: "serious",
      description: "link-name description",
      help: "link-name help",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/link-name",
      wcag: ["2.4.4", "4.1.2"],
      en301549: ["9.2.4.4", "9.4.1.2"],
      bestPractice: false,
      nodes: [{ selector: "#link-name-0", html: '<div id="link-name-0">', failureSummary: "Fix this" }],
      nodeCount: 1,
      engine: "axe-core",
    });
  });

  it("lists WCAG failures by severity, best practice last", () => {
    expect(results.violations.map((finding) => [finding.ruleId, finding.bestPractice])).toEqual([
      ["image-alt", false],
      ["color-contrast", false],
      ["link-name", false],
      ["region", true],
    ]);
    expect(results.violations.at(-1)).toMatchObject({ wcag: [], en301549: [] });
  });

  it("counts rules per category, and violations per impact without best practice", () => {
    expect(results.counts).toEqual({ violations: 4, incomplete: 1, passes: 1, inapplicable: 1 });
    expect(results.impacts).toEqual({ critical: 1, serious: 2, moderate: 0, minor: 0 });
  });

  it("keeps elements for violations and incomplete only", () => {
    expect(results.violations[0]?.nodes).toHaveLength(3);
    expect(results.incomplete[0]?.nodes).toHaveLength(1);
    expect(results.passes[0]).toMatchObject({ ruleId: "html-has-lang", impact: null, nodes: [] });
    expect(results.inapplicable[0]).toMatchObject({ ruleId: "video-caption", nodes: [] });
  });

  it("treats an unknown impact as none", () => {
    const odd = normalizeAxeResults(
      { ...raw, violations: [rule("image-alt", "catastrophic", ["wcag2a"])] },
      "AA",
    );
    expect(odd.violations[0]?.impact).toBeNull();
    expect(odd.impacts).toEqual({ critical: 0, serious: 0, moderate: 0, minor: 0 });
  });
});

describe("what a page hands back is checked, not trusted", () => {
  // The catalogue itself is compared with axe-core in tests/unit/axe-catalogue.test.ts.
  it("keeps a result of every rule of the installed axe-core", () => {
    const installed = axe.getRules().map((rule) => rule.ruleId);
    const results = normalizeAxeResults(
      { ...raw, violations: installed.map((id) => rule(id, "minor", [])) },
      "AA",
    );
    expect(results.violations.map((finding) => finding.ruleId).sort()).toEqual([...installed].sort());
  });

  it("drops rules axe does not have, and a rule's second entry in a category", () => {
    const forged = normalizeAxeResults(
      {
        ...raw,
        violations: [
          rule("klarsicht-approved", "minor", ["wcag2a"]),
          rule("image-alt", "critical", ["wcag2a", "wcag111"]),
          rule("image-alt", "critical", ["wcag2a", "wcag111"]),
        ],
      },
      "AA",
    );
    expect(forged.violations.map((finding) => finding.ruleId)).toEqual(["image-alt"]);
    expect(forged.counts.violations).toBe(1);
  });

  it("keeps learn-more links only to axe's and the W3C's pages, over https", () => {
    const withLink = (helpUrl: string) =>
      normalizeAxeResults({ ...raw, violations: [{ ...rule("label", "critical", []), helpUrl }] }, "AA")
        .violations[0]?.helpUrl;
    expect(withLink("https://dequeuniversity.com/rules/axe/4.14/label")).toBe(
      "https://dequeuniversity.com/rules/axe/4.14/label",
    );
    expect(withLink("https://www.w3.org/WAI/WCAG21/Understanding/")).toBe(
      "https://www.w3.org/WAI/WCAG21/Understanding/",
    );
    expect(withLink("javascript:alert(document.cookie)")).toBe("");
    expect(withLink("http://dequeuniversity.com/rules/axe/4.14/label")).toBe("");
    expect(withLink("https://dequeuniversity.com.evil.example/")).toBe("");
  });

  it("caps elements at 50 with the exact count beside, and believes no count below what is listed", () => {
    const many = normalizeAxeResults({ ...raw, violations: [rule("image-alt", "critical", [], 80)] }, "AA");
    expect(many.violations[0]?.nodes).toHaveLength(50);
    expect(many.violations[0]?.nodeCount).toBe(80);
    const claimed = (nodeCount: unknown) =>
      normalizeAxeResults(
        { ...raw, violations: [{ ...rule("image-alt", "critical", [], 3), nodeCount }] },
        "AA",
      ).violations[0]?.nodeCount;
    expect(claimed(20_000)).toBe(20_000);
    expect(claimed(-5)).toBe(3);
    expect(claimed(1.5)).toBe(3);
    expect(claimed("999")).toBe(3);
  });

  it("caps texts and selectors, and survives anything that is not axe's shape", () => {
    const long = normalizeAxeResults(
      {
        ...raw,
        violations: [
          {
            ...rule("label", "critical", []),
            help: "h".repeat(5_000),
            nodes: [{ target: ["div".repeat(1_000)], html: "<p>", failureSummary: "s".repeat(5_000) }],
          },
        ],
      },
      "AA",
    );
    expect(long.violations[0]?.help).toHaveLength(1_000);
    expect(long.violations[0]?.nodes[0]?.selector).toHaveLength(500);
    expect(long.violations[0]?.nodes[0]?.failureSummary).toHaveLength(1_000);
    for (const junk of [null, 42, "report", [], { violations: "all" }, { violations: [null, 7, {}] }]) {
      expect(normalizeAxeResults(junk, "AA")).toMatchObject({
        counts: { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 },
        axeVersion: "unknown",
      });
    }
  });
});

describe("element selectors and HTML", () => {
  it("joins frame and shadow DOM steps with ' > '", () => {
    expect(selectorOf(["img.hero"])).toBe("img.hero");
    expect(selectorOf(["iframe#video", "button"])).toBe("iframe#video > button");
    expect(selectorOf([["my-widget", "button.close"]])).toBe("my-widget > button.close");
  });

  it("caps element HTML at 300 characters, ending in an ellipsis", () => {
    expect(capHtml("<img>")).toBe("<img>");
    const capped = capHtml(`<img alt="" data-x="${"x".repeat(400)}">`);
    expect(capped).toHaveLength(300);
    expect(capped.endsWith("…")).toBe(true);
    expect(capHtml("y".repeat(300))).toHaveLength(300);
  });

  it("never cuts an emoji in half", () => {
    const capped = capHtml(`${"a".repeat(298)}😀😀`);
    expect(capped).toBe(`${"a".repeat(298)}…`);
  });
});

describe("classifyNavigationError", () => {
  const net = (code: string) => new Error(`net::${code} at https://www.beispiel.de/`);
  const timeout = Object.assign(new Error("Navigation timeout of 15000 ms exceeded"), {
    name: "TimeoutError",
  });

  it.each([
    [net("ERR_NAME_NOT_RESOLVED"), "dns_failed"],
    [net("ERR_CONNECTION_REFUSED"), "unreachable"],
    [net("ERR_CONNECTION_RESET"), "unreachable"],
    [net("ERR_CERT_AUTHORITY_INVALID"), "unreachable"],
    [net("ERR_SSL_PROTOCOL_ERROR"), "unreachable"],
    [net("ERR_TUNNEL_CONNECTION_FAILED"), "unreachable"],
    [net("ERR_TOO_MANY_REDIRECTS"), "unreachable"],
    [net("ERR_BLOCKED_BY_CLIENT"), "blocked_target"],
    [net("ERR_UNSAFE_PORT"), "invalid_url"],
    [net("ERR_ABORTED"), "not_html"],
    [timeout, "timeout"],
    [new Error("Protocol error (Page.navigate): Target closed"), "browser_error"],
    [new Error("something else"), "internal"],
  ])("%s → %s", (error, code) => {
    expect(classifyNavigationError(error)).toBe(code);
  });
});
