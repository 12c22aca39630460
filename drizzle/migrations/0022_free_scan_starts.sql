-- Every free scan started, kept for an hour: the per-address limit and the global hourly budget count these
-- rows, so taking a free scan into an account (which forgets its requester) gives nothing back.
CREATE TABLE `free_scan_starts` (
	`run_id` text NOT NULL,
	`requester_key` text NOT NULL,
	`started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `free_scan_starts_requester_idx` ON `free_scan_starts` (`requester_key`,`started_at`);--> statement-breakpoint
CREATE INDEX `free_scan_starts_started_idx` ON `free_scan_starts` (`started_at`);
