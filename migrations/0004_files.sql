CREATE TABLE `file_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`mime` text NOT NULL,
	`extension` text DEFAULT '' NOT NULL,
	`file_size` integer NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`disk` text DEFAULT 'r2' NOT NULL,
	`metadata` text,
	`deleted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `file_entries_key_unique` ON `file_entries` (`key`);--> statement-breakpoint
CREATE INDEX `file_entries_user_idx` ON `file_entries` (`user_id`,`deleted_at`,`created_at`);