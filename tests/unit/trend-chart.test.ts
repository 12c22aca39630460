import { describe, expect, it } from "vitest";
import { integerAxis, labelledIndexes } from "~/components/charts/axis";
import { changeSeries, changeValues, runAxisLabels } from "~/routes/sites.$id/trend-data";

describe("the count axis of the trend charts", () => {
  it("has whole-number ticks only, from 0 to a top at or above the largest value", () => {
    for (let largest = 0; largest <= 2500; largest++) {
      const { top, ticks } = integerAxis(largest);
      expect(ticks.every(Number.isInteger), `ticks for ${largest}: ${ticks}`).toBe(true);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(top);
      expect(top).toBeGreaterThanOrEqual(Math.max(1, largest));
      expect(ticks.length - 1, `intervals for ${largest}`).toBeLessThanOrEqual(4);
    }
  });

  it("counts one by one for small numbers and in round steps for larger ones", () => {
    expect(integerAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(integerAxis(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(integerAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(integerAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(integerAxis(13)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(integerAxis(140)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
  });
});

describe("the labels under the bars", () => {
  it("name the day, and the time too where two runs share a day (Berlin time)", () => {
    const instants = [
      "2026-11-25T09:00:00Z",
      "2026-11-26T08:05:00Z",
      "2026-11-26T14:30:00Z",
      // 23:30 UTC is already the next day in Berlin.
      "2026-11-26T23:30:00Z",
      "2026-11-27T10:00:00Z",
    ];
    expect(runAxisLabels(instants, "de")).toEqual([
      ["25.11."],
      ["26.11.", "09:05"],
      ["26.11.", "15:30"],
      ["27.11.", "00:30"],
      ["27.11.", "11:00"],
    ]);
    expect(runAxisLabels(instants, "en")).toEqual([
      ["25/11"],
      ["26/11", "09:05"],
      ["26/11", "15:30"],
      ["27/11", "00:30"],
      ["27/11", "11:00"],
    ]);
  });

  it("are as many as fit, always including the latest run", () => {
    expect([...labelledIndexes(3, 5)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect([...labelledIndexes(20, 5)].sort((a, b) => a - b)).toEqual([3, 7, 11, 15, 19]);
    expect(labelledIndexes(11, 5).size).toBeLessThanOrEqual(5);
    expect(labelledIndexes(11, 5).has(10)).toBe(true);
  });
});

describe("the new/fixed chart", () => {
  it("has a series for regressions beside new and fixed issues", () => {
    expect(changeSeries).toEqual(["new", "fixed", "regressions"]);
    expect(changeValues({ new: 2, fixed: 1, regressions: 1 })).toEqual([2, 1, 1]);
    // The first run of a site has nothing to compare with, but can count no regressions either way.
    expect(changeValues({ new: null, fixed: null, regressions: 0 })).toEqual([0, 0, 0]);
  });
});
