/**
 * Detection benchmark on the W3C's ACT test cases (tests/fixtures/act, see vendor.ts): every example page
 * is served on 127.0.0.1 below the W3C's own path and scanned through the CLI, as a user would, and the
 * findings are scored two ways.
 *
 *   npm run bench:act -- [--rules 5f99a7,fd3a94] [--concurrency 2] [--write-report] [--earl FILE] [--details]
 *
 * Examples are scanned at level AAA, those of rules that map only to 4.1.1 Parsing (removed in WCAG 2.2) at
 * level AA (WCAG 2.1). The rules of ours that implement an ACT rule are axe-core's through their actIds (in
 * our catalogue, rules/axe) and Klarsicht's through `implements.act`. Each such rule's outcome on an example
 * is read from the scan as EARL reads it: failed (a violation), cantTell (needs review), passed or
 * inapplicable; none when it did not run or listed nothing, or the scan failed; inapplicable on a document
 * the scanner refuses as not HTML.
 *
 * (a) The W3C's way (w3c-score.ts): per ACT rule consistent, partially consistent, inconsistent or
 *     untested, as the W3C's implementation reports rate tools, approved and proposed rules apart.
 * (b) Our earlier counting, per ACT rule: an example is caught when a mapped rule reports a violation on it;
 *     consistent when every failed example is caught and no other flagged, partially consistent when some
 *     failed examples are only needs review (none missed); needs review counted apart, on both kinds.
 * Both are printed for all engines together and for axe-core alone (its findings in the same scans).
 * --write-report writes the full run's results to app/routes/act/implementation-report.json for the /act
 * page; --earl FILE writes the EARL report the W3C's implementation reports read (tests/bench/act/README.md
 * tells how to submit it).
 */
import { execFileSync, spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Finding, ScanLevel } from "#core/contract";
import {
  type EarlSubject,
  earlReport,
  type RuleOutcome,
  ruleOutcomes,
  withCompletedRules,
} from "#core/reporters/earl";
import { axeRuleList } from "#core/rules/axe/index";
import { criteriaOfLevel } from "#core/wcag";
import { klarsichtRules } from "#scanner/checks/index";
import { type ActExpectation, type ActRule, w3cAssetPath } from "./act-data";
import { type Procedure, type W3cConsistency, w3cConsistency } from "./w3c-score";

const fixtureRoot = resolve("tests/fixtures/act");
const reportPath = resolve("app/routes/act/implementation-report.json");

export type Outcome = "failed" | "cantTell" | "passed" | "error";
export type Engine = "all" | "axe-core";
export type Consistency = "consistent" | "partial" | "inconsistent" | "untested";

type PageResult = {
  url: string;
  status: "done" | "failed";
  error?: string;
  violations?: Finding[];
  incomplete?: Finding[];
  passes?: Finding[];
  inapplicable?: Finding[];
};

type CaseResult = { expected: ActExpectation; outcome: Outcome };

export type RuleScore = {
  id: string;
  name: string;
  wcag: string[];
  approved: boolean;
  implementedBy: string[];
  failed: number;
  correct: number;
  caught: number;
  caughtOrReview: number;
  falseAlarms: number;
  reviewAlarms: number;
  consistency: Consistency;
  /** The W3C's rating, and the rules of ours it rests on. */
  w3c: W3cConsistency;
  w3cProcedures: string[];
};

const { values } = parseArgs({
  options: {
    rules: { type: "string" },
    concurrency: { type: "string", default: "2" },
    "write-report": { type: "boolean", default: false },
    earl: { type: "string" },
    details: { type: "boolean", default: false },
  },
});

/** Which of our rule ids implement each ACT rule, per engine. */
function implementers(): Record<Engine, Map<string, string[]>> {
  const byAct: Record<Engine, Map<string, string[]>> = { all: new Map(), "axe-core": new Map() };
  const add = (engines: Engine[], act: string, ruleId: string) => {
    for (const engine of engines) byAct[engine].set(act, [...(byAct[engine].get(act) ?? []), ruleId]);
  };
  // axe-core's from our catalogue of its rules, which tests/unit/axe-catalogue.test.ts keeps equal to its actIds.
  for (const rule of axeRuleList) for (const act of rule.act) add(["all", "axe-core"], act, rule.id);
  for (const rule of klarsichtRules.values())
    for (const act of rule.implements.act ?? []) add(["all"], act, rule.id);
  return byAct;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xhtml": "application/xhtml+xml",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
  ".vtt": "text/vtt; charset=utf-8",
  ".pdf": "application/pdf",
};

const isFolder = (path: string) =>
  stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );

/** Serves the test cases and their assets, with byte ranges for media as a web server would. */
async function serveFixtures(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    // The examples name their assets by the W3C's path (/WAI/content-assets/wcag-act-rules/test-assets/…),
    // a few by /test-assets/… alone: both are served from the fixtures.
    const requested = decodeURIComponent(new URL(request.url ?? "/", "http://act").pathname);
    const path = requested.startsWith(w3cAssetPath) ? requested.slice(w3cAssetPath.length - 1) : requested;
    const file = normalize(join(fixtureRoot, path.endsWith("/") ? `${path}index.html` : path));
    // A folder asked for without its trailing slash is redirected, as web servers do (ACT 4b1c6c, b20e66).
    if (!path.endsWith("/") && file.startsWith(fixtureRoot) && (await isFolder(file))) {
      response.writeHead(301, { Location: `${new URL(request.url ?? "/", "http://act").pathname}/` }).end();
      return;
    }
    const size = file.startsWith(fixtureRoot)
      ? await stat(file).then(
          (info) => (info.isFile() ? info.size : -1),
          () => -1,
        )
      : -1;
    if (size < 0) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    const type = contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream";
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
    if (range && size > 0) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        response.writeHead(416, { "Content-Range": `bytes */${size}` }).end();
        return;
      }
      response.writeHead(206, {
        "Content-Type": type,
        "Content-Length": end - start + 1,
        "Content-Range": `bytes ${start}-${end}/${size}`,
        "Accept-Ranges": "bytes",
      });
      createReadStream(file, { start, end }).pipe(response);
      return;
    }
    response.writeHead(200, { "Content-Type": type, "Content-Length": size, "Accept-Ranges": "bytes" });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * The level an ACT rule's examples are scanned at: AAA, the whole of WCAG 2.2, unless the rule maps only to
 * criteria WCAG 2.2 removed (4.1.1 Parsing), which WCAG 2.1 AA, as the BFSG asks for it, still checks.
 */
function levelFor(rule: Pick<ActRule, "wcag" | "secondaryWcag">): ScanLevel {
  const wcag22 = criteriaOfLevel("AAA");
  const criteria = [...rule.wcag, ...rule.secondaryWcag];
  return criteria.length === 0 || criteria.some((criterion) => wcag22.includes(criterion)) ? "AAA" : "AA";
}

/** Runs the CLI as a user would and returns its JSON output. */
async function scanWithCli(urls: string[], level: ScanLevel, concurrency: number): Promise<PageResult[]> {
  const dir = await mkdtemp(join(tmpdir(), "klarsicht-act-"));
  try {
    const urlsFile = join(dir, "urls.txt");
    await writeFile(urlsFile, `${urls.join("\n")}\n`);
    const args = ["--import", "tsx", "workers/dev/scanner/cli.ts", "--urls-file", urlsFile];
    args.push("--format", "json", "--level", level, "--lang", "en", "--allow-private");
    args.push("--concurrency", String(concurrency));
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    const code = await new Promise<number | null>((done) => child.on("close", done));
    // Exit code 1 means violations were found, 3 that some page failed: both are results.
    if (code !== 0 && code !== 1 && code !== 3) throw new Error(`The CLI exited with ${code}`);
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as PageResult[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Each rule's EARL outcome on a page; null for a page whose scan failed. A document the scanner refuses as
 * not HTML (the SVG and XML examples) is outside what any rule of ours checks: each is inapplicable there.
 */
type PageOutcomes = Map<string, RuleOutcome> | "not-html" | null;

function outcomesOf(result: PageResult | undefined): PageOutcomes {
  if (result?.status === "failed" && result.error === "not_html") return "not-html";
  if (result?.status !== "done") return null;
  return ruleOutcomes({
    violations: result.violations ?? [],
    incomplete: result.incomplete ?? [],
    passes: result.passes ?? [],
    inapplicable: result.inapplicable ?? [],
  });
}

function ruleOutcomeOn(
  page: PageOutcomes,
  ruleId: string,
  criteria: readonly string[],
): RuleOutcome | undefined {
  if (page === "not-html") return { ruleId, outcome: "inapplicable", wcag: criteria };
  return page?.get(ruleId);
}

/**
 * Our earlier counting: a mapped rule's violation catches an example, needs review is counted apart; a page
 * not scanned (a refused document included) counts as an error, as it always did.
 */
function caseOutcome(page: PageOutcomes, ruleIds: readonly string[]): Outcome {
  if (page === null || page === "not-html") return "error";
  const found = ruleIds.map((id) => page.get(id)?.outcome);
  if (found.includes("failed")) return "failed";
  if (found.includes("cantTell")) return "cantTell";
  return "passed";
}

export function scoreRule(
  rule: ActRule,
  implementedBy: string[],
  cases: CaseResult[],
  w3c: { consistency: W3cConsistency; procedures: string[] },
): RuleScore {
  const failed = cases.filter((c) => c.expected === "failed");
  const correct = cases.filter((c) => c.expected !== "failed");
  const caught = failed.filter((c) => c.outcome === "failed").length;
  const caughtOrReview = failed.filter((c) => c.outcome === "failed" || c.outcome === "cantTell").length;
  const falseAlarms = correct.filter((c) => c.outcome === "failed").length;
  const reviewAlarms = correct.filter((c) => c.outcome === "cantTell").length;
  let consistency: Consistency;
  if (implementedBy.length === 0) consistency = "untested";
  else if (falseAlarms > 0 || caughtOrReview < failed.length || (failed.length > 0 && caught === 0))
    consistency = "inconsistent";
  else consistency = caught === failed.length ? "consistent" : "partial";
  return {
    id: rule.id,
    name: rule.name,
    wcag: rule.wcag,
    approved: rule.approved,
    implementedBy,
    failed: failed.length,
    correct: correct.length,
    caught,
    caughtOrReview,
    falseAlarms,
    reviewAlarms,
    consistency,
    w3c: w3c.consistency,
    w3cProcedures: w3c.procedures,
  };
}

type W3cCounts = Record<W3cConsistency, number>;

type Summary = {
  rules: number;
  failed: number;
  correct: number;
  caught: number;
  caughtOrReview: number;
  falseAlarms: number;
  reviewAlarms: number;
  consistent: number;
  partial: number;
  inconsistent: number;
  untested: number;
  /** The W3C's counting, approved and proposed rules apart. */
  w3c: { approved: W3cCounts; proposed: W3cCounts };
};

function summarise(scores: RuleScore[]): Summary {
  const sum = (pick: (score: RuleScore) => number) => scores.reduce((total, score) => total + pick(score), 0);
  const count = (consistency: Consistency) =>
    scores.filter((score) => score.consistency === consistency).length;
  const w3cCounts = (approved: boolean): W3cCounts => {
    const counts: W3cCounts = { consistent: 0, partial: 0, inconsistent: 0, untested: 0 };
    for (const score of scores) if (score.approved === approved) counts[score.w3c]++;
    return counts;
  };
  return {
    rules: scores.length,
    failed: sum((s) => s.failed),
    correct: sum((s) => s.correct),
    caught: sum((s) => s.caught),
    caughtOrReview: sum((s) => s.caughtOrReview),
    falseAlarms: sum((s) => s.falseAlarms),
    reviewAlarms: sum((s) => s.reviewAlarms),
    consistent: count("consistent"),
    partial: count("partial"),
    inconsistent: count("inconsistent"),
    untested: count("untested"),
    w3c: { approved: w3cCounts(true), proposed: w3cCounts(false) },
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)}%`;

function printSummary(label: string, summary: Summary): void {
  const { failed, correct } = summary;
  const { approved, proposed } = summary.w3c;
  const w3cLine = (kind: string, counts: W3cCounts) =>
    `    ${kind.padEnd(9)} ${counts.consistent} consistent, ${counts.partial} partially consistent, ` +
    `${counts.inconsistent} inconsistent, ${counts.untested} untested ` +
    `(of ${counts.consistent + counts.partial + counts.inconsistent + counts.untested})`;
  console.log(`\n${label}`);
  console.log(
    `  (a) the W3C's way: ${approved.consistent + proposed.consistent} of ${summary.rules} rules consistent`,
  );
  console.log(w3cLine("approved:", approved));
  console.log(w3cLine("proposed:", proposed));
  console.log("  (b) our earlier counting:");
  console.log(
    `    failed examples caught: ${summary.caught}/${failed} (${percent(summary.caught, failed)}); ` +
      `false alarms: ${summary.falseAlarms}/${correct} (${percent(summary.falseAlarms, correct)})`,
  );
  console.log(
    `    with needs review as reported: caught ${summary.caughtOrReview}/${failed} ` +
      `(${percent(summary.caughtOrReview, failed)}); alarms ${summary.falseAlarms + summary.reviewAlarms}/${correct} ` +
      `(${percent(summary.falseAlarms + summary.reviewAlarms, correct)})`,
  );
  console.log(
    `    rules: ${summary.consistent} consistent + ${summary.partial} partially consistent = ` +
      `${summary.consistent + summary.partial} of ${summary.rules}; ${summary.inconsistent} inconsistent, ` +
      `${summary.untested} untested`,
  );
}

const w3cShort: Record<W3cConsistency, string> = {
  consistent: "consistent",
  partial: "partial",
  inconsistent: "inconsistent",
  untested: "untested",
};

async function main(): Promise<void> {
  const all = JSON.parse(await readFile(join(fixtureRoot, "rules.json"), "utf8")) as ActRule[];
  const wanted = values.rules ? new Set(values.rules.split(",").map((id) => id.trim())) : null;
  const rules = wanted ? all.filter((rule) => wanted.has(rule.id)) : all;
  if (rules.length === 0) throw new Error(`No ACT rule matches --rules ${values.rules}`);
  const byAct = implementers();

  const server = await serveFixtures();
  const started = performance.now();
  const results: PageResult[] = [];
  try {
    for (const level of ["AAA", "AA"] as const) {
      const atLevel = rules.filter((rule) => levelFor(rule) === level);
      const urls = atLevel.flatMap((rule) =>
        rule.testcases.map((c) => `${server.origin}${w3cAssetPath}${c.path}`),
      );
      if (urls.length === 0) continue;
      console.log(
        `Scanning ${urls.length} ACT test cases of ${atLevel.length} rules at level ${level} through the CLI …`,
      );
      results.push(...(await scanWithCli(urls, level, Number(values.concurrency))));
    }
  } finally {
    await server.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const byPath = new Map(
    results.map((result) => [new URL(result.url).pathname.slice(w3cAssetPath.length), outcomesOf(result)]),
  );
  // Klarsicht as a whole reports axe-core's rules completed by ours (earl.ts); axe-core alone as it is.
  const completedByPath = new Map(
    [...byPath].map(([path, page]) => [path, page instanceof Map ? withCompletedRules(page) : page]),
  );
  const errors = results.filter((result) => result.status !== "done");
  if (values.details)
    for (const result of errors)
      console.log(`  scan failed: ${new URL(result.url).pathname} ${result.error}`);
  // The criteria each rule of ours reports, as its findings name them.
  const criteriaOf = new Map<string, readonly string[]>();
  for (const page of byPath.values())
    for (const outcome of page instanceof Map ? page.values() : [])
      if (!criteriaOf.has(outcome.ruleId)) criteriaOf.set(outcome.ruleId, outcome.wcag);

  const scores: Record<Engine, RuleScore[]> = { all: [], "axe-core": [] };
  const earlSubjects: EarlSubject[] = [];
  for (const engine of ["all", "axe-core"] as const) {
    for (const rule of rules) {
      const implementedBy = byAct[engine].get(rule.id) ?? [];
      const pages = rule.testcases.map(
        (c) => (engine === "all" ? completedByPath : byPath).get(c.path) ?? null,
      );
      const cases = rule.testcases.map((c, index) => ({
        expected: c.expected,
        outcome: caseOutcome(pages[index] ?? null, implementedBy),
      }));
      const procedures: Procedure[] = implementedBy.map((ruleId) => ({
        name: ruleId,
        criteria: criteriaOf.get(ruleId) ?? [],
        outcomes: pages.map(
          (page) => ruleOutcomeOn(page, ruleId, criteriaOf.get(ruleId) ?? [])?.outcome ?? null,
        ),
      }));
      const w3c = w3cConsistency(rule, rule.testcases, procedures);
      scores[engine].push(scoreRule(rule, implementedBy, cases, w3c));
      if (engine !== "all") continue;
      for (const [index, c] of rule.testcases.entries()) {
        const page = pages[index] ?? null;
        earlSubjects.push({
          source: c.url,
          outcomes: implementedBy.flatMap((ruleId) => {
            const outcome = ruleOutcomeOn(page, ruleId, criteriaOf.get(ruleId) ?? []);
            return outcome ? [outcome] : [];
          }),
        });
      }
      if (values.details) {
        for (const [index, c] of rule.testcases.entries()) {
          const got = procedures.map(
            (procedure) => `${procedure.name}=${procedure.outcomes[index] ?? "none"}`,
          );
          const wrong =
            (c.expected === "failed") !== (cases[index]?.outcome === "failed") ||
            cases[index]?.outcome === "error" ||
            (w3c.consistency !== "consistent" && got.some((outcome) => outcome.endsWith("=none")));
          if (wrong) console.log(`  ${rule.id} ${c.title} (${c.expected}): ${got.join(", ") || "no rule"}`);
        }
        if (w3c.consistency === "partial") {
          const criteria = procedures.map(
            (procedure) => `${procedure.name}: ${procedure.criteria.join(",") || "none"}`,
          );
          console.log(
            `  ${rule.id} criteria ${rule.wcag.join(",") || "none"} (also ${rule.secondaryWcag.join(",") || "none"}); ours ${criteria.join("; ")}`,
          );
        }
      }
    }
  }

  console.log(
    `\n${"rule".padEnd(8)} ${"".padEnd(9)} ${"caught".padStart(9)} ${"alarms".padStart(7)}  ` +
      `${"W3C: axe-core alone".padEnd(20)} ${"W3C: Klarsicht".padEnd(15)} earlier counting`,
  );
  for (const [index, score] of scores.all.entries()) {
    const axe = scores["axe-core"][index] as RuleScore;
    console.log(
      `${score.id.padEnd(8)} ${(score.approved ? "approved" : "proposed").padEnd(9)} ` +
        `${`${score.caught}/${score.failed}`.padStart(9)} ${String(score.falseAlarms).padStart(7)}  ` +
        `${w3cShort[axe.w3c].padEnd(20)} ${w3cShort[score.w3c].padEnd(15)} ${score.consistency}`,
    );
  }
  const summaries = { all: summarise(scores.all), "axe-core": summarise(scores["axe-core"]) };
  printSummary("Klarsicht (axe-core and Klarsicht's checks)", summaries.all);
  printSummary("axe-core alone (its findings in the same scans)", summaries["axe-core"]);
  console.log(
    `\n${results.length} pages in ${seconds.toFixed(1)} s (${(results.length / seconds).toFixed(2)} pages/s); ` +
      `${errors.length} scans failed${errors.length > 0 ? `: ${[...new Set(errors.map((e) => e.error))].join(", ")}` : ""}`,
  );

  const axeVersion = (createRequire(import.meta.url)("axe-core/package.json") as { version: string }).version;
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  if (values.earl) {
    const report = earlReport(
      {
        name: "Klarsicht",
        version: commit,
        homepage: "https://klarsicht.de/",
        description: `axe-core ${axeVersion} and Klarsicht's own checks`,
      },
      earlSubjects,
    );
    await writeFile(resolve(values.earl), `${JSON.stringify(report, null, 1)}\n`);
    console.log(`Wrote the EARL report to ${resolve(values.earl)}`);
  }
  if (values["write-report"]) {
    if (wanted) throw new Error("--write-report needs the full benchmark: leave out --rules");
    const notice = await readFile(join(fixtureRoot, "NOTICE.md"), "utf8");
    const [, testcasesCommit = "", testcasesDate = ""] =
      /commit ([0-9a-f]{40}) \(([^)]+)\)/.exec(notice) ?? [];
    const report = {
      generated: new Date().toISOString().slice(0, 10),
      klarsicht: { commit, axeVersion },
      testcases: { commit: testcasesCommit, date: testcasesDate.slice(0, 10) },
      source:
        "W3C ACT test cases (w3c/wcag-act-rules, content-assets/wcag-act-rules/testcases.json), see tests/fixtures/act/NOTICE.md",
      summary: summaries,
      rules: scores.all.map((score, index) => {
        const axe = scores["axe-core"][index] as RuleScore;
        return { ...score, axeConsistency: axe.consistency, axeW3c: axe.w3c };
      }),
    };
    await writeFile(reportPath, `${JSON.stringify(report, null, 1)}\n`);
    console.log(`Wrote ${reportPath}`);
  }
}

await main();
