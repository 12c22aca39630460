import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

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
 * Scan runs. The scanning work adds the remaining columns; the home page statistics read
 * the ones defined here.
 */
export const runs = sqliteTable(
  "runs",
  {
    id: text("id").primaryKey(),
    url: text("url").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    violationCount: integer("violation_count").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("runs_created_at_idx").on(table.createdAt), index("runs_url_idx").on(table.url)],
);
