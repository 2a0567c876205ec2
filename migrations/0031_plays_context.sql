ALTER TABLE `plays` ADD `context_type` text;--> statement-breakpoint
ALTER TABLE `plays` ADD `context_id` integer;