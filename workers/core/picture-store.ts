/**
 * A run's pictures in object storage (R2 in production, miniflare's local R2 in development and tests),
 * under runs/{runId}/{name}.jpg, so that a run's pictures go with it by prefix. The one path that stores
 * them: the scanner Worker wraps its Browser Rendering scans with it, the app its local scanner's
 * answers. Runtime-agnostic (workers-types' R2 shapes only).
 */
import {
  type CapturedPicture,
  type Finding,
  type PageReport,
  pictureCaps,
  pictureNamePattern,
  type ScanJob,
  type ScanOutcome,
} from "./contract";

/**
 * The R2 methods the pictures use, as structural types (an R2Bucket binding satisfies them): this
 * module is also compiled for Node, where workers-types are not loaded.
 */
export type PictureBucket = {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string): Promise<StoredPicture | null>;
  list(options: {
    prefix: string;
    limit: number;
  }): Promise<{ objects: { key: string }[]; truncated: boolean }>;
  delete(keys: string[]): Promise<void>;
};

export type StoredPicture = { body: ReadableStream; size: number };

/** Pictures are JPEG, always: what is served is never taken for HTML or SVG. */
export const pictureContentType = "image/jpeg";

export function pictureKey(runId: string, name: string): string {
  return `${runPrefix(runId)}${name}.jpg`;
}

function runPrefix(runId: string): string {
  return `runs/${runId}/`;
}

/** A scan function that stores the outcome's pictures and hands on the outcome without their bytes. */
export function storingPictures<Job extends Pick<ScanJob, "runId">>(
  bucket: PictureBucket | undefined,
  scan: (job: Job) => Promise<ScanOutcome>,
): (job: Job) => Promise<ScanOutcome> {
  return async (job) => storePictures(bucket, job.runId, await scan(job));
}

/**
 * Writes the pictures and drops them from the outcome. A picture that is not a well-named JPEG within
 * its cap, or fails to store, is left out, and so is the report's reference to it: the report never
 * points at a picture that is not there.
 */
export async function storePictures(
  bucket: PictureBucket | undefined,
  runId: string,
  outcome: ScanOutcome,
): Promise<ScanOutcome> {
  if (!outcome.ok) return outcome;
  const { pictures = [], ...rest } = outcome;
  const stored = new Set<string>();
  if (bucket) {
    await Promise.all(
      pictures.map(async (picture) => {
        const bytes = jpegBytes(picture);
        if (!bytes) return;
        try {
          await bucket.put(pictureKey(runId, picture.name), bytes, {
            httpMetadata: { contentType: pictureContentType },
          });
          stored.add(picture.name);
        } catch (error) {
          console.error("Storing a picture failed", runId, picture.name, error);
        }
      }),
    );
  }
  return { ...rest, report: keepStoredReferences(rest.report, stored) };
}

function jpegBytes(picture: CapturedPicture): Uint8Array | null {
  if (!pictureNamePattern.test(picture.name)) return null;
  if (typeof picture.data !== "string" || picture.data.length > (pictureCaps.pageBytes * 4) / 3 + 4)
    return null;
  let decoded: string;
  try {
    decoded = atob(picture.data);
  } catch {
    return null;
  }
  // A plain loop: Uint8Array.from with a mapping function is ten times slower on a picture's 600 KB.
  const bytes = new Uint8Array(decoded.length);
  for (let index = 0; index < decoded.length; index++) bytes[index] = decoded.charCodeAt(index);
  // JPEG's start-of-image marker: anything else is not served as a picture of ours.
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff ? bytes : null;
}

function keepStoredReferences(report: PageReport, stored: Set<string>): PageReport {
  const { screenshot, ...rest } = report;
  const findings = (list: Finding[]): Finding[] =>
    list.map((finding) => ({
      ...finding,
      nodes: finding.nodes.map(({ crop, ...node }) =>
        crop && stored.has(crop.name) ? { ...node, crop } : node,
      ),
    }));
  return {
    ...rest,
    violations: findings(report.violations),
    incomplete: findings(report.incomplete),
    ...(screenshot && stored.has(screenshot.name) ? { screenshot } : {}),
  };
}

/** A stored picture, or null; the name must be one the scanner makes. */
export async function readPicture(
  bucket: PictureBucket,
  runId: string,
  name: string,
): Promise<StoredPicture | null> {
  if (!pictureNamePattern.test(name)) return null;
  return bucket.get(pictureKey(runId, name));
}

/** Deletes every picture of the run (R2 deletes up to 1,000 keys at once). */
export async function deleteRunPictures(bucket: PictureBucket | undefined, runId: string): Promise<void> {
  if (!bucket) return;
  // Listed afresh each round: what was deleted is gone, so no cursor is needed (or invalidated).
  for (;;) {
    const listed = await bucket.list({ prefix: runPrefix(runId), limit: 1000 });
    if (listed.objects.length === 0) return;
    await bucket.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) return;
  }
}
