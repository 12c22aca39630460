import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { type CategoryCounts, type ImpactCounts, scanErrorCodes } from "./columns";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** Raw bytes. D1 hands BLOBs back as arrays of numbers, so they are turned into bytes on reading. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array | ArrayBuffer | number[] }>({
  dataType: () => "blob",
  toDriver: (value) => value,
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
});

/** People who signed in through the OpenID provider. */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** The provider's subject ("sub"); the original product called it auth0_id. */
    subject: text("subject").notNull().unique(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    locale: text("locale", { enum: ["de", "en"] })
      .notNull()
      .default("de"),
    createdAt: createdAt(),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
    stripeCustomerId: text("stripe_customer_id").unique(),
    /** When the URL lists the original product kept in Stripe metadata were copied here (once). */
    legacyImportedAt: integer("legacy_imported_at", { mode: "timestamp_ms" }),
    /** When name or email were last changed here; from then on sign-ins keep them (see upsertUser). */
    detailsEditedAt: integer("details_edited_at", { mode: "timestamp_ms" }),
    /** Who invoices are made out to (migration 0029); empty until entered, in the profile or at checkout. */
    billingCompany: text("billing_company").notNull().default(""),
    billingLine1: text("billing_line1").notNull().default(""),
    billingLine2: text("billing_line2").notNull().default(""),
    billingPostalCode: text("billing_postal_code").notNull().default(""),
    billingCity: text("billing_city").notNull().default(""),
    /** ISO 3166 alpha-2, e.g. DE. */
    billingCountry: text("billing_country").notNull().default(""),
    /** An EU VAT ID as the registers write it (DE123456789), checked against the billing country. */
    vatId: text("vat_id").notNull().default(""),
    /**
     * Held for a client's address by the agency that founded the client's workspace (decision 050): no one
     * has signed in to it; the first sign-in the provider confirms for that address takes it over.
     */
    unclaimed: integer("unclaimed", { mode: "boolean" }).notNull().default(false),
  },
  // A verified address belongs to one account, whatever its letter case.
  (table) => [
    uniqueIndex("users_verified_email_unique")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.emailVerified} = 1`),
    uniqueIndex("users_unclaimed_email_unique")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.unclaimed} = 1`),
  ],
);

/**
 * Sign-in sessions, kept here so that logging out ends them. The browser's cookie holds a random token;
 * only its SHA-256 is stored, so a copy of this table signs no one in.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    /** Hex SHA-256 of the cookie's token. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The provider's ID token, for ending the provider's session at logout (id_token_hint). */
    idToken: text("id_token"),
    /** The workspace chosen in the switcher; checked against the memberships on every request. */
    workspaceId: text("workspace_id"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

export const workspaceRoles = ["owner", "admin", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/**
 * What a customer owns belongs to a workspace (migration 0036, decision 046). A workspace's id is the id of
 * the account that founded it (every account founds one, by a trigger on users), so the owning columns
 * (`workspace_id`, and `runs.owner_id`) reference users: they hold that founding account's id.
 */
export const workspaces = sqliteTable("workspaces", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Shown in the switcher and in invitations; empty: the founder's name is shown. */
  name: text("name").notNull().default(""),
  createdAt: createdAt(),
  /** The workspace whose plan pays for this one: an agency's, for a client workspace (decision 050). */
  paidBy: text("paid_by"),
});

/** Who works in a workspace, and as what; exactly one owner (a unique partial index). */
export const workspaceMembers = sqliteTable(
  "workspace_members",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: workspaceRoles }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index("workspace_members_user_idx").on(table.userId),
  ],
);

/** An invitation by mail, for one address; only the SHA-256 of the link's token is kept. */
export const workspaceInvites = sqliteTable(
  "workspace_invites",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "editor", "viewer"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("workspace_invites_workspace_idx").on(table.workspaceId, table.createdAt)],
);

/** Who did what in a workspace, kept 12 months; readable by owners and admins. */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name or address as it was then: the log stays readable after they leave. */
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    /** What it was done to, as shown: an address, a site, a run id. */
    subject: text("subject").notNull().default(""),
    detail: text("detail").notNull().default(""),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("audit_events_workspace_idx").on(table.workspaceId, table.at),
    index("audit_events_at_idx").on(table.at),
  ],
);

const planEnum = { enum: ["basic", "pro", "enterprise"] as const };

/** Subscriptions, copied from Stripe's webhooks: Stripe holds the money, D1 what it entitles to. */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    plan: text("plan", planEnum).notNull(),
    priceId: text("price_id").notNull(),
    /** Cents, as Stripe's unit_amount. */
    unitAmount: integer("unit_amount").notNull(),
    currency: text("currency").notNull(),
    /** From the product's metadata.urls. */
    urlAllowance: integer("url_allowance").notNull(),
    registeredUrls: text("registered_urls", { mode: "json" }).$type<string[]>().notNull().default([]),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    /** The Stripe event time this row reflects; older events arriving late are ignored. */
    stripeUpdatedAt: integer("stripe_updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("subscriptions_user_idx").on(table.workspaceId)],
);

/** One-time payments (payment intents); each grants its product's URL limit. */
export const oneTimePayments = sqliteTable(
  "one_time_payments",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    plan: text("plan", planEnum).notNull(),
    priceId: text("price_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    urlLimit: integer("url_limit").notNull(),
    registeredUrls: text("registered_urls", { mode: "json" }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index("one_time_payments_user_idx").on(table.workspaceId, table.createdAt)],
);

/** Stripe events already handled: webhooks are delivered at least once, and handled exactly once. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/** Messages sent through the contact form. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    locale: text("locale", { enum: ["de", "en"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

/**
 * Scan runs: one page, or a whole site (its pages in `run_pages`). The report, a page's or the site's
 * aggregate, lives compressed in `run_results`. The id is unguessable because an anonymous free scan is
 * reached by its link alone.
 */
export const runs = sqliteTable(
  "runs",
  {
    id: text("id").primaryKey(),
    url: text("url").notNull(),
    level: text("level", { enum: ["A", "AA", "2.2", "AAA"] })
      .notNull()
      .default("AA"),
    locale: text("locale", { enum: ["de", "en"] })
      .notNull()
      .default("de"),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    /** Why it failed; migration 0010 made every stored code one the app knows. */
    errorCode: text("error_code", { enum: scanErrorCodes }),
    /** The signed-in owner; null for an anonymous free scan. */
    ownerId: text("owner_id"),
    /** Hash of the requester's IP address, only for rate limiting anonymous scans; cleared after a day. */
    requesterKey: text("requester_key"),
    finalUrl: text("final_url"),
    /** Violated rules (best practices not included): the "issues" of the home statistics. */
    violationCount: integer("violation_count").notNull().default(0),
    /** JSON: rules per category, every category present once the run is done (migration 0010). */
    counts: text("counts", { mode: "json" }).$type<CategoryCounts>(),
    /** JSON: violated rules per impact. */
    impacts: text("impacts", { mode: "json" }).$type<ImpactCounts>(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    kind: text("kind", { enum: ["page", "site"] })
      .notNull()
      .default("page"),
    /** Site runs: most pages, and most link hops from the start page, this run may scan (by plan). */
    pageLimit: integer("page_limit"),
    depthLimit: integer("depth_limit"),
    /** Site runs: robots.txt as discovered (links found later are checked against it) and its Crawl-delay. */
    robotsTxt: text("robots_txt"),
    crawlDelayMs: integer("crawl_delay_ms").notNull().default(0),
    /** Site runs with a crawl delay: the earliest time the next page may be fetched. */
    nextSlotAt: integer("next_slot_at", { mode: "timestamp_ms" }),
    /** Account runs: the registered site (see registered_sites) this run holds a slot for. */
    siteKey: text("site_key"),
    /** Finished account runs: when their webhook events were handed to the owner's endpoints. */
    eventsEmittedAt: integer("events_emitted_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("runs_created_at_idx").on(table.createdAt),
    index("runs_url_idx").on(table.url),
    index("runs_status_lease_idx").on(table.status, table.leaseUntil),
    index("runs_requester_idx").on(table.requesterKey, table.createdAt),
    index("runs_owner_idx").on(table.ownerId, table.createdAt),
    index("runs_owner_site_idx").on(table.ownerId, table.siteKey, table.status),
    index("runs_events_idx").on(table.ownerId, table.eventsEmittedAt, table.finishedAt),
  ],
);

/**
 * A run's report as gzip-compressed JSON, split into chunks that stay far below D1's limits
 * (1 MB a row, 100 KB a statement). Written in the same batch that marks the run done.
 */
export const runResults = sqliteTable(
  "run_results",
  {
    runId: text("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytes("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.seq] })],
);

/**
 * The pages of a whole-site run, discovered from the sitemaps and the links of scanned pages. Each is
 * scanned as a job of its own; its report (violations and incomplete findings only) is kept compressed
 * until the run's aggregate is written.
 */
export const runPages = sqliteTable(
  "run_pages",
  {
    runId: text("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    /** 0 is the start page; numbers are given in the order pages are found. */
    id: integer("id").notNull(),
    url: text("url").notNull(),
    depth: integer("depth").notNull(),
    /**
     * "retry": scanned once and out of time (a partial report, or a timeout); scanned once more when the
     * run's other pages are done (site-runs.server.ts), keeping the first report should the second fail.
     */
    status: text("status", { enum: ["queued", "running", "done", "failed", "retry"] })
      .notNull()
      .default("queued"),
    /** Why it failed; migration 0010 made every stored code one the app knows. */
    errorCode: text("error_code", { enum: scanErrorCodes }),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    report: bytes("report"),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.id] }),
    uniqueIndex("run_pages_url_idx").on(table.runId, table.url),
    index("run_pages_status_idx").on(table.runId, table.status),
  ],
);

/** The accessibility statement a user drafted from a site run: the fields as last saved. */
export const statementDrafts = sqliteTable("statement_drafts", {
  runId: text("run_id")
    .primaryKey()
    .references(() => runs.id, { onDelete: "cascade" }),
  locale: text("locale", { enum: ["de", "en"] }).notNull(),
  fields: text("fields", { mode: "json" }).$type<Record<string, string>>().notNull(),
  /**
   * What the results said, per derived part, when the draft's derived texts were taken from them
   * (app/utils/statement/refresh.ts). Null for drafts saved before it was kept.
   */
  derivedBasis: text("derived_basis", { mode: "json" }).$type<Record<string, string>>(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  /** Who saved it last, as shown (name or address); "" before workspaces had members. */
  byName: text("by_name").notNull().default(""),
});

/**
 * The websites a customer registered in their plan (its URL allowance). A site holds a slot once a scan of
 * it has finished (confirmed) and while one is queued or running; a site whose scans all failed holds none.
 * Removed sites stay as rows with `removed_at`: removals per period are limited (see workers/core/runs/entitlements.server.ts).
 */
export const registeredSites = sqliteTable(
  "registered_sites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Host without "www." and with a non-default port: http and https of a host are one site. */
    siteKey: text("site_key").notNull(),
    /** The origin as first scanned, for display. */
    url: text("url").notNull(),
    createdAt: createdAt(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    removedAt: integer("removed_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("registered_sites_active_idx")
      .on(table.workspaceId, table.siteKey)
      .where(sql`${table.removedAt} IS NULL`),
    index("registered_sites_removed_idx").on(table.workspaceId, table.removedAt),
  ],
);

/** Every scan an account started, kept for an hour: the per-hour limit must not reset when runs are deleted. */
export const accountScanStarts = sqliteTable(
  "account_scan_starts",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    runId: text("run_id").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("account_scan_starts_user_idx").on(table.workspaceId, table.startedAt)],
);

/*
 * Free-scan limits (abuse protection): every free scan started, kept for an hour. The per-address limit and
 * the global hourly budget count these rows, never the runs (a run taken into an account forgets its requester).
 */
export const freeScanStarts = sqliteTable(
  "free_scan_starts",
  {
    runId: text("run_id").notNull(),
    /** The hashed requester network (see app/utils/requester-network.ts), never the address itself. */
    requesterKey: text("requester_key").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("free_scan_starts_requester_idx").on(table.requesterKey, table.startedAt),
    index("free_scan_starts_started_idx").on(table.startedAt),
  ],
);

/*
 * Monitoring (migration 0021): scan schedules of registered sites, the periods they claimed, and triage of
 * issues by their stable key.
 */

export const scheduleFrequencies = ["off", "daily", "weekly", "monthly"] as const;

/** When a registered site is scanned by itself, in Berlin time; one schedule per site. */
export const siteSchedules = sqliteTable(
  "site_schedules",
  {
    siteId: integer("site_id")
      .primaryKey()
      .references(() => registeredSites.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: scheduleFrequencies }).notNull(),
    /** Hour of the day in Europe/Berlin, 0–23. */
    hour: integer("hour").notNull(),
    /** Weekly: ISO weekday, 1 Monday … 7 Sunday. */
    weekday: integer("weekday").notNull().default(1),
    /** Monthly: day of the month, 1–28 (every month has it). */
    monthDay: integer("month_day").notNull().default(1),
    level: text("level", { enum: ["A", "AA", "2.2", "AAA"] })
      .notNull()
      .default("AA"),
    /** A period whose time came before this (the schedule was set later) is not run. */
    activeFrom: integer("active_from", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("site_schedules_frequency_idx").on(table.frequency)],
);

/**
 * One row per schedule and period, inserted before the run starts: the key makes the claim atomic, so a
 * cron that fires twice, concurrently or late starts one run a period. Also marks runs started by a schedule.
 */
export const scheduleRuns = sqliteTable(
  "schedule_runs",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => registeredSites.id, { onDelete: "cascade" }),
    /** "d:2026-11-26", "w:2026-W48" or "m:2026-11" (Berlin time). */
    period: text("period").notNull(),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }).notNull(),
    runId: text("run_id"),
    /** "started", or why the plan refused the run. */
    outcome: text("outcome"),
    /** When the owner was told about the finished run (alert or failure notice). */
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.period] }),
    index("schedule_runs_run_idx").on(table.runId),
  ],
);

export const triageStatuses = ["false_positive", "accepted", "fixed"] as const;

/** The owner's verdict on an issue of a site, by the issue's stable key: it holds for every run of the site. */
export const issueTriage = sqliteTable(
  "issue_triage",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: text("site_key").notNull(),
    issueKey: text("issue_key").notNull(),
    status: text("status", { enum: triageStatuses }).notNull(),
    /** The reason (required for "accepted") or a note. */
    note: text("note").notNull().default(""),
    /** Who decided, as shown: the account's name or email address. */
    byName: text("by_name").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.siteKey, table.issueKey] })],
);

// Mail: the outbox every mail passes through, and what each account wants to receive (migration 0020).

/**
 * Every mail is written here before it is sent: the unique dedupe key makes a second enqueue of the same
 * alert a no-op, and a failed send stays here to be retried (app/utils/mail/outbox.server.ts).
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    /** One mail per key, ever; also the provider's Idempotency-Key, so a retry never sends twice. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    kind: text("kind").notNull(),
    /** The account it is for; null for mails to the operator (contact messages). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    /** pending until the provider accepted it; failed only when the provider refuses it for good. */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    /** While one delivery is under way, no other picks the mail up. */
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    providerId: text("provider_id"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Which mails an account receives; no row means the defaults (alerts and failure notices on, digest off). */
export const mailPreferences = sqliteTable("mail_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  runAlerts: integer("run_alerts", { mode: "boolean" }).notNull().default(true),
  weeklyDigest: integer("weekly_digest", { mode: "boolean" }).notNull().default(false),
  runFailed: integer("run_failed", { mode: "boolean" }).notNull().default(true),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
/**
 * Scans started by hand whose owner asked for a mail with the result (the dashboard's checkbox beside
 * "Jetzt scannen"). The cron's round mails the result once the run has finished and sets `notified_at`.
 */
export const runResultMails = sqliteTable(
  "run_result_mails",
  {
    runId: text("run_id")
      .primaryKey()
      .references(() => runs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => registeredSites.id, { onDelete: "cascade" }),
    requestedAt: integer("requested_at", { mode: "timestamp_ms" }).notNull(),
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("run_result_mails_open_idx").on(table.notifiedAt)],
);
// Guided manual assessment of a site run: one per run, answers per criterion and sampled page.

/** A person's assessment of a finished site run; visible only to the run's owner. */
export const assessments = sqliteTable("assessments", {
  runId: text("run_id")
    .primaryKey()
    .references(() => runs.id, { onDelete: "cascade" }),
  /** The earlier run of the same site whose answers were carried over, if any. */
  carriedFromRunId: text("carried_from_run_id"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  /** The sign-off as the auditor entered it (migration 0031); the report names only what is here. */
  auditorName: text("auditor_name").notNull().default(""),
  auditorRole: text("auditor_role").notNull().default(""),
  tools: text("tools", { mode: "json" }).$type<string[]>().notNull().default([]),
  assistiveTechnologies: text("assistive_technologies", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default([]),
  /** The sign-off date as entered (YYYY-MM-DD), "" before the sign-off. */
  signedOffOn: text("signed_off_on").notNull().default(""),
  /** When the sign-off was saved: answers saved after it are named in the report. */
  signedOffAt: integer("signed_off_at", { mode: "timestamp_ms" }),
});

export const assessmentVerdicts = ["passed", "failed", "notApplicable"] as const;

/** What the person found for one success criterion on one sampled page. */
export const assessmentAnswers = sqliteTable(
  "assessment_answers",
  {
    runId: text("run_id")
      .notNull()
      .references(() => assessments.runId, { onDelete: "cascade" }),
    criterion: text("criterion").notNull(),
    /** The sampled page's address as the report lists it: answers follow the page into the next run. */
    pageUrl: text("page_url").notNull(),
    verdict: text("verdict", { enum: assessmentVerdicts }).notNull(),
    /** Required when failed: what the barrier is, for the report and the statement. */
    barrier: text("barrier").notNull().default(""),
    note: text("note").notNull().default(""),
    /**
     * What the person tested with (keyboard, zoom, screenReader, contentReview): the statement claims
     * only these. Answers saved before it was asked hold none.
     */
    means: text("means", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** The screen reader's name and version as typed, e.g. "NVDA 2024.4"; "" without one. */
    screenReader: text("screen_reader").notNull().default(""),
    /** Taken over from an earlier run's assessment and not yet confirmed on this run. */
    carriedOver: integer("carried_over", { mode: "boolean" }).notNull().default(false),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /** Who saved it last, as shown (name or address); "" before workspaces had members. */
    byName: text("by_name").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.runId, table.criterion, table.pageUrl] })],
);

export const reviewDecisions = ["confirmed", "dismissed"] as const;

/** A needs-review finding of the run answered by the person: a real violation, or not one. */
export const assessmentReviews = sqliteTable(
  "assessment_reviews",
  {
    runId: text("run_id")
      .notNull()
      .references(() => assessments.runId, { onDelete: "cascade" }),
    /** SiteIssue.key: stable across runs of the same site. */
    issueKey: text("issue_key").notNull(),
    decision: text("decision", { enum: reviewDecisions }).notNull(),
    note: text("note").notNull().default(""),
    carriedOver: integer("carried_over", { mode: "boolean" }).notNull().default(false),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.issueKey] })],
);

// Page inventories (issue 12): what each page of a site run holds, for the guided manual assessment.

/**
 * A site run's page inventory (PageInventory), compressed: kept after the run's report is put together
 * (the pages' own reports are dropped then), read for the assessment's sampled pages. Goes with the run.
 */
/**
 * A site run's linked PDF documents (migration 0033, decision 042): found by its pages, each fetched and
 * checked as a job of its own, counted apart from the pages (at most the run's document cap). `result`
 * holds the compressed check until the run's report takes it over.
 */
export const runDocuments = sqliteTable(
  "run_documents",
  {
    runId: text("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    /** Numbered in the order documents are found. */
    id: integer("id").notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    errorCode: text("error_code", { enum: scanErrorCodes }),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    result: bytes("result"),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.id] }),
    uniqueIndex("run_documents_url_idx").on(table.runId, table.url),
    index("run_documents_status_idx").on(table.runId, table.status),
  ],
);

export const pageInventories = sqliteTable(
  "page_inventories",
  {
    runId: text("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    /** The page's address as in run_pages and the site report's pages. */
    url: text("url").notNull(),
    data: bytes("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.url] })],
);

// The public API (migration 0032, decision 038): tokens, their rate-limit windows, idempotency keys.

export const apiScopes = ["read", "scan", "manage"] as const;

/**
 * An account's API tokens. Only the SHA-256 of the token is kept, so a copy of this table calls nothing;
 * the beginning of the token is kept to tell tokens apart in the list.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Hex SHA-256 of the whole token. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The token's first characters (prefix included), shown in the list. */
    hint: text("hint").notNull(),
    /** The highest scope: each includes those before it (read ⊂ scan ⊂ manage). */
    scope: text("scope", { enum: apiScopes }).notNull(),
    /** The member the token acts for, with their role (migration 0036 set it for older tokens). */
    createdBy: text("created_by").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Null: never expires. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    /** Written at most once a minute, not on every call. */
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("api_tokens_user_idx").on(table.workspaceId, table.createdAt)],
);

/** Calls of a token per fixed window: one row per token and window, counted up in one statement. */
export const apiRateWindows = sqliteTable(
  "api_rate_windows",
  {
    tokenId: text("token_id")
      .notNull()
      .references(() => apiTokens.id, { onDelete: "cascade" }),
    /** Start of the window, ms since the epoch. */
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tokenId, table.windowStart] })],
);

/**
 * A scan started through the API with an Idempotency-Key: the same key and body give the same run.
 * A row without a run is a request with that key still under way.
 */
export const apiIdempotencyKeys = sqliteTable(
  "api_idempotency_keys",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Hex SHA-256 of the request body as parsed and normalised. */
    requestHash: text("request_hash").notNull(),
    runId: text("run_id"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.key] }),
    index("api_idempotency_created_idx").on(table.createdAt),
  ],
);

// Login profiles and flows of registered sites (migration 0034, decision 043). The profile or flow is
// kept whole as one sealed value (workers/core/secrets.ts): passwords, cookies and header values are
// inside it, so a copy of the table reads none of them. Only a flow's name is plain, for the list.

/** A registered site's login profile (at most one): the step language's AuthProfile, sealed. */
export const siteLoginProfiles = sqliteTable("site_login_profiles", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => registeredSites.id, { onDelete: "cascade" }),
  /** "ks1.<key id>.<iv>.<ciphertext>", bound to the site's id. */
  sealed: text("sealed").notNull(),
  /** The key it was sealed with, so that a rotation finds what to seal again. */
  keyId: text("key_id").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** A registered site's flows: the step language's Flow, sealed; the name plain for the list. */
export const siteFlows = sqliteTable(
  "site_flows",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => registeredSites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Bound to the flow's id. */
    sealed: text("sealed").notNull(),
    keyId: text("key_id").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("site_flows_site_name_unique").on(table.siteId, table.name)],
);

/**
 * A registered site's flow in a site run: a job of the run like its pages and documents (decision 051).
 * `result` is the flow's summary (SiteFlow: ran through, or where and why it stopped; secrets masked).
 */
export const runFlows = sqliteTable(
  "run_flows",
  {
    runId: text("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    /** Numbered in the order of the flows' names. */
    id: integer("id").notNull(),
    /** The stored flow (site_flows.id) the job runs; null for results kept before flows were jobs. */
    flowId: text("flow_id"),
    name: text("name").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    errorCode: text("error_code", { enum: scanErrorCodes }),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    result: text("result"),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.id] }),
    uniqueIndex("run_flows_name_idx").on(table.runId, table.name),
    index("run_flows_status_idx").on(table.runId, table.status),
  ],
);

/**
 * The page states a flow's steps scanned in a site run, each kept like a page's findings until the run is
 * put together, when they become pages of its report ("Bestellung › Adresse").
 */
export const runFlowPages = sqliteTable(
  "run_flow_pages",
  {
    runId: text("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    /** run_flows.id */
    flow: integer("flow").notNull(),
    /** The step after which the page was scanned, 1-based. */
    step: integer("step").notNull(),
    /** The scan's name in the flow ("Adresse"). */
    name: text("name").notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: ["done", "failed"] }).notNull(),
    errorCode: text("error_code", { enum: scanErrorCodes }),
    report: bytes("report"),
  },
  (table) => [primaryKey({ columns: [table.runId, table.flow, table.step] })],
);

/**
 * A signed-in site run's session on Browser Rendering (decision 047): the site's cookies after signing
 * in, sealed and bound to the run; its page jobs scan in it. Deleted when the run is put together.
 */
export const runSessions = sqliteTable("run_sessions", {
  runId: text("run_id")
    .primaryKey()
    .references(() => runs.id, { onDelete: "cascade" }),
  sealed: text("sealed").notNull(),
  keyId: text("key_id").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

export const webhookEventTypes = ["run.finished", "run.failed", "regression.found"] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number] | "webhook.test";

/**
 * Where an account's events go (decision 044): its own signed endpoints, or a Slack or Teams incoming
 * webhook. For the whole account, or for one registered site.
 */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null: every run of the account. */
    siteId: integer("site_id").references(() => registeredSites.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["signed", "slack", "teams"] })
      .notNull()
      .default("signed"),
    url: text("url").notNull(),
    /** The signing secret sealed with SECRETS_KEY; for Slack and Teams the address itself is the secret. */
    secretSealed: text("secret_sealed").notNull(),
    events: text("events", { mode: "json" }).$type<(typeof webhookEventTypes)[number][]>().notNull(),
    createdAt: createdAt(),
    /** Failed attempts since the last answer in 2xx; at the limit the endpoint is switched off. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    disabledAt: integer("disabled_at", { mode: "timestamp_ms" }),
    /** "failures" when switched off by failing, "owner" when its owner switched it off. */
    disabledReason: text("disabled_reason"),
    /** After a rotation (decision 048): the previous secret, sealed, signing too until the time below. */
    previousSecretSealed: text("previous_secret_sealed"),
    previousSecretUntil: integer("previous_secret_until", { mode: "timestamp_ms" }),
  },
  (table) => [index("webhook_endpoints_user_idx").on(table.workspaceId, table.createdAt)],
);

/** An event owed to an endpoint: one row per endpoint and event id, retried until delivered or given up. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The same event has the same id at every endpoint and every attempt, for receivers to deduplicate. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").$type<WebhookEventType>().notNull(),
    /** The event's JSON as signed and sent (for Slack and Teams: the event, formatted at sending). */
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_idx").on(table.endpointId, table.eventId),
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/** Every attempt of a delivery and what the receiver answered: the delivery log. */
export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** Null when no answer came (refused address, timeout, connection error). */
    statusCode: integer("status_code"),
    error: text("error"),
    /** The answer's first characters, as text. */
    responseExcerpt: text("response_excerpt"),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.attempt] })],
);

export const trackers = ["github", "jira"] as const;
export type Tracker = (typeof trackers)[number];

/**
 * An account's issue tracker (decision 044): GitHub (`target` "owner/repo") or Jira Cloud (`target` the
 * site's https origin, `project` its key, `account` the Atlassian account's email). The API token sealed.
 */
export const trackerConnections = sqliteTable(
  "tracker_connections",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tracker: text("tracker", { enum: trackers }).notNull(),
    target: text("target").notNull(),
    project: text("project"),
    account: text("account"),
    tokenSealed: text("token_sealed").notNull(),
    /**
     * The secret the tracker's webhook signs with (GitHub: X-Hub-Signature-256, Jira: X-Hub-Signature),
     * sealed; shown once when connecting.
     */
    hookSecretSealed: text("hook_secret_sealed"),
    /** Jira: the random id in its webhook's address, `/trackers/jira/webhook/<hookId>` (decision 048). */
    hookId: text("hook_id"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.tracker] }),
    uniqueIndex("tracker_connections_hook_idx").on(table.hookId),
  ],
);

/** The tracker issue made for a Klarsicht issue of a site: one per tracker, linked from the dashboard. */
export const trackerLinks = sqliteTable(
  "tracker_links",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: text("site_key").notNull(),
    issueKey: text("issue_key").notNull(),
    tracker: text("tracker", { enum: trackers }).notNull(),
    /** "#12" on GitHub, "KS-3" on Jira. */
    externalKey: text("external_key").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.siteKey, table.issueKey, table.tracker] })],
);

/**
 * A read-only link for clients without an account: one run's report or one registered site's dashboard
 * (exactly one of `runId` and `siteId`). Only the token's SHA-256 is stored. `workspaceId` is the
 * founder's user id until workspaces land.
 */
export const shareLinks = sqliteTable(
  "share_links",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who made it; kept as a name in the list while the person exists. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    runId: text("run_id").references(() => runs.id, { onDelete: "cascade" }),
    siteId: integer("site_id").references(() => registeredSites.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** Written at most once a minute, not on every page of a visit. */
    lastOpenedAt: integer("last_opened_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("share_links_workspace_idx").on(table.workspaceId, table.createdAt)],
);

/** Image types a white-label logo may have: read from the file's own bytes, never from its name. */
export const logoTypes = ["image/png", "image/jpeg", "image/webp"] as const;

/**
 * An agency workspace's white-label look (issue 30): its name, accent colour and logo on the workspace's
 * reports, statement header and mails. Until workspaces have a table, the workspace id is the founder's
 * user id. The logo's bytes are in R2 under branding/{workspaceId}/{logoVersion}.
 */
export const workspaceBranding = sqliteTable("workspace_branding", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  agencyName: text("agency_name").notNull(),
  /** #rrggbb, at least 4.5:1 against white. */
  accentColor: text("accent_color").notNull(),
  logoVersion: text("logo_version"),
  logoType: text("logo_type", { enum: logoTypes }),
  logoWidth: integer("logo_width"),
  logoHeight: integer("logo_height"),
  logoBytes: integer("logo_bytes"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
