-- The schedule of a survey version that runs itself (issue 26 item 3,
-- docs/decisions/campaign-schedule.md): open at its start, close at its end, reminders on the
-- days the manager chose (08:00 Vietnamese time). Every API process runs a runner that claims
-- due rows with FOR UPDATE SKIP LOCKED and pushes next_attempt_at forward (a lease), so a row
-- is run by one process at a time; an action's effect and its 'done' mark commit together
-- (modules/schedule/run-action.ts), so a restart never repeats a done action.
CREATE TABLE campaign_action (
  action_id serial PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('open', 'close', 'remind')),
  -- When it is meant to run; the runner takes it when next_attempt_at is due (due_at at first,
  -- then the lease of a claim or the delay before a retry).
  due_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'skipped', 'failed', 'cancelled')),
  attempts smallint NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  finished_at timestamptz,
  -- The last error, kept for the schedule list (a retry keeps it until it succeeds).
  last_error text,
  -- What the run did (mails queued, staff invited, why it was skipped), as JSON text.
  result text,
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One coming opening and one coming closing per version; one reminder per version and instant.
CREATE UNIQUE INDEX campaign_action_window_idx ON campaign_action (phien_ban_id, kind) WHERE status = 'pending' AND kind IN ('open', 'close');
CREATE UNIQUE INDEX campaign_action_remind_idx ON campaign_action (phien_ban_id, due_at) WHERE status = 'pending' AND kind = 'remind';
CREATE INDEX campaign_action_due_idx ON campaign_action (next_attempt_at) WHERE status = 'pending';
CREATE INDEX campaign_action_version_idx ON campaign_action (phien_ban_id, due_at);
