-- Who audited and how, as the auditor entered it for the audit report: name and role, the tools and the
-- assistive technologies used (JSON lists: the report names only what is here), the sign-off date as
-- entered, and when the sign-off was saved (to tell answers changed after it). All empty until entered.
ALTER TABLE `assessments` ADD `auditor_name` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `assessments` ADD `auditor_role` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `assessments` ADD `tools` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `assessments` ADD `assistive_technologies` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `assessments` ADD `signed_off_on` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `assessments` ADD `signed_off_at` integer;
