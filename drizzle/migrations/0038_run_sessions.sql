-- A signed-in site run's session on Browser Rendering (decision 047): the cookies the site set when the
-- scanner signed in, sealed with the login secrets' key and bound to the run, so that the run's next
-- page jobs (each in a browser context of its own) scan in that session instead of signing in again.
-- Deleted when the run is put together, and with the run.
CREATE TABLE `run_sessions` (
	`run_id` text PRIMARY KEY NOT NULL,
	`sealed` text NOT NULL,
	`key_id` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE cascade
);
