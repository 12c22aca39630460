-- Workspaces, members and roles (decision 046). Everything a customer owns belongs to a workspace. A
-- workspace's id is the id of the account that founded it, so every existing account becomes a one-person
-- workspace without any row of its data being rewritten: the owning columns keep their values and are only
-- renamed from user_id to workspace_id. (Pointing them at the new table would mean rebuilding tables that
-- others reference, and D1, which keeps foreign keys on, would cascade the rebuild's implicit delete into
-- their children.)
CREATE TABLE `workspaces` (
	`id` text PRIMARY KEY NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`name` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `workspace_members` (
	`workspace_id` text NOT NULL REFERENCES `workspaces`(`id`) ON DELETE cascade,
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`role` text NOT NULL CHECK (`role` IN ('owner', 'admin', 'editor', 'viewer')),
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY (`workspace_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `workspace_members_user_idx` ON `workspace_members` (`user_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `workspace_members_one_owner` ON `workspace_members` (`workspace_id`) WHERE `role` = 'owner';
--> statement-breakpoint
INSERT INTO `workspaces` (`id`, `name`, `created_at`) SELECT `id`, `name`, `created_at` FROM `users`;
--> statement-breakpoint
INSERT INTO `workspace_members` (`workspace_id`, `user_id`, `role`, `created_at`)
	SELECT `id`, `id`, 'owner', `created_at` FROM `users`;
--> statement-breakpoint
-- Every account, however created (first sign-in, a seed, an import), founds its own workspace.
CREATE TRIGGER `users_found_workspace` AFTER INSERT ON `users` BEGIN
	INSERT INTO `workspaces` (`id`, `name`, `created_at`) VALUES (NEW.`id`, NEW.`name`, NEW.`created_at`);
	INSERT INTO `workspace_members` (`workspace_id`, `user_id`, `role`, `created_at`)
		VALUES (NEW.`id`, NEW.`id`, 'owner', NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TABLE `workspace_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL REFERENCES `workspaces`(`id`) ON DELETE cascade,
	`email` text NOT NULL,
	`role` text NOT NULL CHECK (`role` IN ('admin', 'editor', 'viewer')),
	`token_hash` text NOT NULL UNIQUE,
	`invited_by` text REFERENCES `users`(`id`) ON DELETE set null,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `workspace_invites_workspace_idx` ON `workspace_invites` (`workspace_id`, `created_at`);
--> statement-breakpoint
CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workspace_id` text NOT NULL REFERENCES `workspaces`(`id`) ON DELETE cascade,
	`actor_id` text REFERENCES `users`(`id`) ON DELETE set null,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_events_workspace_idx` ON `audit_events` (`workspace_id`, `at`);
--> statement-breakpoint
CREATE INDEX `audit_events_at_idx` ON `audit_events` (`at`);
--> statement-breakpoint
ALTER TABLE `subscriptions` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `one_time_payments` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `registered_sites` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `account_scan_starts` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `site_schedules` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `issue_triage` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `api_tokens` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `api_idempotency_keys` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `webhook_endpoints` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `tracker_connections` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
ALTER TABLE `tracker_links` RENAME COLUMN `user_id` TO `workspace_id`;
--> statement-breakpoint
-- A token acts for the member who made it, with that member's role: it stops when they leave.
ALTER TABLE `api_tokens` ADD COLUMN `created_by` text REFERENCES `users`(`id`) ON DELETE cascade;
--> statement-breakpoint
UPDATE `api_tokens` SET `created_by` = `workspace_id`;
--> statement-breakpoint
-- Who saved an assessment answer and a statement draft last, shown beside them.
ALTER TABLE `assessment_answers` ADD COLUMN `by_name` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `statement_drafts` ADD COLUMN `by_name` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The workspace a browser's session works in (the switcher); checked against the memberships on every request.
ALTER TABLE `sessions` ADD COLUMN `workspace_id` text;
