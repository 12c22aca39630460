-- Page inventories of site runs (headings, images, form fields, media, landmarks), compressed, for the
-- guided manual assessment. They go with the run.
CREATE TABLE `page_inventories` (
	`run_id` text NOT NULL,
	`url` text NOT NULL,
	`data` blob NOT NULL,
	PRIMARY KEY(`run_id`, `url`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
