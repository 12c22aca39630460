-- Guided manual assessment of a site run: one per run, the answers per success criterion and sampled page,
-- and the answers to the run's needs-review findings. All go with the run.
CREATE TABLE `assessments` (
	`run_id` text PRIMARY KEY NOT NULL,
	`carried_from_run_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `assessment_answers` (
	`run_id` text NOT NULL,
	`criterion` text NOT NULL,
	`page_url` text NOT NULL,
	`verdict` text NOT NULL,
	`barrier` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`carried_over` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`run_id`, `criterion`, `page_url`),
	FOREIGN KEY (`run_id`) REFERENCES `assessments`(`run_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `assessment_reviews` (
	`run_id` text NOT NULL,
	`issue_key` text NOT NULL,
	`decision` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`carried_over` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`run_id`, `issue_key`),
	FOREIGN KEY (`run_id`) REFERENCES `assessments`(`run_id`) ON UPDATE no action ON DELETE cascade
);
