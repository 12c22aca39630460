-- White-label reports (issue 30, item 4): an agency workspace's name, logo and accent colour, printed on
-- its reports, its statement's header and its mails. One row per workspace; until workspaces have a table
-- of their own, a workspace's id is its founder's user id. The logo's bytes live in R2 under
-- branding/{workspace_id}/{logo_version}; the row keeps the type read from the file's own bytes and its size.
CREATE TABLE `workspace_branding` (
	`workspace_id` text PRIMARY KEY NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`agency_name` text NOT NULL,
	`accent_color` text NOT NULL,
	`logo_version` text,
	`logo_type` text,
	`logo_width` integer,
	`logo_height` integer,
	`logo_bytes` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
