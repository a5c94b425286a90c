-- Survey service: versions (bilingual), hospital versions, parts, questions, answers,
-- composites, staff survey records, responses and the mail outbox (DESIGN.md, "Domain model").
-- Translatable texts: the column holds Vietnamese, `<column>_en` English; the version's
-- `language` says which of the two is primary (required). PostgreSQL 15 compatible.

CREATE TABLE phien_ban_khao_sat (
  phien_ban_id serial PRIMARY KEY,
  -- The owning hospital; NULL = a template (is_template) or a campaign of several hospitals.
  hospital_id integer REFERENCES hospital,
  is_template boolean NOT NULL DEFAULT false,
  instrument_code text,
  -- The template this version was copied from.
  copied_from_id integer REFERENCES phien_ban_khao_sat ON DELETE SET NULL,
  language text NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en')),
  tieu_de_khao_sat text NOT NULL DEFAULT '',
  tieu_de_khao_sat_en text NOT NULL DEFAULT '',
  mo_ta_khao_sat text NOT NULL DEFAULT '',
  mo_ta_khao_sat_en text NOT NULL DEFAULT '',
  noi_dung_khao_sat text NOT NULL DEFAULT '',
  noi_dung_khao_sat_en text NOT NULL DEFAULT '',
  time_start timestamptz NOT NULL,
  time_end timestamptz NOT NULL,
  -- 1 open (not closed), 2 closed (final), 3 temporarily closed (can reopen).
  status_khao_sat smallint NOT NULL DEFAULT 1 CHECK (status_khao_sat IN (1, 2, 3)),
  -- When an administrator started it (staff records created); NULL = being prepared.
  started_at timestamptz,
  tam_ngung boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (time_start < time_end),
  CHECK (NOT is_template OR hospital_id IS NULL)
);
CREATE INDEX phien_ban_khao_sat_hospital_idx ON phien_ban_khao_sat (hospital_id);

-- Hospitals that run a version (a hospital's own version lists its hospital).
CREATE TABLE phien_ban_benh_vien (
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (phien_ban_id, hospital_id)
);
CREATE INDEX phien_ban_benh_vien_hospital_idx ON phien_ban_benh_vien (hospital_id);

CREATE TABLE phan_cau_hoi (
  phan_cauhoi_id serial PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  ma_phan text NOT NULL DEFAULT '',
  giatri_cauhoi text NOT NULL DEFAULT '',
  giatri_cauhoi_en text NOT NULL DEFAULT '',
  mo_ta text NOT NULL DEFAULT '',
  mo_ta_en text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'radio' CHECK (type IN ('radio', 'checkbox', 'text')),
  -- Background (demographic) and comment parts do not count towards a complete response.
  la_thong_tin_chung boolean NOT NULL DEFAULT false,
  stt integer NOT NULL DEFAULT 0,
  -- 1 active, 2 inactive.
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2))
);
CREATE INDEX phan_cau_hoi_version_idx ON phan_cau_hoi (phien_ban_id, stt);

CREATE TABLE cau_hoi (
  cauhoi_id serial PRIMARY KEY,
  phancauhoi_id integer NOT NULL REFERENCES phan_cau_hoi ON DELETE CASCADE,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  -- AHRQ item code (A9, D3, G1…), unique within a version when set.
  ma_cauhoi text NOT NULL DEFAULT '',
  stt_cauhoi integer NOT NULL DEFAULT 0,
  ten_cauhoi text NOT NULL DEFAULT '',
  ten_cauhoi_en text NOT NULL DEFAULT '',
  -- Scale code of the instrument (agree5, freq5…); NULL = free text.
  scale text,
  tamngung smallint NOT NULL DEFAULT 0 CHECK (tamngung IN (0, 1)),
  thuan_nghich smallint NOT NULL DEFAULT 0 CHECK (thuan_nghich IN (0, 1)),
  -- Background questions used for breakdowns: the respondent's position and unit.
  vai_tro text CHECK (vai_tro IN ('position', 'unit')),
  ma_cauhoi_qhlq text,
  ten_cauhoi_qh_lq text
);
CREATE INDEX cau_hoi_part_idx ON cau_hoi (phancauhoi_id, stt_cauhoi);
CREATE INDEX cau_hoi_version_idx ON cau_hoi (phien_ban_id);
CREATE UNIQUE INDEX cau_hoi_code_idx ON cau_hoi (phien_ban_id, ma_cauhoi) WHERE ma_cauhoi <> '';
CREATE UNIQUE INDEX cau_hoi_role_idx ON cau_hoi (phien_ban_id, vai_tro) WHERE vai_tro IS NOT NULL;

CREATE TABLE dap_an (
  dapan_id serial PRIMARY KEY,
  cauhoi_id integer NOT NULL REFERENCES cau_hoi ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'number' CHECK (type IN ('number', 'text')),
  -- The coded value stored with a response (NULL for a text answer).
  gia_tri integer,
  ten_dap_an text NOT NULL DEFAULT '',
  ten_dap_an_en text NOT NULL DEFAULT '',
  stt integer NOT NULL DEFAULT 0,
  CHECK (type = 'text' OR gia_tri IS NOT NULL)
);
CREATE INDEX dap_an_question_idx ON dap_an (cauhoi_id, stt);
CREATE UNIQUE INDEX dap_an_value_idx ON dap_an (cauhoi_id, gia_tri) WHERE gia_tri IS NOT NULL;

CREATE TABLE composite (
  composite_id serial PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  ma_composite text NOT NULL DEFAULT '',
  name_composite_vi text NOT NULL DEFAULT '',
  name_composite_en text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en')),
  -- 0 active, 1 inactive.
  status_composite smallint NOT NULL DEFAULT 0 CHECK (status_composite IN (0, 1)),
  stt integer NOT NULL DEFAULT 0
);
CREATE INDEX composite_version_idx ON composite (phien_ban_id, stt);

CREATE TABLE composite_cau_hoi (
  composite_id integer NOT NULL REFERENCES composite ON DELETE CASCADE,
  cauhoi_id integer NOT NULL REFERENCES cau_hoi ON DELETE CASCADE,
  PRIMARY KEY (composite_id, cauhoi_id)
);
CREATE INDEX composite_cau_hoi_question_idx ON composite_cau_hoi (cauhoi_id);

-- One per invited staff member and version; participation is not anonymous, answers are.
CREATE TABLE nhan_vien_khao_sat (
  nhan_vien_khao_sat_id serial PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital,
  nhan_vien_id integer NOT NULL REFERENCES nhan_vien,
  -- Department and job title at invitation time.
  phong_ban_id integer REFERENCES phong_ban,
  chuc_danh_id integer REFERENCES chuc_danh,
  -- 1 incomplete, 2 complete.
  status_khao_sat smallint NOT NULL DEFAULT 1 CHECK (status_khao_sat IN (1, 2)),
  -- -1 not yet voted, 1 valid, 0 invalid (set at submit).
  hop_le smallint NOT NULL DEFAULT -1 CHECK (hop_le IN (-1, 0, 1)),
  -- Left the hospital during the survey (only for staff who have not voted).
  ineligible boolean NOT NULL DEFAULT false,
  -- Secret part of the invitation token; rotating it revokes the link.
  token_nonce text NOT NULL,
  invited_at timestamptz,
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (phien_ban_id, nhan_vien_id),
  CHECK (NOT (ineligible AND status_khao_sat = 2))
);
CREATE INDEX nhan_vien_khao_sat_hospital_idx ON nhan_vien_khao_sat (phien_ban_id, hospital_id);
CREATE INDEX nhan_vien_khao_sat_staff_idx ON nhan_vien_khao_sat (nhan_vien_id);

-- A submitted response: no link to the staff record, a random id, the day only.
CREATE TABLE ket_qua (
  ket_qua_id uuid PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat,
  hospital_id integer NOT NULL REFERENCES hospital,
  ngay date NOT NULL,
  language text NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en')),
  -- 1 valid, 0 invalid; complete = at least one answer outside the background parts.
  hop_le smallint NOT NULL CHECK (hop_le IN (0, 1)),
  hoan_thanh boolean NOT NULL
);
CREATE INDEX ket_qua_version_idx ON ket_qua (phien_ban_id, hospital_id);

-- The answers of a response: a coded value (radio; several rows for checkbox) or a text.
CREATE TABLE ket_qua_chi_tiet (
  ket_qua_id uuid NOT NULL REFERENCES ket_qua ON DELETE CASCADE,
  cauhoi_id integer NOT NULL REFERENCES cau_hoi,
  gia_tri integer,
  noi_dung text,
  CHECK (gia_tri IS NOT NULL OR noi_dung IS NOT NULL)
);
CREATE INDEX ket_qua_chi_tiet_response_idx ON ket_qua_chi_tiet (ket_qua_id);
CREATE INDEX ket_qua_chi_tiet_question_idx ON ket_qua_chi_tiet (cauhoi_id, gia_tri);

-- Mails, written in the transaction that causes them, rendered and sent in the background.
CREATE TABLE mail_outbox (
  mail_id serial PRIMARY KEY,
  hospital_id integer NOT NULL REFERENCES hospital,
  phien_ban_id integer REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  nhan_vien_khao_sat_id integer REFERENCES nhan_vien_khao_sat ON DELETE CASCADE,
  -- invite | remind
  template text NOT NULL CHECK (template IN ('invite', 'remind')),
  to_address text NOT NULL,
  to_name text NOT NULL DEFAULT '',
  -- pending | sent | failed (gave up after the retries)
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  subject text,
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_hospital_idx ON mail_outbox (hospital_id, created_at DESC);
