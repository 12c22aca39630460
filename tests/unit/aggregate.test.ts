import { describe, expect, it } from "vitest";
import {
  aggregateSite,
  compactPageReport,
  maxNodesPerFinding,
  SiteReportTooLarge,
  siteReportFromPage,
} from "#core/aggregate";
import {
  type Finding,
  type FindingNode,
  type PageReport,
  type SitePageResult,
  type SiteReport,
  siteReportCaps,
} from "#core/contract";
import { elementPattern } from "#core/element-pattern";

const generatedAt = new Date("2026-03-01T10:00:00Z");

function node(selector: string, html: string): FindingNode {
  return { selector, html, failureSummary: `Fix: ${selector}` };
}

function finding(ruleId: string, nodes: FindingNode[], overrides: Partial<Finding> = {}): Finding {
  return {
    ruleId,
    impact: "serious",
    description: `${ruleId} description`,
    help: `${ruleId} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ["1.1.1"],
    en301549: ["9.1.1.1"],
    bestPractice: false,
    nodes,
    ...overrides,
  };
}

function pageReport(url: string, parts: Partial<PageReport> = {}): PageReport {
  const violations = parts.violations ?? [];
  const incomplete = parts.incomplete ?? [];
  return {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: violations.length, incomplete: incomplete.length, passes: 12, inapplicable: 30 },
    impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
    violations,
    incomplete,
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.0",
    ...parts,
  };
}

function failed(url: string): SitePageResult {
  return { url, depth: 1, outcome: { ok: false, error: "timeout" } };
}

function done(report: PageReport, depth = 1): SitePageResult {
  return { url: report.url, depth, outcome: { ok: true, report } };
}

const logo = () => node("header > img.logo", '<img class="logo" src="/logo.svg">');
const search = () => node('input[name="q"]', '<input type="search" name="q">');
const root = "https://example.com/";

function aggregate(pages: SitePageResult[], previous?: { runId: string; report: SiteReport }): SiteReport {
  return aggregateSite({ rootUrl: root, level: "AA", locale: "de", pages, generatedAt }, previous);
}

type SelectorAndHtml = [selector: string, html: string];

describe("elementPattern", () => {
  it.each<[string, SelectorAndHtml, SelectorAndHtml]>([
    [
      "the same logo, found by different selectors on different pages",
      [".logo", '<img class="logo" src="/logo.svg">'],
      ["header > .logo", '<img src="/logo.svg" class="logo is-active">'],
    ],
    [
      "list items at different positions",
      ["#main > ul > li:nth-child(3) > a", '<a href="/kontakt">Kontakt</a>'],
      ["#main > ul > li:nth-child(7) > a", '<a href="/impressum">Impressum</a>'],
    ],
    [
      "classes generated per build (CSS-in-JS hashes) and state classes",
      [".css-1x2y3z", '<button class="css-1x2y3z nav-toggle nav-toggle--open"></button>'],
      [".css-9q8w7e", '<button class="nav-toggle css-9q8w7e"></button>'],
    ],
    [
      "an unlabeled search field in every header",
      ['input[name="q"]', '<input type="search" name="q">'],
      ['header > form > input[name="q"]', '<input name="q" type="search" placeholder="Suche">'],
    ],
    [
      "ids with generated numbers",
      ["#field-1234", '<input id="field-1234" class="newsletter-email" type="email">'],
      ["#field-5678", '<input id="field-5678" class="newsletter-email" type="email">'],
    ],
    [
      "a bare logo image found by its file name",
      ['img[src$="logo.svg"]', '<img src="/assets/logo.svg">'],
      ['img[src$="logo.svg"]', '<img src="/assets/logo.svg" width="120">'],
    ],
  ])("puts %s together", (_what, [selectorA, htmlA], [selectorB, htmlB]) => {
    expect(elementPattern(selectorA, htmlA)).toBe(elementPattern(selectorB, htmlB));
  });

  it.each<[string, SelectorAndHtml, SelectorAndHtml]>([
    [
      "the header logo and a teaser image (classes)",
      ["header > .logo", '<img class="logo" src="/logo.svg">'],
      [".teaser__image", '<img class="teaser__image" src="/sommer.jpg">'],
    ],
    [
      "the header logo and a teaser image (bare, told apart by axe's file name hint)",
      ['img[src$="logo.svg"]', '<img src="/logo.svg">'],
      ['img[src$="sommer.jpg"]', '<img src="/sommer.jpg">'],
    ],
    [
      "links in the navigation and in the footer",
      ["nav > ul > li:nth-child(2) > a", '<a href="/a">A</a>'],
      ["footer > ul > li:nth-child(2) > a", '<a href="/a">A</a>'],
    ],
    [
      "a search field and a checkbox",
      ['input[name="q"]', '<input name="q" type="search">'],
      ['input[name="q"]', '<input name="q" type="checkbox">'],
    ],
  ])("keeps %s apart", (_what, [selectorA, htmlA], [selectorB, htmlB]) => {
    expect(elementPattern(selectorA, htmlA)).not.toBe(elementPattern(selectorB, htmlB));
  });

  it("names elements readably", () => {
    expect(elementPattern("header > .logo", '<img class="logo site-logo" src="/l.svg">')).toBe(
      "img.logo.site-logo",
    );
    expect(elementPattern("#main > ul > li:nth-child(3) > a", '<a href="/x">x</a>')).toBe(
      "#main > ul > li > a",
    );
    expect(elementPattern("#search", '<input id="search">')).toBe('input#search[type="text"]');
    expect(elementPattern('div[role="button"]', '<div role="Button" tabindex="0">')).toBe(
      'div[role="button"]',
    );
  });

  it("groups bare elements by the ancestors the engine read from the document, not by axe's selector", () => {
    // axe shortens its selector as far as each page allows: the same navigation link is found three ways.
    const navigation = "header.kopf > nav > ul.menu > li";
    const links = [
      elementPattern('a[href="/kontakt"]', '<a href="/kontakt">Kontakt</a>', navigation),
      elementPattern(".kopf > nav > ul > li:nth-child(2) > a", '<a href="/kaffee/">Kaffee</a>', navigation),
      elementPattern(
        "li:nth-child(4) > a",
        '<a href="/">Start</a>',
        "header.kopf > nav > ul.menu > li.active",
      ),
    ];
    expect(new Set(links)).toEqual(new Set(["header.kopf > nav > ul.menu > li > a"]));
    // The same kind of element in another component stays apart.
    expect(elementPattern('a[href="/kontakt"]', '<a href="/kontakt">Kontakt</a>', "footer > p")).toBe(
      "footer > p > a",
    );
    // The product images of one list are one issue; the logo in the header another.
    const product = (file: string) =>
      elementPattern(`img[src$="${file}"]`, `<img src="/bilder/${file}">`, "main > ul.produkte > li > a");
    expect(product("espresso.svg")).toBe(product("decaf.svg"));
    expect(elementPattern('img[src$="logo.svg"]', '<img src="/logo.svg">', "header > a")).toBe(
      "header > a > img",
    );
    // Form fields keep their name: each needs its own label.
    expect(elementPattern("#q", '<input name="q">', "form")).not.toBe(
      elementPattern("#e", '<input name="email">', "form"),
    );
  });

  it("without the engine's context, drops the link destination axe put in its selector", () => {
    expect(elementPattern('a[href="/kontakt"]', '<a href="/kontakt">K</a>')).toBe(
      elementPattern('a[href="/impressum"]', '<a href="/impressum">I</a>'),
    );
  });

  it("caps long patterns, keeping them distinct and deterministic", () => {
    const long = (name: string) => elementPattern("img", `<img src="/${"x".repeat(300)}${name}.png">`);
    expect(long("a").length).toBeLessThanOrEqual(160);
    expect(long("a")).toBe(long("a"));
    expect(long("a")).not.toBe(long("b"));
  });

  it("copes with markup cut off mid-tag, quoted combinators and escapes", () => {
    expect(elementPattern('a[aria-label="a > b"]', '<a aria-label="a > b" href="/x')).toBe(
      'a[aria-label="a > b"]',
    );
    expect(elementPattern(".md\\:flex > span", "")).toBe("span");
    expect(elementPattern("", "")).toBe("");
  });
});

describe("aggregateSite", () => {
  const pages: SitePageResult[] = [
    done(
      pageReport("https://example.com/", {
        violations: [
          finding("image-alt", [logo()]),
          finding("label", [search()], { wcag: ["4.1.2", "1.3.1"] }),
        ],
      }),
      0,
    ),
    done(
      pageReport("https://example.com/a", {
        violations: [
          finding("image-alt", [
            node(".logo", '<img class="logo" src="/logo.svg">'),
            node("main > .teaser > img", '<img src="/teaser.jpg">'),
          ]),
          finding("label", [search()], { wcag: ["4.1.2", "1.3.1"] }),
          finding(
            "color-contrast",
            [node(".note", '<p class="note">x</p>'), node(".hint", '<p class="hint">y</p>')],
            { impact: "critical", wcag: ["1.4.3"] },
          ),
          finding("region", [node("body > div", "<div>")], {
            impact: "moderate",
            wcag: [],
            en301549: [],
            bestPractice: true,
          }),
        ],
        incomplete: [
          finding("color-contrast", [node(".note", '<p class="note">x</p>')], {
            impact: null,
            wcag: ["1.4.3"],
          }),
        ],
        passes: [finding("document-title", [])],
      }),
    ),
    failed("https://example.com/broken"),
    done(pageReport("https://example.com/b", { violations: [finding("image-alt", [logo()])] })),
  ];
  const report = aggregate(pages);

  it("groups the same barrier across pages into one issue with its occurrences in page order", () => {
    const logoIssue = report.issues.find((issue) => issue.key === "image-alt|img.logo");
    expect(logoIssue).toMatchObject({
      ruleId: "image-alt",
      category: "violations",
      pattern: "img.logo",
      pageCount: 3,
      occurrenceCount: 3,
      help: "image-alt help",
      wcag: ["1.1.1"],
    });
    expect(logoIssue?.occurrences.map((occurrence) => occurrence.page)).toEqual([0, 1, 3]);
    expect(logoIssue?.occurrences[1]).toEqual({
      page: 1,
      selector: ".logo",
      html: '<img class="logo" src="/logo.svg">',
      failureSummary: "Fix: .logo",
    });
    expect(logoIssue).not.toHaveProperty("nodes");
  });

  it("keeps a different element of the same rule apart", () => {
    const imageIssues = report.issues.filter((issue) => issue.ruleId === "image-alt");
    expect(imageIssues.map((issue) => [issue.pattern, issue.pageCount])).toEqual([
      ["img.logo", 3],
      ['img[src$="teaser.jpg"]', 1],
    ]);
  });

  it("lists no passes and keeps needs-review findings as issues of their own", () => {
    expect(report.issues.some((issue) => issue.ruleId === "document-title")).toBe(false);
    const contrast = report.issues.filter((issue) => issue.ruleId === "color-contrast");
    expect(contrast.map((issue) => [issue.category, issue.key])).toEqual([
      ["violations", "color-contrast|p.hint"],
      ["violations", "color-contrast|p.note"],
      ["incomplete", "color-contrast|p.note|review"],
    ]);
  });

  it("orders violations first, WCAG before best practice, by impact, then by occurrences", () => {
    expect(report.issues.map((issue) => issue.key)).toEqual([
      "color-contrast|p.hint",
      "color-contrast|p.note",
      "image-alt|img.logo",
      'label|input[name="q"][type="search"]',
      'image-alt|img[src$="teaser.jpg"]',
      "region|body > div",
      "color-contrast|p.note|review",
    ]);
  });

  it("describes every page, failed ones included", () => {
    expect(report.pages.map((page) => [page.url, page.status, page.depth])).toEqual([
      ["https://example.com/", "done", 0],
      ["https://example.com/a", "done", 1],
      ["https://example.com/broken", "failed", 1],
      ["https://example.com/b", "done", 1],
    ]);
    expect(report.pages[2]).toMatchObject({
      error: "timeout",
      finalUrl: null,
      violationCount: 0,
      occurrenceCount: 0,
    });
    // Page a: image-alt (2 elements), label (1), color-contrast (2); region is best practice.
    expect(report.pages[1]).toMatchObject({ violationCount: 3, occurrenceCount: 5 });
    expect(report.pages[1]?.counts).toEqual({ violations: 4, incomplete: 1, passes: 12, inapplicable: 30 });
  });

  it("counts WCAG violation issues, their occurrences, impacts and principles", () => {
    expect(report.totals).toEqual({
      pagesScanned: 3,
      pagesFailed: 1,
      issues: 5,
      occurrences: 3 + 1 + 2 + 1 + 1,
      impacts: { critical: 2, serious: 3, moderate: 0, minor: 0 },
      // label is 4.1.2 and 1.3.1: it counts for principles 4 and 1.
      principles: { "1": 5, "2": 0, "3": 0, "4": 1 },
    });
    expect(report.axeVersion).toBe("4.14.0");
    expect(report.generatedAt).toBe("2026-03-01T10:00:00.000Z");
    expect(report.comparison).toBeNull();
  });

  it("takes axeVersion from the first page that was scanned", () => {
    const failed: SitePageResult = { url: root, depth: 0, outcome: { ok: false, error: "unreachable" } };
    const later = pageReport("https://example.com/x", { axeVersion: "4.14.1" });
    expect(aggregate([failed, done(later)]).axeVersion).toBe("4.14.1");
    const none = aggregate([failed]);
    expect(none.axeVersion).toBe("");
    expect(none.totals).toMatchObject({ pagesScanned: 0, pagesFailed: 1, issues: 0 });
  });

  it("compares with the previous run: new, unchanged and fixed", () => {
    const before = aggregate([
      done(pageReport("https://example.com/", { violations: [finding("image-alt", [logo()])] })),
      done(
        pageReport("https://example.com/old", {
          violations: [finding("link-name", [node("nav > a", '<a href="/"></a>')], { wcag: ["2.4.4"] })],
        }),
      ),
      done(
        pageReport("https://example.com/gone", {
          violations: [finding("list", [node("main > ul", "<ul>")], { wcag: ["1.3.1"] })],
        }),
      ),
    ]);
    const now = aggregate(
      [
        done(
          pageReport("https://example.com/", {
            violations: [finding("image-alt", [logo()]), finding("label", [search()])],
          }),
        ),
        done(pageReport("https://example.com/old")),
        // The page of the list issue failed this time: its issue is not reported fixed.
        failed("https://example.com/gone"),
      ],
      { runId: "run-1", report: before },
    );
    expect(now.issues.map((issue) => [issue.ruleId, issue.change])).toEqual([
      ["image-alt", "unchanged"],
      ["label", "new"],
    ]);
    expect(now.comparison).toEqual({
      previousRunId: "run-1",
      previousGeneratedAt: "2026-03-01T10:00:00.000Z",
      new: 1,
      unchanged: 1,
      fixed: [
        {
          key: "link-name|nav > a",
          category: "violations",
          bestPractice: false,
          ruleId: "link-name",
          help: "link-name help",
          impact: "serious",
          wcag: ["2.4.4"],
          pattern: "nav > a",
          occurrenceCount: 1,
        },
      ],
    });
  });

  it("gives the same keys on a second aggregation of the same pages", () => {
    expect(aggregate(pages).issues.map((issue) => issue.key)).toEqual(
      report.issues.map((issue) => issue.key),
    );
  });

  it("turns a single page report into a site report of one page", () => {
    const single = siteReportFromPage(pages[0]?.outcome.ok ? pages[0].outcome.report : pageReport(root));
    expect(single.pages).toHaveLength(1);
    expect(single.rootUrl).toBe(root);
    expect(single.issues.map((issue) => issue.ruleId)).toEqual(["image-alt", "label"]);
  });
});

describe("aggregateSite: caps", () => {
  /** Class names of letters only: element patterns leave out names with digits (generated ones). */
  const letters = (n: number) => [...String(n)].map((digit) => "abcdefghij"[Number(digit)]).join("");
  const linkNode = (name: string) => node(`a.${name}`, `<a class="${name}" href="/">`);

  it("lists the most severe issues in full and counts the rest in issueCount and the totals", () => {
    const links = Array.from({ length: siteReportCaps.issues + 200 }, (_, n) => linkNode(`l-${letters(n)}`));
    const report = aggregate([
      done(
        pageReport(`${root}a`, {
          violations: [
            finding("link-name", links, { impact: "minor" }),
            finding("image-alt", [logo()], { impact: "critical" }),
          ],
        }),
      ),
    ]);
    expect(report.issues).toHaveLength(siteReportCaps.issues);
    // Found last, but the most severe: it is listed, first.
    expect(report.issues[0]?.ruleId).toBe("image-alt");
    expect(report.issueCount).toBe(siteReportCaps.issues + 201);
    expect(report.totals.issues).toBe(siteReportCaps.issues + 201);
    expect(report.totals.impacts).toMatchObject({ critical: 1, minor: siteReportCaps.issues + 200 });
  });

  it("lists the first occurrences of an issue, with its exact occurrences and pages", () => {
    const pages = Array.from({ length: 30 }, (_, page) =>
      done(pageReport(`${root}${page}`, { violations: [finding("image-alt", [logo(), logo()])] })),
    );
    const [issue] = aggregate(pages).issues;
    expect(issue?.occurrences).toHaveLength(siteReportCaps.occurrencesPerIssue);
    expect(issue?.occurrences.map((occurrence) => occurrence.page)).toEqual(
      Array.from({ length: 10 }, (_, page) => [page, page]).flat(),
    );
    expect(issue).toMatchObject({ occurrenceCount: 60, pageCount: 30 });
  });

  it("refuses more pages than the largest plan scans, and more issues than it can count", () => {
    const pages = Array.from({ length: siteReportCaps.pages + 1 }, (_, page) => failed(`${root}${page}`));
    expect(() => aggregate(pages)).toThrow(SiteReportTooLarge);
    const perPage = 10_000;
    const crowded = Array.from({ length: siteReportCaps.countedIssues / perPage + 1 }, (_, page) =>
      done(
        pageReport(`${root}${page}`, {
          violations: [
            finding(
              "link-name",
              Array.from({ length: perPage }, (_, n) => linkNode(`l-${letters(page)}-${letters(n)}`)),
            ),
          ],
        }),
      ),
    );
    expect(() => aggregate(crowded)).toThrow(SiteReportTooLarge);
    // Twenty thousand issues take a moment on a busy machine.
  }, 30_000);
});

describe("engines", () => {
  it("keeps each finding's engine in its issue, axe-core for reports stored before there were two", () => {
    const report = aggregate([
      done(
        pageReport("https://example.com/", {
          violations: [
            finding("image-alt", [logo()]),
            finding("ks-link-same-name", [node("main > a", '<a href="/x">mehr</a>')], {
              engine: "klarsicht",
              wcag: ["2.4.4"],
            }),
          ],
        }),
        0,
      ),
    ]);
    expect(report.issues.map((issue) => [issue.ruleId, issue.engine])).toEqual([
      ["image-alt", "axe-core"],
      ["ks-link-same-name", "klarsicht"],
    ]);
  });
});

describe("addresses of one page", () => {
  const links = ["https://example.com/a", "https://example.com/b"];
  const shop = (url: string, parts: Partial<PageReport> = {}) =>
    pageReport(url, { violations: [finding("image-alt", [logo()])], links, ...parts });

  it("counts / and /index.html as one page when the server answered both with the same page", () => {
    const report = aggregate([
      done(shop("https://example.com/"), 0),
      done(shop("https://example.com/index.html")),
      done(shop("https://example.com/shop/", { links: ["https://example.com/c"] })),
      done(shop("https://example.com/shop/index.html", { links: ["https://example.com/c"] }), 2),
    ]);
    expect(report.pages.map((page) => [page.url, page.aliases ?? [], page.depth])).toEqual([
      ["https://example.com/", ["https://example.com/index.html"], 0],
      ["https://example.com/shop/", ["https://example.com/shop/index.html"], 1],
    ]);
    expect(report.totals.pagesScanned).toBe(2);
    expect(report.issues[0]?.occurrences.map((occurrence) => occurrence.page)).toEqual([0, 1]);
  });

  it("works the same on stored (compacted) pages, and keeps the shorter address", () => {
    const report = aggregate([
      done(compactPageReport(shop("https://example.com/shop/index.html"))),
      done(compactPageReport(shop("https://example.com/shop/"))),
      done(compactPageReport(shop("https://example.com/shop"))),
    ]);
    expect(report.pages.map((page) => [page.url, page.aliases])).toEqual([
      ["https://example.com/shop", ["https://example.com/shop/index.html", "https://example.com/shop/"]],
    ]);
  });

  it("counts addresses that ended up at the same address as one page", () => {
    const report = aggregate([
      done(shop("https://example.com/kontakt/")),
      done({ ...shop("https://example.com/kontakt"), finalUrl: "https://example.com/kontakt/" }),
    ]);
    expect(report.pages.map((page) => [page.url, page.aliases])).toEqual([
      ["https://example.com/kontakt", ["https://example.com/kontakt/"]],
    ]);
  });

  it("never merges pages that differ, however alike their addresses", () => {
    const report = aggregate([
      done(shop("https://example.com/")),
      // Another finding, other links, other rule counts, another address form: each is a page of its own.
      done(shop("https://example.com/index.html", { violations: [] })),
      done(shop("https://example.com/shop", { links: ["https://example.com/c"] })),
      done(shop("https://example.com/shop/", { links: ["https://example.com/d"] })),
      done(shop("https://example.com/info/", { counts: { ...shop(root).counts, passes: 3 } })),
      done(shop("https://example.com/info")),
      done(shop("https://example.com/a")),
      done(shop("https://example.com/b")),
      done(shop("https://example.com/?page=2")),
      failed("https://example.com/x/index.html"),
      failed("https://example.com/x/"),
    ]);
    expect(report.pages).toHaveLength(11);
    expect(report.pages.every((page) => page.aliases === undefined)).toBe(true);
  });

  it("keeps a flow's state a page of its own beside the crawled page at its address, named by flow and step", () => {
    const state = { name: "Bestellung", scan: "Warenkorb", step: 1 };
    const report = aggregate([
      done(shop("https://example.com/kasse/")),
      // The same address after a step: another state of the page, however alike it looks.
      { ...done(shop("https://example.com/kasse/")), flow: state, signedIn: true },
    ]);
    expect(report.pages.map((page) => [page.url, page.aliases, page.flow, page.signedIn])).toEqual([
      ["https://example.com/kasse/", undefined, undefined, undefined],
      ["https://example.com/kasse/", undefined, state, true],
    ]);
    expect(report.totals.pagesScanned).toBe(2);
    expect(report.issues[0]?.occurrences.map((occurrence) => occurrence.page)).toEqual([0, 1]);
  });

  it("marks a crawled page signed in when its scan says so, and through the stored compact report", () => {
    const report = aggregate([
      done(compactPageReport({ ...shop("https://example.com/konto"), signedIn: true })),
      done(shop("https://example.com/")),
      { url: "https://example.com/konto/x", depth: 1, outcome: { ok: false, error: "timeout" } },
    ]);
    expect(report.pages.map((page) => [new URL(page.url).pathname, page.signedIn])).toEqual([
      ["/konto", true],
      ["/", undefined],
      ["/konto/x", undefined],
    ]);
  });
});

describe("compactPageReport", () => {
  const many = Array.from({ length: 80 }, (_, index) =>
    node(`li:nth-child(${index + 1}) > a`, `<a href="/${index}"></a>`),
  );
  const full = pageReport(root, {
    violations: [finding("link-name", many)],
    incomplete: [finding("color-contrast", many.slice(0, 60))],
    passes: [finding("document-title", [])],
    inapplicable: [finding("video-caption", [])],
    links: ["https://example.com/a", "https://example.com/b"],
  });
  const compact = compactPageReport(full);

  it("keeps at most maxNodesPerFinding elements per rule", () => {
    expect(maxNodesPerFinding).toBe(50);
    expect(compact.violations[0]?.nodes).toEqual(many.slice(0, 50));
    expect(compact.incomplete[0]?.nodes).toHaveLength(50);
  });

  it("drops passes, inapplicable and links but keeps the counts", () => {
    expect(compact.passes).toEqual([]);
    expect(compact.inapplicable).toEqual([]);
    expect(compact).not.toHaveProperty("links");
    expect(compact.counts).toEqual(full.counts);
    expect(compact.impacts).toEqual(full.impacts);
    expect(full.violations[0]?.nodes).toHaveLength(80);
  });
});

describe("occurrence counts past the listed elements", () => {
  /** A link list of 300 links missing their name, as the scan reports it: 50 listed, nodeCount exact. */
  function longList(url: string): PageReport {
    const links = Array.from({ length: maxNodesPerFinding }, (_, i) =>
      node(`nav > a:nth-child(${i + 1})`, `<a href="/p${i}"></a>`),
    );
    return pageReport(url, {
      violations: [
        finding("link-name", links, { nodeCount: 300 }),
        finding("image-alt", [logo()], { nodeCount: 1 }),
      ],
    });
  }

  it("counts every element a rule failed on, though the stored elements stay capped", () => {
    const report = aggregate([
      done(compactPageReport(longList("https://example.com/"))),
      done(compactPageReport(longList("https://example.com/a"))),
    ]);
    const linkName = report.issues.find((issue) => issue.ruleId === "link-name");
    expect(linkName?.occurrenceCount).toBe(600);
    expect(linkName?.pageCount).toBe(2);
    expect(linkName?.occurrences).toHaveLength(siteReportCaps.occurrencesPerIssue);
    expect(report.pages.map((page) => page.occurrenceCount)).toEqual([301, 301]);
    expect(report.totals.occurrences).toBe(602);
  });

  it("stays exact when storage kept even fewer elements than the scan listed", () => {
    const full = longList("https://example.com/");
    const cut = {
      ...full,
      violations: full.violations.map((item) => ({ ...item, nodes: item.nodes.slice(0, 5) })),
    };
    const report = aggregate([done(cut)]);
    expect(report.issues.find((issue) => issue.ruleId === "link-name")?.occurrenceCount).toBe(300);
    expect(report.totals.occurrences).toBe(301);
  });
});
