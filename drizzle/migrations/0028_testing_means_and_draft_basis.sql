-- What a person tested an answer with (the statement names only what was recorded; older answers hold
-- none), and what the results said when a statement draft's derived texts were taken from them.
ALTER TABLE `assessment_answers` ADD `means` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `assessment_answers` ADD `screen_reader` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `statement_drafts` ADD `derived_basis` text;
