/**
 * A run's picture (page screenshot or element crop), for the run's owner only: everyone else, signed in
 * or not, gets the same 404 as for a run that does not exist. Anonymous free scans take no pictures
 * (ScanJob.pictures), so their unguessable link reaches none. Always served as JPEG, never sniffed,
 * never as a document of its own: a picture shows what a scanned page looked like, nothing of it runs.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pictureContentType, readPicture } from "#core/picture-store";
import { getEntitlements } from "#core/runs/entitlements.server";
import { notFound, requireOwnRun } from "~/utils/guard.server";
import { getWorkspace } from "~/utils/workspace.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const workspace = (await getWorkspace(request, context))?.workspace;
  if (!workspace || !(await getEntitlements(context.db, workspace.id)).hasAccess) throw notFound();
  const run = await requireOwnRun(context, workspace, params.id, { finished: true });
  const name = /^(.+)\.jpg$/.exec(params.name ?? "")?.[1];
  const bucket = context.env.SCREENSHOTS;
  if (!name || !bucket) throw notFound();
  const picture = await readPicture(bucket, run.id, name);
  if (!picture) throw notFound();
  return new Response(picture.body, {
    headers: {
      "Content-Type": pictureContentType,
      "Content-Length": String(picture.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${name}.jpg"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // The owner's browser may keep it (a run's pictures never change); shared caches may not.
      "Cache-Control": "private, max-age=86400",
    },
  });
}
