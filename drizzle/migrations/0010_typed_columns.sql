-- The columns that drizzle/schema.ts now types (error codes, rule counts) hold only values of those types, so
-- that no page has to normalise them when it reads them.
UPDATE `runs` SET `error_code` = 'internal'
WHERE `error_code` IS NOT NULL AND `error_code` NOT IN ('invalid_url', 'blocked_target', 'dns_failed', 'unreachable',
  'timeout', 'http_error', 'not_html', 'too_large', 'browser_error', 'internal', 'unregistered_site');
--> statement-breakpoint
UPDATE `runs` SET `error_code` = 'internal' WHERE `status` = 'failed' AND `error_code` IS NULL;
--> statement-breakpoint
UPDATE `run_pages` SET `error_code` = 'internal'
WHERE `error_code` IS NOT NULL AND `error_code` NOT IN ('invalid_url', 'blocked_target', 'dns_failed', 'unreachable',
  'timeout', 'http_error', 'not_html', 'too_large', 'browser_error', 'internal', 'unregistered_site');
--> statement-breakpoint
UPDATE `run_pages` SET `error_code` = 'internal' WHERE `status` = 'failed' AND `error_code` IS NULL;
--> statement-breakpoint
UPDATE `runs` SET `counts` = json_object(
  'violations', coalesce(json_extract(`counts`, '$.violations'), 0),
  'incomplete', coalesce(json_extract(`counts`, '$.incomplete'), 0),
  'passes', coalesce(json_extract(`counts`, '$.passes'), 0),
  'inapplicable', coalesce(json_extract(`counts`, '$.inapplicable'), 0)
)
WHERE `status` = 'done';
