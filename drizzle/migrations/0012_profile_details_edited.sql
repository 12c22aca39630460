-- When the user last changed name or email address in Klarsicht. From then on a new sign-in keeps them
-- instead of taking the provider's: "verify now" signs in again and must not undo what was just saved.
ALTER TABLE `users` ADD `details_edited_at` integer;
