import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { summaryInEach } from "#core/rules/summary";
import type { KlarsichtRule, RuleOutcome } from "#core/rules/types";
import type { NormalizedResults } from "#scanner/axe-results";
import { type RunChecksContext, runChecks, withOwnFindings } from "#scanner/checks/run";
import type { Check } from "#scanner/checks/types";

const rule = (id: `ks-${string}`, wcag: string[]): KlarsichtRule => ({
  id,
  implements: { act: ["abc123"] },
  wcag,
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/abc123/",
  texts: {
    de: { help: `Hilfe ${id}`, description: `Beschreibung ${id}`, fix: "Beheben", check: "Prüfen" },
    en: { help: `Help ${id}`, description: `Description ${id}`, fix: "Fix", check: "Check" },
  },
});

const linkRule = rule("ks-test-link", ["2.4.4"]);
const aaaRule = rule("ks-test-aaa", ["2.4.9"]);

function check(name: string, rules: KlarsichtRule[], run: Check["run"], kind: Check["kind"] = "read"): Check {
  return { name, rules, kind, budgetMs: 1_000, run };
}

function context(overrides: Partial<RunChecksContext> = {}): RunChecksContext {
  return {
    locale: "de",
    level: "AA",
    url: "https://example.org/",
    finalUrl: "https://example.org/",
    evaluate: async () => null,
    cdp: {} as RunChecksContext["cdp"],
    page: {} as RunChecksContext["page"],
    remaining: () => 10_000,
    sourceHtml: async () => null,
    ...overrides,
  };
}

const outcome = (over: Partial<RuleOutcome> & Pick<RuleOutcome, "ruleId">): RuleOutcome => ({
  violations: [],
  needsReview: [],
  applicable: true,
  ...over,
});

describe("runChecks", () => {
  it("turns outcomes into findings of our engine, in the report's language", async () => {
    const own = await runChecks(
      [
        check("links", [linkRule], async () => [
          outcome({
            ruleId: "ks-test-link",
            violations: [{ selector: "a", html: "<a>x</a>", summary: "Gleicher Name" }],
            needsReview: [{ selector: "a.b", html: "<a>y</a>", summary: "Ist das klar?" }],
            violationCount: 3,
          }),
        ]),
      ],
      context(),
    );
    expect(own.violations).toHaveLength(1);
    expect(own.violations[0]).toMatchObject({
      ruleId: "ks-test-link",
      engine: "klarsicht",
      help: "Hilfe ks-test-link",
      impact: "serious",
      wcag: ["2.4.4"],
      en301549: ["9.2.4.4"],
      nodeCount: 3,
      nodes: [{ selector: "a", html: "<a>x</a>", failureSummary: "Gleicher Name" }],
    });
    expect(own.incomplete[0]?.nodes[0]?.failureSummary).toBe("Ist das klar?");
    expect(own.passes).toEqual([]);
  });

  it("keeps a summary written in each language beside the report's, for a reader of the other", async () => {
    const written = summaryInEach("de", (locale) => (locale === "de" ? "Gleicher Name" : "Same name"));
    expect(written).toEqual({
      summary: "Gleicher Name",
      summaryIn: { de: "Gleicher Name", en: "Same name" },
    });
    const own = await runChecks(
      [
        check("links", [linkRule], async () => [
          outcome({ ruleId: "ks-test-link", violations: [{ selector: "a", html: "<a>x</a>", ...written }] }),
        ]),
      ],
      context(),
    );
    expect(own.violations[0]?.nodes).toEqual([
      {
        selector: "a",
        html: "<a>x</a>",
        failureSummary: "Gleicher Name",
        failureSummaryIn: { en: "Same name" },
      },
    ]);
    const long = summaryInEach("en", (locale) => (locale === "de" ? "ä".repeat(5000) : "Short"));
    const english = await runChecks(
      [
        check("links", [linkRule], async () => [
          outcome({ ruleId: "ks-test-link", violations: [{ selector: "a", html: "<a>x</a>", ...long }] }),
        ]),
      ],
      context({ locale: "en" }),
    );
    const [node] = english.violations[0]?.nodes ?? [];
    expect(node?.failureSummary).toBe("Short");
    // Capped like the report's own language.
    expect(node?.failureSummaryIn?.de?.length).toBeLessThanOrEqual(1000);
    expect(node?.failureSummaryIn).not.toHaveProperty("en");
  });

  it("reports passed and inapplicable rules without an impact", async () => {
    const second = rule("ks-test-second", ["1.1.1"]);
    const own = await runChecks(
      [
        check("two", [linkRule, second], async () => [
          outcome({ ruleId: "ks-test-link" }),
          outcome({ ruleId: "ks-test-second", applicable: false }),
        ]),
      ],
      context({ locale: "en" }),
    );
    expect(own.passes.map((f) => [f.ruleId, f.impact, f.help])).toEqual([
      ["ks-test-link", null, "Help ks-test-link"],
    ]);
    expect(own.inapplicable.map((f) => f.ruleId)).toEqual(["ks-test-second"]);
  });

  it("leaves out the rules of a check that throws, times out or speaks for another check's rule", async () => {
    const own = await runChecks(
      [
        check("throws", [linkRule], async () => {
          throw new Error("boom");
        }),
        check("never", [rule("ks-test-never", ["1.1.1"])], () => new Promise<RuleOutcome[]>(() => {})),
        check("foreign", [rule("ks-test-own", ["1.1.1"])], async () => [
          outcome({ ruleId: "ks-test-link", violations: [{ selector: "a", html: "", summary: "" }] }),
        ]),
      ].map((c) => ({ ...c, budgetMs: 50 })),
      context(),
    );
    expect([...own.violations, ...own.incomplete, ...own.passes, ...own.inapplicable]).toEqual([]);
  });

  it("runs only the rules of the scanned level, and drive checks after read checks", async () => {
    const order: string[] = [];
    const own = await runChecks(
      [
        check("aaa", [aaaRule], async () => {
          order.push("aaa");
          return [outcome({ ruleId: "ks-test-aaa" })];
        }),
        check(
          "drive",
          [rule("ks-test-drive", ["2.1.2"])],
          async () => {
            order.push("drive");
            return [outcome({ ruleId: "ks-test-drive" })];
          },
          "drive",
        ),
        check("read", [linkRule], async () => {
          order.push("read");
          return [outcome({ ruleId: "ks-test-link" })];
        }),
      ],
      context(),
    );
    expect(order).toEqual(["read", "drive"]);
    expect(own.passes.map((f) => f.ruleId).sort()).toEqual(["ks-test-drive", "ks-test-link"]);
  });

  /** Stands in for the page: evaluates in Node, answers by value as the protocol does, and notes each call. */
  function pageLike() {
    const sent: string[] = [];
    const evaluate = async (expression: string) => {
      sent.push(expression);
      const value = await runInNewContext(expression, {});
      return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    };
    return { sent, evaluate };
  }

  it("sends the read checks' first page scripts in one evaluation and answers each on its own", async () => {
    const page = pageLike();
    const seen: Record<string, unknown> = {};
    const reads = (name: string, expression: string, ruleId: `ks-${string}`) =>
      check(name, [rule(ruleId, ["1.1.1"])], async (c) => {
        seen[name] = await c.evaluate(expression);
        // A later script goes alone.
        seen[`${name} later`] = await c.evaluate("'later'");
        return [outcome({ ruleId })];
      });
    const own = await runChecks(
      [
        reads("one", "({ answer: 1 + 1 })", "ks-test-one"),
        reads("throws", "(function () { throw new Error('kaputt'); })()", "ks-test-throws"),
        reads("two", "'zwei'", "ks-test-two"),
      ],
      context({ evaluate: page.evaluate }),
    );
    expect(seen).toMatchObject({ one: { answer: 2 }, two: "zwei", "one later": "later" });
    expect(own.notRun).toEqual(["ks-test-throws"]);
    // One evaluation held all three first scripts (and the axe tree's hold, which fails here: no axe).
    const batches = page.sent.filter((sent) => sent.includes("1 + 1"));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toContain("'zwei'");
    expect(batches[0]).toContain("kaputt");
    expect(page.sent.filter((sent) => sent === "'later'")).toHaveLength(2);
  });

  it("sends each first script alone when the batch as a whole cannot run", async () => {
    const page = pageLike();
    let answer: unknown;
    const own = await runChecks(
      [
        check("statement", [linkRule], async (c) => {
          // Statements are no expression: the batch fails to parse, the script alone answers.
          answer = await c.evaluate("var a = 2; a * 3");
          return [outcome({ ruleId: "ks-test-link" })];
        }),
      ],
      context({ evaluate: page.evaluate }),
    );
    expect(answer).toBe(6);
    expect(own.passes.map((f) => f.ruleId)).toEqual(["ks-test-link"]);
  });

  it("hands a drive check what it read before our checks changed the page", async () => {
    const page = pageLike();
    const order: string[] = [];
    let early: unknown;
    await runChecks(
      [
        {
          ...check(
            "drive",
            [rule("ks-test-drive", ["2.1.2"])],
            async (c) => {
              order.push("drive");
              early = c.early;
              return [outcome({ ruleId: "ks-test-drive" })];
            },
            "drive",
          ),
          readEarly: async (c) => {
            order.push("early");
            return c.evaluate("({ listeners: 3 })");
          },
        },
        check("read", [linkRule], async (c) => {
          order.push("read");
          await c.evaluate("'gelesen'");
          return [outcome({ ruleId: "ks-test-link" })];
        }),
      ],
      context({ evaluate: page.evaluate }),
    );
    expect(early).toEqual({ listeners: 3 });
    expect(order).toEqual(["early", "read", "drive"]);
    // The early read went to the page in the read checks' evaluation.
    expect(
      page.sent.filter((sent) => sent.includes("listeners: 3") && sent.includes("'gelesen'")),
    ).toHaveLength(1);
  });

  it("caps the elements a page can make a check list", async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      selector: `a:nth-child(${i})`,
      html: "x".repeat(5000),
      summary: "s",
    }));
    const own = await runChecks(
      [check("links", [linkRule], async () => [outcome({ ruleId: "ks-test-link", violations: many })])],
      context(),
    );
    const [found] = own.violations;
    expect(found?.nodes).toHaveLength(50);
    expect(found?.nodeCount).toBe(500);
    expect(found?.nodes[0]?.html.length).toBeLessThanOrEqual(300);
  });
});

describe("withOwnFindings", () => {
  it("joins, sorts and recounts", async () => {
    const axe: NormalizedResults = {
      axeVersion: "4.14.0",
      counts: { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 },
      impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
      violations: [],
      incomplete: [],
      passes: [],
      inapplicable: [],
    };
    const own = await runChecks(
      [
        check("links", [linkRule], async () => [
          outcome({ ruleId: "ks-test-link", violations: [{ selector: "a", html: "", summary: "" }] }),
        ]),
      ],
      context(),
    );
    const merged = withOwnFindings(axe, own);
    expect(merged.counts.violations).toBe(1);
    expect(merged.impacts.serious).toBe(1);
  });
});
