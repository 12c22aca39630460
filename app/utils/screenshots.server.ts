/**
 * The server side of a run's pictures: what the print report embeds, and deletion with the run. The
 * addresses for the web views are in ./pictures.ts (screenshotUrl, elementCropUrl); storing is done by
 * the scan path itself (workers/core/picture-store.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PictureRef } from "#core/contract";
import { deleteRunPictures, readPicture } from "#core/picture-store";

export { elementCropUrl, pictureUrl, screenshotUrl } from "./pictures";

/** What a printed report embeds at most: pictures and their bytes together (the PDF stays mailable). */
export const printPictureCaps = { count: 60, bytes: 6 * 1024 * 1024 } as const;

/**
 * The run's pictures as data: URLs by name, for a document that cannot fetch them (the PDF), in the
 * order asked, until the caps are reached; missing ones are left out.
 */
export async function pictureDataUrls(
  context: AppLoadContext,
  runId: string,
  pictures: readonly PictureRef[],
  caps: { count: number; bytes: number } = printPictureCaps,
): Promise<Map<string, string>> {
  const bucket = context.env.SCREENSHOTS;
  const urls = new Map<string, string>();
  if (!bucket) return urls;
  const names = [...new Set(pictures.map((picture) => picture.name))].slice(0, caps.count);
  const loaded = await Promise.all(
    names.map(async (name) => {
      const picture = await readPicture(bucket, runId, name);
      return picture
        ? ([name, new Uint8Array(await new Response(picture.body).arrayBuffer())] as const)
        : null;
    }),
  );
  let bytes = 0;
  for (const entry of loaded) {
    if (!entry) continue;
    const [name, data] = entry;
    bytes += data.byteLength;
    if (bytes > caps.bytes) break;
    urls.set(name, `data:image/jpeg;base64,${base64Of(data)}`);
  }
  return urls;
}

function base64Of(bytes: Uint8Array): string {
  let binary = "";
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Deletes every picture of the run; call after its rows are gone. */
export function deleteRunPicturesOf(context: AppLoadContext, runId: string): Promise<void> {
  return deleteRunPictures(context.env.SCREENSHOTS, runId);
}
