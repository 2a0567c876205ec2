-- Data, not schema (issue 26): themes that still hold the colours the seed
-- wrote before get the ones that meet WCAG 2.1 AA contrast (db/seed/themes.ts).
-- Only a value still equal to the old default changes, so a colour an admin
-- chose stays. `--be-on-danger` (the text on a danger button, white before)
-- is added where missing: dark text on the new dark-theme danger red, white
-- everywhere else, as before. The KV snapshot that carries themes moved to a
-- new key with this release (worker/cache/kv-cache.ts), so the new values show
-- at once.
UPDATE `css_themes` SET `values` = json_set(`values`, '$."--be-danger"', '248 113 113')
WHERE `is_dark` = 1 AND json_extract(`values`, '$."--be-danger"') = '229 57 53';
--> statement-breakpoint
UPDATE `css_themes` SET `values` = json_set(`values`, '$."--be-positive"', '63 185 80')
WHERE `is_dark` = 1 AND json_extract(`values`, '$."--be-positive"') = '46 160 67';
--> statement-breakpoint
UPDATE `css_themes` SET `values` = json_set(`values`, '$."--be-primary"', '17 122 55')
WHERE `is_dark` = 0 AND json_extract(`values`, '$."--be-primary"') = '22 150 68';
--> statement-breakpoint
UPDATE `css_themes` SET `values` = json_set(`values`, '$."--be-primary-dark"', '12 99 44')
WHERE `is_dark` = 0 AND json_extract(`values`, '$."--be-primary-dark"') = '17 120 54';
--> statement-breakpoint
UPDATE `css_themes` SET `values` = json_set(`values`, '$."--be-danger"', '198 40 40')
WHERE `is_dark` = 0 AND json_extract(`values`, '$."--be-danger"') = '229 57 53';
--> statement-breakpoint
UPDATE `css_themes` SET `values` = json_set(`values`, '$."--be-positive"', '23 113 47')
WHERE `is_dark` = 0 AND json_extract(`values`, '$."--be-positive"') = '46 160 67';
--> statement-breakpoint
UPDATE `css_themes` SET `values` = json_set(`values`, '$."--be-on-danger"',
  CASE WHEN `is_dark` = 1 AND json_extract(`values`, '$."--be-danger"') = '248 113 113' THEN '0 0 0' ELSE '255 255 255' END)
WHERE json_type(`values`, '$."--be-on-danger"') IS NULL;
