/**
 * GitHub Issues and Jira Cloud (decision 044): an account connects a tracker with an API token, kept
 * sealed like webhook secrets, and sends a site's issue there from the dashboard. One tracker issue per
 * Klarsicht issue and tracker: sending again answers with the link already made. GitHub is called at
 * its API's address (a local stand-in's through GITHUB_API_BASE); a Jira site's address is the
 * customer's, so it passes the same address check as webhooks.
 */
import { and, eq } from "drizzle-orm";
import { flowStepLabel, type SiteIssue, type SitePage } from "#core/contract";
import { openSecret, sealSecret } from "#core/secrets";
import { newWebhookSecret } from "#core/webhooks";
import { type Database, schema } from "#drizzle/db.server";
import type { Tracker } from "#drizzle/schema";
import type { Locale } from "~/i18n";
import type { AppEnv } from "~/utils/env.server";
import { mailT } from "~/utils/mail/layout.server";
import { setTriage } from "~/utils/triage.server";
import { checkWebhookAddress } from "~/utils/webhooks/address.server";
import { webhookKeyring } from "~/utils/webhooks/endpoints.server";

export type TrackerConnection = typeof schema.trackerConnections.$inferSelect;
export type TrackerLink = typeof schema.trackerLinks.$inferSelect;
export type ConnectionFormError =
  | "repository"
  | "jiraSite"
  | "jiraSiteNotPublic"
  | "project"
  | "account"
  | "token"
  | "notConfigured";
export type SendError = "notConnected" | "refused" | "unreachable";

const GITHUB_API = "https://api.github.com";
const TOKEN_MAX = 500;
const REQUEST_TIMEOUT_MS = 10_000;
const sealContext = (userId: string, tracker: Tracker) => `tracker:${userId}:${tracker}`;

export async function parseConnectionForm(
  env: AppEnv,
  form: FormData,
): Promise<
  | {
      ok: true;
      value: {
        tracker: Tracker;
        target: string;
        project: string | null;
        account: string | null;
        token: string;
      };
    }
  | { ok: false; error: ConnectionFormError }
> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const token = text("token");
  if (form.get("tracker") === "github") {
    const repository = text("repository");
    if (!/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(repository))
      return { ok: false, error: "repository" };
    if (token === "" || token.length > TOKEN_MAX) return { ok: false, error: "token" };
    return {
      ok: true,
      value: { tracker: "github", target: repository, project: null, account: null, token },
    };
  }
  if (form.get("tracker") === "jira") {
    const address = await checkWebhookAddress(text("site"), env);
    if (!address.ok)
      return { ok: false, error: address.error === "urlNotPublic" ? "jiraSiteNotPublic" : "jiraSite" };
    const project = text("project");
    if (!/^[A-Z][A-Z0-9_]{1,9}$/.test(project)) return { ok: false, error: "project" };
    const account = text("account");
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account)) return { ok: false, error: "account" };
    if (token === "" || token.length > TOKEN_MAX) return { ok: false, error: "token" };
    return { ok: true, value: { tracker: "jira", target: address.url.origin, project, account, token } };
  }
  throw new Response("Bad Request", { status: 400 });
}

/** A new random id for a Jira connection's webhook address: 128 bits, hex. */
function newHookId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** Where a tracker's webhook is to be registered: GitHub's one address, or the Jira connection's own. */
export function hookUrl(siteUrl: string, tracker: Tracker, hookId: string | null): string {
  return new URL(
    tracker === "github" ? "/trackers/github/webhook" : `/trackers/jira/webhook/${hookId}`,
    siteUrl,
  ).toString();
}

/**
 * Saves the connection. The answer carries the secret its webhook is to sign with, shown once, and for
 * Jira the id of the connection's own webhook address: a ticket closed there then marks our issue fixed
 * (`closeLinkedIssue`, `closeLinkedJiraIssue`).
 */
export async function saveConnection(
  db: Database,
  env: AppEnv,
  userId: string,
  value: { tracker: Tracker; target: string; project: string | null; account: string | null; token: string },
): Promise<{ ok: true; hookSecret: string; hookId: string | null } | { ok: false; error: "notConfigured" }> {
  const keyring = webhookKeyring(env);
  if (!keyring) return { ok: false, error: "notConfigured" };
  const hookSecret = newWebhookSecret();
  const hookId = value.tracker === "jira" ? newHookId() : null;
  const row = {
    hookSecretSealed: await sealSecret(hookSecret, keyring, `${sealContext(userId, value.tracker)}:hook`),
    hookId,
    workspaceId: userId,
    tracker: value.tracker,
    target: value.target,
    project: value.project,
    account: value.account,
    tokenSealed: await sealSecret(value.token, keyring, sealContext(userId, value.tracker)),
    createdAt: new Date(),
  };
  await db
    .insert(schema.trackerConnections)
    .values(row)
    .onConflictDoUpdate({
      target: [schema.trackerConnections.workspaceId, schema.trackerConnections.tracker],
      set: row,
    });
  return { ok: true, hookSecret, hookId };
}

/**
 * A new webhook address and secret for the account's Jira connection (the old ones stop working at
 * once), for a lost secret or a connection made before Jira's webhook was handled. Null when there is
 * no Jira connection.
 */
export async function renewJiraHook(
  db: Database,
  env: AppEnv,
  userId: string,
): Promise<{ hookSecret: string; hookId: string } | null> {
  const keyring = webhookKeyring(env);
  if (!keyring) return null;
  const hookSecret = newWebhookSecret();
  const hookId = newHookId();
  const { trackerConnections } = schema;
  const [renewed] = await db
    .update(trackerConnections)
    .set({
      hookId,
      hookSecretSealed: await sealSecret(hookSecret, keyring, `${sealContext(userId, "jira")}:hook`),
    })
    .where(and(eq(trackerConnections.workspaceId, userId), eq(trackerConnections.tracker, "jira")))
    .returning({ userId: trackerConnections.workspaceId });
  return renewed ? { hookSecret, hookId } : null;
}

export function listConnections(db: Database, userId: string): Promise<TrackerConnection[]> {
  return db.select().from(schema.trackerConnections).where(eq(schema.trackerConnections.workspaceId, userId));
}

export async function removeConnection(db: Database, userId: string, tracker: unknown): Promise<void> {
  if (tracker !== "github" && tracker !== "jira") return;
  await db
    .delete(schema.trackerConnections)
    .where(
      and(eq(schema.trackerConnections.workspaceId, userId), eq(schema.trackerConnections.tracker, tracker)),
    );
}

export function linksOfSite(db: Database, userId: string, siteKey: string): Promise<TrackerLink[]> {
  return db
    .select()
    .from(schema.trackerLinks)
    .where(and(eq(schema.trackerLinks.workspaceId, userId), eq(schema.trackerLinks.siteKey, siteKey)));
}

/** What the tracker issue says: the rule's help, its impact and criteria, pages, and the link back. */
export type IssueContent = {
  title: string;
  summary: string;
  details: string[];
  /** Where it occurs: each page's address, and a flow's state also by its flow and step. */
  pages: { url: string; flowStep: string | null }[];
  backUrl: string;
  pagesLabel: string;
  backLabel: string;
};

export function issueContent(
  issue: SiteIssue,
  pages: Pick<SitePage, "url" | "flow">[],
  backUrl: string,
  siteUrl: string,
  locale: Locale,
): IssueContent {
  const t = mailT(locale);
  return {
    title: t("trackers.issue.title", { help: issue.help, site: siteUrl }).slice(0, 250),
    summary: issue.description,
    details: [
      t("trackers.issue.rule", { rule: issue.ruleId }),
      t("trackers.issue.impact", { impact: t(`scan.impacts.${issue.impact ?? "minor"}`) }),
      ...(issue.wcag.length > 0 ? [t("trackers.issue.wcag", { criteria: issue.wcag.join(", ") })] : []),
      t("trackers.issue.elements", { pattern: issue.pattern }),
      t("trackers.issue.occurrences", { count: issue.occurrenceCount, pages: issue.pageCount }),
      t("trackers.issue.key", { key: issue.key }),
    ],
    pages: pages
      .slice(0, 10)
      .map((page) => ({ url: page.url, flowStep: page.flow ? flowStepLabel(page.flow) : null })),
    backUrl,
    pagesLabel: t("trackers.issue.pages"),
    backLabel: t("trackers.issue.back"),
  };
}

export function githubBody(content: IssueContent): string {
  // Markdown; what came from the scanned site has its markup characters escaped, so it stays text.
  const plain = (text: string) => text.replace(/[\\`*_{}[\]<>#|]/g, (character) => `\\${character}`);
  return [
    plain(content.summary),
    "",
    ...content.details.map((line) => `- ${plain(line)}`),
    "",
    `${content.pagesLabel}:`,
    ...content.pages.map(
      (page) => `- ${page.flowStep ? `${plain(page.flowStep)}: ` : ""}<${page.url.replaceAll(">", "%3E")}>`,
    ),
    "",
    `${content.backLabel}: ${content.backUrl}`,
  ].join("\n");
}

/** Atlassian Document Format, as Jira Cloud's REST API v3 takes descriptions. */
export function jiraDescription(content: IssueContent) {
  const paragraph = (text: string, href?: string) => ({
    type: "paragraph",
    content: [{ type: "text", text, ...(href ? { marks: [{ type: "link", attrs: { href } }] } : {}) }],
  });
  const list = (items: { text: string; href?: string }[]) => ({
    type: "bulletList",
    content: items.map((item) => ({ type: "listItem", content: [paragraph(item.text, item.href)] })),
  });
  return {
    type: "doc",
    version: 1,
    content: [
      paragraph(content.summary),
      list(content.details.map((text) => ({ text }))),
      paragraph(`${content.pagesLabel}:`),
      list(
        content.pages.map((page) => ({
          text: page.flowStep ? `${page.flowStep}: ${page.url}` : page.url,
          href: page.url,
        })),
      ),
      paragraph(content.backLabel, content.backUrl),
    ],
  };
}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "Klarsicht/1.0", ...headers },
      body: JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return {
      status: response.status,
      json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  } catch {
    return null;
  }
}

/**
 * Sends a site's issue to the account's tracker, or answers with the tracker issue made before. The link
 * is stored only once the tracker has answered with its issue.
 */
export async function sendToTracker(
  db: Database,
  env: AppEnv,
  input: { userId: string; siteKey: string; tracker: Tracker; content: IssueContent; issueKey: string },
): Promise<{ ok: true; link: TrackerLink; created: boolean } | { ok: false; error: SendError }> {
  const { trackerLinks, trackerConnections } = schema;
  const existing = await db
    .select()
    .from(trackerLinks)
    .where(
      and(
        eq(trackerLinks.workspaceId, input.userId),
        eq(trackerLinks.siteKey, input.siteKey),
        eq(trackerLinks.issueKey, input.issueKey),
        eq(trackerLinks.tracker, input.tracker),
      ),
    )
    .get();
  if (existing) return { ok: true, link: existing, created: false };
  const connection = await db
    .select()
    .from(trackerConnections)
    .where(
      and(eq(trackerConnections.workspaceId, input.userId), eq(trackerConnections.tracker, input.tracker)),
    )
    .get();
  const keyring = webhookKeyring(env);
  if (!connection || !keyring) return { ok: false, error: "notConnected" };
  const token = await openSecret(connection.tokenSealed, keyring, sealContext(input.userId, input.tracker));

  let made: { externalKey: string; url: string } | null = null;
  if (connection.tracker === "github") {
    const base = env.GITHUB_API_BASE ?? GITHUB_API;
    const answer = await post(
      `${base.replace(/\/$/, "")}/repos/${connection.target}/issues`,
      {
        Authorization: `Bearer ${token}`,
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
      },
      { title: input.content.title, body: githubBody(input.content), labels: ["accessibility"] },
    );
    if (!answer) return { ok: false, error: "unreachable" };
    const { number, html_url: htmlUrl } = answer.json ?? {};
    if (answer.status === 201 && typeof number === "number" && typeof htmlUrl === "string") {
      made = { externalKey: `#${number}`, url: htmlUrl };
    }
  } else {
    // Checked again: the site's name may lead elsewhere now than when it was saved.
    const address = await checkWebhookAddress(`${connection.target}/rest/api/3/issue`, env);
    if (!address.ok) return { ok: false, error: "refused" };
    const answer = await post(
      address.url.href,
      { Authorization: `Basic ${btoa(`${connection.account}:${token}`)}`, Accept: "application/json" },
      {
        fields: {
          project: { key: connection.project },
          issuetype: { name: "Bug" },
          summary: input.content.title,
          labels: ["accessibility"],
          description: jiraDescription(input.content),
        },
      },
    );
    if (!answer) return { ok: false, error: "unreachable" };
    const { key } = answer.json ?? {};
    if (answer.status === 201 && typeof key === "string") {
      made = { externalKey: key, url: `${connection.target}/browse/${encodeURIComponent(key)}` };
    }
  }
  if (!made) return { ok: false, error: "refused" };
  const [link] = await db
    .insert(trackerLinks)
    .values({
      workspaceId: input.userId,
      siteKey: input.siteKey,
      issueKey: input.issueKey,
      tracker: input.tracker,
      ...made,
    })
    .onConflictDoNothing()
    .returning();
  // Two sends at once: the first link stored is the one kept.
  const kept =
    link ??
    (await db
      .select()
      .from(trackerLinks)
      .where(
        and(
          eq(trackerLinks.workspaceId, input.userId),
          eq(trackerLinks.siteKey, input.siteKey),
          eq(trackerLinks.issueKey, input.issueKey),
          eq(trackerLinks.tracker, input.tracker),
        ),
      )
      .get());
  if (!kept) throw new Error("The tracker link was neither stored nor found");
  return { ok: true, link: kept, created: Boolean(link) };
}

async function hubSignature(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The links a tracker's webhook reports closed, marked "fixed, awaiting rescan"; a repeat changes nothing. */
async function markFixed(db: Database, links: TrackerLink[], closedAt: Date | null, now: Date) {
  const { issueTriage } = schema;
  // The tracker's own time of closing, when it gives one and it is not in the future: a repeated
  // delivery then finds the same verdict with the same time and leaves it alone.
  const at = closedAt && closedAt.getTime() <= now.getTime() ? closedAt : now;
  for (const link of links) {
    const name = link.tracker === "github" ? "GitHub" : "Jira";
    const note = `${name} ${link.externalKey}`;
    const current = await db
      .select()
      .from(issueTriage)
      .where(
        and(
          eq(issueTriage.workspaceId, link.workspaceId),
          eq(issueTriage.siteKey, link.siteKey),
          eq(issueTriage.issueKey, link.issueKey),
        ),
      )
      .get();
    if (current?.status === "fixed" && current.note === note && current.at.getTime() >= at.getTime())
      continue;
    await setTriage(
      db,
      {
        workspaceId: link.workspaceId,
        siteKey: link.siteKey,
        issueKey: link.issueKey,
        status: "fixed",
        note,
        byName: name,
      },
      at,
    );
  }
}

function dateOf(value: unknown): Date | null {
  const date = typeof value === "string" || typeof value === "number" ? new Date(value) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}

/**
 * GitHub's `issues` webhook: when an issue made from Klarsicht is closed, its issue is marked "fixed,
 * awaiting rescan" for the account whose connection's secret signed the delivery
 * (`X-Hub-Signature-256`). Answers how many issues were marked, or null when no secret matches.
 */
export async function closeLinkedIssue(
  db: Database,
  env: AppEnv,
  body: string,
  signature: string | null,
  now = new Date(),
): Promise<number | null> {
  const keyring = webhookKeyring(env);
  let payload: {
    action?: unknown;
    issue?: { html_url?: unknown; number?: unknown; closed_at?: unknown };
    repository?: { full_name?: unknown };
  };
  try {
    payload = JSON.parse(body);
  } catch {
    return null;
  }
  const repository = payload.repository?.full_name;
  if (!keyring || !signature || typeof repository !== "string") return null;
  const { trackerConnections, trackerLinks } = schema;
  const candidates = await db
    .select()
    .from(trackerConnections)
    .where(and(eq(trackerConnections.tracker, "github"), eq(trackerConnections.target, repository)));
  let verified: TrackerConnection | undefined;
  for (const connection of candidates) {
    if (!connection.hookSecretSealed) continue;
    const secret = await openSecret(
      connection.hookSecretSealed,
      keyring,
      `${sealContext(connection.workspaceId, "github")}:hook`,
    );
    if (sameText(await hubSignature(secret, body), signature)) verified = connection;
  }
  if (!verified) return null;
  const htmlUrl = payload.issue?.html_url;
  if (payload.action !== "closed" || typeof htmlUrl !== "string") return 0;
  const links = await db
    .select()
    .from(trackerLinks)
    .where(
      and(
        eq(trackerLinks.workspaceId, verified.workspaceId),
        eq(trackerLinks.tracker, "github"),
        eq(trackerLinks.url, htmlUrl),
      ),
    );
  await markFixed(db, links, dateOf(payload.issue?.closed_at), now);
  return links.length;
}

/** What Jira Cloud's `jira:issue_updated` carries that we read. */
type JiraIssueEvent = {
  timestamp?: unknown;
  webhookEvent?: unknown;
  issue?: {
    key?: unknown;
    fields?: { status?: { statusCategory?: { key?: unknown } }; resolution?: unknown };
  };
  changelog?: { items?: { field?: unknown }[] };
};

/**
 * Jira Cloud's admin webhook for one connection (decision 048), at `/trackers/jira/webhook/<hookId>`: it
 * signs the raw body with the secret shown when connecting (`X-Hub-Signature: sha256=<hex>`). When an
 * issue made from Klarsicht moves to a done status or gets a resolution, our issue is marked "fixed,
 * awaiting rescan". Answers how many issues were marked (0 for other events and issues we did not make),
 * or null when the address is unknown or the signature is missing or wrong.
 */
export async function closeLinkedJiraIssue(
  db: Database,
  env: AppEnv,
  hookId: string,
  body: string,
  signature: string | null,
  now = new Date(),
): Promise<number | null> {
  const keyring = webhookKeyring(env);
  if (!keyring || !signature || !/^[0-9a-f]{32}$/.test(hookId)) return null;
  const { trackerConnections, trackerLinks } = schema;
  const connection = await db
    .select()
    .from(trackerConnections)
    .where(and(eq(trackerConnections.hookId, hookId), eq(trackerConnections.tracker, "jira")))
    .get();
  if (!connection?.hookSecretSealed) return null;
  const secret = await openSecret(
    connection.hookSecretSealed,
    keyring,
    `${sealContext(connection.workspaceId, "jira")}:hook`,
  );
  if (!sameText(await hubSignature(secret, body), signature.trim().toLowerCase())) return null;
  let event: JiraIssueEvent;
  try {
    event = JSON.parse(body);
  } catch {
    return 0;
  }
  const key = event.issue?.key;
  const fields = event.issue?.fields;
  const done = fields?.status?.statusCategory?.key === "done" || Boolean(fields?.resolution);
  // Only the change that closed it: editing a closed ticket's text later is no new closing.
  const closing = event.changelog?.items?.some(
    (item) => item.field === "status" || item.field === "resolution",
  );
  if (event.webhookEvent !== "jira:issue_updated" || typeof key !== "string" || !done || !closing) return 0;
  const links = await db
    .select()
    .from(trackerLinks)
    .where(
      and(
        eq(trackerLinks.workspaceId, connection.workspaceId),
        eq(trackerLinks.tracker, "jira"),
        eq(trackerLinks.url, `${connection.target}/browse/${encodeURIComponent(key)}`),
      ),
    );
  await markFixed(db, links, dateOf(event.timestamp), now);
  return links.length;
}
