-- Convert limits in round figures of each currency (issue 24 item 20). The seed (0008) stated the
-- limits as "about 1 USD to 100 000 USD worth" and converted them at seed prices to two
-- significant figures, so a euro convert read "€0.93 – €93,000.00". A limit is a figure a person
-- reads and remembers: each bound becomes the nearest of 1, 2 or 5 × a power of ten (on the
-- currency's step), which gives €1 – €100,000, 5 – 500,000 PLN, 0.2 – 20,000 TON.
-- Only rows still holding the seed's converted figures change: an operator's edit stays.

CREATE FUNCTION catalogue_round_figure(value numeric, step numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  WITH scaled AS (
    SELECT power(10::numeric, floor(log(value))::int) AS unit, value / power(10::numeric, floor(log(value))::int) AS mantissa
  )
  -- Nearest in ratio: the midpoints between 1, 2, 5 and 10 are √2, √10 and √50.
  SELECT greatest(
    round(
      unit * CASE
        WHEN mantissa < 1.41421356 THEN 1
        WHEN mantissa < 3.16227766 THEN 2
        WHEN mantissa < 7.07106781 THEN 5
        ELSE 10
      END / step
    ) * step,
    step
  )
  FROM scaled
$$;

CREATE FUNCTION catalogue_seed_figure(value numeric, step numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(round(round(value, 1 - floor(log(value))::int) / step) * step, step)
$$;

WITH balance_currencies (code, usd, step) AS (VALUES
  ('EUR', 1.08, 0.01), ('USD', 1, 0.01), ('PLN', 0.25, 0.01), ('UAH', 0.024, 0.01),
  ('BTC', 65000, 0.00000001), ('ETH', 3200, 0.000001), ('USDT', 1, 0.000001), ('USDC', 1, 0.000001),
  ('DAI', 1, 0.000001), ('TON', 5.5, 0.000000001), ('TRX', 0.12, 0.000001), ('SOL', 150, 0.000000001),
  ('LTC', 80, 0.00000001), ('BNB', 580, 0.000001), ('DOGE', 0.15, 0.00000001), ('EURC', 1.08, 0.000001),
  ('UAHg', 0.024, 0.000001)
)
UPDATE convert_directions d
SET min_amount = catalogue_round_figure(d.min_amount, d.step),
  max_amount = catalogue_round_figure(d.max_amount, d.step)
FROM balance_currencies b
WHERE b.code = d.from_currency
  AND d.step = b.step
  AND d.min_amount = catalogue_seed_figure(1 / b.usd, b.step)
  AND d.max_amount = catalogue_seed_figure(100000 / b.usd, b.step);

DROP FUNCTION catalogue_seed_figure(numeric, numeric);
DROP FUNCTION catalogue_round_figure(numeric, numeric);
