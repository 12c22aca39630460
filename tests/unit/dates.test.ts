import { describe, expect, it } from "vitest";
import { formatDate } from "~/utils/dates";

describe("formatDate", () => {
  it("shows the day in Berlin, whatever the server's or the browser's time zone", () => {
    // 23:30 UTC on New Year's Eve is already New Year's Day in Berlin.
    expect(formatDate("2025-12-31T23:30:00Z", "de")).toBe("1. Januar 2026");
    expect(formatDate("2025-12-31T23:30:00Z", "en")).toBe("1 January 2026");
  });

  it("adds the Berlin time in the long and the short style", () => {
    const summer = new Date("2026-06-28T08:05:00Z");
    expect(formatDate(summer, "de", "dayAndTime")).toBe("28. Juni 2026 um 10:05");
    expect(formatDate(summer, "en", "shortDayAndTime")).toBe("28 Jun 2026, 10:05");
  });
});
