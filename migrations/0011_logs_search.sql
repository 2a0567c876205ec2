CREATE INDEX `schedule_log_status_idx` ON `schedule_log` (`status`,`ran_at`);--> statement-breakpoint
-- The admin error log's search (SPEC section 2, logs/error): words of the
-- message by prefix, as the other FTS5 indexes of 0003_search.sql. Rows are
-- only inserted and pruned, never edited, so no update trigger.
CREATE VIRTUAL TABLE `error_logs_fts` USING fts5(message, content='error_logs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
INSERT INTO `error_logs_fts`(rowid, message) SELECT id, message FROM `error_logs`;
--> statement-breakpoint
CREATE TRIGGER `error_logs_fts_insert` AFTER INSERT ON `error_logs` BEGIN INSERT INTO `error_logs_fts`(rowid, message) VALUES (new.id, new.message); END;
--> statement-breakpoint
CREATE TRIGGER `error_logs_fts_delete` AFTER DELETE ON `error_logs` BEGIN INSERT INTO `error_logs_fts`(`error_logs_fts`, rowid, message) VALUES ('delete', old.id, old.message); END;
