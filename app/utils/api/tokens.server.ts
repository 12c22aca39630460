import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import {
  type ApiScope,
  apiScopes,
  type ExpiryChoice,
  expiryChoices,
  expiryOf,
  hashApiToken,
  newApiToken,
  TOKEN_NAME_MAX,
  tokenHint,
} from "./tokens";

export type ApiToken = typeof schema.apiTokens.$inferSelect;

/** Active tokens an account may hold at once: enough for every pipeline, not a store of secrets. */
export const ACTIVE_TOKENS_MAX = 20;
/** "Last used" is written at most this often per token, not on every call. */
export const LAST_USED_EVERY_MS = 60_000;

export type TokenFormError = "nameRequired" | "nameTooLong" | "scope" | "expiry" | "tooMany";

export function parseTokenForm(
  form: FormData,
): { ok: true; name: string; scope: ApiScope; expiry: ExpiryChoice } | { ok: false; error: TokenFormError } {
  const rawName = form.get("name");
  const name = typeof rawName === "string" ? rawName.trim() : "";
  if (name.length === 0) return { ok: false, error: "nameRequired" };
  if (name.length > TOKEN_NAME_MAX) return { ok: false, error: "nameTooLong" };
  const scope = apiScopes.find((candidate) => candidate === form.get("scope"));
  if (!scope) return { ok: false, error: "scope" };
  const expiry = expiryChoices.find((candidate) => candidate === form.get("expiry"));
  if (!expiry) return { ok: false, error: "expiry" };
  return { ok: true, name, scope, expiry };
}

function isActive(token: Pick<ApiToken, "revokedAt" | "expiresAt">, now: Date): boolean {
  return !token.revokedAt && (!token.expiresAt || token.expiresAt.getTime() > now.getTime());
}

/** Creates a token; the token itself is returned this once and never stored. */
export async function createApiToken(
  db: Database,
  workspaceId: string,
  createdBy: string,
  input: { name: string; scope: ApiScope; expiry: ExpiryChoice },
  now = new Date(),
): Promise<{ ok: true; token: string; record: ApiToken } | { ok: false; error: "tooMany" }> {
  const tokens = await listApiTokens(db, workspaceId);
  if (tokens.filter((token) => isActive(token, now)).length >= ACTIVE_TOKENS_MAX) {
    return { ok: false, error: "tooMany" };
  }
  const token = newApiToken();
  const [record] = await db
    .insert(schema.apiTokens)
    .values({
      id: crypto.randomUUID(),
      workspaceId,
      createdBy,
      name: input.name,
      tokenHash: await hashApiToken(token),
      hint: tokenHint(token),
      scope: input.scope,
      createdAt: now,
      expiresAt: expiryOf(input.expiry, now),
    })
    .returning();
  if (!record) throw new Error("Storing the API token returned no row");
  return { ok: true, token, record };
}

export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const { apiTokens } = schema;
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.workspaceId, userId))
    .orderBy(desc(apiTokens.createdAt));
}

/** Revokes one of the account's own tokens; the owner is part of the condition. */
export async function revokeApiToken(
  db: Database,
  userId: string,
  tokenId: string,
  now = new Date(),
): Promise<ApiToken | undefined> {
  const { apiTokens } = schema;
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.workspaceId, userId), isNull(apiTokens.revokedAt)))
    .returning();
  return revoked;
}

export async function findApiTokenByHash(db: Database, tokenHash: string): Promise<ApiToken | undefined> {
  const { apiTokens } = schema;
  return db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash)).get();
}

/** Records a use, unless one was recorded within the last minute: one write a minute, not one a call. */
export async function touchApiToken(db: Database, token: ApiToken, now = new Date()): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  const { apiTokens } = schema;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, token.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
        ),
      ),
    );
}
