-- Licences per hospital with an optional validity period (issue 13). A licence is in force on a
-- day (Asia/Ho_Chi_Minh) when the row exists and the day lies within [valid_from, valid_to];
-- no date means no limit on that side. Every licence check reads it through one predicate
-- (http/licences.ts).
ALTER TABLE hospital_module
  ADD COLUMN valid_from date,
  ADD COLUMN valid_to date,
  ADD CONSTRAINT hospital_module_period_check CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to);

-- The audit trail is read by time within a scope and by action (refused attempts).
CREATE INDEX audit_log_action_time_idx ON audit_log (action, created_at DESC);
