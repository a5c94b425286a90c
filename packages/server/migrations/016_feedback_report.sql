-- Feedback report PDFs (issue 14): one row per generation asked for. A server process runs one
-- generation at a time (the oldest queued row it can claim), writes its progress (step of steps,
-- heartbeat) and keeps the PDF with the row, so any API process on one PostgreSQL answers the
-- progress and the download. Rows older than a day are deleted with their file.
CREATE TABLE feedback_report_job (
  bao_cao_id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  step smallint NOT NULL DEFAULT 0,
  steps smallint NOT NULL DEFAULT 0,
  step_key text,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('vi', 'en')),
  -- What the generation was asked and what it measured (timings per step, pages, bytes).
  params jsonb NOT NULL DEFAULT '{}',
  file_name text,
  pdf bytea,
  pdf_size integer,
  error text,
  created_by integer NOT NULL REFERENCES tai_khoan ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz,
  CHECK ((status = 'done') = (pdf IS NOT NULL))
);
-- A PDF's streams are compressed already: store it out of line without trying again.
ALTER TABLE feedback_report_job ALTER COLUMN pdf SET STORAGE EXTERNAL;
CREATE INDEX feedback_report_job_owner_idx ON feedback_report_job (created_by, bao_cao_id DESC);
CREATE INDEX feedback_report_job_queued_idx ON feedback_report_job (bao_cao_id) WHERE status IN ('queued', 'running');
