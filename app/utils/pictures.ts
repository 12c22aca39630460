/**
 * Where a run's pictures are served (app/routes/run.$id_.pictures.$name): the one place that knows the
 * address, for every view that shows them (page and site reports, the print report, the assessment).
 * A picture exists only when the report references it: a page or occurrence without `screenshot` /
 * `crop` has none (anonymous scans, pages over their time, reports stored before pictures existed).
 */
import type { PictureRef } from "#core/contract";

export type { PictureRef };

/** The address of one of the run's pictures (owner only; others get the same 404 as for the run). */
export function pictureUrl(runId: string, picture: PictureRef): string {
  return `/run/${encodeURIComponent(runId)}/pictures/${encodeURIComponent(picture.name)}.jpg`;
}

/** The page's screenshot (a PageReport, or a SiteReport's page), or null when none was taken. */
export function screenshotUrl(runId: string, page: { screenshot?: PictureRef }): string | null {
  return page.screenshot ? pictureUrl(runId, page.screenshot) : null;
}

/** The crop of a finding's element (a FindingNode or a site issue's occurrence), or null. */
export function elementCropUrl(runId: string, occurrence: { crop?: PictureRef }): string | null {
  return occurrence.crop ? pictureUrl(runId, occurrence.crop) : null;
}

/**
 * An element named in an alternative text: tag, id and classes from its markup ("img.logo"), which say
 * more than axe's shortest selector ("img"); the selector when the markup has no tag. Shortened: both
 * come from the page and may be long.
 */
export function elementLabel(selector: string, html = ""): string {
  const tag = /^<([a-z][a-z0-9-]*)\b([^>]*)/i.exec(html);
  let label = selector;
  if (tag) {
    const attributes = tag[2] ?? "";
    const id = /\sid\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    const classes = /\sclass\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1]?.trim().split(/\s+/) ?? [];
    label = `${tag[1]?.toLowerCase()}${id ? `#${id}` : ""}${classes.map((name) => `.${name}`).join("")}`;
  }
  return label.length > 80 ? `${label.slice(0, 79)}…` : label;
}
