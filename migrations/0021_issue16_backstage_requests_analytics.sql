CREATE TABLE `analytics_daily` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`dimension` text NOT NULL,
	`day` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `dimension`, `day`, `key`)
);
--> statement-breakpoint
CREATE TABLE `analytics_hourly` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`hour` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `hour`)
);
--> statement-breakpoint
CREATE TABLE `analytics_rollup_state` (
	`metric` text PRIMARY KEY NOT NULL,
	`rolled_through` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_uniques` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`day` text NOT NULL,
	`sketch` blob NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`user_id` integer,
	`visitor` text NOT NULL,
	`country` text,
	`city` text,
	`device_type` text,
	`platform` text,
	`browser` text,
	`referrer` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `page_views_time_idx` ON `page_views` (`created_at`);--> statement-breakpoint
CREATE TABLE `backstage_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`artist_name` text NOT NULL,
	`artist_id` integer,
	`requester_role` text DEFAULT 'artist' NOT NULL,
	`image` text,
	`bio` text,
	`links` text DEFAULT '[]' NOT NULL,
	`message` text,
	`attachments` text DEFAULT '[]' NOT NULL,
	`note` text,
	`reviewed_by` integer,
	`reviewed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `backstage_requests_open_idx` ON `backstage_requests` (`user_id`,`type`) WHERE "backstage_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `backstage_requests_user_idx` ON `backstage_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `backstage_requests_created_idx` ON `backstage_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `backstage_requests_status_idx` ON `backstage_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `backstage_requests_type_idx` ON `backstage_requests` (`type`,`created_at`);--> statement-breakpoint
ALTER TABLE `artists` ADD `profile_images` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `plays` ADD `city` text;--> statement-breakpoint
ALTER TABLE `plays` ADD `visitor` text;--> statement-breakpoint
CREATE INDEX `plays_time_idx` ON `plays` (`created_at`);