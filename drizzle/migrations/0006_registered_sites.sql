CREATE TABLE `registered_sites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`site_key` text NOT NULL,
	`url` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`confirmed_at` integer,
	`removed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registered_sites_active_idx` ON `registered_sites` (`user_id`,`site_key`) WHERE `removed_at` IS NULL;--> statement-breakpoint
CREATE INDEX `registered_sites_removed_idx` ON `registered_sites` (`user_id`,`removed_at`);--> statement-breakpoint
CREATE TABLE `account_scan_starts` (
	`user_id` text NOT NULL,
	`run_id` text NOT NULL,
	`started_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_scan_starts_user_idx` ON `account_scan_starts` (`user_id`,`started_at`);--> statement-breakpoint
ALTER TABLE `runs` ADD `site_key` text;--> statement-breakpoint
CREATE INDEX `runs_owner_site_idx` ON `runs` (`owner_id`,`site_key`,`status`);
