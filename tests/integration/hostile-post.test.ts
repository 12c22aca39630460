/**
 * Hostile input never breaks the site: every action of the built app, posted from this site with garbage
 * in the cookies the app reads and in the headers it reads, answers anything but a server error.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { routes, serverErrors, setUpWalk } from "./hostile-input";

beforeAll(setUpWalk, 60_000);

describe("every action, with garbage in each cookie and header", () => {
  it("answers a POST of this site to every action without a server error", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.hasAction))
      failures.push(...(await serverErrors("POST", route)));
    expect(failures).toEqual([]);
  }, 600_000);
});
