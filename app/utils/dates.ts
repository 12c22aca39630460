/** How a date is shown: the day alone, or the day with the time (long, or medium for dense lists). */
export type DateStyle = "day" | "dayAndTime" | "shortDayAndTime" | "time";

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: "long" },
  dayAndTime: { dateStyle: "long", timeStyle: "short" },
  shortDayAndTime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Every date the site, its reports and its statements show: in German or British English, and in Berlin
 * time (the product's home), so that the server's rendering and the browser's hydration agree.
 */
export function formatDate(date: string | Date, locale: "de" | "en", style: DateStyle = "day"): string {
  const key = `${locale}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
      ...styles[style],
      timeZone: "Europe/Berlin",
    });
    formats.set(key, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}
