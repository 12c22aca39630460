import { describe, expect, it } from "vitest";
import { berlinInstant, duePeriod, nextDueAt, periodAt, type ScheduleTiming } from "~/utils/schedule";

const daily = (hour: number): ScheduleTiming => ({ frequency: "daily", hour, weekday: 1, monthDay: 1 });
const longAgo = new Date("2026-01-01T00:00:00Z");

describe("Berlin wall-clock hours", () => {
  it("are UTC+1 in winter and UTC+2 in summer", () => {
    expect(berlinInstant(2026, 1, 15, 6).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(berlinInstant(2026, 7, 15, 6).toISOString()).toBe("2026-07-15T04:00:00.000Z");
  });

  it("moves the hour the spring change skips to the hour after it", () => {
    // 29 March 2026: clocks jump from 02:00 to 03:00 (01:00 UTC).
    expect(berlinInstant(2026, 3, 29, 2).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(berlinInstant(2026, 3, 29, 3).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(berlinInstant(2026, 3, 29, 6).toISOString()).toBe("2026-03-29T04:00:00.000Z");
  });

  it("keeps a daily 6 o'clock at 6 o'clock on both sides of the autumn change", () => {
    // 25 October 2026: clocks go back from 03:00 to 02:00.
    expect(berlinInstant(2026, 10, 24, 6).toISOString()).toBe("2026-10-24T04:00:00.000Z");
    expect(berlinInstant(2026, 10, 25, 6).toISOString()).toBe("2026-10-25T05:00:00.000Z");
  });
});

describe("due schedules", () => {
  it("are due from their hour on, for the rest of the Berlin day, and not before", () => {
    const timing = daily(6);
    expect(duePeriod(timing, longAgo, new Date("2026-11-26T04:59:00Z"))).toBeNull();
    expect(duePeriod(timing, longAgo, new Date("2026-11-26T05:00:00Z"))?.key).toBe("d:2026-11-26");
    // Late: the cron did not fire for hours; the day's scan still runs.
    expect(duePeriod(timing, longAgo, new Date("2026-11-26T22:30:00Z"))?.key).toBe("d:2026-11-26");
    // 23:30 UTC is already the next Berlin day, before its 6 o'clock.
    expect(duePeriod(timing, longAgo, new Date("2026-11-26T23:30:00Z"))).toBeNull();
  });

  it("are never due when off", () => {
    const off: ScheduleTiming = { frequency: "off", hour: 0, weekday: 1, monthDay: 1 };
    expect(duePeriod(off, longAgo, new Date("2026-11-26T12:00:00Z"))).toBeNull();
    expect(nextDueAt(off, longAgo, new Date("2026-11-26T12:00:00Z"))).toBeNull();
  });

  it("do not run a period whose time had passed when the schedule was set", () => {
    const setAtNoon = new Date("2026-11-26T11:00:00Z");
    expect(duePeriod(daily(6), setAtNoon, new Date("2026-11-26T11:05:00Z"))).toBeNull();
    expect(duePeriod(daily(6), setAtNoon, new Date("2026-11-27T05:05:00Z"))?.key).toBe("d:2026-11-27");
    expect(nextDueAt(daily(6), setAtNoon, setAtNoon)?.toISOString()).toBe("2026-11-27T05:00:00.000Z");
  });

  it("keep the Berlin hour across the change to summer time", () => {
    // Saturday 28 March 06:00 CET = 05:00 UTC; Sunday 29 March 06:00 CEST = 04:00 UTC.
    expect(duePeriod(daily(6), longAgo, new Date("2026-03-29T03:59:00Z"))).toBeNull();
    expect(duePeriod(daily(6), longAgo, new Date("2026-03-29T04:00:00Z"))?.key).toBe("d:2026-03-29");
    expect(periodAt(daily(6), new Date("2026-03-28T12:00:00Z"))?.dueAt.toISOString()).toBe(
      "2026-03-28T05:00:00.000Z",
    );
  });

  it("run once in the repeated hour of the autumn change", () => {
    // 02:30 happens twice on 25 October 2026; both readings fall in the same period.
    const first = periodAt(daily(2), new Date("2026-10-25T00:30:00Z"));
    const second = periodAt(daily(2), new Date("2026-10-25T01:30:00Z"));
    expect(first?.key).toBe("d:2026-10-25");
    expect(second?.key).toBe(first?.key);
  });

  it("weekly: due on the chosen weekday of the ISO week", () => {
    // Thursday 26 November 2026, week 48; Monday was the 23rd.
    const monday: ScheduleTiming = { frequency: "weekly", hour: 8, weekday: 1, monthDay: 1 };
    const saturday: ScheduleTiming = { ...monday, weekday: 6 };
    const now = new Date("2026-11-26T10:00:00Z");
    expect(duePeriod(monday, longAgo, now)?.key).toBe("w:2026-W48");
    expect(duePeriod(monday, longAgo, now)?.dueAt.toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(duePeriod(saturday, longAgo, now)).toBeNull();
    expect(nextDueAt(saturday, longAgo, now)?.toISOString()).toBe("2026-11-28T07:00:00.000Z");
  });

  it("monthly: due on the chosen day of the Berlin month", () => {
    const timing: ScheduleTiming = { frequency: "monthly", hour: 0, weekday: 1, monthDay: 1 };
    // Midnight on 1 December in Berlin is 23:00 UTC on 30 November.
    expect(duePeriod(timing, longAgo, new Date("2026-11-30T23:00:00Z"))?.key).toBe("m:2026-12");
    expect(duePeriod(timing, longAgo, new Date("2026-11-30T22:59:00Z"))?.key).toBe("m:2026-11");
  });
});
