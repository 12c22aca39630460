-- Login profiles and flows of registered sites (decision 043): each kept whole as one sealed value
-- (AES-256-GCM, workers/core/secrets.ts) with the id of the key it was sealed with.
CREATE TABLE `site_login_profiles` (
	`site_id` integer PRIMARY KEY NOT NULL,
	`sealed` text NOT NULL,
	`key_id` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `registered_sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `site_flows` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` integer NOT NULL,
	`name` text NOT NULL,
	`sealed` text NOT NULL,
	`key_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `registered_sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_flows_site_name_unique` ON `site_flows` (`site_id`,`name`);
--> statement-breakpoint
-- What each stored flow did in a site run: its steps, its scans' violated rules and where it stopped
-- (secrets masked, no picture), shown in the run's report as a group of its own.
CREATE TABLE `run_flows` (
	`run_id` text NOT NULL,
	`name` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`run_id`, `name`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
