-- Sign-in sessions live in D1, so that logout and "log out everywhere" end them; the cookie holds only a
-- random token whose SHA-256 is the id.
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`id_token` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
-- A verified address belongs to one account. Where two accounts already share one, the account that
-- signed in last keeps it verified; the others must confirm theirs again.
UPDATE `users` SET `email_verified` = 0
WHERE `email_verified` = 1 AND EXISTS (
	SELECT 1 FROM `users` AS `other`
	WHERE `other`.`email_verified` = 1
		AND lower(`other`.`email`) = lower(`users`.`email`)
		AND `other`.`id` <> `users`.`id`
		AND (
			coalesce(`other`.`last_login_at`, 0) > coalesce(`users`.`last_login_at`, 0)
			OR (coalesce(`other`.`last_login_at`, 0) = coalesce(`users`.`last_login_at`, 0) AND `other`.`id` > `users`.`id`)
		)
);--> statement-breakpoint
CREATE UNIQUE INDEX `users_verified_email_unique` ON `users` (lower("email")) WHERE "users"."email_verified" = 1;
