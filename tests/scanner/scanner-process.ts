/**
 * A local scanner in a process of its own, for tests that kill it: scans the page given as argument,
 * prints {"chromiumPid": ..., "profile": ...} as one line, then waits to be killed.
 */
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalScanner } from "#dev/scanner/scanner";

const [url, allowed] = process.argv.slice(2);
if (url === undefined || allowed === undefined)
  throw new Error("usage: scanner-process.ts <url> <host:port>");
const scanner = await createLocalScanner({ policy: { allowPrivate: false, allowedHostPorts: [allowed] } });
const outcome = await scanner.scan(url, { level: "AA", locale: "de" });
if (!outcome.ok) throw new Error(`scan failed: ${outcome.error}`);
const profile = readdirSync(tmpdir()).find((entry) => entry.startsWith(`klarsicht-scanner-${process.pid}-`));
console.log(
  JSON.stringify({ chromiumPid: scanner.browserProcess()?.pid, profile: profile && join(tmpdir(), profile) }),
);
setInterval(() => {}, 60_000);
