-- Federated benchmark from aggregates only (issue 30 item 3, docs/decisions/federated-benchmark.md).
--
-- Collector side (an installation started with HM_BENCHMARK_COLLECTOR=1): the installations that
-- may contribute, each with a credential kept only as its SHA-256 (shown once when issued), and
-- what each sent: one row per (installation, hospital key, version key), hospital-level
-- aggregates only (n, composite and item percent positive, site characteristics), never a
-- response. A withdrawal keeps the row as a tombstone (no figures) so that an older copy sent
-- again is refused (its `gui_luc` is not newer).
CREATE TABLE benchmark_contributor (
  contributor_id serial PRIMARY KEY,
  ten text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE TABLE benchmark_submission (
  submission_id serial PRIMARY KEY,
  contributor_id integer NOT NULL REFERENCES benchmark_contributor ON DELETE CASCADE,
  hospital_key text NOT NULL,
  version_key text NOT NULL,
  -- The sender's clock when it made this copy (or the withdrawal): a copy must be newer than the stored one.
  gui_luc timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  withdrawn boolean NOT NULL DEFAULT false,
  instrument_code text,
  nam integer,
  so_nguoi_tra_loi integer CHECK (so_nguoi_tra_loi >= 10),
  -- [{ loai: 'composite' | 'item', ma, ty_le_tich_cuc }]
  gia_tri jsonb,
  -- { so_giuong, so_huu, giang_day, ma_tinh }
  dac_diem jsonb,
  UNIQUE (contributor_id, hospital_key, version_key),
  CHECK (withdrawn OR (instrument_code IS NOT NULL AND nam IS NOT NULL AND so_nguoi_tra_loi IS NOT NULL AND gia_tri IS NOT NULL))
);
CREATE INDEX benchmark_submission_period_idx ON benchmark_submission (instrument_code, nam) WHERE NOT withdrawn;

-- Hospital side: where to send (set by a system administrator; the credential is a secret kept
-- for sending, never answered by any read), each hospital's consent (off until its administrator
-- turns it on; its pseudonymous key is what the collector sees), and what is to be sent or
-- withdrawn, retried in the background.
CREATE TABLE benchmark_federation (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  collector_url text NOT NULL,
  credential text NOT NULL,
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE benchmark_consent (
  hospital_id integer PRIMARY KEY REFERENCES hospital ON DELETE CASCADE,
  dong_y boolean NOT NULL DEFAULT false,
  hospital_key uuid NOT NULL DEFAULT gen_random_uuid(),
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE benchmark_outbox (
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hanh_dong text NOT NULL CHECK (hanh_dong IN ('send', 'withdraw')),
  trang_thai text NOT NULL CHECK (trang_thai IN ('pending', 'done', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  done_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hospital_id, phien_ban_id)
);
CREATE INDEX benchmark_outbox_due_idx ON benchmark_outbox (next_at) WHERE trang_thai = 'pending';

-- The percentiles of a set fetched from a collector (its benchmark_value holds the median, which
-- the dashboards compare with); the position of a hospital reads these.
CREATE TABLE benchmark_percentile (
  benchmark_id integer NOT NULL REFERENCES benchmark ON DELETE CASCADE,
  ma text NOT NULL,
  so_benh_vien integer NOT NULL,
  p10 numeric(5, 2) NOT NULL,
  p25 numeric(5, 2) NOT NULL,
  p50 numeric(5, 2) NOT NULL,
  p75 numeric(5, 2) NOT NULL,
  p90 numeric(5, 2) NOT NULL,
  PRIMARY KEY (benchmark_id, ma)
);
