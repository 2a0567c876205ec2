-- Search that finds what people mean (issue 26, docs/search.md): the public
-- search reads its own FTS5 tables, apart from the name-only *_fts tables the
-- admin lists keep using.
--
-- search_tracks(name, artists, album), search_albums(name, artists) and
-- search_artists(name) store their text (regular FTS5 tables), so triggers can
-- rewrite one column. Their rowid is not the row's id but a key ordered by
-- popularity: (64 - floor(log2(1 + plays))) * 2^32 + id. FTS5 returns matches
-- in rowid order for free, so `ORDER BY rowid LIMIT 200` reads the 200 most
-- played matches of a prefix without scoring every match; the id is
-- rowid % 2^32. A row moves (UPDATE ... SET rowid) only when its plays cross a
-- power of two.
--
-- search_vocab: the words of artist and album names (lower-cased, split on
-- ASCII punctuation and spaces, 3 to 24 characters) under their
-- deletion-neighbourhood keys (the word and the word minus each one letter),
-- so a query word with one letter wrong, missing, extra or two swapped shares
-- a key with the word it meant: a handful of primary-key lookups, never a scan.
-- Words are never removed (a stale one only suggests a correction that finds nothing).
--> statement-breakpoint
CREATE TABLE `search_vocab` (
	`key` text NOT NULL,
	`word` text NOT NULL,
	PRIMARY KEY(`key`, `word`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_tracks` USING fts5(name, artists, album, tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_albums` USING fts5(name, artists, tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_artists` USING fts5(name, tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `search_artists`(rowid, name) SELECT (64 - min(63, CAST(log2(1 + ar.plays) AS INTEGER))) * 4294967296 + ar.id, ar.name FROM `artists` ar;
--> statement-breakpoint
INSERT INTO `search_albums`(rowid, name, artists) SELECT (64 - min(63, CAST(log2(1 + al.plays) AS INTEGER))) * 4294967296 + al.id, al.name, coalesce((SELECT group_concat(a.name, ' ') FROM album_artists p JOIN artists a ON a.id = p.artist_id WHERE p.album_id = al.id), '') FROM `albums` al;
--> statement-breakpoint
INSERT INTO `search_tracks`(rowid, name, artists, album) SELECT (64 - min(63, CAST(log2(1 + t.plays) AS INTEGER))) * 4294967296 + t.id, t.name, coalesce((SELECT group_concat(a.name, ' ') FROM track_artists p JOIN artists a ON a.id = p.artist_id WHERE p.track_id = t.id), ''), coalesce((SELECT al.name FROM albums al WHERE al.id = t.album_id), '') FROM `tracks` t;
--> statement-breakpoint
-- The words of every artist and album name so far.
INSERT OR IGNORE INTO `search_vocab`(key, word)
    SELECT CASE d.value WHEN 0 THEN w.value ELSE substr(w.value, 1, d.value - 1) || substr(w.value, d.value + 1) END, w.value
    FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(n.name), '(', ' '), ')', ' '), '[', ' '), ']', ' '), ',', ' '), '.', ' '), ':', ' '), '!', ' '), '?', ' '), '&', ' '), '/', ' '), '-', ' '), '"', ' '), '''', ' '), '\', ' '), char(9), ' '), char(10), ' '), ' ', '","') || '"]' AS words FROM (SELECT name FROM `artists` UNION SELECT name FROM `albums`) n) s
    JOIN json_each(CASE WHEN json_valid(s.words) THEN s.words ELSE '[]' END) w
    JOIN json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24]') d ON d.value <= length(w.value)
    WHERE length(w.value) BETWEEN 3 AND 24;
--> statement-breakpoint
CREATE TRIGGER `search_tracks_insert` AFTER INSERT ON `tracks` BEGIN
  INSERT INTO `search_tracks`(rowid, name, artists, album) VALUES ((64 - min(63, CAST(log2(1 + new.plays) AS INTEGER))) * 4294967296 + new.id, new.name, coalesce((SELECT group_concat(a.name, ' ') FROM track_artists p JOIN artists a ON a.id = p.artist_id WHERE p.track_id = new.id), ''), coalesce((SELECT al.name FROM albums al WHERE al.id = new.album_id), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `search_tracks_delete` AFTER DELETE ON `tracks` BEGIN
  DELETE FROM `search_tracks` WHERE rowid = (64 - min(63, CAST(log2(1 + old.plays) AS INTEGER))) * 4294967296 + old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_tracks_update` AFTER UPDATE OF name, album_id, plays ON `tracks`
  WHEN old.name IS NOT new.name OR old.album_id IS NOT new.album_id OR min(63, CAST(log2(1 + old.plays) AS INTEGER)) <> min(63, CAST(log2(1 + new.plays) AS INTEGER)) BEGIN
  UPDATE `search_tracks` SET rowid = (64 - min(63, CAST(log2(1 + new.plays) AS INTEGER))) * 4294967296 + new.id, name = new.name, album = coalesce((SELECT al.name FROM albums al WHERE al.id = new.album_id), '') WHERE rowid = (64 - min(63, CAST(log2(1 + old.plays) AS INTEGER))) * 4294967296 + old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_track_artists_insert` AFTER INSERT ON `track_artists` BEGIN
  UPDATE `search_tracks` SET artists = coalesce((SELECT group_concat(a.name, ' ') FROM track_artists p JOIN artists a ON a.id = p.artist_id WHERE p.track_id = new.track_id), '') WHERE rowid = (SELECT (64 - min(63, CAST(log2(1 + t.plays) AS INTEGER))) * 4294967296 + t.id FROM `tracks` t WHERE t.id = new.track_id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_track_artists_delete` AFTER DELETE ON `track_artists` BEGIN
  UPDATE `search_tracks` SET artists = coalesce((SELECT group_concat(a.name, ' ') FROM track_artists p JOIN artists a ON a.id = p.artist_id WHERE p.track_id = old.track_id), '') WHERE rowid = (SELECT (64 - min(63, CAST(log2(1 + t.plays) AS INTEGER))) * 4294967296 + t.id FROM `tracks` t WHERE t.id = old.track_id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_albums_insert` AFTER INSERT ON `albums` BEGIN
  INSERT INTO `search_albums`(rowid, name, artists) VALUES ((64 - min(63, CAST(log2(1 + new.plays) AS INTEGER))) * 4294967296 + new.id, new.name, coalesce((SELECT group_concat(a.name, ' ') FROM album_artists p JOIN artists a ON a.id = p.artist_id WHERE p.album_id = new.id), ''));
  INSERT OR IGNORE INTO `search_vocab`(key, word)
    SELECT CASE d.value WHEN 0 THEN w.value ELSE substr(w.value, 1, d.value - 1) || substr(w.value, d.value + 1) END, w.value
    FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.name), '(', ' '), ')', ' '), '[', ' '), ']', ' '), ',', ' '), '.', ' '), ':', ' '), '!', ' '), '?', ' '), '&', ' '), '/', ' '), '-', ' '), '"', ' '), '''', ' '), '\', ' '), char(9), ' '), char(10), ' '), ' ', '","') || '"]' AS words) s
    JOIN json_each(CASE WHEN json_valid(s.words) THEN s.words ELSE '[]' END) w
    JOIN json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24]') d ON d.value <= length(w.value)
    WHERE length(w.value) BETWEEN 3 AND 24;
END;
--> statement-breakpoint
CREATE TRIGGER `search_albums_delete` AFTER DELETE ON `albums` BEGIN
  DELETE FROM `search_albums` WHERE rowid = (64 - min(63, CAST(log2(1 + old.plays) AS INTEGER))) * 4294967296 + old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_albums_update` AFTER UPDATE OF name, plays ON `albums`
  WHEN old.name IS NOT new.name OR min(63, CAST(log2(1 + old.plays) AS INTEGER)) <> min(63, CAST(log2(1 + new.plays) AS INTEGER)) BEGIN
  UPDATE `search_albums` SET rowid = (64 - min(63, CAST(log2(1 + new.plays) AS INTEGER))) * 4294967296 + new.id, name = new.name WHERE rowid = (64 - min(63, CAST(log2(1 + old.plays) AS INTEGER))) * 4294967296 + old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_albums_rename` AFTER UPDATE OF name ON `albums` WHEN old.name IS NOT new.name BEGIN
  UPDATE `search_tracks` SET album = new.name WHERE rowid IN (SELECT (64 - min(63, CAST(log2(1 + t.plays) AS INTEGER))) * 4294967296 + t.id FROM `tracks` t WHERE t.album_id = new.id);
  INSERT OR IGNORE INTO `search_vocab`(key, word)
    SELECT CASE d.value WHEN 0 THEN w.value ELSE substr(w.value, 1, d.value - 1) || substr(w.value, d.value + 1) END, w.value
    FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.name), '(', ' '), ')', ' '), '[', ' '), ']', ' '), ',', ' '), '.', ' '), ':', ' '), '!', ' '), '?', ' '), '&', ' '), '/', ' '), '-', ' '), '"', ' '), '''', ' '), '\', ' '), char(9), ' '), char(10), ' '), ' ', '","') || '"]' AS words) s
    JOIN json_each(CASE WHEN json_valid(s.words) THEN s.words ELSE '[]' END) w
    JOIN json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24]') d ON d.value <= length(w.value)
    WHERE length(w.value) BETWEEN 3 AND 24;
END;
--> statement-breakpoint
CREATE TRIGGER `search_album_artists_insert` AFTER INSERT ON `album_artists` BEGIN
  UPDATE `search_albums` SET artists = coalesce((SELECT group_concat(a.name, ' ') FROM album_artists p JOIN artists a ON a.id = p.artist_id WHERE p.album_id = new.album_id), '') WHERE rowid = (SELECT (64 - min(63, CAST(log2(1 + al.plays) AS INTEGER))) * 4294967296 + al.id FROM `albums` al WHERE al.id = new.album_id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_album_artists_delete` AFTER DELETE ON `album_artists` BEGIN
  UPDATE `search_albums` SET artists = coalesce((SELECT group_concat(a.name, ' ') FROM album_artists p JOIN artists a ON a.id = p.artist_id WHERE p.album_id = old.album_id), '') WHERE rowid = (SELECT (64 - min(63, CAST(log2(1 + al.plays) AS INTEGER))) * 4294967296 + al.id FROM `albums` al WHERE al.id = old.album_id);
END;
--> statement-breakpoint
CREATE TRIGGER `search_artists_insert` AFTER INSERT ON `artists` BEGIN
  INSERT INTO `search_artists`(rowid, name) VALUES ((64 - min(63, CAST(log2(1 + new.plays) AS INTEGER))) * 4294967296 + new.id, new.name);
  INSERT OR IGNORE INTO `search_vocab`(key, word)
    SELECT CASE d.value WHEN 0 THEN w.value ELSE substr(w.value, 1, d.value - 1) || substr(w.value, d.value + 1) END, w.value
    FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.name), '(', ' '), ')', ' '), '[', ' '), ']', ' '), ',', ' '), '.', ' '), ':', ' '), '!', ' '), '?', ' '), '&', ' '), '/', ' '), '-', ' '), '"', ' '), '''', ' '), '\', ' '), char(9), ' '), char(10), ' '), ' ', '","') || '"]' AS words) s
    JOIN json_each(CASE WHEN json_valid(s.words) THEN s.words ELSE '[]' END) w
    JOIN json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24]') d ON d.value <= length(w.value)
    WHERE length(w.value) BETWEEN 3 AND 24;
END;
--> statement-breakpoint
CREATE TRIGGER `search_artists_delete` AFTER DELETE ON `artists` BEGIN
  DELETE FROM `search_artists` WHERE rowid = (64 - min(63, CAST(log2(1 + old.plays) AS INTEGER))) * 4294967296 + old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_artists_update` AFTER UPDATE OF name, plays ON `artists`
  WHEN old.name IS NOT new.name OR min(63, CAST(log2(1 + old.plays) AS INTEGER)) <> min(63, CAST(log2(1 + new.plays) AS INTEGER)) BEGIN
  UPDATE `search_artists` SET rowid = (64 - min(63, CAST(log2(1 + new.plays) AS INTEGER))) * 4294967296 + new.id, name = new.name WHERE rowid = (64 - min(63, CAST(log2(1 + old.plays) AS INTEGER))) * 4294967296 + old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_artists_rename` AFTER UPDATE OF name ON `artists` WHEN old.name IS NOT new.name BEGIN
  UPDATE `search_tracks` SET artists = coalesce((SELECT group_concat(a.name, ' ') FROM track_artists p JOIN artists a ON a.id = p.artist_id WHERE p.track_id = search_tracks.rowid % 4294967296), '') WHERE rowid IN (SELECT (64 - min(63, CAST(log2(1 + t.plays) AS INTEGER))) * 4294967296 + t.id FROM `track_artists` ta JOIN `tracks` t ON t.id = ta.track_id WHERE ta.artist_id = new.id);
  UPDATE `search_albums` SET artists = coalesce((SELECT group_concat(a.name, ' ') FROM album_artists p JOIN artists a ON a.id = p.artist_id WHERE p.album_id = search_albums.rowid % 4294967296), '') WHERE rowid IN (SELECT (64 - min(63, CAST(log2(1 + al.plays) AS INTEGER))) * 4294967296 + al.id FROM `album_artists` aa JOIN `albums` al ON al.id = aa.album_id WHERE aa.artist_id = new.id);
  INSERT OR IGNORE INTO `search_vocab`(key, word)
    SELECT CASE d.value WHEN 0 THEN w.value ELSE substr(w.value, 1, d.value - 1) || substr(w.value, d.value + 1) END, w.value
    FROM (SELECT '["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.name), '(', ' '), ')', ' '), '[', ' '), ']', ' '), ',', ' '), '.', ' '), ':', ' '), '!', ' '), '?', ' '), '&', ' '), '/', ' '), '-', ' '), '"', ' '), '''', ' '), '\', ' '), char(9), ' '), char(10), ' '), ' ', '","') || '"]' AS words) s
    JOIN json_each(CASE WHEN json_valid(s.words) THEN s.words ELSE '[]' END) w
    JOIN json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24]') d ON d.value <= length(w.value)
    WHERE length(w.value) BETWEEN 3 AND 24;
END;
