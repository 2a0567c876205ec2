-- Search (issue 4): one FTS5 index per searchable table, external content, kept
-- in sync by triggers. unicode61 folds case and diacritics; prefix='2 3' adds
-- prefix indexes so 'que*' style queries read a short posting list (docs/search.md).

CREATE VIRTUAL TABLE `tracks_fts` USING fts5(name, content='tracks', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `tracks_fts`(rowid, name) SELECT id, name FROM `tracks`;
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_insert` AFTER INSERT ON `tracks` BEGIN INSERT INTO `tracks_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_delete` AFTER DELETE ON `tracks` BEGIN INSERT INTO `tracks_fts`(`tracks_fts`, rowid, name) VALUES ('delete', old.id, old.name); END;
--> statement-breakpoint
CREATE TRIGGER `tracks_fts_update` AFTER UPDATE OF name ON `tracks` BEGIN INSERT INTO `tracks_fts`(`tracks_fts`, rowid, name) VALUES ('delete', old.id, old.name); INSERT INTO `tracks_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `artists_fts` USING fts5(name, content='artists', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `artists_fts`(rowid, name) SELECT id, name FROM `artists`;
--> statement-breakpoint
CREATE TRIGGER `artists_fts_insert` AFTER INSERT ON `artists` BEGIN INSERT INTO `artists_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE TRIGGER `artists_fts_delete` AFTER DELETE ON `artists` BEGIN INSERT INTO `artists_fts`(`artists_fts`, rowid, name) VALUES ('delete', old.id, old.name); END;
--> statement-breakpoint
CREATE TRIGGER `artists_fts_update` AFTER UPDATE OF name ON `artists` BEGIN INSERT INTO `artists_fts`(`artists_fts`, rowid, name) VALUES ('delete', old.id, old.name); INSERT INTO `artists_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `albums_fts` USING fts5(name, content='albums', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `albums_fts`(rowid, name) SELECT id, name FROM `albums`;
--> statement-breakpoint
CREATE TRIGGER `albums_fts_insert` AFTER INSERT ON `albums` BEGIN INSERT INTO `albums_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE TRIGGER `albums_fts_delete` AFTER DELETE ON `albums` BEGIN INSERT INTO `albums_fts`(`albums_fts`, rowid, name) VALUES ('delete', old.id, old.name); END;
--> statement-breakpoint
CREATE TRIGGER `albums_fts_update` AFTER UPDATE OF name ON `albums` BEGIN INSERT INTO `albums_fts`(`albums_fts`, rowid, name) VALUES ('delete', old.id, old.name); INSERT INTO `albums_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `playlists_fts` USING fts5(name, content='playlists', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `playlists_fts`(rowid, name) SELECT id, name FROM `playlists`;
--> statement-breakpoint
CREATE TRIGGER `playlists_fts_insert` AFTER INSERT ON `playlists` BEGIN INSERT INTO `playlists_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE TRIGGER `playlists_fts_delete` AFTER DELETE ON `playlists` BEGIN INSERT INTO `playlists_fts`(`playlists_fts`, rowid, name) VALUES ('delete', old.id, old.name); END;
--> statement-breakpoint
CREATE TRIGGER `playlists_fts_update` AFTER UPDATE OF name ON `playlists` BEGIN INSERT INTO `playlists_fts`(`playlists_fts`, rowid, name) VALUES ('delete', old.id, old.name); INSERT INTO `playlists_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `users_fts` USING fts5(name, content='users', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `users_fts`(rowid, name) SELECT id, name FROM `users`;
--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users` BEGIN INSERT INTO `users_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users` BEGIN INSERT INTO `users_fts`(`users_fts`, rowid, name) VALUES ('delete', old.id, old.name); END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF name ON `users` BEGIN INSERT INTO `users_fts`(`users_fts`, rowid, name) VALUES ('delete', old.id, old.name); INSERT INTO `users_fts`(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `tags_fts` USING fts5(display_name, content='tags', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `tags_fts`(rowid, display_name) SELECT id, display_name FROM `tags`;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_insert` AFTER INSERT ON `tags` BEGIN INSERT INTO `tags_fts`(rowid, display_name) VALUES (new.id, new.display_name); END;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_delete` AFTER DELETE ON `tags` BEGIN INSERT INTO `tags_fts`(`tags_fts`, rowid, display_name) VALUES ('delete', old.id, old.display_name); END;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_update` AFTER UPDATE OF display_name ON `tags` BEGIN INSERT INTO `tags_fts`(`tags_fts`, rowid, display_name) VALUES ('delete', old.id, old.display_name); INSERT INTO `tags_fts`(rowid, display_name) VALUES (new.id, new.display_name); END;
