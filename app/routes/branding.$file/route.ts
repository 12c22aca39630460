/**
 * A workspace's white-label logo (issue 30). Signed in, a workspace reads its own; a mail's image comes
 * with a signature for one workspace and one logo version (branding.server.ts signedLogoUrl). Anything
 * else, and another workspace's logo, gets the same 404 as a missing one. Always served with the image
 * type detected from the upload's own bytes (PNG, JPEG or WebP), never sniffed, never as a document: an
 * upload can never become SVG or HTML here.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { logoExtensions } from "#core/branding";
import { getEntitlements } from "#core/runs/entitlements.server";
import { loadBranding, readLogo, verifyLogoSignature } from "~/utils/branding.server";
import { notFound } from "~/utils/guard.server";
import { getWorkspace } from "~/utils/workspace.server";

const ID = /^[A-Za-z0-9_-]{1,100}$/;

async function workspaceAsked(request: Request, context: LoaderFunctionArgs["context"]) {
  const url = new URL(request.url);
  const signature = url.searchParams.get("sig");
  if (signature !== null) {
    const workspaceId = url.searchParams.get("w") ?? "";
    const version = url.searchParams.get("v") ?? "";
    const secret = context.env.SESSION_SECRET;
    if (!secret || !ID.test(workspaceId) || !ID.test(version)) return null;
    if (!(await verifyLogoSignature(secret, workspaceId, version, signature))) return null;
    return { workspaceId, version, shared: true };
  }
  const workspace = (await getWorkspace(request, context))?.workspace;
  if (!workspace || !(await getEntitlements(context.db, workspace.id)).hasAccess) return null;
  const workspaceId = workspace.id;
  return { workspaceId, version: null, shared: false };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const asked = await workspaceAsked(request, context);
  if (!asked) throw notFound();
  const branding = await loadBranding(context.db, asked.workspaceId);
  if (!branding?.logoType || !branding.logoVersion) throw notFound();
  // A signed address shows the version it was made for, and nothing once that logo is replaced.
  if (asked.version !== null && asked.version !== branding.logoVersion) throw notFound();
  const fileName = `logo.${logoExtensions[branding.logoType]}`;
  if (params.file !== fileName) throw notFound();
  const logo = await readLogo(context.env.SCREENSHOTS, branding);
  if (!logo) throw notFound();
  return new Response(logo.body, {
    headers: {
      "Content-Type": logo.type,
      "Content-Length": String(logo.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": `inline; filename="${fileName}"`,
      // A version never changes its bytes; mails are opened long after, by anyone holding the link.
      "Cache-Control": asked.shared ? "public, max-age=86400" : "private, max-age=86400",
    },
  });
}
