-- Jira's closing webhook (decision 048): each Jira connection has an address of its own, found by this
-- random id, and a signing secret (sealed in `hook_secret_sealed`, as GitHub's).
ALTER TABLE `tracker_connections` ADD `hook_id` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `tracker_connections_hook_idx` ON `tracker_connections` (`hook_id`);
--> statement-breakpoint
-- A webhook endpoint's secret rotated: the previous one, sealed, still signs beside the new one until
-- `previous_secret_until` (24 hours after the rotation), as Stripe rolls secrets.
ALTER TABLE `webhook_endpoints` ADD `previous_secret_sealed` text;
--> statement-breakpoint
ALTER TABLE `webhook_endpoints` ADD `previous_secret_until` integer;
