/** Iframes with the same name but different content (ACT 4b1c6c) on fixture pages, through puppeteer-core. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FrameFacts, framesCheck, relationOf } from "#scanner/checks/frames";
import {
  type CheckHarness,
  outcomeOf,
  type Runtime,
  reportOf,
  startCheckHarness,
  suiteRuntimes,
} from "./check-harness";

const ruleId = "ks-iframe-same-name-different-content";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/frames");
});
afterAll(async () => {
  await harness?.close();
});

const scan = async (runtime: Runtime, path: string, locale: "de" | "en" = "de") =>
  reportOf(await harness.scan(runtime, path, { checks: [framesCheck], locale }));

describe.each(suiteRuntimes)("iframe name check with %s", (runtime) => {
  it("finds two frames named alike that show entirely different documents", async () => {
    const report = await scan(runtime, "/failing.html", "en");
    const finding = report.violations.find((f) => f.ruleId === ruleId);
    expect(finding).toMatchObject({ engine: "klarsicht", wcag: ["4.1.2"], impact: "serious" });
    expect(finding?.nodes.map((node) => node.selector)).toEqual(["#weg", "#post"]);
    expect(finding?.nodes[0]?.failureSummary).toBe(
      `This iframe is named “Anfahrt” like another one on the page but shows entirely different content: here “Anfahrt” (${harness.origin}/inhalt/anfahrt.html), there “Newsletter” (${harness.origin}/inhalt/newsletter.html).`,
    );
  });

  it("compares frames nested in a frame of the page, names matched regardless of case and spaces", async () => {
    const report = await scan(runtime, "/failing-nested.html");
    const finding = report.violations.find((f) => f.ruleId === ruleId);
    expect(finding?.nodes.map((node) => node.selector)).toEqual([
      'iframe[title="Anfahrt"]',
      "#rahmen > #innen",
    ]);
    expect(finding?.nodes[1]?.failureSummary).toContain("„Newsletter“");
  });

  it("passes the same address, copies and shorter versions under the same title, and ignores unshown frames", async () => {
    expect(outcomeOf(await scan(runtime, "/passing.html"), ruleId)).toBe("passes");
  });

  it("leaves pages alone whose frames have different names, no name or are hidden", async () => {
    expect(outcomeOf(await scan(runtime, "/inapplicable.html"), ruleId)).toBe("inapplicable");
  });

  it("asks about frames with overlapping content or an error page instead of deciding", async () => {
    const report = await scan(runtime, "/review.html");
    expect(report.violations.some((f) => f.ruleId === ruleId)).toBe(false);
    const finding = report.incomplete.find((f) => f.ruleId === ruleId);
    expect(finding?.nodeCount).toBe(4);
    expect(finding?.nodes[0]?.failureSummary).toContain("Dienen beide Inhalte demselben Zweck?");
  });
});

describe("deciding whether two frames embed equivalent resources", () => {
  const frame = (facts: Partial<FrameFacts>): FrameFacts => ({
    selector: "iframe",
    html: "<iframe>",
    name: "Karte",
    srcdoc: null,
    src: "https://example.org/a",
    url: null,
    title: null,
    textHash: null,
    words: null,
    wordsCapped: false,
    errorPage: false,
    ...facts,
  });
  const readable = (url: string, title: string, words: string[], extra: Partial<FrameFacts> = {}) =>
    frame({ src: url, url, title, words, textHash: words.join(" "), ...extra });

  it("takes addresses that differ only in the fragment, or the same srcdoc, as the same resource", () => {
    expect(relationOf(frame({ src: "https://a.test/x#1" }), frame({ src: "https://a.test/x" }))).toBe("same");
    expect(relationOf(frame({ srcdoc: "<p>a" }), frame({ srcdoc: "<p>a" }))).toBe("same");
  });

  it("cannot tell frames of other origins apart by their address alone", () => {
    expect(relationOf(frame({ src: "https://a.test/x" }), frame({ src: "https://a.test/y" }))).toBe("unsure");
  });

  it("never takes an error page, or too little text, as proof of a different purpose", () => {
    const good = readable("https://a.test/x", "Karte Kiel", ["hafen", "kiel"]);
    const broken = readable("https://a.test/y", "Nicht gefunden", ["not", "found"], { errorPage: true });
    expect(relationOf(good, broken)).toBe("unsure");
    expect(relationOf(good, readable("https://a.test/z", "Laden", ["laden"]))).toBe("unsure");
    expect(relationOf(good, readable("https://a.test/z", "Newsletter", ["post", "bestellen"]))).toBe(
      "different",
    );
  });
});
