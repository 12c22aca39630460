/**
 * When a site's scan schedule is due. Schedules are kept in Berlin time (the product's home and its
 * customers'), so a daily 6 o'clock scan stays at 6 o'clock across the change to and from summer time.
 */

export type ScheduleFrequency = "off" | "daily" | "weekly" | "monthly";

export type ScheduleTiming = {
  frequency: ScheduleFrequency;
  /** 0–23, Berlin time. */
  hour: number;
  /** ISO weekday, 1 Monday … 7 Sunday (weekly). */
  weekday: number;
  /** 1–28 (monthly). */
  monthDay: number;
};

const TIME_ZONE = "Europe/Berlin";
const DAY_MS = 24 * 60 * 60 * 1000;
const weekdayNumbers: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
  hourCycle: "h23",
});

export type BerlinTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

export function berlinTime(instant: Date): BerlinTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdayNumbers[parts.weekday ?? "Mon"] ?? 1,
  };
}

/** How far Berlin's clock is ahead of UTC at this instant, in ms. */
function berlinOffsetMs(instantMs: number): number {
  const local = berlinTime(new Date(instantMs));
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a Berlin wall-clock hour begins. An hour the spring change skips (2 o'clock) becomes the
 * hour after it; an hour the autumn change repeats is its first occurrence's UTC reading corrected once.
 */
export function berlinInstant(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let instant = wall - berlinOffsetMs(wall);
  const corrected = wall - berlinOffsetMs(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** A calendar day as a UTC date, for day arithmetic without any time zone. */
function calendarDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function isoWeekKey(day: Date): string {
  // The ISO week belongs to the year of its Thursday.
  const weekday = day.getUTCDay() || 7;
  const thursday = new Date(day.getTime() + (4 - weekday) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

export type SchedulePeriod = { key: string; dueAt: Date };

/**
 * The period of the schedule that `now` falls in (the Berlin day, ISO week or month), and the instant in
 * it when the scan is due. Null when the schedule is off.
 */
export function periodAt(timing: ScheduleTiming, now: Date): SchedulePeriod | null {
  const local = berlinTime(now);
  const today = calendarDay(local.year, local.month, local.day);
  if (timing.frequency === "off") return null;
  if (timing.frequency === "daily") {
    return {
      key: `d:${local.year}-${pad(local.month)}-${pad(local.day)}`,
      dueAt: berlinInstant(local.year, local.month, local.day, timing.hour),
    };
  }
  if (timing.frequency === "weekly") {
    const dueDay = new Date(today.getTime() + (timing.weekday - local.weekday) * DAY_MS);
    return {
      key: `w:${isoWeekKey(today)}`,
      dueAt: berlinInstant(
        dueDay.getUTCFullYear(),
        dueDay.getUTCMonth() + 1,
        dueDay.getUTCDate(),
        timing.hour,
      ),
    };
  }
  return {
    key: `m:${local.year}-${pad(local.month)}`,
    dueAt: berlinInstant(local.year, local.month, timing.monthDay, timing.hour),
  };
}

/**
 * When the schedule runs in the period that `now` falls in, given when it was set. Its regular slot, if
 * that came after the schedule was set. In the period the schedule was set in, after its slot had
 * passed (a weekly Monday scan saved on a Thursday), the first run is that day at the chosen hour, if
 * the hour was still ahead: a new customer sees a scan, and its alert, the same day rather than next
 * week. Still one run a period, under the period's key. Null when the period has no run.
 */
export function slotIn(timing: ScheduleTiming, activeFrom: Date, now: Date): SchedulePeriod | null {
  const period = periodAt(timing, now);
  if (!period) return null;
  if (period.dueAt.getTime() >= activeFrom.getTime()) return period;
  if (periodAt(timing, activeFrom)?.key !== period.key) return null;
  const setOn = berlinTime(activeFrom);
  const sameDay = berlinInstant(setOn.year, setOn.month, setOn.day, timing.hour);
  return sameDay.getTime() >= activeFrom.getTime() ? { key: period.key, dueAt: sameDay } : null;
}

/**
 * The period to run now, if any: its time has come, and came after the schedule was set (a schedule set
 * at noon for 6 o'clock starts tomorrow, not at once). A cron that fires late still runs it within the period.
 */
export function duePeriod(timing: ScheduleTiming, activeFrom: Date, now: Date): SchedulePeriod | null {
  const slot = slotIn(timing, activeFrom, now);
  if (!slot || slot.dueAt.getTime() > now.getTime()) return null;
  return slot;
}

/** The next instant the schedule is due after `after` (for display), looking at most a year ahead. */
export function nextDueAt(timing: ScheduleTiming, activeFrom: Date, after: Date): Date | null {
  if (timing.frequency === "off") return null;
  const start = Math.max(after.getTime(), activeFrom.getTime());
  // Every period starts within a day of some probe point; hourly probes would be exact but needlessly many.
  for (let probe = start; probe < start + 370 * DAY_MS; probe += 6 * 60 * 60 * 1000) {
    const slot = slotIn(timing, activeFrom, new Date(probe));
    if (slot && slot.dueAt.getTime() > start) return slot.dueAt;
  }
  return null;
}

/** Which Berlin day an instant falls on, seen from `now`: today, tomorrow, or another day. */
export function berlinDayFrom(instant: Date, now: Date): "today" | "tomorrow" | "later" {
  const day = (at: Date) => {
    const local = berlinTime(at);
    return calendarDay(local.year, local.month, local.day).getTime();
  };
  const days = Math.round((day(instant) - day(now)) / DAY_MS);
  return days === 0 ? "today" : days === 1 ? "tomorrow" : "later";
}
