/**
 * Klarsicht's source checks on fixture pages of our own, through puppeteer-core: duplicated attributes in the
 * HTML the server sent (ACT e6952f, read through the engine's sourceHtml) and duplicate ids (ACT 3ea0c8).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { findDuplicateAttributes, sourceCheck } from "#scanner/checks/source";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/source");
});
afterAll(async () => {
  await harness?.close();
});

const duplicateAttribute = "ks-source-duplicate-attribute";
const duplicateAttributeOther = "ks-source-duplicate-attribute-other";
const duplicateId = "ks-id-duplicate";

const violationsOf = (report: PageReport, ruleId: string) =>
  report.violations.find((finding) => finding.ruleId === ruleId)?.nodes ?? [];

describe.each(suiteRuntimes)("source checks with %s", (runtime) => {
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

  it("reports every other duplicated attribute as a minor finding of its own, SVG included", async () => {
    const report = await scan("/doppelt.html", "en");
    expect(outcomeOf(report, duplicateAttributeOther)).toBe("violations");
    const finding = report.violations.find((item) => item.ruleId === duplicateAttributeOther);
    expect(finding?.impact).toBe("minor");
    expect(finding?.engine).toBe("klarsicht");
    expect(finding?.nodes.map((node) => node.failureSummary)).toEqual([
      'The attribute disabled appears twice in the start tag on line 9: "disabled" applies, the browser drops "".',
      'The attribute type appears twice in the start tag on line 10: "button" applies, the browser drops "button".',
      'The attribute class appears twice in the start tag on line 10: "knopf" applies, the browser drops "gross".',
      'The attribute title appears twice in the start tag on line 11: "Hinweis" applies, the browser drops "  hinweis ".',
      'The attribute data-teil appears twice in the start tag on line 12: "a" applies, the browser drops "b".',
      'The attribute x1 appears twice in the start tag on line 13: "0" applies, the browser drops "20".',
      'The attribute y1 appears twice in the start tag on line 13: "0" applies, the browser drops "20".',
    ]);
    expect(finding?.nodes[5]?.selector).toMatch(/line/);
    // The markup inside the script is no start tag.
    expect(JSON.stringify(report)).not.toContain("Nicht geparst");
  });

  it("passes clean HTML, and leaves out elements scripts have replaced since", async () => {
    expect(outcomeOf(await scan("/sauber.html"), duplicateAttribute)).toBe("passes");
    expect(outcomeOf(await scan("/sauber.html"), duplicateAttributeOther)).toBe("passes");
    expect(outcomeOf(await scan("/skript.html"), duplicateAttribute)).toBe("passes");
  });

  it("does not decide on documents the HTML parser does not read", async () => {
    const report = await scan("/seite.xhtml");
    expect(outcomeOf(report, duplicateAttribute)).toBe("absent");
    expect(outcomeOf(report, duplicateAttributeOther)).toBe("absent");
    expect(outcomeOf(report, duplicateId)).toBe("passes");
  });

  it("reports ids used twice in one tree, hidden elements included", async () => {
    const report = await scan("/ids.html", "en");
    expect(outcomeOf(report, duplicateId)).toBe("violations");
    const nodes = violationsOf(report, duplicateId);
    expect(nodes).toHaveLength(2);
    expect(nodes[0]?.failureSummary).toBe(
      'The id "hinweis" occurs 2 times; references to it (aria-labelledby) reach only the first element.',
    );
  });

  it("reports duplicated ids a label, ARIA, an in-page link or an SVG use refers to, and no others", async () => {
    const report = await scan("/verweise.html", "en");
    expect(outcomeOf(report, duplicateId)).toBe("violations");
    const summaries = [...new Set(violationsOf(report, duplicateId).map((node) => node.failureSummary))];
    expect(summaries.sort()).toEqual([
      'The id "abschnitt" occurs 2 times; references to it (href) reach only the first element.',
      'The id "hinweis" occurs 2 times; references to it (aria-labelledby) reach only the first element.',
      'The id "ort" occurs 2 times; references to it (for) reach only the first element.',
      'The id "pfeil" occurs 2 times; references to it (href) reach only the first element.',
    ]);
    expect(report.violations.find((finding) => finding.ruleId === duplicateId)?.nodeCount).toBe(8);
    expect(JSON.stringify(report)).not.toContain('\\"frei\\"');
  });

  it("leaves 4.1.1 out of WCAG 2.2 scans, axe's findings included, and keeps it in WCAG 2.1 scans", async () => {
    const criteriaFound = (report: PageReport) =>
      [...report.violations, ...report.incomplete, ...report.passes, ...report.inapplicable].flatMap(
        (finding) => finding.wcag,
      );
    for (const level of ["2.2", "AAA"] as const) {
      for (const path of ["/verweise.html", "/doppelt.html"]) {
        const report = reportOf(await harness.scan(runtime, path, { checks: [sourceCheck], level }));
        expect(criteriaFound(report), `${level} ${path}`).not.toContain("4.1.1");
        expect(outcomeOf(report, duplicateId), level).toBe("absent");
        expect(outcomeOf(report, duplicateAttribute), level).toBe("absent");
      }
    }
    const bfsg = reportOf(
      await harness.scan(runtime, "/verweise.html", { checks: [sourceCheck], level: "AA" }),
    );
    expect(bfsg.violations.find((finding) => finding.ruleId === duplicateId)?.wcag).toEqual(["4.1.1"]);
  });

  it("passes identical SVG shapes whose ids nothing or only SVG drawing refers to, as icons repeat them", async () => {
    const report = await scan("/svg-symbole.html");
    expect(outcomeOf(report, duplicateId)).toBe("passes");
  });

  it("passes ids repeated only across a shadow tree, and does not apply without ids", async () => {
    expect(outcomeOf(await scan("/sauber.html"), duplicateId)).toBe("passes");
    expect(outcomeOf(await scan("/ohne-ids.html"), duplicateId)).toBe("inapplicable");
  });
});

describe("duplicate attributes in the source", () => {
  it("finds every duplicate, tells apart those that change nothing, and skips markup inside scripts", () => {
    const html = `<!doctype html><input type=checkbox disabled=disabled disabled>
<p title="a" title="A ">x</p><p class=a class=b>y</p><script>var s = '<img alt=1 alt=2>'</script>
<svg viewBox="0 0 1 1" VIEWBOX="0 0 2 2"><line x1="0" x1="2"/></svg><button type=submit type=button constructor=a constructor=b>x</button>
<table><tr><td headers=a headers=b>c</td></tr><div role=note role=status>foster</div></table>`;
    const found = findDuplicateAttributes(html);
    expect(
      found.duplicates.map(({ tag, attribute, changesAccessibility }) => [
        tag,
        attribute,
        changesAccessibility,
      ]),
    ).toEqual([
      ["input", "disabled", false],
      ["p", "title", false],
      ["p", "class", false],
      ["svg", "viewbox", false],
      ["line", "x1", false],
      ["button", "type", false],
      ["button", "constructor", false],
      ["td", "headers", true],
      ["div", "role", true],
    ]);
    expect(found.count).toEqual({ changesAccessibility: 2, other: 7 });
    expect(found.duplicates[3]?.kept).toBe("0 0 1 1");
  });

  it("lists at most 20 of each kind and counts the rest", () => {
    const html = `<!doctype html>${"<p class=a class=b>x</p>".repeat(30)}${"<img alt=a alt=b>".repeat(3)}`;
    const found = findDuplicateAttributes(html);
    expect(found.count).toEqual({ changesAccessibility: 3, other: 30 });
    expect(found.duplicates.filter((duplicate) => !duplicate.changesAccessibility)).toHaveLength(20);
    expect(found.duplicates.filter((duplicate) => duplicate.changesAccessibility)).toHaveLength(3);
  });

  it("reads the dropped value quoted, unquoted or absent", () => {
    const html = `<!doctype html><p>\n<div role=button role=link>a</div><img alt="Karte" alt>`;
    expect(
      findDuplicateAttributes(html).duplicates.map(({ attribute, kept, dropped, line }) => ({
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
