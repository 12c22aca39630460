/**
 * A workspace's white-label look (issue 30): stored in D1 (workspace_branding) with its logo in R2 under
 * branding/{workspaceId}/{version}; read by the reports, the statement download and the mails. Until
 * workspaces have a table, a workspace's id is its founder's user id.
 */
import { eq } from "drizzle-orm";
import { type LogoType, logoExtensions } from "#core/branding";
import { getEntitlements } from "#core/runs/entitlements.server";
import { type Database, schema } from "#drizzle/db.server";
import type { AppliedBranding } from "./branding";
import { signPayload, verifyPayload } from "./mail/signed-links.server";

export type { AppliedBranding };

export type WorkspaceBranding = typeof schema.workspaceBranding.$inferSelect;

export type LogoBucket = Pick<R2Bucket, "put" | "get" | "delete">;

export function logoKey(workspaceId: string, version: string): string {
  return `branding/${workspaceId}/${version}`;
}

export async function loadBranding(db: Database, workspaceId: string): Promise<WorkspaceBranding | null> {
  const { workspaceBranding } = schema;
  return (
    (await db.select().from(workspaceBranding).where(eq(workspaceBranding.workspaceId, workspaceId)).get()) ??
    null
  );
}

/**
 * The branding that applies to the workspace's documents and mails now: only while it holds the agency
 * plan, so a workspace that leaves Enterprise gets Klarsicht's look again (its settings are kept). A
 * client workspace the agency pays for (decision 050) carries the agency's look until it is given one of
 * its own, so that what the agency hands its client is the agency's from the first report.
 */
export async function activeBranding(db: Database, workspaceId: string): Promise<WorkspaceBranding | null> {
  const [own, entitlements] = await Promise.all([
    loadBranding(db, workspaceId),
    getEntitlements(db, workspaceId),
  ]);
  if (!entitlements.whiteLabel) return null;
  if (own) return own;
  return entitlements.pool.id === workspaceId ? null : loadBranding(db, entitlements.pool.id);
}

export type BrandingInput = {
  agencyName: string;
  accentColor: string;
  logo?: { bytes: Uint8Array; type: LogoType; width: number; height: number };
};

/**
 * Saves name and colour, and a new logo if given: stored under a new key first, then the row points at it,
 * then the old one is deleted, so that a report printed meanwhile never points at a missing logo.
 */
export async function saveBranding(
  db: Database,
  bucket: LogoBucket,
  workspaceId: string,
  input: BrandingInput,
  now = new Date(),
): Promise<void> {
  const previous = await loadBranding(db, workspaceId);
  let logo = {};
  if (input.logo) {
    const version = crypto.randomUUID();
    await bucket.put(logoKey(workspaceId, version), input.logo.bytes, {
      httpMetadata: { contentType: input.logo.type },
    });
    logo = {
      logoVersion: version,
      logoType: input.logo.type,
      logoWidth: input.logo.width,
      logoHeight: input.logo.height,
      logoBytes: input.logo.bytes.byteLength,
    };
  }
  const values = { agencyName: input.agencyName, accentColor: input.accentColor, updatedAt: now, ...logo };
  await db
    .insert(schema.workspaceBranding)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: schema.workspaceBranding.workspaceId, set: values });
  if (input.logo && previous?.logoVersion) await bucket.delete(logoKey(workspaceId, previous.logoVersion));
}

export async function removeLogo(db: Database, bucket: LogoBucket, workspaceId: string): Promise<void> {
  const previous = await loadBranding(db, workspaceId);
  if (!previous?.logoVersion) return;
  await db
    .update(schema.workspaceBranding)
    .set({ logoVersion: null, logoType: null, logoWidth: null, logoHeight: null, logoBytes: null })
    .where(eq(schema.workspaceBranding.workspaceId, workspaceId));
  await bucket.delete(logoKey(workspaceId, previous.logoVersion));
}

/** Removes the whole branding, logo included. */
export async function removeBranding(db: Database, bucket: LogoBucket, workspaceId: string): Promise<void> {
  const previous = await loadBranding(db, workspaceId);
  if (!previous) return;
  await db.delete(schema.workspaceBranding).where(eq(schema.workspaceBranding.workspaceId, workspaceId));
  if (previous.logoVersion) await bucket.delete(logoKey(workspaceId, previous.logoVersion));
}

/** The stored logo's bytes with the type detected on upload, or null. */
export async function readLogo(
  bucket: LogoBucket | undefined,
  branding: WorkspaceBranding,
): Promise<{ body: ReadableStream; size: number; type: LogoType } | null> {
  if (!bucket || !branding.logoVersion || !branding.logoType) return null;
  const object = await bucket.get(logoKey(branding.workspaceId, branding.logoVersion));
  return object ? { body: object.body, size: object.size, type: branding.logoType } : null;
}

function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * The branding for a document that loads nothing from outside (the PDF, the statement file): the logo as
 * a data: URL of its detected type. Null when the workspace has no active branding.
 */
export async function brandingForDocument(
  db: Database,
  bucket: LogoBucket | undefined,
  workspaceId: string,
): Promise<AppliedBranding | null> {
  const branding = await activeBranding(db, workspaceId);
  if (!branding) return null;
  const logo = await readLogo(bucket, branding);
  const logoUrl = logo
    ? `data:${logo.type};base64,${base64Of(new Uint8Array(await new Response(logo.body).arrayBuffer()))}`
    : null;
  return { agencyName: branding.agencyName, accentColor: branding.accentColor, logoUrl };
}

const LOGO_LINK_PURPOSE = "branding-logo";

/**
 * The logo's address for mails, which cannot sign in: signed for this workspace and this logo version, so
 * it shows nothing but that one logo, and stops working once the logo is replaced or removed.
 */
export async function signedLogoUrl(
  siteUrl: string,
  secret: string,
  branding: Pick<WorkspaceBranding, "workspaceId" | "logoVersion" | "logoType">,
): Promise<string | null> {
  if (!branding.logoVersion || !branding.logoType) return null;
  const payload = `${branding.workspaceId}:${branding.logoVersion}`;
  const url = new URL(`/branding/logo.${logoExtensions[branding.logoType]}`, siteUrl);
  url.searchParams.set("w", branding.workspaceId);
  url.searchParams.set("v", branding.logoVersion);
  url.searchParams.set("sig", await signPayload(secret, LOGO_LINK_PURPOSE, payload));
  return url.toString();
}

export function verifyLogoSignature(
  secret: string,
  workspaceId: string,
  version: string,
  signature: string,
): Promise<boolean> {
  return verifyPayload(secret, LOGO_LINK_PURPOSE, `${workspaceId}:${version}`, signature);
}

/** The branding for a workspace's mails, or null: its logo through a signed address. */
export async function brandingForMail(
  db: Database,
  env: { SITE_URL: string; SESSION_SECRET?: string },
  workspaceId: string,
): Promise<AppliedBranding | null> {
  const branding = await activeBranding(db, workspaceId);
  if (!branding) return null;
  const logoUrl = env.SESSION_SECRET ? await signedLogoUrl(env.SITE_URL, env.SESSION_SECRET, branding) : null;
  return { agencyName: branding.agencyName, accentColor: branding.accentColor, logoUrl };
}

/*
 * Reading the upload. The request pipeline leaves this form's body to the action (security.server.ts), so
 * that nothing reads more than LOGO_FORM_MAX_BYTES of it.
 */

/** The logo and the form's few short fields, with room for multipart's headers. */
export const LOGO_FORM_MAX_BYTES = 512 * 1024 + 16 * 1024;

export type LimitedForm = { form: FormData; tooLarge: boolean };

/**
 * The form, read at most to `maxBytes`: a larger body (by its Content-Length, or as it streams in) is not
 * read further; its text fields sent before the file (name and colour come first in the form) are still
 * returned, so the page can show them again with the error.
 */
export async function readLimitedForm(
  request: Request,
  maxBytes = LOGO_FORM_MAX_BYTES,
): Promise<LimitedForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  const chunks: Uint8Array[] = [];
  let length = 0;
  let tooLarge = Number.isFinite(declared) && declared > maxBytes;
  if (request.body) {
    const reader = request.body.getReader();
    while (length <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
    if (length > maxBytes) tooLarge = true;
    await reader.cancel().catch(() => undefined);
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const headers = { "Content-Type": contentType };
  if (!tooLarge) {
    try {
      return { form: await new Response(body, { headers }).formData(), tooLarge };
    } catch {
      return { form: new FormData(), tooLarge };
    }
  }
  return { form: await completeParts(body, contentType), tooLarge };
}

/** The parts of a cut-off multipart body that arrived whole: everything before its last boundary. */
async function completeParts(body: Uint8Array, contentType: string): Promise<FormData> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary || !contentType.toLowerCase().startsWith("multipart/form-data")) return new FormData();
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  const end = lastIndexOf(body, delimiter);
  if (end < 0) return new FormData();
  const closed = new Uint8Array(end + delimiter.length + 4);
  closed.set(body.subarray(0, end + delimiter.length));
  closed.set(new TextEncoder().encode("--\r\n"), end + delimiter.length);
  try {
    return await new Response(closed, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return new FormData();
  }
}

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let at = haystack.length - needle.length; at >= 0; at--) {
    for (let index = 0; index < needle.length; index++) {
      if (haystack[at + index] !== needle[index]) continue outer;
    }
    return at;
  }
  return -1;
}
