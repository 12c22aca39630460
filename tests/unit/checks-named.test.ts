import { describe, expect, it } from "vitest";
import { checksNamed, klarsichtChecks } from "#scanner/checks/index";

describe("LOCAL_SCANNER_CHECKS and SCANNER_CHECKS: the checks a scanner runs", () => {
  it("runs every check unless told otherwise", () => {
    expect(checksNamed(undefined, "SCANNER_CHECKS")).toBeUndefined();
    expect(checksNamed("all", "SCANNER_CHECKS")).toBeUndefined();
    expect(checksNamed(" ", "SCANNER_CHECKS")).toBeUndefined();
  });

  it("runs axe-core alone with none", () => {
    expect(checksNamed("none", "SCANNER_CHECKS")).toEqual([]);
  });

  it("runs the checks named, in their usual order", () => {
    expect(checksNamed("links, keyboard", "LOCAL_SCANNER_CHECKS")?.map((check) => check.name)).toEqual(
      klarsichtChecks
        .filter((check) => ["keyboard", "links"].includes(check.name))
        .map((check) => check.name),
    );
  });

  it("refuses a name it does not know, naming the setting and the known checks", () => {
    expect(() => checksNamed("links,tastatur", "SCANNER_CHECKS")).toThrow(
      /^SCANNER_CHECKS names unknown checks: tastatur \(known: .*keyboard/,
    );
  });
});
