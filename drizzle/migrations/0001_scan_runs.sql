CREATE TABLE `run_results` (
	`run_id` text NOT NULL,
	`seq` integer NOT NULL,
	`data` blob NOT NULL,
	PRIMARY KEY(`run_id`, `seq`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `runs` ADD `level` text DEFAULT 'AA' NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `locale` text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `error_code` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `owner_id` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `requester_key` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `final_url` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `counts` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `impacts` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `started_at` integer;--> statement-breakpoint
ALTER TABLE `runs` ADD `lease_until` integer;--> statement-breakpoint
CREATE INDEX `runs_status_lease_idx` ON `runs` (`status`,`lease_until`);--> statement-breakpoint
CREATE INDEX `runs_requester_idx` ON `runs` (`requester_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `runs_owner_idx` ON `runs` (`owner_id`,`created_at`);