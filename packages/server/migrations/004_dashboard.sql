-- Dashboards (issue 6; DESIGN.md "Data" and "Scoring"). Score figures come from snapshots that
-- the compute-data step (TinhDuLieu, create-percent-data) takes in the database; dashboard calls
-- read them and never scan the answers. PostgreSQL 15 compatible.

-- The respondent's answers to the unit/work-area and staff-position background questions, kept
-- on the response as the breakdown keys (the same values are among its answers; 0 = not answered).
ALTER TABLE ket_qua ADD COLUMN don_vi integer NOT NULL DEFAULT 0;
ALTER TABLE ket_qua ADD COLUMN vi_tri integer NOT NULL DEFAULT 0;
UPDATE ket_qua k SET don_vi = d.gia_tri
  FROM ket_qua_chi_tiet d JOIN cau_hoi q ON q.cauhoi_id = d.cauhoi_id AND q.vai_tro = 'unit'
  WHERE d.ket_qua_id = k.ket_qua_id AND d.gia_tri IS NOT NULL;
UPDATE ket_qua k SET vi_tri = d.gia_tri
  FROM ket_qua_chi_tiet d JOIN cau_hoi q ON q.cauhoi_id = d.cauhoi_id AND q.vai_tro = 'position'
  WHERE d.ket_qua_id = k.ket_qua_id AND d.gia_tri IS NOT NULL;

-- One snapshot of a version's answers. Only the latest one is read; earlier ones are deleted
-- when a new one is stored (in the same transaction).
CREATE TABLE percent_snapshot (
  snapshot_id serial PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  computed_at timestamptz NOT NULL DEFAULT now(),
  -- close: the version closed; request: an administrator asked; threshold: N new responses while open; seed: demo data.
  reason text NOT NULL CHECK (reason IN ('close', 'request', 'threshold', 'seed')),
  -- Valid complete responses aggregated.
  respondents integer NOT NULL,
  -- Every response of the version when taken (new ones are counted against it).
  responses integer NOT NULL,
  duration_ms integer NOT NULL DEFAULT 0
);
CREATE INDEX percent_snapshot_version_idx ON percent_snapshot (phien_ban_id, snapshot_id DESC);

-- Valid complete respondents per group: hospital × unit answer × position answer.
CREATE TABLE percent_group (
  snapshot_id integer NOT NULL REFERENCES percent_snapshot ON DELETE CASCADE,
  hospital_id integer NOT NULL,
  don_vi integer NOT NULL,
  vi_tri integer NOT NULL,
  respondents integer NOT NULL,
  PRIMARY KEY (snapshot_id, hospital_id, don_vi, vi_tri)
);

-- Summary counts: respondents who gave value gia_tri to a question, per group.
CREATE TABLE percent_cell (
  snapshot_id integer NOT NULL REFERENCES percent_snapshot ON DELETE CASCADE,
  hospital_id integer NOT NULL,
  don_vi integer NOT NULL,
  vi_tri integer NOT NULL,
  cauhoi_id integer NOT NULL,
  gia_tri integer NOT NULL,
  respondents integer NOT NULL,
  PRIMARY KEY (snapshot_id, hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri)
);

-- Item figures per hospital, computed from the cells when the snapshot is stored: valid answers
-- (1–5), answers 9, positive / neutral / negative counts after reverse wording.
CREATE TABLE percent_item (
  snapshot_id integer NOT NULL REFERENCES percent_snapshot ON DELETE CASCADE,
  hospital_id integer NOT NULL,
  cauhoi_id integer NOT NULL,
  n integer NOT NULL,
  n_dna integer NOT NULL,
  n_positive integer NOT NULL,
  n_neutral integer NOT NULL,
  n_negative integer NOT NULL,
  PRIMARY KEY (snapshot_id, hospital_id, cauhoi_id)
);

-- Who exported respondent-level data, what and when (raw data needs its own function).
CREATE TABLE audit_log (
  audit_log_id bigserial PRIMARY KEY,
  tai_khoan_id integer REFERENCES tai_khoan ON DELETE SET NULL,
  action text NOT NULL,
  phien_ban_id integer REFERENCES phien_ban_khao_sat ON DELETE SET NULL,
  hospital_id integer REFERENCES hospital ON DELETE SET NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_time_idx ON audit_log (created_at DESC);
