import { describe, expect, it } from "vitest";
import {
  type PageInventory,
  type SiteIssue,
  type SitePage,
  type SiteReport,
  scanLevels,
} from "#core/contract";
import deChecks from "~/locales/assessment/de";
import enChecks from "~/locales/assessment/en";
import { auditModel } from "~/utils/assessment/audit.server";
import {
  type Answer,
  assessedCriteria,
  assessmentOverview,
  automatedFor,
  type CriterionResult,
  elementKindOf,
  failedCriteria,
  manualBarriers,
  pathPattern,
  type Review,
  samplePages,
  verdictsFromConfirmed,
} from "~/utils/assessment/model";
import { validateSignOff } from "~/utils/assessment/sign-off";
import { notSignedOff } from "~/utils/assessment/store.server";
import { suggestionFor } from "~/utils/assessment/suggest";
import { conformanceWith, defaultStatementFields, type StatementAssessment } from "~/utils/statement/draft";
import { informal } from "../support/informal-german";

const root = "https://www.beispiel.de";

function page(path: string, depth: number, applied: number, critical = 0): SitePage {
  return {
    url: `${root}${path}`,
    finalUrl: `${root}${path}`,
    depth,
    status: "done",
    counts: { violations: 0, incomplete: 0, passes: applied, inapplicable: 50 - applied },
    impacts: { critical, serious: 0, moderate: 0, minor: 0 },
    violationCount: critical,
    occurrenceCount: critical,
  };
}

function issue(fields: Partial<SiteIssue> & Pick<SiteIssue, "key" | "wcag" | "category">): SiteIssue {
  return {
    ruleId: fields.key,
    impact: "serious",
    description: "",
    help: `Hilfe ${fields.key}`,
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/x",
    en301549: [],
    bestPractice: false,
    pattern: "x",
    pageCount: 1,
    occurrenceCount: 1,
    occurrences: [{ page: 0, selector: "x", html: "<x>", failureSummary: "" }],
    ...fields,
  };
}

function report(pages: SitePage[], issues: SiteIssue[] = []): SiteReport {
  const violations = issues.filter((i) => i.category === "violations");
  return {
    kind: "site",
    rootUrl: `${root}/`,
    level: "AA",
    locale: "de",
    axeVersion: "4.14.1",
    generatedAt: "2026-03-02T10:00:00.000Z",
    pages,
    issues,
    totals: {
      pagesScanned: pages.length,
      pagesFailed: 0,
      issues: violations.length,
      occurrences: violations.length,
      impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
      principles: { "1": violations.length, "2": 0, "3": 0, "4": 0 },
    },
    comparison: null,
  };
}

const answer = (
  criterion: string,
  pagePath: string,
  verdict: Answer["verdict"],
  extra: Partial<Answer> = {},
): Answer => ({
  criterion,
  pageUrl: `${root}${pagePath}`,
  verdict,
  barrier: verdict === "failed" ? `Barriere ${criterion}` : "",
  note: "",
  means: [],
  screenReader: "",
  carriedOver: false,
  updatedAt: new Date("2026-03-05T10:00:00Z"),
  ...extra,
});

describe("guided checks", () => {
  const checksOf = { de: deChecks, en: enChecks } as const;
  const check = (language: "de" | "en", criterion: string) =>
    Object.hasOwn(checksOf[language], criterion)
      ? checksOf[language][criterion as keyof typeof deChecks]
      : undefined;

  it("exist for every criterion of every offered scope, in German (formal) and English", () => {
    expect(assessedCriteria("AA")).toHaveLength(50);
    expect(assessedCriteria("A")).toEqual(assessedCriteria("AA"));
    // 4.1.1 stays: WCAG 2.2 removed it, but a BFSG statement (EN 301 549 V3.2.1) still needs it.
    expect(assessedCriteria("2.2")).toHaveLength(56);
    expect(assessedCriteria("2.2")).toContain("4.1.1");
    expect(assessedCriteria("AAA")).toHaveLength(87);
    for (const level of scanLevels) {
      for (const criterion of assessedCriteria(level)) {
        const de = check("de", criterion);
        const en = check("en", criterion);
        expect(de, `${level} ${criterion} de`).toBeDefined();
        expect(en, `${level} ${criterion} en`).toBeDefined();
        if (!de || !en) continue;
        expect(de.how.length, criterion).toBeGreaterThan(40);
        expect(de.pass.length, criterion).toBeGreaterThan(20);
        expect(en.how.length, criterion).toBeGreaterThan(40);
        expect(en.pass.length, criterion).toBeGreaterThan(20);
        expect(informal.test(`${de.how} ${de.pass}`), criterion).toBe(false);
        expect(de.pass.startsWith("Erfüllt, wenn"), criterion).toBe(true);
        expect(en.pass.startsWith("Met when"), criterion).toBe(true);
        expect(en.method, criterion).toBe(de.method);
      }
    }
    // No check for a criterion no scope offers.
    expect(Object.keys(deChecks).sort()).toEqual([...assessedCriteria("AAA")].sort());
    expect(Object.keys(enChecks).sort()).toEqual([...assessedCriteria("AAA")].sort());
  });

  it("say for each WCAG 2.2 addition how to test it step by step and what fails it", () => {
    const added = assessedCriteria("2.2").filter((criterion) => !assessedCriteria("AA").includes(criterion));
    expect(added).toEqual(["2.4.11", "2.5.7", "2.5.8", "3.2.6", "3.3.7", "3.3.8"]);
    for (const criterion of [...added, "2.4.12", "2.4.13", "3.3.9"]) {
      const de = check("de", criterion);
      const en = check("en", criterion);
      expect(de?.pass, criterion).toContain("Nicht erfüllt");
      expect(en?.pass, criterion).toContain("Not met");
    }
    for (const criterion of added) {
      expect(check("de", criterion)?.how.length, criterion).toBeGreaterThan(250);
      expect(check("en", criterion)?.how.length, criterion).toBeGreaterThan(250);
    }
    expect(check("de", "2.4.11")?.method).toBe("keyboard");
    expect(check("de", "2.4.11")?.how).toContain("200 % Zoom");
    expect(check("en", "2.5.8")?.how).toContain("24 × 24");
  });
});

describe("the sample", () => {
  it("generalises ids and the last segment of deeper paths", () => {
    expect(pathPattern(`${root}/`)).toBe("/");
    expect(pathPattern(`${root}/kontakt`)).toBe("/kontakt");
    expect(pathPattern(`${root}/blog/hallo-welt`)).toBe("/blog/*");
    expect(pathPattern(`${root}/blog/2024/hallo`)).toBe("/blog/:id/*");
    expect(pathPattern(`${root}/produkt?id=4`)).toBe("/produkt?");
  });

  it("takes one page per template, the start page first, then the most used templates", () => {
    const site = report([
      page("/", 0, 30),
      page("/kontakt", 1, 35),
      page("/blog/a", 1, 25),
      page("/blog/b", 1, 25),
      page("/blog/c", 2, 25),
      // Same address pattern, but other rules applied: a post with a video is another template.
      page("/blog/video", 1, 28),
    ]);
    const sample = samplePages(site);
    expect(sample.map((p) => p.url.slice(root.length))).toEqual(["/", "/blog/a", "/kontakt", "/blog/video"]);
    expect(sample[1]).toMatchObject({ pattern: "/blog/*", templatePages: 3 });
    expect(samplePages(site, 2)).toHaveLength(2);
  });

  it("sorts the report's elements by kind", () => {
    expect(elementKindOf("<h2>Titel</h2>")).toBe("headings");
    expect(elementKindOf('<img src="a.png">')).toBe("images");
    expect(elementKindOf('<input type="text">')).toBe("forms");
    expect(elementKindOf("<video>")).toBe("media");
    expect(elementKindOf('<div class="x">')).toBe("other");
  });
});

describe("criterion results", () => {
  const site = report(
    [page("/", 0, 30), page("/kontakt", 1, 35)],
    [
      issue({ key: "image-alt", wcag: ["1.1.1"], category: "violations" }),
      issue({ key: "color-contrast", wcag: ["1.4.3"], category: "incomplete" }),
    ],
  );
  const sample = samplePages(site);
  const result = (answers: Answer[], reviews: Review[] = [], criterion = "2.4.7") =>
    assessmentOverview(site, sample, answers, reviews).criteria.find((c) => c.criterion === criterion);

  it("fails on an automated violation, a failed page or a confirmed finding", () => {
    expect(result([], [], "1.1.1")?.status).toBe("failed");
    expect(result([answer("2.4.7", "/", "failed")])?.status).toBe("failed");
    const confirmed: Review = {
      issueKey: "color-contrast",
      decision: "confirmed",
      note: "",
      carriedOver: false,
    };
    expect(result([], [confirmed], "1.4.3")?.status).toBe("failed");
  });

  it("counts a criterion assessed beyond the scanned level as not tested automatically", () => {
    const wcag22 = { ...site, level: "2.2" as const };
    expect(automatedFor(wcag22, "4.1.1").tested).toBe(false);
    expect(automatedFor(wcag22, "1.1.1").tested).toBe(true);
    expect(automatedFor({ ...site, level: "A" }, "1.4.3").tested).toBe(false);
  });

  it("passes only with every sampled page answered on this run and every finding answered", () => {
    expect(result([answer("2.4.7", "/", "passed")])?.status).toBe("open");
    expect(
      result([answer("2.4.7", "/", "passed"), answer("2.4.7", "/kontakt", "notApplicable")])?.status,
    ).toBe("passed");
    expect(
      result([answer("2.4.7", "/", "notApplicable"), answer("2.4.7", "/kontakt", "notApplicable")])?.status,
    ).toBe("notApplicable");
    // Carried over and not confirmed: still open, and counted as waiting.
    const carried = result([
      answer("2.4.7", "/", "passed"),
      answer("2.4.7", "/kontakt", "passed", { carriedOver: true }),
    ]);
    expect(carried).toMatchObject({ status: "open", toReconfirm: 1 });
    // A needs-review finding not answered keeps 1.4.3 open however the pages were answered.
    const pages = [answer("1.4.3", "/", "passed"), answer("1.4.3", "/kontakt", "passed")];
    expect(result(pages, [], "1.4.3")?.status).toBe("open");
    const dismissed: Review = {
      issueKey: "color-contrast",
      decision: "dismissed",
      note: "",
      carriedOver: false,
    };
    expect(result(pages, [dismissed], "1.4.3")?.status).toBe("passed");
  });

  it("lists the barriers people recorded and confirmed", () => {
    const overview = assessmentOverview(
      site,
      sample,
      [answer("2.4.7", "/", "failed")],
      [{ issueKey: "color-contrast", decision: "confirmed", note: "", carriedOver: false }],
    );
    expect(manualBarriers(overview)).toEqual([
      { criterion: "1.4.3", texts: ["Hilfe color-contrast"], pages: 1 },
      { criterion: "2.4.7", texts: ["Barriere 2.4.7"], pages: 1 },
    ]);
  });
});

describe("statement from automated and manual results", () => {
  const clean = report([page("/", 0, 30), page("/kontakt", 1, 30)]);
  const withViolation = report(
    [page("/", 0, 30), page("/kontakt", 1, 30)],
    [issue({ key: "image-alt", wcag: ["1.1.1"], category: "violations" })],
  );
  const everywhereCritical = report(
    [page("/", 0, 30, 1), page("/kontakt", 1, 30, 1)],
    [issue({ key: "image-alt", wcag: ["1.1.1"], category: "violations", impact: "critical" })],
  );
  const assessment = (fields: Partial<StatementAssessment>): StatementAssessment => ({
    date: "2026-03-05",
    criteria: 50,
    decided: 50,
    decidedByPerson: 50,
    decidedByScan: 0,
    failed: 0,
    open: [],
    samplePages: 2,
    barriers: [],
    means: [],
    screenReaders: [],
    described: [],
    confirmed: [],
    ...fields,
  });

  it("derives the conformance status", () => {
    // Without an assessment the scan alone decides, as before.
    expect(conformanceWith(clean)).toBe("full");
    // Everything assessed, nothing failed: fully.
    expect(conformanceWith(clean, assessment({}))).toBe("full");
    // Not everything assessed: never "fully".
    expect(conformanceWith(clean, assessment({ decided: 10, open: ["1.2.1"] }))).toBe("partial");
    // A criterion failed by hand or by the scan: partially.
    const failed = assessment({ failed: 1, barriers: [{ criterion: "2.4.7", texts: ["Fokus"], pages: 1 }] });
    expect(conformanceWith(clean, failed)).toBe("partial");
    expect(conformanceWith(withViolation, assessment({ failed: 1 }))).toBe("partial");
    // Critical violations on every page: not conformant, whatever was assessed.
    expect(conformanceWith(everywhereCritical, assessment({ failed: 1 }))).toBe("none");
  });

  it("states barriers from both sources and the method as it was, in both languages", () => {
    const partial = assessment({
      decided: 12,
      decidedByPerson: 11,
      decidedByScan: 1,
      failed: 2,
      open: ["1.2.1", "1.2.2"],
      barriers: [
        { criterion: "1.1.1", texts: ["Das Logo hat keinen Alternativtext"], pages: 1 },
        { criterion: "2.4.7", texts: ["Der Fokus ist im Menü unsichtbar"], pages: 2 },
      ],
      described: [
        { criterion: "1.1.1", pageUrl: `${root}/`, text: "Das Logo hat keinen Alternativtext" },
        { criterion: "2.4.7", pageUrl: `${root}/`, text: "Der Fokus ist im Menü unsichtbar" },
        { criterion: "2.4.7", pageUrl: `${root}/kontakt`, text: "Der Fokus ist im Menü unsichtbar" },
      ],
    });
    const de = defaultStatementFields(withViolation, {
      locale: "de",
      siteUrl: `${root}/`,
      assessment: partial,
      pageTitle: (url) => (url === `${root}/kontakt` ? "Kontakt – Teehaus" : null),
      today: new Date("2026-03-06T10:00:00Z"),
    });
    expect(de.conformance).toBe("partial");
    expect(de.knownBarriers.split("\n")).toEqual([
      "- Auf allen geprüften Seiten: Der Fokus ist im Menü unsichtbar.",
      "- Auf der Startseite: Bilder und Grafiken haben keinen passenden Alternativtext; wer einen Screenreader nutzt, erfährt nicht, was sie zeigen. Das Logo hat keinen Alternativtext.",
    ]);
    expect(de.assessmentMethod).toContain("nach EN 301 549 Kapitel 9 bewertet (Stand: 5. März 2026)");
    expect(de.assessmentMethod).toContain(
      "Bewertet sind 12 von 50 Erfolgskriterien: 1 automatisch, 11 von Hand.",
    );
    expect(de.assessmentMethod).toContain("Noch nicht bewertet sind 2 Erfolgskriterien (WCAG 1.2.1, 1.2.2)");
    expect(de.assessmentMethod).not.toContain("[[");
    expect(de.howRequirementsMet).toContain("Prüfung von Hand haben Barrieren bei 2 WCAG-Erfolgskriterien");

    const en = defaultStatementFields(clean, {
      locale: "en",
      siteUrl: `${root}/`,
      assessment: assessment({}),
    });
    expect(en.conformance).toBe("full");
    expect(en.assessmentMethod).toContain(
      "50 of 50 success criteria are rated: 0 automatically, 50 by hand.",
    );
    expect(en.assessmentMethod).toContain("All success criteria have been rated.");
    expect(en.howRequirementsMet).toContain("found no barriers: all 50 success criteria are met");

    const unfinished = defaultStatementFields(clean, {
      locale: "en",
      siteUrl: `${root}/`,
      assessment: assessment({ decided: 3, open: ["1.2.1"] }),
    });
    expect(unfinished.conformance).toBe("partial");
    expect(unfinished.howRequirementsMet).toContain("The manual assessment is not finished");
    expect(unfinished.knownBarriers).toBe("");
  });
});

describe("the audit report", () => {
  it("tells apart the issues of one rule and the elements of one page (its lists' keys)", () => {
    // One rule failing on two element patterns is two issues; two elements of one page may share their HTML.
    const twins = [
      { page: 0, selector: "main > a:nth-child(1)", html: '<a href="/">Mehr</a>', failureSummary: "" },
      { page: 0, selector: "main > a:nth-child(2)", html: '<a href="/">Mehr</a>', failureSummary: "" },
    ];
    const site = report(
      [page("/", 0, 30), page("/kontakt", 1, 35)],
      [
        issue({ key: "link-name a.more", ruleId: "link-name", wcag: ["2.4.4"], category: "violations" }),
        issue({
          key: "link-name a.card",
          ruleId: "link-name",
          wcag: ["2.4.4"],
          category: "violations",
          occurrences: twins,
        }),
        issue({ key: "link-in-text-block p a", ruleId: "x", wcag: ["2.4.4"], category: "incomplete" }),
        issue({ key: "link-in-text-block li a", ruleId: "x", wcag: ["2.4.4"], category: "incomplete" }),
      ],
    );
    const sample = samplePages(site);
    const reviews: Review[] = ["link-in-text-block p a", "link-in-text-block li a"].map((issueKey) => ({
      issueKey,
      decision: "dismissed",
      note: "",
      carriedOver: false,
    }));
    const at = new Date("2026-03-05T10:00:00Z");
    const model = auditModel("de", "run-1", site, {
      head: { runId: "run-1", carriedFromRunId: null, createdAt: at, updatedAt: at, ...notSignedOff },
      sample,
      answers: [],
      reviews,
      overview: assessmentOverview(site, sample, [], reviews),
    });
    const criterion = model.criteria.find((c) => c.criterion === "2.4.4");
    const keys = (list: string[]) => new Set(list).size === list.length && list.every(Boolean);
    expect(criterion?.violations.map((v) => v.ruleId)).toEqual(["link-name", "link-name"]);
    expect(keys(criterion?.violations.map((v) => v.key) ?? [])).toBe(true);
    expect(keys(criterion?.reviews.map((r) => r.key) ?? [])).toBe(true);
    const evidence = criterion?.violations[1]?.evidence ?? [];
    expect(evidence).toHaveLength(2);
    expect(keys(evidence.map((e) => `${e.pageUrl} ${e.selector}`))).toBe(true);
  });
});

describe("answering faster", () => {
  const site = report(
    [page("/", 0, 30), page("/kontakt", 1, 35)],
    [
      issue({ key: "video-caption", wcag: ["1.2.2"], category: "violations" }),
      issue({
        key: "title-review",
        wcag: ["2.4.2", "2.4.13"],
        category: "incomplete",
        occurrences: [
          { page: 0, selector: "title", html: "<title>", failureSummary: "" },
          { page: 1, selector: "title", html: "<title>", failureSummary: "" },
        ],
      }),
    ],
  );
  const sample = samplePages(site);
  const overview = assessmentOverview(site, sample, [], []);
  const resultOf = (criterion: string) => overview.criteria.find((c) => c.criterion === criterion);
  const inventory = (fields: number, media: number): PageInventory => ({
    title: "",
    lang: "de",
    headings: [],
    images: [],
    fields: Array.from({ length: fields }, () => ({
      type: "text",
      name: "",
      required: false,
      autocomplete: "",
    })),
    media: Array.from({ length: media }, () => ({
      kind: "video" as const,
      controls: true,
      autoplay: false,
      muted: false,
      tracks: [],
    })),
    landmarks: [],
    cut: [],
  });
  const both = (start: PageInventory, contact: PageInventory) =>
    new Map([
      [`${root}/`, start],
      [`${root}/kontakt`, contact],
    ]);

  it("suggests 'not applicable' only where every sampled page's inventory shows nothing relevant", () => {
    const plain = both(inventory(0, 0), inventory(0, 0));
    expect(suggestionFor(resultOf("1.2.1") as CriterionResult, sample, plain)).toEqual({
      verdict: "notApplicable",
      reason: "noMedia",
      pages: 2,
    });
    expect(suggestionFor(resultOf("3.3.2") as CriterionResult, sample, plain)?.reason).toBe("noFields");
    // Not for a criterion the inventory cannot speak for, nor one the scan found something for.
    expect(suggestionFor(resultOf("2.4.7") as CriterionResult, sample, plain)).toBeNull();
    expect(suggestionFor(resultOf("1.2.2") as CriterionResult, sample, plain)).toBeNull();
    // A video on one page, a field on one page, a page without an inventory: no suggestion.
    expect(
      suggestionFor(resultOf("1.2.1") as CriterionResult, sample, both(inventory(0, 0), inventory(0, 1))),
    ).toBeNull();
    expect(
      suggestionFor(resultOf("3.3.2") as CriterionResult, sample, both(inventory(1, 0), inventory(0, 0))),
    ).toBeNull();
    expect(
      suggestionFor(resultOf("1.2.1") as CriterionResult, sample, new Map([[`${root}/`, inventory(0, 0)]])),
    ).toBeNull();
    // Once decided, nothing is suggested.
    const decided = assessmentOverview(
      site,
      sample,
      [answer("1.2.1", "/", "notApplicable"), answer("1.2.1", "/kontakt", "notApplicable")],
      [],
    );
    const result = decided.criteria.find((c) => c.criterion === "1.2.1") as CriterionResult;
    expect(suggestionFor(result, sample, plain)).toBeNull();
  });

  it("turns a confirmed finding into failed verdicts on the sampled pages it occurs on", () => {
    const finding = site.issues[1] as SiteIssue;
    const own = answer("2.4.2", "/kontakt", "failed", { barrier: "Beide Seiten heißen gleich.", note: "n" });
    const verdicts = verdictsFromConfirmed(finding, site, sample, assessedCriteria("AA"), [
      answer("2.4.2", "/", "passed", { note: "Titel geprüft", means: ["contentReview"] }),
      own,
    ]);
    // 2.4.13 is not assessed at AA: only 2.4.2, on both pages; the own description stays.
    expect(verdicts).toEqual([
      {
        criterion: "2.4.2",
        pageUrl: `${root}/`,
        verdict: "failed",
        barrier: "Hilfe title-review",
        note: "Titel geprüft",
        means: ["contentReview"],
        screenReader: "",
      },
      {
        criterion: "2.4.2",
        pageUrl: `${root}/kontakt`,
        verdict: "failed",
        barrier: "Beide Seiten heißen gleich.",
        note: "n",
        means: [],
        screenReader: "",
      },
    ]);
  });

  it("explains a failure by criterion, pages and source", () => {
    const failed = failedCriteria(
      assessmentOverview(site, sample, [answer("2.4.7", "/kontakt", "failed")], []),
      site,
    );
    expect(failed).toEqual([
      { criterion: "1.2.2", pages: [`${root}/`], morePages: 0, sources: ["automated"] },
      { criterion: "2.4.7", pages: [`${root}/kontakt`], morePages: 0, sources: ["manual"] },
    ]);
  });

  it("checks the sign-off: name, role, a real date, at most 20 entries a list", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    expect(
      validateSignOff(
        form({
          auditorName: " Kim  Berger ",
          auditorRole: "Prüferin",
          tools: "Firefox 133\r\n\r\n  Colour   Contrast Analyser ",
          assistiveTechnologies: "",
          signedOffOn: "2026-11-27",
        }),
      ),
    ).toEqual({
      ok: true,
      signOff: {
        auditorName: "Kim Berger",
        auditorRole: "Prüferin",
        tools: ["Firefox 133", "Colour Contrast Analyser"],
        assistiveTechnologies: [],
        signedOffOn: "2026-11-27",
      },
    });
    const refused = validateSignOff(
      form({ auditorName: "", auditorRole: "", tools: "x".repeat(121), signedOffOn: "2026-02-29" }),
    );
    expect(refused.ok ? {} : refused.errors).toEqual({
      auditorName: "nameRequired",
      auditorRole: "roleRequired",
      tools: "itemTooLong",
      signedOffOn: "dateInvalid",
    });
  });
});
