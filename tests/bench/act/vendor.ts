/**
 * Prepares the W3C ACT test cases that `npm run bench:act` scans, from the W3C's repository
 * w3c/wcag-act-rules: content-assets/wcag-act-rules/testcases.json (every example of every active rule,
 * approved and proposed), the example pages and the test assets they load.
 *
 *   npx tsx tests/bench/act/vendor.ts <checkout or bare git dir of w3c/wcag-act-rules> [commit]
 *
 * A checkout is read from its files (its commit from git, or as given); a bare git directory at the given
 * commit (default HEAD) without a work tree.
 *
 * Writes tests/fixtures/act/ (rules.json, testcases/, test-assets/, earl-context.json, NOTICE.md), and
 * app/routes/act/published-implementations.json: each tool's name, version, date and rule counts from the
 * W3C's implementation reports (_data/wcag-act-rules/implementations/), which /act compares us with. The output is checked in,
 * so the benchmark needs no network; run this again to move to a newer release of the test cases.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, posix, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import type { ActExpectation, ActRule } from "./act-data";

const outputRoot = resolve("tests/fixtures/act");
/** The published tools' figures, which the /act page shows beside ours. */
const publishedPath = resolve("app/routes/act/published-implementations.json");
const assetsBase = "content-assets/wcag-act-rules";
const licenceBody = resolve("tests/bench/act/w3c-software-and-document-license.md");
/** Assets shared by many rules: only the files the examples name are copied, not the whole folder. */
const sharedFolders = new Set(["test-assets", "test-assets/shared"]);

type W3cTestCase = {
  ruleId: string;
  ruleName: string;
  ruleAccessibilityRequirements?: Record<string, { secondary?: string }> | null;
  expected: ActExpectation;
  testcaseId: string;
  testcaseTitle: string;
  relativePath: string;
  url: string;
  /** Absent for the examples of proposed rules. */
  approved?: boolean;
};

/** Reads files of one commit, from a checkout or a bare git directory. */
type Source = {
  commit: string;
  date: string;
  /** null when the path is absent (a snapshot may leave its largest files out). */
  read(path: string): Buffer | null;
  /** Every file below a folder, as repository paths. */
  list(folder: string): string[];
};

function git(gitDir: string, args: string[]): Buffer {
  return execFileSync("git", ["--git-dir", gitDir, ...args], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });
}

function openSource(location: string, givenCommit: string | undefined): Source {
  const checkout = existsSync(join(location, assetsBase));
  const gitDir = checkout ? join(location, ".git") : location;
  const hasGit = existsSync(gitDir);
  const commit = givenCommit ?? (hasGit ? git(gitDir, ["rev-parse", "HEAD"]).toString().trim() : "unknown");
  const date = hasGit ? git(gitDir, ["log", "-1", "--format=%cI", commit]).toString().trim() : "unknown";
  if (checkout) {
    return {
      commit,
      date,
      read: (path) => (existsSync(join(location, path)) ? execFileSync("cat", [join(location, path)]) : null),
      list: (folder) =>
        execFileSync("git", ["-C", location, "ls-files", folder], { encoding: "utf8" })
          .split("\n")
          .filter(Boolean),
    };
  }
  return {
    commit,
    date,
    read: (path) => {
      try {
        return git(gitDir, ["show", `${commit}:${path}`]);
      } catch {
        return null;
      }
    },
    list: (folder) =>
      git(gitDir, ["ls-tree", "-r", "--name-only", commit, folder]).toString().split("\n").filter(Boolean),
  };
}

/** Test assets a page names, as paths below content-assets/wcag-act-rules/. */
function assetsNamedIn(text: string): string[] {
  const named = text.matchAll(
    /(?:\/WAI\/content-assets\/wcag-act-rules\/|["'(/])(test-assets\/[^"'\s)>?#]+)/g,
  );
  return [...named].map((match) => posix.normalize(match[1] ?? ""));
}

const criterionOf = (key: string) => /^wcag2\d:(\d+\.\d+\.\d+)$/.exec(key)?.[1];

async function main(): Promise<void> {
  const location = process.argv[2];
  if (!location) {
    console.error(
      "Usage: npx tsx tests/bench/act/vendor.ts <checkout or bare git dir of w3c/wcag-act-rules> [commit]",
    );
    process.exit(2);
  }
  const source = openSource(resolve(location), process.argv[3]);
  const index = source.read(`${assetsBase}/testcases.json`);
  if (!index) throw new Error(`No ${assetsBase}/testcases.json at ${source.commit}`);
  const { testcases } = JSON.parse(index.toString("utf8")) as { testcases: W3cTestCase[] };

  await rm(outputRoot, { recursive: true, force: true });
  await mkdir(outputRoot, { recursive: true });
  const write = async (path: string, content: Buffer) => {
    await mkdir(dirname(join(outputRoot, path)), { recursive: true });
    await writeFile(join(outputRoot, path), content);
  };

  const rules = new Map<string, ActRule>();
  const wanted = new Set<string>();
  const missing: string[] = [];
  for (const testcase of testcases) {
    const page = source.read(`${assetsBase}/${testcase.relativePath}`);
    if (!page) {
      missing.push(testcase.relativePath);
      continue;
    }
    await write(testcase.relativePath, page);
    for (const asset of assetsNamedIn(page.toString("utf8"))) wanted.add(asset);
    let rule = rules.get(testcase.ruleId);
    if (!rule) {
      const requirements = Object.entries(testcase.ruleAccessibilityRequirements ?? {});
      const criteria = (secondary: boolean) =>
        requirements
          .filter(([key, requirement]) => criterionOf(key) && "secondary" in requirement === secondary)
          .map(([key]) => criterionOf(key) as string);
      rule = {
        id: testcase.ruleId,
        name: testcase.ruleName,
        approved: false,
        wcag: criteria(false),
        secondaryWcag: criteria(true),
        testcases: [],
      };
      rules.set(rule.id, rule);
    }
    // A rule counts as approved when any of its examples is, as the W3C's reports count it.
    rule.approved ||= testcase.approved === true;
    rule.testcases.push({
      id: testcase.testcaseId,
      title: testcase.testcaseTitle,
      expected: testcase.expected,
      approved: testcase.approved === true,
      path: testcase.relativePath,
      url: testcase.url,
    });
  }

  // The folder of each named asset is copied whole (pages there load their neighbours: frames, captions,
  // scripts), except the shared folders, of which only the named files are; assets that are pages may
  // name further assets, so this repeats until nothing new is named.
  const copied = new Set<string>();
  const pending = [...wanted];
  while (pending.length > 0) {
    const asset = pending.pop() as string;
    const below = (folder: string) =>
      source.list(`${assetsBase}/${folder}`).map((path) => path.slice(assetsBase.length + 1));
    // A link to a folder (served as its index.html) names the folder itself.
    const inside = below(asset).filter((file) => file !== asset);
    const folder = posix.dirname(asset);
    const files = inside.length > 0 ? inside : sharedFolders.has(folder) ? [asset] : below(folder);
    for (const file of files) {
      if (copied.has(file)) continue;
      copied.add(file);
      const content = source.read(`${assetsBase}/${file}`);
      if (!content) {
        missing.push(file);
        continue;
      }
      await write(file, content);
      if (/\.(html?|css|js|svg|xml|xhtml|vtt)$/.test(file))
        for (const next of assetsNamedIn(content.toString("utf8"))) if (!copied.has(next)) pending.push(next);
    }
  }

  // The JSON-LD context the W3C's EARL reports use: tests check our EARL output against it.
  const context = source.read(`${assetsBase}/earl-context.json`);
  if (context) await write("earl-context.json", context);

  const all = [...rules.values()];
  await writeFile(join(outputRoot, "rules.json"), `${JSON.stringify(all, null, 1)}\n`);
  await writeFile(join(outputRoot, "NOTICE.md"), await notice(source, missing));
  const cases = all.flatMap((rule) => rule.testcases);
  const count = (expected: ActExpectation) => cases.filter((c) => c.expected === expected).length;
  console.log(
    `${all.length} rules (${all.filter((rule) => rule.approved).length} approved), ${cases.length} examples ` +
      `(${count("failed")} failed, ${count("passed")} passed, ${count("inapplicable")} inapplicable), ` +
      `${copied.size - missing.filter((path) => copied.has(path)).length} test assets`,
  );
  console.log(`${await writePublished(source)} published implementations written to ${publishedPath}`);
  for (const path of missing) console.warn(`Not in the source (its pages will not find it): ${path}`);
}

type W3cCounts = { complete?: number; partial?: number; inconsistent?: number; untested?: number };
type W3cImplementation = {
  name: string;
  vendor?: string;
  version?: string | number;
  lastModified?: string;
  approvedRules: W3cCounts;
  proposedRules: W3cCounts;
};

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "13 July 2026" as 2026-07-13, without the local time zone's help. */
function isoDate(text: string | undefined): string | null {
  const [, day = "", month = "", year = ""] =
    /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text?.trim() ?? "") ?? [];
  const index = months.indexOf(month);
  return index < 0 ? null : `${year}-${String(index + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The W3C's table of implementations, reduced to what /act shows: counts as the W3C publishes them. */
async function writePublished(source: Source): Promise<number> {
  const folder = "_data/wcag-act-rules/implementations";
  const listing = parseYaml(
    source.read("_data/wcag-act-rules/act-implementations.yml")?.toString("utf8") ?? "[]",
  ) as {
    uniqueKey: string;
    type?: string;
    hidden?: boolean;
  }[];
  const counts = (rules: W3cCounts) => ({
    consistent: rules.complete ?? 0,
    partial: rules.partial ?? 0,
    inconsistent: rules.inconsistent ?? 0,
    untested: rules.untested ?? 0,
  });
  type Counts = ReturnType<typeof counts>;
  const tools: {
    key: string;
    name: string;
    vendor: string | null;
    type: string | null;
    version: string | null;
    date: string | null;
    approved: Counts;
    proposed: Counts;
  }[] = [];
  for (const entry of listing) {
    if (entry.hidden) continue;
    const data = source.read(`${folder}/${entry.uniqueKey}.json`);
    if (!data) continue;
    const report = JSON.parse(data.toString("utf8")) as W3cImplementation;
    tools.push({
      key: entry.uniqueKey,
      name: report.name,
      vendor: report.vendor ?? null,
      type: entry.type ?? null,
      version: report.version === undefined ? null : String(report.version),
      date: isoDate(report.lastModified),
      approved: counts(report.approvedRules),
      proposed: counts(report.proposedRules),
    });
  }
  const consistent = (tool: { approved: Counts; proposed: Counts }) =>
    tool.approved.consistent + tool.proposed.consistent;
  tools.sort((a, b) => consistent(b) - consistent(a) || a.name.localeCompare(b.name));
  const published = {
    source: `https://github.com/w3c/wcag-act-rules/tree/${source.commit}/${folder}`,
    page: "https://www.w3.org/WAI/standards-guidelines/act/implementations/",
    commit: source.commit,
    date: source.date.slice(0, 10),
    tools,
  };
  await writeFile(publishedPath, `${JSON.stringify(published, null, 1)}\n`);
  return tools.length;
}

async function notice(source: Source, missing: string[]): Promise<string> {
  const repositoryLicence = (source.read("LICENSE.md")?.toString("utf8") ?? "").trim();
  const absent =
    missing.length === 0
      ? ""
      : `\nThe examples name these files, which the source did not hold (some examples name a file that does not\nexist on purpose; a snapshot may leave out the largest files), so the pages that load them do not find them:\n\n${missing.map((path) => `- ${path}`).join("\n")}\n`;
  return `# W3C ACT Rules test cases

The files in this folder (rules.json, testcases/, test-assets/, earl-context.json) are taken from the W3C's repository of
the ACT rules, https://github.com/w3c/wcag-act-rules, commit ${source.commit} (${source.date}), folder
content-assets/wcag-act-rules/: the examples listed in testcases.json, unchanged, and the test assets they
load, and the JSON-LD context of EARL reports, unchanged. rules.json is derived from testcases.json (the examples grouped by rule). Prepared by
tests/bench/act/vendor.ts.
${absent}
This software or document includes material copied from or derived from the ACT Rules Format and the
W3C's ACT rules (https://www.w3.org/WAI/standards-guidelines/act/rules/). Copyright © W3C® (MIT, ERCIM,
Keio, Beihang).

The repository's licence statement (LICENSE.md):

> ${repositoryLicence}

${(await readFile(licenceBody, "utf8")).trim()}
`;
}

await main();
