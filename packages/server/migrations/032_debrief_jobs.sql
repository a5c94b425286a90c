-- Debrief packs per unit (issue 27 item 2): one row per pack asked for. A pack is one PDF per unit
-- (answer to the unit question) the requesting account may read, zipped. A server process runs
-- one pack at a time (the oldest queued row it can claim, FOR UPDATE SKIP LOCKED), writes its
-- progress (units done of units, heartbeat) and keeps the zip with the row, so any API process on
-- one PostgreSQL answers the progress and the download. A pack whose process died (no heartbeat
-- for 5 minutes) is marked failed; rows older than a day are deleted with their file.
CREATE TABLE debrief_job (
  debrief_id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- Units printed so far, of `units` (known once the job has read which units it covers).
  done smallint NOT NULL DEFAULT 0,
  units smallint NOT NULL DEFAULT 0,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('vi', 'en')),
  -- What the generation measured (time per unit, bytes); never a respondent or a person.
  params jsonb NOT NULL DEFAULT '{}',
  file_name text,
  zip bytea,
  zip_size integer,
  error text,
  created_by integer NOT NULL REFERENCES tai_khoan ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz,
  CHECK ((status = 'done') = (zip IS NOT NULL))
);
-- The PDFs in the zip are compressed already: store it out of line without trying again.
ALTER TABLE debrief_job ALTER COLUMN zip SET STORAGE EXTERNAL;
CREATE INDEX debrief_job_owner_idx ON debrief_job (created_by, debrief_id DESC);
CREATE INDEX debrief_job_queued_idx ON debrief_job (debrief_id) WHERE status IN ('queued', 'running');
