CREATE INDEX `users_banned_name_idx` ON `users` (`name`) WHERE "users"."banned_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `users_banned_created_at_idx` ON `users` (`created_at`) WHERE "users"."banned_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `users_two_factor_name_idx` ON `users` (`name`) WHERE "users"."two_factor_confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `users_two_factor_created_at_idx` ON `users` (`created_at`) WHERE "users"."two_factor_confirmed_at" IS NOT NULL;