DROP INDEX `analytics_daily_day_idx`;--> statement-breakpoint
CREATE INDEX `analytics_daily_month_build_idx` ON `analytics_daily` (`metric`,`day`,`count`);