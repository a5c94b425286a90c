-- Login slowing as OWASP recommends (docs/decisions/login-slowing.md).
-- Replaces login_attempt, whose per-account and per-address counters let a stranger
-- slow the real user down and never reset for an address.

DROP TABLE login_attempt;

-- Failures per key, each with its own backoff:
--   'account:<name>'              the account, from devices it does not know
--   'pair:<name>|<address>'       the account from one address, from devices it does not know
--   'device:<device id>|<account id>'  one known device of the account (its own typos only)
-- A failure older than the observation window starts the count again.
CREATE TABLE login_backoff (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
CREATE INDEX login_backoff_time_idx ON login_backoff (last_failure_at);

-- Password spraying: the distinct account names that failed from an address (unknown devices)
-- and have not signed in from it since. The address is slowed by how many there are.
CREATE TABLE login_address_failure (
  address text NOT NULL,
  account text NOT NULL,
  failed_at timestamptz NOT NULL,
  PRIMARY KEY (address, account)
);
CREATE INDEX login_address_failure_time_idx ON login_address_failure (failed_at);
