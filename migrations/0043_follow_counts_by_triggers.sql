-- Artists' and playlists' follower counts, kept like users' (0041): counted once here, then moved by
-- these triggers on every follow and unfollow, also when a follower's account goes (the foreign key's
-- cascade deletes their follows, which fires the delete trigger). Until now the follow routes moved
-- them, so a deleted follower's follows left the counts too high.
UPDATE `artists` SET `followers_count` = (SELECT count(*) FROM `follows` f WHERE f.`followable_type` = 'artist' AND f.`followable_id` = `artists`.`id`);--> statement-breakpoint
UPDATE `playlists` SET `followers_count` = (SELECT count(*) FROM `follows` f WHERE f.`followable_type` = 'playlist' AND f.`followable_id` = `playlists`.`id`);--> statement-breakpoint
CREATE TRIGGER `follows_artist_count_insert` AFTER INSERT ON `follows` WHEN new.`followable_type` = 'artist' BEGIN UPDATE `artists` SET `followers_count` = `followers_count` + 1 WHERE `id` = new.`followable_id`; END;--> statement-breakpoint
CREATE TRIGGER `follows_artist_count_delete` AFTER DELETE ON `follows` WHEN old.`followable_type` = 'artist' BEGIN UPDATE `artists` SET `followers_count` = `followers_count` - 1 WHERE `id` = old.`followable_id`; END;--> statement-breakpoint
CREATE TRIGGER `follows_playlist_count_insert` AFTER INSERT ON `follows` WHEN new.`followable_type` = 'playlist' BEGIN UPDATE `playlists` SET `followers_count` = `followers_count` + 1 WHERE `id` = new.`followable_id`; END;--> statement-breakpoint
CREATE TRIGGER `follows_playlist_count_delete` AFTER DELETE ON `follows` WHEN old.`followable_type` = 'playlist' BEGIN UPDATE `playlists` SET `followers_count` = `followers_count` - 1 WHERE `id` = old.`followable_id`; END;
