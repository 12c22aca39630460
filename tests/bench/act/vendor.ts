/**
 * Prepares the W3C ACT Rules test cases that `npm run bench:act` scans, from a checkout of the ACT Rules
 * repository (act-rules.github.io): every rule that maps to a WCAG success criterion, its passed, failed
 * and inapplicable examples as pages of their own, and the test assets those pages load.
 *
 *   npx tsx tests/bench/act/vendor.ts <path to an act-rules.github.io checkout> [commit]
 *
 * The commit is read from the checkout's git metadata, or given when the files come from an export.
 *
 * Writes tests/fixtures/act/ (rules.json, testcases/, test-assets/, NOTICE.md). The output is checked in,
 * so the benchmark needs no network; run this again to move to a newer release of the rules.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import type { ActExpectation, ActRule, ActTestCase } from "./act-data";

const outputRoot = resolve("tests/fixtures/act");
const extensions: Record<string, string> = {
  html: "html",
  svg: "svg",
  xml: "xml",
  xhtml: "xhtml",
  "": "html",
};

type FrontMatter = {
  id: string;
  name: string;
  deprecated?: string;
  accessibility_requirements?: Record<string, unknown> | null;
};

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) {
    console.error("Usage: npx tsx tests/bench/act/vendor.ts <path to an act-rules.github.io checkout>");
    process.exit(2);
  }
  const rulesDir = join(source, "_rules");
  await rm(outputRoot, { recursive: true, force: true });
  await mkdir(outputRoot, { recursive: true });

  const rules: ActRule[] = [];
  const assets = new Set<string>();
  for (const file of (await readdir(rulesDir)).filter((name) => name.endsWith(".md")).sort()) {
    const text = await readFile(join(rulesDir, file), "utf8");
    const rule = await extractRule(text, assets);
    if (rule) rules.push(rule);
  }

  // A page's assets may load further files of their folder (frames, captions, styles): the folder of each
  // referenced asset is copied whole.
  const folders = new Set([...assets].map((asset) => asset.split("/").slice(0, 2).join("/")));
  let copied = 0;
  for (const folder of [...folders].sort()) {
    const from = join(source, folder);
    const exists = await stat(from).then(
      () => true,
      () => false,
    );
    if (!exists) {
      console.warn(`Missing test asset (its pages will not find it): ${folder}`);
      continue;
    }
    await cp(from, join(outputRoot, folder), { recursive: true });
    copied++;
  }

  await writeFile(join(outputRoot, "rules.json"), `${JSON.stringify(rules, null, 1)}\n`);
  await writeFile(join(outputRoot, "NOTICE.md"), await notice(source, process.argv[3]));
  const cases = rules.flatMap((rule) => rule.testcases);
  console.log(
    `${rules.length} rules (${rules.filter((rule) => rule.deprecated).length} deprecated), ` +
      `${cases.length} test cases (${cases.filter((c) => c.expected === "failed").length} failed), ` +
      `${copied} test-asset folders and files`,
  );
}

/** A rule with a WCAG mapping, its examples written to disk; null for rules that map to no criterion. */
async function extractRule(text: string, assets: Set<string>): Promise<ActRule | null> {
  const [, frontText = "", body = ""] = text.split(/^---$/m);
  const front = parseYaml(frontText) as FrontMatter;
  const wcag = Object.keys(front.accessibility_requirements ?? {})
    .filter((key) => /^wcag2\d:/.test(key))
    .map((key) => key.slice(key.indexOf(":") + 1));
  if (wcag.length === 0) return null;

  const testcases: ActTestCase[] = [];
  // Each example is a heading "#### Failed Example 3" followed by one fenced code block.
  const example =
    /^#### (Passed|Failed|Inapplicable) Example (\d+)[^\n]*\n[\s\S]*?^```(\w*)\n([\s\S]*?)^```/gm;
  for (const match of body.matchAll(example)) {
    const [, kind = "", number = "", language = "", code = ""] = match;
    const expected = kind.toLowerCase() as ActExpectation;
    const extension = extensions[language] ?? "html";
    const path = `testcases/${front.id}/${expected}-${number}.${extension}`;
    await mkdir(join(outputRoot, dirname(path)), { recursive: true });
    await writeFile(join(outputRoot, path), code);
    for (const asset of code.matchAll(/\/(test-assets\/[^"'\s)>?#]+)/g)) assets.add(asset[1] ?? "");
    testcases.push({ expected, number: Number(number), path });
  }
  return { id: front.id, name: front.name, wcag, deprecated: Boolean(front.deprecated), testcases };
}

async function notice(source: string, givenCommit: string | undefined): Promise<string> {
  let commit = givenCommit ?? "unknown";
  if (!givenCommit) {
    try {
      commit = execFileSync("git", ["-C", source, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    } catch {
      // An export without git metadata and no commit given: the commit stays unknown.
    }
  }
  const licence = await readFile(join(source, "pages/license.md"), "utf8").catch(() => "");
  return `# W3C ACT Rules test cases

The files in this folder (rules.json, testcases/, test-assets/) are derived from the ACT Rules Community
Group's rules and test cases, https://act-rules.github.io/ (repository act-rules/act-rules.github.io, commit
${commit}): each example of a rule's "Test Cases" section is written as a page of its own, and the test
assets those pages use are copied unchanged. Prepared by tests/bench/act/vendor.ts.

This software or document includes material copied from or derived from the ACT Rules
(https://act-rules.github.io/). Copyright © W3C® (MIT, ERCIM, Keio, Beihang).

${licence.replace(/^---[\s\S]*?---\s*/, "")}`;
}

await main();
