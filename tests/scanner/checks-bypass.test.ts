/**
 * Bypass blocks (ACT cf77f2) and its atomic rules (b40fd1, 047fe0, ye5d6e, 3e12e1) on fixture pages of
 * our own, through puppeteer-core: a page that starts with a block found on another page of the site and
 * offers no way past it is a violation of each, and answers axe's question about the page; a main
 * landmark, a heading, a skip link or a control leave the composite decision to axe-core (no finding of
 * ours) and pass the atomic rule they satisfy; a control that could hide the block is asked about.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BypassFacts,
  bypassCheck,
  decideAtomic,
  mayFail,
  ownContentAfterRepeated,
} from "#scanner/checks/bypass";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/bypass");
});
afterAll(async () => {
  await harness?.close();
});

const rule = "ks-bypass-blocks-missing";
const landmark = "ks-bypass-no-landmark";
const heading = "ks-bypass-no-heading";
const skipLink = "ks-bypass-no-skip-link";
const collapse = "ks-bypass-not-collapsible";
const atomic = [landmark, heading, skipLink, collapse];

describe.each(suiteRuntimes)("bypass blocks with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [bypassCheck], locale }));

  it("reports a page whose own content follows a repeated block with no way past it", async () => {
    const report = await scan("/kapitel-1.html");
    expect(outcomeOf(report, rule)).toBe("violations");
    const [node] = report.violations.find((finding) => finding.ruleId === rule)?.nodes ?? [];
    expect(node?.failureSummary).toContain("kapitel-2.html");
    expect(node?.failureSummary).toContain("„Kapitel 1: Ulm“");
    expect(node?.failureSummaryIn?.en).toContain('("Kapitel 1: Ulm")');
    // axe-core's question about the same page is answered.
    expect(report.incomplete.some((finding) => finding.ruleId === "bypass")).toBe(false);
  });

  it("fails each atomic rule on a page with no means past the repeated block", async () => {
    const report = await scan("/kapitel-1.html", "en");
    for (const id of atomic) expect(outcomeOf(report, id), id).toBe("violations");
    const [node] = report.violations.find((finding) => finding.ruleId === skipLink)?.nodes ?? [];
    expect(node?.failureSummary).toContain('own content ("Kapitel 1: Ulm") follows content also found on');
    expect(node?.failureSummaryIn?.de).toContain("kein Link der Seite führt den Fokus direkt davor");
  });

  it("passes the atomic rule whose means the page has, and asks where a control could collapse the block", async () => {
    const outcomes = async (path: string) => {
      const report = await scan(path);
      return Object.fromEntries(atomic.map((id) => [id, outcomeOf(report, id)]));
    };
    expect(await outcomes("/mit-main.html")).toMatchObject({ [landmark]: "passes", [heading]: "violations" });
    // A main that starts with repeated content (a breadcrumb, say) is left alone rather than judged.
    expect(await outcomes("/main-mit-wiederholung.html")).toMatchObject({
      [landmark]: "passes",
      [heading]: "violations",
    });
    expect(await outcomes("/mit-ueberschrift.html")).toMatchObject({
      [landmark]: "violations",
      [heading]: "passes",
    });
    expect(await outcomes("/mit-sprunglink.html")).toMatchObject({
      [skipLink]: "passes",
      [collapse]: "incomplete",
    });
    expect(await outcomes("/mit-schalter.html")).toEqual({
      [landmark]: "violations",
      [heading]: "violations",
      [skipLink]: "incomplete",
      [collapse]: "incomplete",
    });
  });

  it("fails a skip link without a target and a heading hidden from screen readers", async () => {
    const noTarget = await scan("/sprunglink-ins-leere.html");
    expect(outcomeOf(noTarget, skipLink)).toBe("violations");
    expect(outcomeOf(noTarget, heading)).toBe("passes");
    expect(outcomeOf(noTarget, landmark)).toBe("violations");
    const hidden = await scan("/verborgene-ueberschrift.html");
    expect(outcomeOf(hidden, heading)).toBe("violations");
    expect(outcomeOf(hidden, skipLink)).toBe("passes");
    for (const report of [noTarget, hidden]) expect(outcomeOf(report, rule)).toBe("absent");
  });

  it("passes the atomic rules where nothing is repeated or nothing leads to another page", async () => {
    for (const path of ["/ohne-wiederholung.html", "/ohne-links.html"]) {
      const report = await scan(path);
      for (const id of atomic) expect(outcomeOf(report, id), `${path} ${id}`).toBe("passes");
    }
  });

  it("fetches no other page where a main landmark and a heading are there, and decides no skip link then", async () => {
    const report = await scan("/mit-main-und-ueberschrift.html");
    expect(outcomeOf(report, landmark)).toBe("passes");
    expect(outcomeOf(report, heading)).toBe("passes");
    expect(outcomeOf(report, skipLink)).toBe("absent");
    // Had the other page been fetched, both would have an outcome.
    expect(outcomeOf(report, collapse)).toBe("absent");
  });

  it("says nothing where a main landmark, a heading, a skip link or a control may bypass the block", async () => {
    for (const path of [
      "/mit-main.html",
      "/mit-ueberschrift.html",
      "/mit-sprunglink.html",
      "/mit-schalter.html",
    ]) {
      expect(outcomeOf(await scan(path), rule), path).toBe("absent");
    }
  });

  it("says nothing about a page that shares no content with the pages it links to", async () => {
    expect(outcomeOf(await scan("/ohne-wiederholung.html", "en"), rule)).toBe("absent");
  });
});

describe("the atomic rules' decisions", () => {
  const elsewhere = new Set(["Home", "Shop", "About the novel and its author"]);
  const facts = (overrides: Partial<BypassFacts>): BypassFacts => ({
    texts: ["Home", "Shop", "About the novel and its author", "Chapter 1", "It was a foggy morning."],
    pages: ["https://example.org/chapter-2"],
    linksElsewhere: true,
    hidden: false,
    compositeCandidate: false,
    controls: false,
    inPageLink: false,
    landmarks: [],
    headings: [],
    skipTargets: [],
    ...overrides,
  });

  it("passes a landmark that starts with the page's own content, not one that starts with the repeated block", () => {
    const own = facts({ landmarks: [{ role: "main", first: 3, mediaFirst: false }] });
    expect(decideAtomic(own, elsewhere, false).landmark).toBe("passed");
    const repeated = facts({ landmarks: [{ role: "navigation", first: 0, mediaFirst: false }] });
    expect(decideAtomic(repeated, elsewhere, false).landmark).toBe("failed");
  });

  it("counts a heading only with text of the page's own, or with no text to compare", () => {
    expect(
      decideAtomic(facts({ headings: [{ texts: [2], navigation: true }] }), elsewhere, false).heading,
    ).toBe("failed");
    expect(
      decideAtomic(facts({ headings: [{ texts: [3], navigation: false }] }), elsewhere, false).heading,
    ).toBe("passed");
    expect(
      decideAtomic(facts({ headings: [{ texts: [], navigation: false }] }), elsewhere, false).heading,
    ).toBe("passed");
  });

  it("asks instead of failing where a control or a listener could move focus or hide the block", () => {
    expect(decideAtomic(facts({}), elsewhere, false)).toMatchObject({
      skipLink: "failed",
      collapse: "failed",
    });
    expect(decideAtomic(facts({}), elsewhere, true)).toMatchObject({
      skipLink: "review",
      collapse: "review",
    });
    expect(decideAtomic(facts({ controls: true }), elsewhere, false)).toMatchObject({
      skipLink: "review",
      collapse: "review",
    });
    const skip = facts({
      inPageLink: true,
      skipTargets: [{ next: 3, mediaFirst: false, navigation: false }],
    });
    expect(decideAtomic(skip, elsewhere, false)).toMatchObject({ skipLink: "passed", collapse: "review" });
  });

  it("passes every rule where no own content follows repeated content", () => {
    expect(decideAtomic(facts({}), new Set(["Home"]), false)).toMatchObject({
      start: null,
      landmark: "passed",
      heading: "passed",
      skipLink: "passed",
      collapse: "passed",
    });
  });

  it("fetches nothing for a page with a main landmark, a heading, a skip link and controls", () => {
    const complete = facts({
      controls: true,
      inPageLink: true,
      landmarks: [{ role: "main", first: 3, mediaFirst: false }],
      headings: [{ texts: [3], navigation: false }],
      skipTargets: [{ next: 3, mediaFirst: false, navigation: false }],
    });
    expect(mayFail(complete)).toEqual({});
    expect(mayFail({ ...complete, hidden: true, landmarks: [] })).toEqual({});
    expect(mayFail({ ...complete, landmarks: [] })).toEqual({ landmark: "failed" });
  });
});

describe("own content after repeated content", () => {
  const elsewhere = new Set(["Home", "About the novel and its author", "Footer"]);

  it("starts at the first text of the page's own after repeated text of three words or more", () => {
    expect(ownContentAfterRepeated(["Next", "About the novel and its author", "Chapter 1"], elsewhere)).toBe(
      2,
    );
  });

  it("needs more than a word or two in common", () => {
    expect(ownContentAfterRepeated(["Home", "Chapter 1", "Footer"], elsewhere)).toBeNull();
    expect(ownContentAfterRepeated(["Chapter 1", "About the novel and its author"], elsewhere)).toBeNull();
  });
});
