-- Monitoring of registered sites: a scan schedule per site, the periods a schedule has claimed (at most one
-- run a period, however often the cron fires), and the owner's triage of issues by their stable key.
CREATE TABLE `site_schedules` (
	`site_id` integer PRIMARY KEY NOT NULL REFERENCES `registered_sites`(`id`) ON DELETE cascade,
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`frequency` text NOT NULL,
	`hour` integer NOT NULL,
	`weekday` integer NOT NULL DEFAULT 1,
	`month_day` integer NOT NULL DEFAULT 1,
	`level` text NOT NULL DEFAULT 'AA',
	`active_from` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `site_schedules_frequency_idx` ON `site_schedules` (`frequency`);
--> statement-breakpoint
CREATE TABLE `schedule_runs` (
	`site_id` integer NOT NULL REFERENCES `registered_sites`(`id`) ON DELETE cascade,
	`period` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`run_id` text,
	`outcome` text,
	`notified_at` integer,
	PRIMARY KEY(`site_id`, `period`)
);
--> statement-breakpoint
CREATE INDEX `schedule_runs_run_idx` ON `schedule_runs` (`run_id`);
--> statement-breakpoint
CREATE TABLE `issue_triage` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`site_key` text NOT NULL,
	`issue_key` text NOT NULL,
	`status` text NOT NULL,
	`note` text NOT NULL DEFAULT '',
	`by_name` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `site_key`, `issue_key`)
);
