/** The scales of the bar charts, kept apart from drawing so that they can be tested as plain data. */

/**
 * A count axis from 0: whole-number steps of 1, 2, 5, 10, 20, 50 … and at most `maxIntervals` of them,
 * the top being the first step at or above the largest value. Counts have no halves, so neither has the
 * axis; an empty chart still gets 0 and 1.
 */
export function integerAxis(largest: number, maxIntervals = 4): { top: number; ticks: number[] } {
  const wanted = Math.max(1, Math.ceil(largest));
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * magnitude;
      const intervals = Math.ceil(wanted / step);
      if (intervals <= maxIntervals) {
        return {
          top: intervals * step,
          ticks: Array.from({ length: intervals + 1 }, (_, index) => index * step),
        };
      }
    }
  }
}

/**
 * Which bars get a label under them when not all fit: every n-th counted back from the latest, so that
 * the latest run is always labelled and no two labels crowd together. The table beside names every bar.
 */
export function labelledIndexes(count: number, maxLabels: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
  const labelled = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) labelled.add(index);
  return labelled;
}
