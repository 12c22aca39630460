/**
 * The scan engine in the local Chromium, through the local scanner (filtering proxy, page guard, tab
 * pool), on the barrier fixtures in tests/fixtures/barriers. Asserts exactly which rules fail on each
 * page: a change in axe-core or in our normalisation shows up here.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Finding, PageReport, ReportLocale, ScanLevel, ScanOutcome } from "#core/contract";
import type { Resolver } from "#core/guard";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";
import { informal } from "../support/informal-german";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

let site: BarrierServer;
let internal: http.Server;
let internalRequests = 0;
let scanner: LocalScanner;
let closedHostPort: string;

/**
 * Offline DNS: IP literals answer for themselves, "rebind.test" hands out the queued answers one lookup
 * at a time (a rebinding name server), every other name fails.
 */
const rebindAnswers: string[][] = [];
const fakeDns: Resolver = async (hostname) => {
  if (/^[\d.]+$/.test(hostname)) return [hostname];
  if (hostname === "localhost") return ["127.0.0.1"];
  const answer = hostname === "rebind.test" ? rebindAnswers.shift() : undefined;
  if (answer === undefined) throw new Error(`ENOTFOUND ${hostname}`);
  return answer;
};

beforeAll(async () => {
  // Stands in for an internal service: the policy does not allow it, so nothing may ever reach it.
  internal = http.createServer((_request, response) => {
    internalRequests++;
    response.end("internal");
  });
  await new Promise<void>((done) => internal.listen(0, "127.0.0.1", done));
  // A port nothing listens on, allowed by the policy: the connection itself fails.
  const probe = http.createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  closedHostPort = `127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((done) => probe.close(done));
  site = await startBarrierServer({
    refusedOrigin: `http://127.0.0.1:${(internal.address() as AddressInfo).port}`,
  });
  scanner = await createLocalScanner({
    // localhost:<port> is the same fixture server as another origin, for the cross-origin iframe.
    policy: {
      allowPrivate: false,
      allowedHostPorts: [site.hostPort, site.hostPort.replace("127.0.0.1", "localhost"), closedHostPort],
    },
    resolve: fakeDns,
    // A timeout short enough for the page that never answers; caps small enough for fixtures to exceed.
    engine: { timeoutMs: 5_000, maxRequests: 50, maxBytes: 2_000_000 },
  });
});

afterAll(async () => {
  await scanner?.close();
  await site?.close();
  await new Promise((done) => internal?.close(done));
});

async function scan(
  path: string,
  options: { level?: ScanLevel; locale?: ReportLocale } = {},
): Promise<ScanOutcome> {
  return scanner.scan(`${site.origin}/${path}`, {
    level: options.level ?? "AA",
    locale: options.locale ?? "de",
  });
}

async function report(
  path: string,
  options: { level?: ScanLevel; locale?: ReportLocale } = {},
): Promise<PageReport> {
  const outcome = await scan(path, options);
  if (!outcome.ok) throw new Error(`${path}: ${outcome.error} ${outcome.detail ?? ""}`);
  return outcome.report;
}

const summary = (finding: Finding) => ({
  ruleId: finding.ruleId,
  impact: finding.impact,
  wcag: finding.wcag,
  en301549: finding.en301549,
  bestPractice: finding.bestPractice,
  selectors: finding.nodes.map((node) => node.selector),
});

describe("violations found on each barrier page (WCAG 2.1 AA)", () => {
  it.each([
    [
      "missing-alt.html",
      {
        ruleId: "image-alt",
        impact: "critical",
        wcag: ["1.1.1"],
        en301549: ["9.1.1.1"],
        selectors: [".hero", ".long"],
      },
    ],
    [
      "low-contrast.html",
      {
        ruleId: "color-contrast",
        impact: "serious",
        wcag: ["1.4.3"],
        en301549: ["9.1.4.3"],
        selectors: [".pale"],
      },
    ],
    [
      "missing-label.html",
      { ruleId: "label", impact: "critical", wcag: ["4.1.2"], en301549: ["9.4.1.2"], selectors: ["input"] },
    ],
    [
      "empty-link.html",
      {
        ruleId: "link-name",
        impact: "serious",
        wcag: ["2.4.4", "4.1.2"],
        en301549: ["9.2.4.4", "9.4.1.2"],
        selectors: ["a"],
      },
    ],
    [
      "empty-button.html",
      {
        ruleId: "button-name",
        impact: "critical",
        wcag: ["4.1.2"],
        en301549: ["9.4.1.2"],
        selectors: ["button"],
      },
    ],
    [
      "missing-lang.html",
      {
        ruleId: "html-has-lang",
        impact: "serious",
        wcag: ["3.1.1"],
        en301549: ["9.3.1.1"],
        selectors: ["html"],
      },
    ],
    [
      "missing-title.html",
      {
        ruleId: "document-title",
        impact: "serious",
        wcag: ["2.4.2"],
        en301549: ["9.2.4.2"],
        selectors: ["html"],
      },
    ],
    [
      "unnamed-tab.html",
      {
        ruleId: "aria-tab-name",
        impact: "serious",
        wcag: ["4.1.2"],
        en301549: ["9.4.1.2"],
        selectors: ['div[role="tab"]'],
      },
    ],
    // axe cannot read a CSP-protected page's scripts' minds, but it runs there: injected via DevTools.
    [
      "strict-csp.html",
      { ruleId: "image-alt", impact: "critical", wcag: ["1.1.1"], en301549: ["9.1.1.1"], selectors: ["img"] },
    ],
    // Same-origin frames get axe too; their elements are addressed through the iframe.
    [
      "iframe.html",
      {
        ruleId: "image-alt",
        impact: "critical",
        wcag: ["1.1.1"],
        en301549: ["9.1.1.1"],
        selectors: ["iframe > img"],
      },
    ],
    // alert() on load would block the page; window.open would leave the guarded tab.
    [
      "dialogs.html",
      {
        ruleId: "button-name",
        impact: "critical",
        wcag: ["4.1.2"],
        en301549: ["9.4.1.2"],
        selectors: ["button"],
      },
    ],
    // The image only appears after a fetch that starts at DOMContentLoaded: the settle wait must see it.
    [
      "late-content.html",
      { ruleId: "image-alt", impact: "critical", wcag: ["1.1.1"], en301549: ["9.1.1.1"], selectors: ["img"] },
    ],
    // No script: the settle wait does not wait for DOM changes there, but still for the late stylesheet.
    [
      "late-style.html",
      {
        ruleId: "color-contrast",
        impact: "serious",
        wcag: ["1.4.3"],
        en301549: ["9.1.4.3"],
        selectors: ["p"],
      },
    ],
    // No script element, but an event handler attribute: code that may change the DOM, waited for.
    [
      "late-handler.html",
      { ruleId: "image-alt", impact: "critical", wcag: ["1.1.1"], en301549: ["9.1.1.1"], selectors: ["img"] },
    ],
  ])("%s", async (path, expected) => {
    const result = await report(path);
    // axe-core's part; what our own checks add to these pages is tested with their rules (checks-*.test.ts).
    const byAxe = result.violations.filter((finding) => finding.engine === "axe-core");
    expect(byAxe.map(summary)).toEqual([{ ...expected, bestPractice: false }]);
    expect(result.counts.violations).toBe(result.violations.length);
    expect(result.impacts[expected.impact as "critical" | "serious"]).toBeGreaterThanOrEqual(1);
    expect(result.counts.passes).toBeGreaterThan(0);
    expect(result.counts.inapplicable).toBeGreaterThan(0);
  });

  it("finds nothing at all on the clean page, best practice included", async () => {
    const result = await report("clean.html");
    expect(result.violations).toEqual([]);
    expect(result.impacts).toEqual({ critical: 0, serious: 0, moderate: 0, minor: 0 });
    expect(result.passes.map((finding) => finding.ruleId)).toEqual(
      expect.arrayContaining(["image-alt", "label", "button-name", "html-has-lang", "document-title"]),
    );
  });

  it("cross-origin iframe: its content stays untested (axe talks to same-origin frames only), and says so", async () => {
    const result = await report("cross-origin-iframe.html");
    expect(result.violations).toEqual([]);
    expect(result.incomplete.map(summary)).toEqual([
      {
        ruleId: "frame-tested",
        impact: "critical",
        wcag: [],
        en301549: [],
        bestPractice: true,
        selectors: ["iframe"],
      },
    ]);
  });

  it("duplicate ids: axe 4.14 retired duplicate-id(-active); only ids ARIA refers to are reported, for review", async () => {
    const result = await report("duplicate-ids.html");
    // Our own check of ACT 3ea0c8 reports the duplicated id a reference reaches (beschriftung), not the
    // one nothing refers to (hinweis); axe no longer reports either as a violation.
    expect(result.violations.map((finding) => [finding.ruleId, finding.engine])).toEqual([
      ["ks-id-duplicate", "klarsicht"],
    ]);
    expect(result.violations[0]?.nodes.map((node) => node.html)).toEqual([
      '<span id="beschriftung">',
      '<span id="beschriftung">',
    ]);
    expect(result.incomplete.map(summary)).toEqual([
      {
        ruleId: "duplicate-id-aria",
        impact: "critical",
        wcag: ["4.1.2"],
        en301549: ["9.4.1.2"],
        bestPractice: false,
        selectors: ["span:nth-child(4)"],
      },
    ]);
    const allRules = [
      ...result.violations,
      ...result.incomplete,
      ...result.passes,
      ...result.inapplicable,
    ].map((finding) => finding.ruleId);
    expect(allRules).not.toContain("duplicate-id");
    expect(allRules).not.toContain("duplicate-id-active");
  });
});

describe("report details", () => {
  it("writes German texts for locale de, including those axe-core's de.json lacks", async () => {
    const [image] = (await report("missing-alt.html", { locale: "de" })).violations;
    expect(image?.help).toBe("Bilder müssen einen Alternativtext haben.");
    expect(image?.helpUrl).toBe(
      "https://dequeuniversity.com/rules/axe/4.14/image-alt?application=axeAPI&lang=de",
    );
    expect(image?.nodes[0]?.failureSummary).toMatch(
      /^Korrigieren Sie mindestens einen der folgenden Punkte:/,
    );
    const [tab] = (await report("unnamed-tab.html", { locale: "de" })).violations;
    expect(tab?.help).toBe("Registerkarten (Rolle tab) müssen einen zugänglichen Namen haben.");
  });

  it("addresses the reader formally in every German text of a report", async () => {
    const pages = [
      "missing-alt.html",
      "missing-label.html",
      "low-contrast.html",
      "empty-button.html",
      "dialogs.html",
    ];
    const texts: string[] = [];
    for (const path of pages) {
      const result = await report(path, { locale: "de" });
      for (const finding of [...result.violations, ...result.incomplete]) {
        texts.push(finding.help, finding.description, ...finding.nodes.map((node) => node.failureSummary));
      }
    }
    expect(texts.some((text) => text.startsWith("Korrigieren Sie"))).toBe(true);
    expect(texts.filter((text) => informal.test(text))).toEqual([]);
  });

  it("writes English texts for locale en", async () => {
    const result = await report("missing-alt.html", { locale: "en" });
    expect(result.locale).toBe("en");
    expect(result.violations[0]?.help).toBe("Images must have alternative text");
    expect(result.violations[0]?.nodes[0]?.failureSummary).toMatch(/^Fix any of the following:/);
  });

  it("keeps element HTML short, and elements only for violations and incomplete", async () => {
    const result = await report("missing-alt.html");
    const nodes = result.violations[0]?.nodes ?? [];
    expect(nodes[0]?.html).toBe('<img class="hero" src="pixel.png" width="1" height="1">');
    // axe itself shortens long attributes; whatever comes through stays within our cap.
    expect(nodes[1]?.html.length).toBeLessThanOrEqual(300);
    expect(nodes[1]?.html).toMatch(/^<img class="long"/);
    for (const finding of [...result.passes, ...result.inapplicable]) expect(finding.nodes).toEqual([]);
  });

  it("gives each element its ancestors, read from the document, for grouping similar elements", async () => {
    const result = await report("missing-alt.html");
    expect(result.violations[0]?.nodes.map((node) => node.context)).toEqual(["main", "main"]);
  });

  it("fills url, finalUrl, level, axe version and timings", async () => {
    const result = await report("clean.html", { level: "2.2" });
    expect(result).toMatchObject({
      url: `${site.origin}/clean.html`,
      finalUrl: `${site.origin}/clean.html`,
      level: "2.2",
      locale: "de",
      axeVersion: "4.14.1",
    });
    expect(result.passes.map((finding) => finding.ruleId)).toContain("target-size");
    for (const phase of ["loadMs", "settleMs", "injectMs", "runMs"] as const) {
      expect(result.timings[phase]).toBeGreaterThanOrEqual(0);
    }
  });

  it("runs the rules of the level: contrast is AA (1.4.3), enhanced contrast AAA (1.4.6)", async () => {
    const violations = async (level: ScanLevel) =>
      (await report("low-contrast.html", { level })).violations.map((finding) => [
        finding.ruleId,
        finding.wcag,
        finding.nodes.map((node) => node.selector),
      ]);
    expect(await violations("A")).toEqual([]);
    expect(await violations("AA")).toEqual([["color-contrast", ["1.4.3"], [".pale"]]]);
    // axe reports each element once: below 4.5:1 under 1.4.3, between 4.5:1 and 7:1 under 1.4.6.
    expect(await violations("AAA")).toEqual([
      ["color-contrast", ["1.4.3"], [".pale"]],
      ["color-contrast-enhanced", ["1.4.6"], [".grey"]],
    ]);
  });
});

describe("hostile pages", () => {
  it("a page that replaces window.axe cannot forge its report: axe runs where page scripts cannot reach", async () => {
    const result = await report("forged-axe.html");
    expect(result.violations.map(summary)).toEqual([
      {
        ruleId: "image-alt",
        impact: "critical",
        wcag: ["1.1.1"],
        en301549: ["9.1.1.1"],
        bestPractice: false,
        selectors: ["img"],
      },
    ]);
    expect(result.axeVersion).toBe("4.14.1");
    expect(result.passes.length).toBeGreaterThan(0);
  });

  it("a same-origin frame that replaces window.axe: its elements are still tested, through the iframe", async () => {
    const result = await report("forged-axe-frame.html");
    // Both documents have a <main>: axe's landmark-unique advice (best practice) is genuine.
    const wcagFailures = result.violations.filter((finding) => !finding.bestPractice);
    expect(wcagFailures.map(summary)).toEqual([
      {
        ruleId: "image-alt",
        impact: "critical",
        wcag: ["1.1.1"],
        en301549: ["9.1.1.1"],
        bestPractice: false,
        selectors: ["iframe > img"],
      },
    ]);
    expect(result.incomplete.map((finding) => finding.ruleId)).not.toContain("frame-tested");
  });

  it("a thousand failing elements: each finding lists 50 of them, with the exact count beside", async () => {
    const result = await report("many-failures.html");
    const [images] = result.violations;
    expect(images?.ruleId).toBe("image-alt");
    expect(images?.nodeCount).toBe(1000);
    expect(images?.nodes).toHaveLength(50);
    // Every finding is capped alike, so the report's size does not grow with the failing elements.
    const findings = [...result.violations, ...result.incomplete, ...result.passes];
    expect(Math.max(...findings.map((finding) => finding.nodes.length))).toBe(50);
    expect(JSON.stringify(images).length).toBeLessThan(40_000);
  });
});

describe("failures", () => {
  it("HTTP 404 → http_error", async () => {
    expect(await scan("missing.html")).toEqual({ ok: false, error: "http_error", detail: "HTTP 404" });
  });

  it("a JSON document → not_html", async () => {
    expect(await scan("data.json")).toEqual({ ok: false, error: "not_html", detail: "application/json" });
  });

  it("a private address → blocked_target, before any connection", async () => {
    const outcome = await scanner.scan("http://10.0.0.1/", { level: "AA", locale: "de" });
    expect(outcome).toMatchObject({ ok: false, error: "blocked_target" });
  });

  it("a redirect to an internal address → blocked_target by the page guard; the internal server sees nothing", async () => {
    internalRequests = 0;
    expect(await scan("redirect-internal")).toMatchObject({ ok: false, error: "blocked_target" });
    expect(internalRequests).toBe(0);
  });

  it("a name that rebinds to an internal address after the checks → blocked_target (the proxy refuses it)", async () => {
    internalRequests = 0;
    const internalPort = (internal.address() as AddressInfo).port;
    // Public for the target check and the page guard, internal when the proxy connects. 8.8.8.8 is never
    // contacted: the proxy's answer is the only one anything connects to.
    rebindAnswers.push(["8.8.8.8"], ["8.8.8.8"], ["127.0.0.1"]);
    const outcome = await scanner.scan(`http://rebind.test:${internalPort}/`, { level: "AA", locale: "de" });
    expect(outcome).toMatchObject({ ok: false, error: "blocked_target" });
    expect(internalRequests).toBe(0);
    expect(scanner.proxy.refused).toContain(`GET http://rebind.test:${internalPort}/`);
  });

  it("an allowed address where nothing answers → unreachable", async () => {
    const outcome = await scanner.scan(`http://${closedHostPort}/`, { level: "AA", locale: "de" });
    expect(outcome).toMatchObject({ ok: false, error: "unreachable" });
  });

  it("a host name that does not resolve → dns_failed", async () => {
    const outcome = await scanner.scan("http://gibt-es-nicht.example/", { level: "AA", locale: "de" });
    expect(outcome).toMatchObject({ ok: false, error: "dns_failed" });
  });

  it("a page that never answers → timeout, and the scanner still works afterwards", async () => {
    expect(await scan("never")).toMatchObject({ ok: false, error: "timeout" });
    expect((await scan("empty-button.html")).ok).toBe(true);
  });

  it("more requests than the cap → too_large", async () => {
    expect(await scan("too-many-requests.html")).toMatchObject({ ok: false, error: "too_large" });
  });

  it("more bytes than the cap → too_large", async () => {
    expect(await scan("too-many-bytes.html")).toMatchObject({ ok: false, error: "too_large" });
  });

  it("scans in parallel up to the concurrency, each with its own result", async () => {
    const paths = [
      "missing-alt.html",
      "low-contrast.html",
      "empty-link.html",
      "clean.html",
      "missing-alt.html",
    ];
    const outcomes = await Promise.all(paths.map((path) => report(path)));
    expect(outcomes.map((result) => result.violations.map((finding) => finding.ruleId))).toEqual([
      ["image-alt"],
      ["color-contrast"],
      // The empty link is also an invisible stop in the tab order, which our keyboard check finds.
      ["ks-focus-on-hidden-element", "link-name"],
      [],
      ["image-alt"],
    ]);
  });
});
