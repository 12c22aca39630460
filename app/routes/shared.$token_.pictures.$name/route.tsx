/**
 * A picture of the shared run (page screenshot or element crop) through the link's token, served as
 * the owner's pictures are: always JPEG, never sniffed, never a document of its own. Anything a link
 * does not open gets the same 404.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pictureContentType, readPicture } from "#core/picture-store";
import { notFound } from "~/utils/guard.server";
import { openShareLink, sharedRunOf } from "~/utils/share/links.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const opened = await openShareLink(context.db, params.token);
  if (opened.status !== "run" && opened.status !== "site") throw notFound();
  const run = await sharedRunOf(context.db, opened);
  const name = /^(.+)\.jpg$/.exec(params.name ?? "")?.[1];
  const bucket = context.env.SCREENSHOTS;
  if (!run || !name || !bucket) throw notFound();
  const picture = await readPicture(bucket, run.id, name);
  if (!picture) throw notFound();
  return new Response(picture.body, {
    headers: {
      "Content-Type": pictureContentType,
      "Content-Length": String(picture.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${name}.jpg"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
