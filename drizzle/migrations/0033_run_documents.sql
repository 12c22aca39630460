-- Linked PDF documents of a site run (decision 042): found by its pages, each fetched and checked as a
-- job of its own, counted apart from the pages. The result is the compressed check until the run's report
-- holds it.
CREATE TABLE `run_documents` (
	`run_id` text NOT NULL,
	`id` integer NOT NULL,
	`url` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error_code` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`result` blob,
	`finished_at` integer,
	PRIMARY KEY(`run_id`, `id`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `run_documents_url_idx` ON `run_documents` (`run_id`,`url`);--> statement-breakpoint
CREATE INDEX `run_documents_status_idx` ON `run_documents` (`run_id`,`status`);
