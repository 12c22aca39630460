-- Mail: an outbox every mail passes through (stored first, then delivered and retried until the provider
-- accepts it; the unique dedupe key keeps an alert from being sent twice), and each account's mail preferences.
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`dedupe_key` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`to_address` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`headers` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_until` integer,
	`last_error` text,
	`provider_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_dedupe_key_unique` ON `mail_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `mail_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`run_alerts` integer DEFAULT true NOT NULL,
	`weekly_digest` integer DEFAULT false NOT NULL,
	`run_failed` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
