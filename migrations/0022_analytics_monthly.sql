CREATE TABLE `analytics_monthly` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`dimension` text NOT NULL,
	`month` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `dimension`, `month`, `key`)
);
--> statement-breakpoint
CREATE TABLE `analytics_monthly_uniques` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`month` text NOT NULL,
	`sketch` blob NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `month`)
);
--> statement-breakpoint
CREATE INDEX `analytics_daily_day_idx` ON `analytics_daily` (`metric`,`day`);--> statement-breakpoint
CREATE INDEX `analytics_uniques_day_idx` ON `analytics_uniques` (`metric`,`day`);