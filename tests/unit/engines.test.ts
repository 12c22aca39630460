/**
 * `engines` promises the Node versions Klarsicht runs on. A dependency that needs a newer Node makes that
 * promise false (npm only warns): every installed package must accept the oldest Node we promise.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

type Manifest = { name?: string; engines?: { node?: string } };

async function manifest(path: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(path, "package.json"), "utf8")) as Manifest;
  } catch {
    return null;
  }
}

/** Top-level and scoped packages of node_modules (what `npm install` checks engines of, with their own). */
async function installedPackages(root: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(root)) {
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@")) {
      for (const scoped of await readdir(join(root, entry))) paths.push(join(root, entry, scoped));
    } else {
      paths.push(join(root, entry));
    }
  }
  return paths;
}

describe("engines", () => {
  it("every installed dependency runs on the oldest Node our engines field promises", async () => {
    const own = await manifest(".");
    const promised = own?.engines?.node;
    expect(promised).toBeTruthy();
    const oldest = semver.minVersion(promised as string)?.version as string;
    const needNewer: string[] = [];
    for (const path of await installedPackages("node_modules")) {
      const range = (await manifest(path))?.engines?.node;
      if (range && semver.validRange(range) && !semver.satisfies(oldest, range)) {
        needNewer.push(`${path} (${range})`);
      }
    }
    expect(needNewer).toEqual([]);
  });
});
