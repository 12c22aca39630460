/**
 * Copies the veraPDF corpus's PDF_UA-1 files that `npm run bench:pdf` scores (the tests corpus-map.ts
 * answers) into tests/fixtures/pdf-ua-corpus/, with the corpus's licence notice (CC BY 4.0).
 *
 *   npx tsx tests/bench/pdf/vendor.ts <bare git dir or checkout of veraPDF/veraPDF-corpus> [commit]
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { corpusAnswers, corpusTest } from "./corpus-map";

const [source, commit = "HEAD"] = process.argv.slice(2);
if (!source) {
  console.error("Usage: npx tsx tests/bench/pdf/vendor.ts <veraPDF-corpus git dir or checkout> [commit]");
  process.exit(2);
}
const gitDir = existsSync(join(source, ".git")) ? join(source, ".git") : source;
const git = (...args: string[]) =>
  execFileSync("git", [`--git-dir=${gitDir}`, ...args], { maxBuffer: 1 << 30 });
const output = resolve("tests/fixtures/pdf-ua-corpus");
const revision = git("rev-parse", commit).toString().trim();
const files = git("ls-tree", "-r", "--name-only", revision, "--", "PDF_UA-1")
  .toString()
  .split("\n")
  .filter((path) => {
    const test = corpusTest(basename(path));
    return test !== undefined && test.test in corpusAnswers;
  });
await rm(output, { recursive: true, force: true });
await mkdir(output, { recursive: true });
for (const path of files) await writeFile(join(output, basename(path)), git("show", `${revision}:${path}`));
await writeFile(
  join(output, "NOTICE.md"),
  `# veraPDF corpus, PDF_UA-1 (selection)

Files from https://github.com/veraPDF/veraPDF-corpus, folder PDF_UA-1, commit ${revision}: the tests that
\`npm run bench:pdf\` scores (tests/bench/pdf/corpus-map.ts). Copied unchanged; refresh with
\`npx tsx tests/bench/pdf/vendor.ts <veraPDF-corpus git dir>\`.

The veraPDF corpus is licensed under a Creative Commons Attribution 4.0 International licence (CC BY 4.0),
https://creativecommons.org/licenses/by/4.0/, by the veraPDF Consortium.
`,
);
console.log(`${files.length} files from ${revision} in ${output}`);
