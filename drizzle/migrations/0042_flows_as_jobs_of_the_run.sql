-- A site run's flows are jobs of the run, like its pages and documents (decision 051): claimed, leased,
-- retried, recovered and dead-lettered on the same path, and the run is put together only once they have
-- ended. Each flow's summary (did it run through, where and why it stopped) is kept in `result`; the page
-- states its steps scanned are rows of `run_flow_pages`, which the aggregation reads as pages of the run.
-- Results of flows kept before (then written after the run was done) stay, as flows that ended.
CREATE TABLE `run_flows_new` (
	`run_id` text NOT NULL,
	`id` integer NOT NULL,
	`flow_id` text,
	`name` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error_code` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`result` text,
	`finished_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`run_id`, `id`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `run_flows_new` (`run_id`, `id`, `name`, `status`, `result`, `created_at`)
SELECT `run_id`, (SELECT count(*) FROM `run_flows` o WHERE o.`run_id` = f.`run_id` AND o.`name` < f.`name`),
	`name`, 'done', `result`, `created_at`
FROM `run_flows` f;
--> statement-breakpoint
DROP TABLE `run_flows`;
--> statement-breakpoint
ALTER TABLE `run_flows_new` RENAME TO `run_flows`;
--> statement-breakpoint
CREATE UNIQUE INDEX `run_flows_name_idx` ON `run_flows` (`run_id`,`name`);
--> statement-breakpoint
CREATE INDEX `run_flows_status_idx` ON `run_flows` (`run_id`,`status`);
--> statement-breakpoint
CREATE TABLE `run_flow_pages` (
	`run_id` text NOT NULL,
	`flow` integer NOT NULL,
	`step` integer NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`status` text NOT NULL,
	`error_code` text,
	`report` blob,
	PRIMARY KEY(`run_id`, `flow`, `step`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
