/**
 * Klarsicht's link and image name checks on fixture pages of our own, through puppeteer-core: links with the
 * same name and different destinations (ACT fd3a94, b20e66), images named after their files (ACT 9eb3f6)
 * and placeholder names.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport, ScanLevel } from "#core/contract";
import { compareTargets, linksCheck } from "#scanner/checks/links";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/links");
});
afterAll(async () => {
  await harness?.close();
});

const sameContext = "ks-link-same-name-context-different-target";
const samePage = "ks-link-same-name-different-target";
const filename = "ks-image-filename-name";
const linkPlaceholder = "ks-link-placeholder-name";
const linkPlaceholderAlone = "ks-link-placeholder-name-alone";
const imagePlaceholder = "ks-image-placeholder-name";

function nodesOf(report: PageReport, ruleId: string, category: "violations" | "incomplete") {
  return report[category].find((finding) => finding.ruleId === ruleId)?.nodes ?? [];
}

describe.each(suiteRuntimes)("link and image names with %s", (runtime) => {
  const scan = async (path: string, level: ScanLevel = "AA", locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [linksCheck], level, locale }));

  it("reports links of the same name in one context that ask the same page for different content", async () => {
    const report = await scan("/kontext-verschieden.html");
    expect(outcomeOf(report, sameContext)).toBe("violations");
    const nodes = nodesOf(report, sameContext, "violations");
    // Two links in the paragraph (tracking parameters aside) and two script links in one flex row.
    expect(nodes).toHaveLength(4);
    expect(nodes[0]?.failureSummary).toContain("Kontaktformular");
    expect(nodes[0]?.failureSummary).toContain("weg=chat");
    expect(nodes.some((node) => node.failureSummary.includes("tag=dienstag"))).toBe(true);
  });

  it("passes links of the same name that resolve to the same place, mail recipient or phone number", async () => {
    const report = await scan("/kontext-gleich.html", "AAA");
    expect(outcomeOf(report, sameContext)).toBe("passes");
    expect(outcomeOf(report, samePage)).toBe("passes");
  });

  it("asks a person when the destinations are different pages that may be equivalent", async () => {
    const report = await scan("/kontext-unklar.html", "AA", "en");
    expect(outcomeOf(report, sameContext)).toBe("incomplete");
    const [node] = nodesOf(report, sameContext, "incomplete");
    expect(node?.failureSummary).toMatch(/standorte\/berlin\.html.*standorte\/hamburg\.html/);
    expect(node?.failureSummary).toContain("same content for the same purpose?");
  });

  it("opens same-origin destinations: copies and instant redirects are the same, a waiting page is not", async () => {
    const report = await scan("/kontext-aufgeloest.html");
    // A short page that sends the visitor on only after 20 seconds is not the destination itself.
    expect(outcomeOf(report, sameContext)).toBe("violations");
    const violations = nodesOf(report, sameContext, "violations");
    expect(violations.map((node) => node.html)).toEqual([
      expect.stringContaining("anfahrt.html"),
      expect.stringContaining("spaet.html"),
    ]);
    expect(violations[0]?.failureSummary).toContain("„Route“");
    // A page with content of its own that reloads itself onto the destination later: a person decides.
    const review = nodesOf(report, sameContext, "incomplete");
    expect(review.map((node) => node.html)).toEqual([
      expect.stringContaining("anfahrt.html"),
      expect.stringContaining("fahrplan.html"),
    ]);
  });

  it("does not take an application shell that every address sends for the same content", async () => {
    const report = await scan("/huelle/");
    expect(outcomeOf(report, sameContext)).toBe("incomplete");
    expect(nodesOf(report, sameContext, "incomplete")).toHaveLength(2);
  });

  it("leaves links in different list items or hidden from assistive technology out of the context rule", async () => {
    const report = await scan("/kontext-getrennt.html", "AAA");
    expect(outcomeOf(report, sameContext)).toBe("inapplicable");
    // Across the page the two news links share a name but ask for different news.
    expect(outcomeOf(report, samePage)).toBe("violations");
    expect(nodesOf(report, samePage, "violations")).toHaveLength(2);
  });

  it("asks about links that each stand alone in their paragraphs, whose contexts say the same", async () => {
    const report = await scan("/kontext-allein.html", "AA", "en");
    expect(outcomeOf(report, sameContext)).toBe("incomplete");
    const review = nodesOf(report, sameContext, "incomplete");
    // The two "Anfahrt" links have paragraphs of their own that differ: not the same context.
    expect(review.map((node) => node.html)).toEqual([
      '<a href="/termine.html?reihe=lesungen">',
      '<a href="/termine.html?reihe=konzerte">',
    ]);
    expect(review[0]?.failureSummary).toContain("Do both destinations offer the same content");
  });

  it("keeps the page-wide rule to AAA scans", async () => {
    const report = await scan("/kontext-getrennt.html", "AA");
    expect(outcomeOf(report, samePage)).toBe("absent");
  });

  it("reports images named after their file with its extension, a checksum or a camera number", async () => {
    const report = await scan("/bilder-dateiname.html");
    expect(outcomeOf(report, filename)).toBe("violations");
    const nodes = nodesOf(report, filename, "violations");
    expect(nodes.map((node) => node.html)).toEqual([
      expect.stringContaining('alt="IMG_2041.png"'),
      expect.stringContaining('alt="IMG_2041"'),
      expect.stringContaining("3f9a2c4e"),
      expect.stringContaining('type="image"'),
    ]);
  });

  it("asks a person about file names without extension, downloads and placeholder names", async () => {
    const report = await scan("/bilder-pruefen.html");
    expect(outcomeOf(report, filename)).toBe("incomplete");
    expect(nodesOf(report, filename, "incomplete").map((node) => node.html)).toEqual([
      expect.stringContaining('alt="Hafen"'),
      expect.stringContaining('alt="preisliste.png"'),
      expect.stringContaining('alt="Rathaus"'),
    ]);
    expect(nodesOf(report, imagePlaceholder, "incomplete").map((node) => node.html)).toEqual([
      expect.stringContaining('alt="Bild"'),
    ]);
    const [link, download] = nodesOf(report, linkPlaceholder, "incomplete");
    expect(link?.failureSummary).toContain("„hier“");
    expect(link?.failureSummary).toContain("/zeiten.html");
    // An action alone does not say on what; the table header may, a person decides.
    expect(download?.failureSummary).toContain("„Download“");
  });

  it("reports a placeholder-named link that nothing around it explains, and asks about the others", async () => {
    const report = await scan("/platzhalter-allein.html");
    expect(nodesOf(report, linkPlaceholder, "violations").map((node) => node.selector)).toEqual(["#allein"]);
    expect(nodesOf(report, linkPlaceholder, "violations")[0]?.failureSummary).toContain("„mehr“");
    expect(
      nodesOf(report, linkPlaceholder, "incomplete")
        .map((node) => node.selector)
        .sort(),
    ).toEqual(["#beschrieben", "#im-satz"]);
    // Link purpose from the link alone (2.4.9, AAA) is not a rule of the BFSG's level.
    expect(outcomeOf(report, linkPlaceholderAlone)).toBe("absent");
  });

  it("reports every placeholder-named link at AAA, where the link alone must say where it leads", async () => {
    const report = await scan("/platzhalter-allein.html", "AAA");
    expect(
      nodesOf(report, linkPlaceholderAlone, "violations")
        .map((node) => node.selector)
        .sort(),
    ).toEqual(["#allein", "#beschrieben", "#im-satz"]);
    expect(report.violations.find((finding) => finding.ruleId === linkPlaceholderAlone)?.wcag).toEqual([
      "2.4.9",
    ]);
    expect(outcomeOf(await scan("/bilder-gut.html", "AAA"), linkPlaceholderAlone)).toBe("passes");
  });

  it("passes images and links with descriptive names", async () => {
    const report = await scan("/bilder-gut.html");
    expect(outcomeOf(report, filename)).toBe("inapplicable");
    expect(outcomeOf(report, imagePlaceholder)).toBe("passes");
    expect(outcomeOf(report, linkPlaceholder)).toBe("passes");
  });

  it("finds nothing to apply to on a page without named images or links", async () => {
    const report = await scan("/ohne-bilder.html", "AAA");
    for (const rule of [sameContext, samePage, filename, linkPlaceholder, imagePlaceholder]) {
      expect(outcomeOf(report, rule)).toBe("inapplicable");
    }
  });
});

describe("destination comparison", () => {
  it("treats addresses a server answers alike as the same resource", () => {
    expect(compareTargets("https://example.org/a/", "http://www.example.org/a")).toBe("same");
    expect(compareTargets("https://example.org/a/index.html", "https://example.org/a#top")).toBe("same");
    expect(compareTargets("https://example.org/a?utm_source=x", "https://example.org/a")).toBe("same");
    expect(compareTargets("mailto:Info@example.org?subject=Hi", "mailto:info@example.org")).toBe("same");
    expect(compareTargets("tel:+49301234567", "tel:030-1234567")).toBe("same");
  });

  it("decides different only where no equivalence is possible", () => {
    expect(compareTargets("https://example.org/a?id=1", "https://example.org/a?id=2")).toBe("different");
    expect(compareTargets("mailto:info@example.org", "mailto:presse@example.org")).toBe("different");
    expect(compareTargets("tel:+49301234567", "tel:+49301234599")).toBe("different");
    expect(compareTargets("https://example.org/a", "https://example.org/b")).toBe("unsure");
    expect(compareTargets("https://example.org/a", "https://example.com/a")).toBe("unsure");
    expect(compareTargets("https://example.org/a#x", "https://example.org/a#y")).toBe("unsure");
    expect(compareTargets("mailto:info@example.org", "https://example.org/kontakt")).toBe("unsure");
    expect(compareTargets("mailto:?to=info@example.org", "mailto:presse@example.org")).toBe("unsure");
    expect(compareTargets("tel:0800-FLOWERS", "tel:0800-BLUMEN")).toBe("unsure");
    expect(compareTargets("https://example.org/a?_=1", "https://example.org/a?_=2")).toBe("same");
  });
});
