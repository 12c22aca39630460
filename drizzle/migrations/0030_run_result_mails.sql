-- Scans started by hand whose owner asked for a mail with the result; the cron mails it once the run
-- has finished and marks the row as told.
CREATE TABLE `run_result_mails` (
	`run_id` text PRIMARY KEY NOT NULL REFERENCES `runs`(`id`) ON DELETE cascade,
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`site_id` integer NOT NULL REFERENCES `registered_sites`(`id`) ON DELETE cascade,
	`requested_at` integer NOT NULL,
	`notified_at` integer
);
--> statement-breakpoint
CREATE INDEX `run_result_mails_open_idx` ON `run_result_mails` (`notified_at`);
