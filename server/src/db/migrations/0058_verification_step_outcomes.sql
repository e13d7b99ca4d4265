-- What the bot's message of a verification step's outcome needs (issue 27): the path of the app a
-- step was started from (a transaction journey), so the message's button opens it again; and the
-- level last told to the user, so a level going up is told once, however its steps arrive.
CREATE TABLE verification_return_paths (
  profile_id uuid NOT NULL REFERENCES profiles (id),
  kind text NOT NULL CHECK (kind IN ('PHONE', 'ADDRESS', 'IDENTITY', 'DECLARED_ADDRESS')),
  path text NOT NULL CHECK (char_length(path) BETWEEN 1 AND 512),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, kind)
);
CREATE TABLE verification_told_levels (
  profile_id uuid PRIMARY KEY REFERENCES profiles (id),
  level text NOT NULL CHECK (level IN ('starter', 'basic', 'verified', 'full')),
  updated_at timestamptz NOT NULL
);
