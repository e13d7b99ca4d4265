-- The money catalogue (issue 4): payways, what each carries per currency and direction, convert
-- directions between balances, payout caps, residence countries and priced quotes.
-- Fees, limits and network fees are plain decimals in WHOLE units of their currency (as the wire
-- carries them, spec 000 §3); payout caps are integers of the SMALLEST unit (NUMERIC(78,0)).
-- Settings may override rows at start (CATALOGUE_OVERRIDES, see README).

CREATE TABLE payways (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_]{1,32}$'),
  kind text NOT NULL CHECK (kind IN ('card', 'iban', 'sepa', 'uaiban', 'blik', 'monobank', 'crypto', 'balance')),
  method text NOT NULL CHECK (method IN ('GET', 'POST', 'IFRAME')),
  wallet_pay text[] NOT NULL DEFAULT '{}' CHECK (wallet_pay <@ ARRAY['apple_pay', 'google_pay', 'samsung_pay']::text[]),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL
);

CREATE TABLE payway_currencies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payway text NOT NULL REFERENCES payways (code),
  currency text NOT NULL REFERENCES currencies (code),
  -- The network (ERC20, TRC20, ...) for a token; NULL for fiat payways and for coins on their
  -- own chain (BTC, LTC, DOGE).
  network text,
  direction text NOT NULL CHECK (direction IN ('deposit', 'withdraw')),
  fee_type text NOT NULL CHECK (fee_type IN ('ADD', 'MULT', 'COOPERATE')),
  fee_add numeric NOT NULL DEFAULT 0 CHECK (fee_add >= 0),
  fee_mult numeric NOT NULL DEFAULT 0 CHECK (fee_mult >= 0 AND fee_mult < 1),
  min_amount numeric CHECK (min_amount >= 0),
  max_amount numeric CHECK (max_amount >= 0),
  -- The step an amount must be a whole multiple of (Limits.mult); NULL or 0 for none.
  step numeric CHECK (step >= 0),
  -- What the chain charges on a payout, kept by the house's network_fees account.
  network_fee numeric NOT NULL DEFAULT 0 CHECK (network_fee >= 0),
  confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
  is_available boolean NOT NULL DEFAULT true,
  CHECK (min_amount IS NULL OR max_amount IS NULL OR min_amount <= max_amount)
);
CREATE UNIQUE INDEX payway_currencies_key ON payway_currencies (payway, currency, coalesce(network, ''), direction);

CREATE TABLE convert_directions (
  from_currency text NOT NULL REFERENCES currencies (code),
  to_currency text NOT NULL REFERENCES currencies (code),
  fee_type text NOT NULL CHECK (fee_type IN ('ADD', 'MULT', 'COOPERATE')),
  fee_add numeric NOT NULL DEFAULT 0 CHECK (fee_add >= 0),
  fee_mult numeric NOT NULL DEFAULT 0 CHECK (fee_mult >= 0 AND fee_mult < 1),
  -- Limits on the from amount, in whole units of from_currency.
  min_amount numeric CHECK (min_amount >= 0),
  max_amount numeric CHECK (max_amount >= 0),
  step numeric CHECK (step >= 0),
  is_available boolean NOT NULL DEFAULT true,
  PRIMARY KEY (from_currency, to_currency),
  CHECK (from_currency <> to_currency)
);

CREATE TABLE payout_limits (
  currency text PRIMARY KEY REFERENCES currencies (code),
  -- Caps per profile in minor units; NULL means no cap.
  daily_minor numeric(78, 0) CHECK (daily_minor >= 0),
  monthly_minor numeric(78, 0) CHECK (monthly_minor >= 0)
);

-- Residence countries offered at onboarding. BLOCKED_COUNTRIES in the settings stays refused
-- whatever is_supported says.
CREATE TABLE countries (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  name text NOT NULL,
  is_supported boolean NOT NULL DEFAULT true
);

-- A priced offer, taken at most once before expires_at (Quotes.take).
CREATE TABLE quotes (
  id uuid PRIMARY KEY,
  profile_id uuid NOT NULL REFERENCES profiles (id),
  kind text NOT NULL CHECK (kind IN ('exchange', 'convert')),
  from_currency text NOT NULL REFERENCES currencies (code),
  to_currency text NOT NULL REFERENCES currencies (code),
  from_payway text,
  to_payway text,
  from_network text,
  to_network text,
  from_amount numeric(78, 0) NOT NULL CHECK (from_amount > 0),
  to_amount numeric(78, 0) NOT NULL CHECK (to_amount > 0),
  -- Fee in from_currency (pay-in or convert fee) and in to_currency (payout fee + network fee).
  fee numeric(78, 0) NOT NULL CHECK (fee >= 0),
  fee_currency text NOT NULL REFERENCES currencies (code),
  to_fee numeric(78, 0) NOT NULL DEFAULT 0 CHECK (to_fee >= 0),
  network_fee numeric(78, 0) NOT NULL DEFAULT 0 CHECK (network_fee >= 0),
  rate text NOT NULL,
  limits jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (network_fee <= to_fee)
);
CREATE INDEX quotes_profile_idx ON quotes (profile_id, created_at);
CREATE INDEX quotes_expires_idx ON quotes (expires_at) WHERE used_at IS NULL;

-- ─── Seed ──────────────────────────────────────────────────────────────────────────────────

-- A seed amount as people write it: two significant digits, on the currency's step.
CREATE FUNCTION catalogue_seed_round(value numeric, step numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(round(round(value, 1 - floor(log(value))::int) / step) * step, step)
$$;

INSERT INTO payways (code, kind, method, wallet_pay, sort_order) VALUES
  ('card', 'card', 'IFRAME', ARRAY['apple_pay', 'google_pay', 'samsung_pay']::text[], 10),
  ('sepa', 'sepa', 'POST', '{}', 20),
  ('iban', 'iban', 'POST', '{}', 30),
  ('uaiban', 'uaiban', 'POST', '{}', 40),
  ('blik', 'blik', 'POST', '{}', 50),
  ('monobank', 'monobank', 'GET', '{}', 60),
  ('crypto', 'crypto', 'GET', '{}', 70),
  ('balance', 'balance', 'POST', '{}', 80);

-- Fiat payways. Card: 1.5 % + a fixed part (COOPERATE) in, 1 % + fixed out; bank rails a fixed fee.
INSERT INTO payway_currencies
  (payway, currency, direction, fee_type, fee_add, fee_mult, min_amount, max_amount, step, confirmations)
VALUES
  ('card', 'EUR', 'deposit', 'COOPERATE', 0.30, 0.015, 10, 5000, 0.01, 0),
  ('card', 'USD', 'deposit', 'COOPERATE', 0.30, 0.015, 10, 5000, 0.01, 0),
  ('card', 'PLN', 'deposit', 'COOPERATE', 1.20, 0.015, 40, 20000, 0.01, 0),
  ('card', 'UAH', 'deposit', 'COOPERATE', 12, 0.015, 400, 200000, 0.01, 0),
  ('card', 'EUR', 'withdraw', 'COOPERATE', 0.50, 0.01, 10, 3000, 0.01, 0),
  ('card', 'USD', 'withdraw', 'COOPERATE', 0.50, 0.01, 10, 3000, 0.01, 0),
  ('card', 'PLN', 'withdraw', 'COOPERATE', 2, 0.01, 40, 12000, 0.01, 0),
  ('card', 'UAH', 'withdraw', 'COOPERATE', 20, 0.01, 400, 120000, 0.01, 0),
  ('sepa', 'EUR', 'deposit', 'ADD', 0, 0, 5, 100000, 0.01, 0),
  ('sepa', 'EUR', 'withdraw', 'ADD', 1.00, 0, 10, 50000, 0.01, 0),
  ('iban', 'USD', 'deposit', 'ADD', 0, 0, 20, 100000, 0.01, 0),
  ('iban', 'USD', 'withdraw', 'ADD', 15.00, 0, 50, 50000, 0.01, 0),
  ('uaiban', 'UAH', 'deposit', 'ADD', 0, 0, 100, 4000000, 0.01, 0),
  ('uaiban', 'UAH', 'withdraw', 'COOPERATE', 10, 0.005, 100, 2000000, 0.01, 0),
  ('blik', 'PLN', 'deposit', 'MULT', 0, 0.012, 20, 10000, 0.01, 0),
  ('monobank', 'UAH', 'deposit', 'MULT', 0, 0.01, 100, 100000, 0.01, 0),
  ('monobank', 'UAH', 'withdraw', 'COOPERATE', 5, 0.005, 100, 100000, 0.01, 0);

-- Crypto: one row per currency, network and direction. A deposit is free and credited after the
-- network's confirmations; a payout charges the network fee (ADD). Amounts in whole units of the
-- currency: limits are about 10 USD to 250 000 USD worth at seed prices.
WITH networks (network, confirmations, native_fee_usd) AS (VALUES
  ('BTC', 2, 2.50), ('LTC', 6, 0.10), ('DOGE', 20, 0.50),
  ('ERC20', 12, 3.00), ('ARBITRUM', 20, 0.20), ('BASE', 20, 0.10),
  ('BEP20', 15, 0.30), ('TRC20', 19, 1.50), ('TON', 1, 0.05), ('SOLANA', 32, 0.01)
), unit_prices (currency, usd, step) AS (VALUES
  ('BTC', 65000, 0.00000001), ('ETH', 3200, 0.000001), ('UAHg', 0.024, 0.000001),
  ('TRX', 0.12, 0.000001), ('TON', 5.5, 0.000000001), ('LTC', 80, 0.00000001),
  ('BNB', 580, 0.000001), ('APE', 1.1, 0.000001), ('ARB', 0.8, 0.000001), ('CRV', 0.35, 0.000001),
  ('DAI', 1, 0.000001), ('UNI', 7.5, 0.000001), ('ZRO', 3.2, 0.000001), ('SOL', 150, 0.000000001),
  ('TWT', 1, 0.000001), ('ENA', 0.6, 0.000001), ('AVA', 0.7, 0.000001), ('EURI', 1.08, 0.000001),
  ('USDe', 1, 0.000001), ('LINK', 14, 0.000001), ('USDT', 1, 0.000001), ('USDD', 1, 0.000001),
  ('BUSD', 1, 0.000001), ('USDC', 1, 0.000001), ('EURC', 1.08, 0.000001), ('CAKE', 2.5, 0.000001),
  ('DOGE', 0.15, 0.00000001), ('DEXT', 0.6, 0.000001), ('SAFE', 0.8, 0.000001),
  ('SHIB', 0.000018, 1), ('PEPE', 0.00001, 1), ('1INCH', 0.35, 0.000001)
), chains AS (
  -- Coins without a token network (BTC, LTC, DOGE) travel on their own chain: network NULL,
  -- priced by the chain row named after the coin.
  SELECT c.code AS currency, n.network
  FROM currencies c
  LEFT JOIN LATERAL unnest(c.networks) AS n (network) ON true
  WHERE c.kind = 'crypto'
), priced AS (
  SELECT ch.currency, ch.network, nw.confirmations, p.step,
    -- Round to the step so every bound is reachable on the step.
    catalogue_seed_round(10 / p.usd, p.step) AS min_amount,
    catalogue_seed_round(250000 / p.usd, p.step) AS max_amount,
    catalogue_seed_round(nw.native_fee_usd / p.usd, p.step) AS network_fee
  FROM chains ch
  JOIN networks nw ON nw.network = coalesce(ch.network, ch.currency)
  JOIN unit_prices p ON p.currency = ch.currency
)
INSERT INTO payway_currencies
  (payway, currency, network, direction, fee_type, fee_add, fee_mult, min_amount, max_amount, step, network_fee, confirmations)
SELECT 'crypto', currency, network, 'deposit', 'ADD', 0, 0, min_amount, max_amount, step, 0, confirmations FROM priced
UNION ALL
SELECT 'crypto', currency, network, 'withdraw', 'ADD', network_fee, 0, min_amount + network_fee, max_amount, step, network_fee, 0 FROM priced;

-- 'balance' stands for "from / to my balance" in an exchange: every active currency, free.
INSERT INTO payway_currencies (payway, currency, direction, fee_type, fee_add, fee_mult, min_amount, max_amount, step)
SELECT 'balance', c.code, d.direction, 'ADD', 0, 0, NULL, NULL, NULL
FROM currencies c CROSS JOIN (VALUES ('deposit'), ('withdraw')) AS d (direction)
WHERE c.is_active;

-- Convert directions among the balance currencies: fiat↔fiat 0.5 %, fiat↔crypto 1 %,
-- crypto↔crypto 0.5 %, stablecoin↔stablecoin 0.1 %. Limits on the from amount: about 1 USD to
-- 100 000 USD worth at seed prices.
WITH balance_currencies (code, usd, step) AS (VALUES
  ('EUR', 1.08, 0.01), ('USD', 1, 0.01), ('PLN', 0.25, 0.01), ('UAH', 0.024, 0.01),
  ('BTC', 65000, 0.00000001), ('ETH', 3200, 0.000001), ('USDT', 1, 0.000001), ('USDC', 1, 0.000001),
  ('DAI', 1, 0.000001), ('TON', 5.5, 0.000000001), ('TRX', 0.12, 0.000001), ('SOL', 150, 0.000000001),
  ('LTC', 80, 0.00000001), ('BNB', 580, 0.000001), ('DOGE', 0.15, 0.00000001), ('EURC', 1.08, 0.000001),
  ('UAHg', 0.024, 0.000001)
), sides AS (
  SELECT b.code, b.usd, b.step, c.kind, c.is_stablecoin
  FROM balance_currencies b JOIN currencies c ON c.code = b.code
)
INSERT INTO convert_directions (from_currency, to_currency, fee_type, fee_add, fee_mult, min_amount, max_amount, step)
SELECT f.code, t.code, 'MULT', 0,
  CASE
    WHEN f.is_stablecoin AND t.is_stablecoin THEN 0.001
    WHEN f.kind <> t.kind THEN 0.01
    ELSE 0.005
  END,
  catalogue_seed_round(1 / f.usd, f.step),
  catalogue_seed_round(100000 / f.usd, f.step),
  f.step
FROM sides f CROSS JOIN sides t
WHERE f.code <> t.code;

-- Payout caps per profile: fiat per currency, and the major crypto.
INSERT INTO payout_limits (currency, daily_minor, monthly_minor)
SELECT c.code, (l.daily * power(10::numeric, c.scale))::numeric(78, 0), (l.monthly * power(10::numeric, c.scale))::numeric(78, 0)
FROM (VALUES
  ('EUR', 10000, 50000), ('USD', 10000, 50000), ('PLN', 40000, 200000), ('UAH', 400000, 2000000),
  ('BTC', 0.5, 2), ('ETH', 5, 25), ('USDT', 20000, 100000), ('USDC', 20000, 100000),
  ('TON', 4000, 20000), ('SOL', 150, 750)
) AS l (currency, daily, monthly)
JOIN currencies c ON c.code = l.currency;

INSERT INTO countries (code, name, is_supported) VALUES
  ('AT', 'Austria', true), ('BE', 'Belgium', true), ('BG', 'Bulgaria', true), ('HR', 'Croatia', true),
  ('CY', 'Cyprus', true), ('CZ', 'Czechia', true), ('DK', 'Denmark', true), ('EE', 'Estonia', true),
  ('FI', 'Finland', true), ('FR', 'France', true), ('DE', 'Germany', true), ('GR', 'Greece', true),
  ('HU', 'Hungary', true), ('IE', 'Ireland', true), ('IT', 'Italy', true), ('LV', 'Latvia', true),
  ('LT', 'Lithuania', true), ('LU', 'Luxembourg', true), ('MT', 'Malta', true), ('NL', 'Netherlands', true),
  ('PL', 'Poland', true), ('PT', 'Portugal', true), ('RO', 'Romania', true), ('SK', 'Slovakia', true),
  ('SI', 'Slovenia', true), ('ES', 'Spain', true), ('SE', 'Sweden', true), ('IS', 'Iceland', true),
  ('LI', 'Liechtenstein', true), ('NO', 'Norway', true), ('CH', 'Switzerland', true),
  ('GB', 'United Kingdom', true), ('UA', 'Ukraine', true), ('MD', 'Moldova', true), ('GE', 'Georgia', true),
  ('AM', 'Armenia', true), ('KZ', 'Kazakhstan', true), ('RS', 'Serbia', true), ('ME', 'Montenegro', true),
  ('AL', 'Albania', true), ('MK', 'North Macedonia', true), ('BA', 'Bosnia and Herzegovina', true),
  ('TR', 'Türkiye', true), ('AE', 'United Arab Emirates', true), ('IL', 'Israel', true),
  ('CA', 'Canada', true), ('AU', 'Australia', true), ('NZ', 'New Zealand', true), ('JP', 'Japan', true),
  ('SG', 'Singapore', true), ('BR', 'Brazil', true), ('MX', 'Mexico', true), ('AR', 'Argentina', true),
  ('US', 'United States', false), ('RU', 'Russia', false), ('BY', 'Belarus', false), ('IR', 'Iran', false),
  ('KP', 'North Korea', false), ('SY', 'Syria', false), ('CU', 'Cuba', false);

DROP FUNCTION catalogue_seed_round(numeric, numeric);
