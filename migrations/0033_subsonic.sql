CREATE TABLE `app_passwords` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`secret_hash` text NOT NULL,
	`secret_encrypted` text NOT NULL,
	`last_used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `app_passwords_secret_hash_idx` ON `app_passwords` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `app_passwords_user_idx` ON `app_passwords` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `now_playing` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`track_id` integer NOT NULL,
	`player` text DEFAULT '' NOT NULL,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`track_id`) REFERENCES `tracks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `now_playing_started_idx` ON `now_playing` (`started_at`);--> statement-breakpoint
CREATE TABLE `play_queues` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`track_ids` text DEFAULT '[]' NOT NULL,
	`current_id` integer,
	`position_ms` integer DEFAULT 0 NOT NULL,
	`changed_by` text DEFAULT '' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_ratings` (
	`user_id` integer NOT NULL,
	`rateable_type` text NOT NULL,
	`rateable_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `rateable_type`, `rateable_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_ratings_rating_range" CHECK("user_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `user_ratings_user_rating_idx` ON `user_ratings` (`user_id`,`rateable_type`,`rating`);