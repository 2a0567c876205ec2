CREATE TABLE `billing_customers` (
	`user_id` integer NOT NULL,
	`gateway` text NOT NULL,
	`customer_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `gateway`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `billing_events` (
	`gateway` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`gateway`, `event_id`)
);
--> statement-breakpoint
CREATE INDEX `billing_events_received_idx` ON `billing_events` (`received_at`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`subscription_id` integer,
	`gateway` text NOT NULL,
	`gateway_id` text NOT NULL,
	`unit_amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`period_start` text,
	`period_end` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_gateway_idx` ON `invoices` (`gateway`,`gateway_id`);--> statement-breakpoint
CREATE TABLE `prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`unit_amount` integer NOT NULL,
	`currency` text NOT NULL,
	`interval` text NOT NULL,
	`interval_count` integer DEFAULT 1 NOT NULL,
	`stripe_id` text,
	`paypal_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prices_product_idx` ON `prices` (`product_id`);--> statement-breakpoint
CREATE TABLE `product_permissions` (
	`product_id` integer NOT NULL,
	`permission_id` integer NOT NULL,
	`restrictions` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`product_id`, `permission_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`permission_id`) REFERENCES `permissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`recommended` integer DEFAULT false NOT NULL,
	`free` integer DEFAULT false NOT NULL,
	`feature_list` text DEFAULT '[]' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`role_id` integer,
	`stripe_id` text,
	`paypal_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `products_position_idx` ON `products` (`position`);--> statement-breakpoint
CREATE INDEX `products_name_idx` ON `products` (`name`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`price_id` integer,
	`gateway` text NOT NULL,
	`gateway_id` text,
	`status` text DEFAULT 'active' NOT NULL,
	`renews_at` text,
	`ends_at` text,
	`canceled_at` text,
	`payment_method` text,
	`note` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`price_id`) REFERENCES `prices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`,`ends_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_gateway_idx` ON `subscriptions` (`gateway`,`gateway_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_created_idx` ON `subscriptions` (`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_product_idx` ON `subscriptions` (`product_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_price_idx` ON `subscriptions` (`price_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_idx` ON `subscriptions` (`status`);--> statement-breakpoint
CREATE INDEX `subscriptions_ends_idx` ON `subscriptions` (`ends_at`);