-- Outgoing webhooks (decision 044): an account's endpoints, each for the whole account or one registered
-- site, with its signing secret sealed at rest (workers/core/secrets.ts); the events each endpoint is
-- owed, one row per endpoint and event id, so an event is delivered once however often it is found;
-- every attempt with its answer, for the delivery log.
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`site_id` integer REFERENCES `registered_sites`(`id`) ON DELETE cascade,
	`kind` text DEFAULT 'signed' NOT NULL,
	`url` text NOT NULL,
	`secret_sealed` text NOT NULL,
	`events` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`consecutive_failures` integer DEFAULT 0 NOT NULL,
	`disabled_at` integer,
	`disabled_reason` text
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_user_idx` ON `webhook_endpoints` (`user_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL REFERENCES `webhook_endpoints`(`id`) ON DELETE cascade,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_until` integer,
	`last_status` integer,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`delivered_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_idx` ON `webhook_deliveries` (`endpoint_id`,`event_id`);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);
--> statement-breakpoint
CREATE TABLE `webhook_attempts` (
	`delivery_id` text NOT NULL REFERENCES `webhook_deliveries`(`id`) ON DELETE cascade,
	`attempt` integer NOT NULL,
	`at` integer NOT NULL,
	`status_code` integer,
	`error` text,
	`response_excerpt` text,
	PRIMARY KEY(`delivery_id`, `attempt`)
);
--> statement-breakpoint
-- Finished account runs whose events have been handed to the endpoints (or that had none to go to).
ALTER TABLE `runs` ADD `events_emitted_at` integer;
--> statement-breakpoint
CREATE INDEX `runs_events_idx` ON `runs` (`owner_id`,`events_emitted_at`,`finished_at`);
--> statement-breakpoint
-- Issue trackers an account sends issues to (GitHub Issues, Jira Cloud), their API tokens sealed, and
-- the tracker issue made for each Klarsicht issue, so that sending again links the existing one.
CREATE TABLE `tracker_connections` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`tracker` text NOT NULL,
	`target` text NOT NULL,
	`project` text,
	`account` text,
	`token_sealed` text NOT NULL,
	`hook_secret_sealed` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `tracker`)
);
--> statement-breakpoint
CREATE TABLE `tracker_links` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`site_key` text NOT NULL,
	`issue_key` text NOT NULL,
	`tracker` text NOT NULL,
	`external_key` text NOT NULL,
	`url` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `site_key`, `issue_key`, `tracker`)
);
