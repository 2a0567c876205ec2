CREATE INDEX `custom_pages_title_lower_idx` ON `custom_pages` (lower("title"));--> statement-breakpoint
CREATE INDEX `file_entries_name_lower_idx` ON `file_entries` (lower("name"));--> statement-breakpoint
CREATE INDEX `localizations_name_idx` ON `localizations` (`name`);