CREATE TABLE `run_pages` (
	`run_id` text NOT NULL,
	`id` integer NOT NULL,
	`url` text NOT NULL,
	`depth` integer NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error_code` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`report` blob,
	`finished_at` integer,
	PRIMARY KEY(`run_id`, `id`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `run_pages_url_idx` ON `run_pages` (`run_id`,`url`);--> statement-breakpoint
CREATE INDEX `run_pages_status_idx` ON `run_pages` (`run_id`,`status`);--> statement-breakpoint
CREATE TABLE `statement_drafts` (
	`run_id` text PRIMARY KEY NOT NULL,
	`locale` text NOT NULL,
	`fields` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `runs` ADD `kind` text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `page_limit` integer;--> statement-breakpoint
ALTER TABLE `runs` ADD `depth_limit` integer;--> statement-breakpoint
ALTER TABLE `runs` ADD `robots_txt` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `crawl_delay_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `next_slot_at` integer;