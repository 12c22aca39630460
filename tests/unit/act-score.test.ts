import { describe, expect, it } from "vitest";
import type { ActExpectation } from "../bench/act/act-data";
import { type EarlOutcome, type Procedure, w3cConsistency } from "../bench/act/w3c-score";

const rule = { wcag: ["1.1.1"], secondaryWcag: ["4.1.2"] };
/** Two failed examples, one passed, one inapplicable, all approved unless said otherwise. */
const expected: ActExpectation[] = ["failed", "failed", "passed", "inapplicable"];
const examples = expected.map((kind) => ({ expected: kind, approved: true }));
const procedure = (
  name: string,
  outcomes: (EarlOutcome | null)[],
  criteria: string[] = ["1.1.1"],
): Procedure => ({ name, criteria, outcomes });

describe("w3cConsistency: the W3C's rating of one ACT rule", () => {
  it("is consistent when every failed example fails and no other does", () => {
    const result = w3cConsistency(rule, examples, [
      procedure("image-alt", ["failed", "failed", "passed", "inapplicable"]),
    ]);
    expect(result).toEqual({ consistency: "consistent", procedures: ["image-alt"] });
  });

  it("stays consistent when some failed examples are only needs review (cantTell)", () => {
    const result = w3cConsistency(rule, examples, [
      procedure("image-alt", ["failed", "cantTell", "passed", "inapplicable"]),
    ]);
    expect(result.consistency).toBe("consistent");
  });

  it("is partially consistent when a failed example is missed but another caught", () => {
    const result = w3cConsistency(rule, examples, [
      procedure("image-alt", ["failed", "passed", "passed", "inapplicable"]),
    ]);
    expect(result.consistency).toBe("partial");
  });

  it("is partially consistent when the criteria reported differ from the rule's", () => {
    const wrongCriterion = procedure("image-alt", ["failed", "failed", "passed", "inapplicable"], ["1.3.1"]);
    expect(w3cConsistency(rule, examples, [wrongCriterion]).consistency).toBe("partial");
    // A criterion the rule names as secondary may be reported beside the required one.
    const withSecondary = procedure(
      "image-alt",
      ["failed", "failed", "passed", "inapplicable"],
      ["1.1.1", "4.1.2"],
    );
    expect(w3cConsistency(rule, examples, [withSecondary]).consistency).toBe("consistent");
  });

  it("is partially consistent with only needs review on failed examples and silence on inapplicable ones", () => {
    const result = w3cConsistency(rule, examples, [
      procedure("image-alt", ["cantTell", "cantTell", "cantTell", "inapplicable"]),
    ]);
    expect(result.consistency).toBe("partial");
  });

  it("is inconsistent as soon as a passed or inapplicable example fails", () => {
    const onPassed = procedure("image-alt", ["failed", "failed", "failed", "inapplicable"]);
    const onInapplicable = procedure("image-alt", ["failed", "failed", "passed", "failed"]);
    expect(w3cConsistency(rule, examples, [onPassed]).consistency).toBe("inconsistent");
    expect(w3cConsistency(rule, examples, [onInapplicable]).consistency).toBe("inconsistent");
  });

  it("is inconsistent when nothing is caught", () => {
    const result = w3cConsistency(rule, examples, [
      procedure("image-alt", ["passed", "passed", "passed", "inapplicable"]),
    ]);
    expect(result.consistency).toBe("inconsistent");
  });

  it("is untested when no procedure gives an outcome", () => {
    expect(w3cConsistency(rule, examples, [])).toEqual({ consistency: "untested", procedures: [] });
    const silent = procedure("image-alt", [null, null, null, null]);
    expect(w3cConsistency(rule, examples, [silent]).consistency).toBe("untested");
  });

  it("needs an outcome on every example to be consistent", () => {
    const result = w3cConsistency(rule, examples, [
      procedure("image-alt", ["failed", "failed", "passed", null]),
    ]);
    expect(result.consistency).toBe("partial");
  });

  it("takes the best procedure, and judges partial ones again together", () => {
    const falseAlarm = procedure("noisy", ["failed", "failed", "failed", "failed"]);
    const good = procedure("good", ["failed", "failed", "passed", "inapplicable"]);
    expect(w3cConsistency(rule, examples, [falseAlarm, good])).toEqual({
      consistency: "consistent",
      procedures: ["good"],
    });
    const first = procedure("first", ["failed", "passed", "passed", "inapplicable"]);
    const second = procedure("second", ["passed", "failed", "passed", "inapplicable"]);
    expect(w3cConsistency(rule, examples, [first, second])).toEqual({
      consistency: "consistent",
      procedures: ["first", "second"],
    });
  });

  it("counts only the approved examples when some are approved", () => {
    const mixed = examples.map((example, index) => ({ ...example, approved: index !== 3 }));
    const alarmOnProposed = procedure("image-alt", ["failed", "failed", "passed", "failed"]);
    expect(w3cConsistency(rule, mixed, [alarmOnProposed]).consistency).toBe("consistent");
  });
});
