CREATE TABLE `scrobble_connections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`service` text NOT NULL,
	`account_name` text NOT NULL,
	`credential_encrypted` text NOT NULL,
	`status` text DEFAULT 'connected' NOT NULL,
	`status_message` text,
	`status_at` text,
	`last_scrobble_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scrobble_connections_user_service_idx` ON `scrobble_connections` (`user_id`,`service`);--> statement-breakpoint
CREATE TABLE `scrobble_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`connection_id` integer NOT NULL,
	`play_key` text NOT NULL,
	`artist` text NOT NULL,
	`track` text NOT NULL,
	`album` text,
	`duration` integer NOT NULL,
	`listened_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer DEFAULT 0 NOT NULL,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`connection_id`) REFERENCES `scrobble_connections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scrobble_outbox_connection_key_idx` ON `scrobble_outbox` (`connection_id`,`play_key`);--> statement-breakpoint
CREATE INDEX `scrobble_outbox_connection_status_idx` ON `scrobble_outbox` (`connection_id`,`status`,`listened_at`);--> statement-breakpoint
CREATE INDEX `scrobble_outbox_status_created_idx` ON `scrobble_outbox` (`status`,`created_at`);