DROP INDEX `products_name_idx`;--> statement-breakpoint
CREATE INDEX `products_name_lower_idx` ON `products` (lower("name"));