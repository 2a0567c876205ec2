CREATE TABLE `error_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`exception` text NOT NULL,
	`message` text NOT NULL,
	`stack` text DEFAULT '' NOT NULL,
	`method` text NOT NULL,
	`url` text NOT NULL,
	`status` integer DEFAULT 500 NOT NULL,
	`user_id` integer,
	`ip_address` text,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `error_logs_created_at_idx` ON `error_logs` (`created_at`);--> statement-breakpoint
CREATE INDEX `error_logs_exception_idx` ON `error_logs` (`exception`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_preferences` (
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `name`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `ban_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `banned_until` text;--> statement-breakpoint
CREATE INDEX `users_name_idx` ON `users` (`name`);--> statement-breakpoint
CREATE INDEX `users_banned_at_idx` ON `users` (`banned_at`);--> statement-breakpoint
CREATE INDEX `users_email_verified_idx` ON `users` (`email_verified_at`);--> statement-breakpoint
CREATE INDEX `users_two_factor_idx` ON `users` (`two_factor_confirmed_at`);--> statement-breakpoint
CREATE INDEX `custom_pages_title_idx` ON `custom_pages` (`title`);--> statement-breakpoint
CREATE INDEX `custom_pages_updated_at_idx` ON `custom_pages` (`updated_at`);--> statement-breakpoint
CREATE INDEX `file_entries_created_at_idx` ON `file_entries` (`created_at`);--> statement-breakpoint
CREATE INDEX `file_entries_size_idx` ON `file_entries` (`file_size`);--> statement-breakpoint
CREATE INDEX `file_entries_mime_idx` ON `file_entries` (`mime`,`created_at`);--> statement-breakpoint
CREATE INDEX `tags_created_at_idx` ON `tags` (`created_at`);