-- The farm (issue 29): daily check-ins with a streak in the user's time zone, activity tasks and
-- points that convert into balance at the published rate (FARM_* settings) within daily and total
-- caps. One farm per user, and one per verified identity once it converts.
CREATE TABLE farm_members (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  -- The IANA zone the farm's days are counted in; a new one from the client replaces it at most
  -- once a week, so hopping zones cannot make a second day out of one.
  time_zone text NOT NULL CHECK (char_length(time_zone) BETWEEN 1 AND 64),
  time_zone_set_at timestamptz NOT NULL,
  -- Points earned and not yet converted.
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- A digest of the verified identity (the document's person), taken at the first conversion: one
  -- farm per person however many accounts they hold.
  identity_key text UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE farm_check_ins (
  user_id uuid NOT NULL REFERENCES farm_members (user_id),
  local_day text NOT NULL CHECK (local_day ~ '^\d{4}-\d{2}-\d{2}$'),
  time_zone text NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  points integer NOT NULL CHECK (points >= 0),
  checked_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, local_day)
);
CREATE INDEX farm_check_ins_last_idx ON farm_check_ins (user_id, checked_at DESC);

CREATE TABLE farm_task_claims (
  user_id uuid NOT NULL REFERENCES farm_members (user_id),
  task text NOT NULL CHECK (task IN ('firstDeposit', 'firstExchange', 'friendVerified', 'tonWallet')),
  points integer NOT NULL CHECK (points >= 0),
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, task)
);

-- Each conversion and the FARM_REWARD transaction that credited it; the caps sum these.
CREATE TABLE farm_conversions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES farm_members (user_id),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  local_day text NOT NULL CHECK (local_day ~ '^\d{4}-\d{2}-\d{2}$'),
  points integer NOT NULL CHECK (points > 0),
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  transaction_id uuid NOT NULL UNIQUE REFERENCES transactions (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX farm_conversions_user_idx ON farm_conversions (user_id, local_day);
