CREATE TABLE `analytics_nodes` (
	`metric` text NOT NULL,
	`scope_type` text NOT NULL,
	`scope_id` integer NOT NULL,
	`span` text NOT NULL,
	`hours` text NOT NULL,
	`dims` text NOT NULL,
	`sketch` text NOT NULL,
	PRIMARY KEY(`metric`, `scope_type`, `scope_id`, `span`)
);
--> statement-breakpoint
CREATE INDEX `analytics_nodes_span_idx` ON `analytics_nodes` (`metric`,`span`,`scope_type`);--> statement-breakpoint
DROP TABLE `analytics_daily`;--> statement-breakpoint
DROP TABLE `analytics_hourly`;--> statement-breakpoint
DROP TABLE `analytics_monthly`;--> statement-breakpoint
DROP TABLE `analytics_monthly_uniques`;--> statement-breakpoint
DROP TABLE `analytics_uniques`;--> statement-breakpoint
ALTER TABLE `analytics_rollup_state` ADD `partial_through` text;--> statement-breakpoint
-- The rollups move to analytics_nodes (docs/decisions/019): forget what was rolled up, so the cron rolls the retained raw rows up again.
DELETE FROM `analytics_rollup_state`;
