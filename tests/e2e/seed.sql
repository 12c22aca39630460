-- Subscribers for the end-to-end tests (tests/e2e/journey.ts, newCustomer): Basic, monthly, active, in
-- each language's currency, signed in at the local OpenID provider as "abo-de-1" … "abo-en-1000". One
-- purchase through the local Stripe stays in the journeys that test buying (account.spec.ts, billing.spec.ts).
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000),
  languages(lang, currency) AS (VALUES ('de', 'eur'), ('en', 'usd'))
INSERT INTO users (id, subject, email, name, email_verified, locale)
SELECT 'e2e-abo-' || lang || '-' || i, 'local|abo-' || lang || '-' || i, 'abo-' || lang || '-' || i || '@example.test',
  'Abo-' || lang || '-' || i, 1, lang
FROM n, languages;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000),
  languages(lang, currency) AS (VALUES ('de', 'eur'), ('en', 'usd'))
INSERT INTO subscriptions (id, workspace_id, status, plan, price_id, unit_amount, currency, url_allowance,
  registered_urls, current_period_end, stripe_updated_at)
SELECT 'sub_e2e_' || lang || '_' || i, 'e2e-abo-' || lang || '-' || i, 'active', 'basic', 'price_basic_monthly', 1500,
  currency, 1, '[]', (unixepoch() + 30 * 86400) * 1000, unixepoch() * 1000
FROM n, languages;

-- Agencies for the team journey (tests/e2e/team.spec.ts): Pro, five seats, signed in as "agentur-1" … "agentur-50".
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
INSERT INTO users (id, subject, email, name, email_verified, locale)
SELECT 'e2e-agentur-' || i, 'local|agentur-' || i, 'agentur-' || i || '@example.test', 'Agentur Nord ' || i, 1, 'de'
FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
INSERT INTO subscriptions (id, workspace_id, status, plan, price_id, unit_amount, currency, url_allowance,
  registered_urls, current_period_end, stripe_updated_at)
SELECT 'sub_e2e_agentur_' || i, 'e2e-agentur-' || i, 'active', 'pro', 'price_pro_monthly', 4000,
  'eur', 5, '[]', (unixepoch() + 30 * 86400) * 1000, unixepoch() * 1000
FROM n;

-- Agencies on the agency plan (Enterprise) for our own pages' agency view (tests/e2e/own-pages.spec.ts):
-- the form for client workspaces and the header's workspace switcher; signed in as "grossagentur-1" … "-20".
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
INSERT INTO users (id, subject, email, name, email_verified, locale)
SELECT 'e2e-grossagentur-' || i, 'local|grossagentur-' || i, 'grossagentur-' || i || '@example.test',
  'Agentur Süd ' || i, 1, 'de'
FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
INSERT INTO subscriptions (id, workspace_id, status, plan, price_id, unit_amount, currency, url_allowance,
  registered_urls, current_period_end, stripe_updated_at)
SELECT 'sub_e2e_grossagentur_' || i, 'e2e-grossagentur-' || i, 'active', 'enterprise', 'price_enterprise_monthly',
  9900, 'eur', 10, '[]', (unixepoch() + 30 * 86400) * 1000, unixepoch() * 1000
FROM n;
