ALTER TABLE `artist_genres` ADD `artist_plays` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `artist_genres_genre_plays_idx` ON `artist_genres` (`genre_id`,`artist_plays`,`artist_id`);--> statement-breakpoint
UPDATE `artist_genres` SET `artist_plays` = coalesce((SELECT `plays` FROM `artists` WHERE `artists`.`id` = `artist_genres`.`artist_id`), 0);--> statement-breakpoint
CREATE TRIGGER `artist_genres_plays_on_insert` AFTER INSERT ON `artist_genres` BEGIN
  UPDATE `artist_genres` SET `artist_plays` = coalesce((SELECT `plays` FROM `artists` WHERE `id` = NEW.`artist_id`), 0)
  WHERE `artist_id` = NEW.`artist_id` AND `genre_id` = NEW.`genre_id`;
END;--> statement-breakpoint
CREATE TRIGGER `artist_genres_plays_on_plays` AFTER UPDATE OF `plays` ON `artists` WHEN NEW.`plays` IS NOT OLD.`plays` BEGIN
  UPDATE `artist_genres` SET `artist_plays` = NEW.`plays` WHERE `artist_id` = NEW.`id`;
END;
