/**
 * The app reads our rules from core's catalogue (workers/core/rules), the scanner decides them in its
 * checks (workers/scanner/checks): the two lists must be the same rules, or a report would show a rule
 * without texts, or the guidance would list one no check decides.
 */
import { describe, expect, it } from "vitest";
import { klarsichtRules } from "#core/rules/index";
import { siteRules } from "#core/rules/site";
import { klarsichtChecks } from "#scanner/checks/index";

describe("the rule catalogue in core", () => {
  it("holds exactly the rules the scanner's checks and the site-wide checks decide", () => {
    const decided = [...klarsichtChecks.flatMap((check) => check.rules), ...siteRules];
    expect([...klarsichtRules.keys()].sort()).toEqual([...new Set(decided.map((rule) => rule.id))].sort());
    for (const rule of decided) expect(klarsichtRules.get(rule.id)).toBe(rule);
  });
});
