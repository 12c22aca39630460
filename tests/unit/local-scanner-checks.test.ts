import { describe, expect, it } from "vitest";
import { checksNamed } from "#dev/scanner/server";
import { klarsichtChecks } from "#scanner/checks/index";

describe("LOCAL_SCANNER_CHECKS: the checks the local scanner runs", () => {
  it("runs every check unless told otherwise", () => {
    expect(checksNamed(undefined)).toBeUndefined();
    expect(checksNamed("all")).toBeUndefined();
  });

  it("runs axe-core alone with none", () => {
    expect(checksNamed("none")).toEqual([]);
  });

  it("runs the checks named, in their usual order", () => {
    expect(checksNamed("links, keyboard")?.map((check) => check.name)).toEqual(
      klarsichtChecks
        .filter((check) => ["keyboard", "links"].includes(check.name))
        .map((check) => check.name),
    );
  });

  it("refuses a name it does not know, naming the known ones", () => {
    expect(() => checksNamed("links,tastatur")).toThrow(/unknown checks: tastatur \(known: .*keyboard/);
  });
});
