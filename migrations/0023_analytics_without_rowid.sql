-- The analytics count tables as WITHOUT ROWID tables (docs/decisions/019): a
-- report reads a scope's rows by primary key prefix, and in a rowid table
-- each of them was a second lookup into the table (thousands of random
-- pages for a year's series); clustered on the key they are contiguous, and
-- a rollup writes one b-tree instead of two. The sketch tables stay rowid
-- tables (their rows are up to a kilobyte). drizzle-kit does not model
-- WITHOUT ROWID: the schema in db/analytics.ts is unchanged.
CREATE TABLE `__new_analytics_hourly` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`hour` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `hour`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_analytics_hourly` SELECT * FROM `analytics_hourly`;
--> statement-breakpoint
DROP TABLE `analytics_hourly`;
--> statement-breakpoint
ALTER TABLE `__new_analytics_hourly` RENAME TO `analytics_hourly`;
--> statement-breakpoint
CREATE TABLE `__new_analytics_daily` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`dimension` text NOT NULL,
	`day` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `dimension`, `day`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_analytics_daily` SELECT * FROM `analytics_daily`;
--> statement-breakpoint
DROP TABLE `analytics_daily`;
--> statement-breakpoint
ALTER TABLE `__new_analytics_daily` RENAME TO `analytics_daily`;
--> statement-breakpoint
CREATE INDEX `analytics_daily_day_idx` ON `analytics_daily` (`metric`,`day`);
--> statement-breakpoint
CREATE TABLE `__new_analytics_monthly` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`dimension` text NOT NULL,
	`month` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `dimension`, `month`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_analytics_monthly` SELECT * FROM `analytics_monthly`;
--> statement-breakpoint
DROP TABLE `analytics_monthly`;
--> statement-breakpoint
ALTER TABLE `__new_analytics_monthly` RENAME TO `analytics_monthly`;