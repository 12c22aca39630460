-- Read-only links for clients: a run's report or a registered site's dashboard, shared through an
-- unguessable token of which only the SHA-256 is stored; each link expires and can be revoked.
-- `workspace_id` is the founder's user id until workspaces land (one-person workspaces keep that id).
CREATE TABLE `share_links` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`created_by` text,
	`run_id` text,
	`site_id` integer,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`last_opened_at` integer,
	FOREIGN KEY (`workspace_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `registered_sites`(`id`) ON UPDATE no action ON DELETE cascade,
	CHECK ((`run_id` IS NULL) <> (`site_id` IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `share_links_token_hash_unique` ON `share_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `share_links_workspace_idx` ON `share_links` (`workspace_id`,`created_at`);
