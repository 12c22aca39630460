-- The agency of issue 30 for `npm run dev`, applied once (its subscription is the mark that it was): the
-- agency "Agentur Nord" on the agency plan (Enterprise, 10 websites, white-label look), signed in at the
-- local OpenID provider as "agentur"; its colleague "kollegin" (editor); and two client workspaces it set
-- up, "Bäckerei Korn" and "Blumen Rot", paid by the agency, with the agency as admin and the colleague as
-- editor. Their clients have not signed in yet: signing in as "baeckerei" or "blumen" (their confirmed
-- addresses) takes them over (decision 050).
INSERT OR IGNORE INTO users (id, subject, email, name, email_verified, locale)
SELECT id, subject, email, name, 1, 'de'
FROM (SELECT 'dev-agentur' AS id, 'local|agentur' AS subject, 'agentur@example.test' AS email, 'Agentur' AS name
  UNION ALL SELECT 'dev-kollegin', 'local|kollegin', 'kollegin@example.test', 'Kollegin')
WHERE NOT EXISTS (SELECT 1 FROM subscriptions WHERE id = 'sub_dev_agentur');
--> statement-breakpoint
INSERT OR IGNORE INTO users (id, subject, email, name, email_verified, unclaimed, locale)
SELECT 'dev-client-' || client, 'unclaimed:dev-' || client, client || '@example.test', '', 0, 1, 'de'
FROM (SELECT 'baeckerei' AS client UNION ALL SELECT 'blumen')
WHERE NOT EXISTS (SELECT 1 FROM subscriptions WHERE id = 'sub_dev_agentur')
  AND NOT EXISTS (SELECT 1 FROM users WHERE lower(users.email) = client || '@example.test');
--> statement-breakpoint
UPDATE workspaces SET name = 'Agentur Nord'
WHERE id = (SELECT id FROM users WHERE subject = 'local|agentur')
  AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE id = 'sub_dev_agentur');
--> statement-breakpoint
UPDATE workspaces
SET name = CASE id WHEN 'dev-client-baeckerei' THEN 'Bäckerei Korn' ELSE 'Blumen Rot' END,
  paid_by = (SELECT id FROM users WHERE subject = 'local|agentur')
WHERE id IN ('dev-client-baeckerei', 'dev-client-blumen')
  AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE id = 'sub_dev_agentur');
--> statement-breakpoint
INSERT OR IGNORE INTO workspace_members (workspace_id, user_id, role)
SELECT w.id, a.id, 'admin' FROM workspaces AS w, users AS a
WHERE w.id IN ('dev-client-baeckerei', 'dev-client-blumen') AND a.subject = 'local|agentur'
  AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE id = 'sub_dev_agentur');
--> statement-breakpoint
INSERT OR IGNORE INTO workspace_members (workspace_id, user_id, role)
SELECT w.id, k.id, 'editor' FROM workspaces AS w, users AS k, users AS a
WHERE (w.id IN ('dev-client-baeckerei', 'dev-client-blumen') OR w.id = a.id)
  AND a.subject = 'local|agentur' AND k.subject = 'local|kollegin'
  AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE id = 'sub_dev_agentur');
--> statement-breakpoint
INSERT OR IGNORE INTO workspace_branding (workspace_id, agency_name, accent_color)
SELECT w.id, 'Agentur Nord', '#0f5132' FROM workspaces AS w, users AS a
WHERE (w.id IN ('dev-client-baeckerei', 'dev-client-blumen') OR w.id = a.id) AND a.subject = 'local|agentur'
  AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE id = 'sub_dev_agentur');
--> statement-breakpoint
INSERT OR IGNORE INTO subscriptions (id, workspace_id, status, plan, price_id, unit_amount, currency,
  url_allowance, registered_urls, current_period_end, stripe_updated_at)
SELECT 'sub_dev_agentur', id, 'active', 'enterprise', 'price_enterprise_monthly', 9900, 'eur', 10, '[]',
  (unixepoch() + 3650 * 86400) * 1000, unixepoch() * 1000
FROM users WHERE subject = 'local|agentur';
