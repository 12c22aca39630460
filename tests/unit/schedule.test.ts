import { describe, expect, it } from "vitest";
import {
  berlinDayFrom,
  berlinInstant,
  duePeriod,
  nextDueAt,
  periodAt,
  type ScheduleTiming,
} from "~/utils/schedule";

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

describe("a schedule's first run", () => {
  // Thursday 26 November 2026 in week 48; Berlin is UTC+1.
  const mondays: ScheduleTiming = { frequency: "weekly", hour: 6, weekday: 1, monthDay: 1 };
  const atFour = new Date("2026-11-26T03:00:00Z");
  const atSeven = new Date("2026-11-26T06:00:00Z");

  it("is today at its hour when a daily schedule is saved before it", () => {
    expect(duePeriod(daily(6), atFour, new Date("2026-11-26T04:59:00Z"))).toBeNull();
    expect(duePeriod(daily(6), atFour, new Date("2026-11-26T05:00:00Z"))?.key).toBe("d:2026-11-26");
    expect(nextDueAt(daily(6), atFour, atFour)?.toISOString()).toBe("2026-11-26T05:00:00.000Z");
  });

  it("is today at its hour when the period's own day has passed (a weekly Monday scan saved on a Thursday)", () => {
    expect(nextDueAt(mondays, atFour, atFour)?.toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(duePeriod(mondays, atFour, new Date("2026-11-26T04:59:00Z"))).toBeNull();
    const first = duePeriod(mondays, atFour, new Date("2026-11-26T05:00:00Z"));
    expect(first).toEqual({ key: "w:2026-W48", dueAt: new Date("2026-11-26T05:00:00.000Z") });
    // A late cron later in the week claims the same period, so the week still has one run.
    expect(duePeriod(mondays, atFour, new Date("2026-11-28T12:00:00Z"))?.key).toBe("w:2026-W48");
    // Then Mondays as chosen.
    expect(nextDueAt(mondays, atFour, new Date("2026-11-26T05:01:00Z"))?.toISOString()).toBe(
      "2026-11-30T05:00:00.000Z",
    );
    expect(duePeriod(mondays, atFour, new Date("2026-11-30T05:00:00Z"))?.key).toBe("w:2026-W49");
  });

  it("waits for the next period when today's hour has passed too", () => {
    expect(duePeriod(mondays, atSeven, new Date("2026-11-26T06:05:00Z"))).toBeNull();
    expect(duePeriod(mondays, atSeven, new Date("2026-11-29T22:00:00Z"))).toBeNull();
    expect(nextDueAt(mondays, atSeven, atSeven)?.toISOString()).toBe("2026-11-30T05:00:00.000Z");
    expect(nextDueAt(daily(6), atSeven, atSeven)?.toISOString()).toBe("2026-11-27T05:00:00.000Z");
  });

  it("keeps the chosen day when it is still ahead in the period, rather than adding a run today", () => {
    const saturdays: ScheduleTiming = { ...mondays, weekday: 6 };
    expect(duePeriod(saturdays, atFour, new Date("2026-11-26T05:00:00Z"))).toBeNull();
    expect(nextDueAt(saturdays, atFour, atFour)?.toISOString()).toBe("2026-11-28T05:00:00.000Z");
  });

  it("is today for a monthly schedule whose day of the month has passed", () => {
    const firsts: ScheduleTiming = { frequency: "monthly", hour: 6, weekday: 1, monthDay: 1 };
    expect(duePeriod(firsts, atFour, new Date("2026-11-26T05:00:00Z"))?.key).toBe("m:2026-11");
    expect(nextDueAt(firsts, atSeven, atSeven)?.toISOString()).toBe("2026-12-01T05:00:00.000Z");
  });
});

describe("Berlin days seen from now", () => {
  const now = new Date("2026-11-26T20:00:00Z"); // 21:00 in Berlin
  it("tell today, tomorrow and later apart by the Berlin calendar, not UTC's", () => {
    expect(berlinDayFrom(new Date("2026-11-26T22:30:00Z"), now)).toBe("today");
    // 23:30 UTC is already 27 November in Berlin.
    expect(berlinDayFrom(new Date("2026-11-26T23:30:00Z"), now)).toBe("tomorrow");
    expect(berlinDayFrom(new Date("2026-11-27T22:59:00Z"), now)).toBe("tomorrow");
    expect(berlinDayFrom(new Date("2026-11-27T23:00:00Z"), now)).toBe("later");
  });
});
