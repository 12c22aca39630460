-- Client workspaces (decision 050): an agency founds a workspace for a client who has no account yet. The
-- workspace needs a founding account (decision 046), so it is founded by an account held for the client's
-- address that no one has signed in to (`unclaimed`); the client's first sign-in with that address,
-- confirmed by the OpenID provider, becomes that account. `paid_by` names the workspace whose plan pays
-- for it (the agency's): it draws on that plan's websites, seats and levels. One held account an address,
-- so that a first sign-in has exactly one to take over.
ALTER TABLE `users` ADD `unclaimed` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX `users_unclaimed_email_unique` ON `users` (lower(`email`)) WHERE `unclaimed` = 1;
--> statement-breakpoint
ALTER TABLE `workspaces` ADD `paid_by` text REFERENCES `workspaces`(`id`) ON DELETE set null;
--> statement-breakpoint
CREATE INDEX `workspaces_paid_by_idx` ON `workspaces` (`paid_by`);
