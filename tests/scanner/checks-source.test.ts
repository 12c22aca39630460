/**
 * Klarsicht's source checks on fixture pages of our own, in both runtimes: duplicated attributes in the
 * HTML the server sent (ACT e6952f, read through the engine's sourceHtml) and duplicate ids (ACT 3ea0c8).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDuplicateAttributes, sourceCheck } from "../../workers/scanner/checks/source";
import type { PageReport } from "../../workers/scanner/contract";
import { type CheckHarness, outcomeOf, reportOf, runtimes, startCheckHarness } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/source");
});
afterAll(async () => {
  await harness?.close();
});

const duplicateAttribute = "ks-source-duplicate-attribute";
const duplicateId = "ks-id-duplicate";

const violationsOf = (report: PageReport, ruleId: string) =>
  report.violations.find((finding) => finding.ruleId === ruleId)?.nodes ?? [];

describe.each(runtimes)("source checks with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [sourceCheck], locale }));

  it("reports duplicated attributes whose dropped value would change what assistive technology gets", async () => {
    const report = await scan("/doppelt.html");
    expect(outcomeOf(report, duplicateAttribute)).toBe("violations");
    const nodes = violationsOf(report, duplicateAttribute);
    expect(nodes.map((node) => node.selector)).toEqual([
      expect.stringMatching(/img/),
      expect.stringMatching(/input/),
    ]);
    expect(nodes[0]?.failureSummary).toBe(
      "Das Attribut alt steht in Zeile 7 zweimal im Start-Tag: „“ gilt, „Firmenlogo der Muster & Co. GmbH“ verwirft der Browser.",
    );
    expect(nodes[1]?.failureSummary).toContain("„Suchbegriff“ gilt, „Stichwort“ verwirft der Browser");
  });

  it("passes clean HTML, and leaves out elements scripts have replaced since", async () => {
    expect(outcomeOf(await scan("/sauber.html"), duplicateAttribute)).toBe("passes");
    expect(outcomeOf(await scan("/skript.html"), duplicateAttribute)).toBe("passes");
  });

  it("does not decide on documents the HTML parser does not read", async () => {
    const report = await scan("/seite.xhtml");
    expect(outcomeOf(report, duplicateAttribute)).toBe("absent");
    expect(outcomeOf(report, duplicateId)).toBe("passes");
  });

  it("reports ids used twice in one tree, hidden elements included", async () => {
    const report = await scan("/ids.html", "en");
    expect(outcomeOf(report, duplicateId)).toBe("violations");
    const nodes = violationsOf(report, duplicateId);
    expect(nodes).toHaveLength(2);
    expect(nodes[0]?.failureSummary).toBe(
      'The id "hinweis" occurs 2 times; references to it reach only the first element.',
    );
  });

  it("passes ids repeated only across a shadow tree, and does not apply without ids", async () => {
    expect(outcomeOf(await scan("/sauber.html"), duplicateId)).toBe("passes");
    expect(outcomeOf(await scan("/ohne-ids.html"), duplicateId)).toBe("inapplicable");
  });
});

describe("duplicate attributes in the source", () => {
  it("ignores duplicates that change nothing and markup inside scripts", () => {
    const html = `<!doctype html><input type=checkbox disabled=disabled disabled>
<p title="a" title="A ">x</p><p class=a class=b>y</p><script>var s = '<img alt=1 alt=2>'</script>
<svg><line x1="0" x1="2"/></svg><button type=submit type=button constructor=a constructor=b>x</button>`;
    expect(findDuplicateAttributes(html)).toEqual([]);
  });

  it("reads the dropped value quoted, unquoted or absent", () => {
    const html = `<!doctype html><p>\n<div role=button role=link>a</div><img alt="Karte" alt>`;
    expect(
      findDuplicateAttributes(html).map(({ attribute, kept, dropped, line }) => ({
        attribute,
        kept,
        dropped,
        line,
      })),
    ).toEqual([
      { attribute: "role", kept: "button", dropped: "link", line: 2 },
      { attribute: "alt", kept: "Karte", dropped: "", line: 2 },
    ]);
  });
});
