-- Who the invoices are made out to: company, billing address and EU VAT ID, kept in the profile and
-- passed to Stripe as the customer's name, address and tax ID. All empty until the customer enters them.
ALTER TABLE `users` ADD `billing_company` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `billing_line1` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `billing_line2` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `billing_postal_code` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `billing_city` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `billing_country` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `vat_id` text DEFAULT '' NOT NULL;
