import { describe, expect, it } from "vitest";
import { siteSecondsLeft } from "~/components/ScanProgress";

describe("the time a site scan has left", () => {
  it("assumes two seconds a page until a few pages are done", () => {
    expect(siteSecondsLeft({ done: 0, found: 150 }, 4)).toBe(300);
    expect(siteSecondsLeft({ done: 2, found: 150 }, 60)).toBe(296);
  });

  it("then follows the run's own pace", () => {
    // 10 pages in 50 s: 5 s a page, 90 pages to go.
    expect(siteSecondsLeft({ done: 10, found: 100 }, 50)).toBe(450);
  });

  it("has nothing left once every page found is done", () => {
    expect(siteSecondsLeft({ done: 40, found: 40 }, 120)).toBe(0);
  });
});
