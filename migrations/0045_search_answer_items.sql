-- Which rows each whole answer holds, as a JSON array of "tab:id"
-- (docs/decisions/037-whole-answers-at-the-edge.md): the minute's build
-- rebuilds only the answers that hold a changed row or whose prefix starts a
-- word of a changed row's name.
ALTER TABLE `search_answers` ADD `items` text DEFAULT '[]' NOT NULL;
