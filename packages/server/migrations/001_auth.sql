-- Auth service: projects, hospitals and licences, permission groups, functions, menus,
-- catalogues (departments, job titles, positions, staff), accounts, sessions, parameters.
-- PostgreSQL 15 compatible (PGlite is 18).

CREATE TABLE server_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE du_an (
  du_an_id serial PRIMARY KEY,
  ma_du_an text NOT NULL UNIQUE,
  ten_du_an text NOT NULL
);

CREATE TABLE hospital (
  hospital_id serial PRIMARY KEY,
  ma_benh_vien text NOT NULL UNIQUE,
  name text NOT NULL,
  dia_chi text,
  so_dien_thoai text,
  email text,
  tam_ngung boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Licensed modules per hospital (core is always on).
CREATE TABLE hospital_module (
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  module text NOT NULL CHECK (module IN ('survey', 'dashboard', 'reports', 'system', 'catalogues')),
  PRIMARY KEY (hospital_id, module)
);

-- cap: 1 system administrator (all hospitals), 2 hospital administrator, 3 staff.
CREATE TABLE phan_quyen (
  phan_quyen_id serial PRIMARY KEY,
  ma_phan_quyen text NOT NULL UNIQUE,
  ten_phan_quyen text NOT NULL,
  cap integer NOT NULL CHECK (cap BETWEEN 1 AND 3),
  mo_ta text
);

CREATE TABLE chuc_nang (
  chuc_nang_id serial PRIMARY KEY,
  du_an_id integer NOT NULL REFERENCES du_an,
  ma_chuc_nang text NOT NULL,
  ten_chuc_nang text NOT NULL,
  ten_chuc_nang_english text NOT NULL,
  module text NOT NULL,
  UNIQUE (du_an_id, ma_chuc_nang)
);

CREATE TABLE phan_quyen_chuc_nang (
  phan_quyen_id integer NOT NULL REFERENCES phan_quyen ON DELETE CASCADE,
  chuc_nang_id integer NOT NULL REFERENCES chuc_nang ON DELETE CASCADE,
  PRIMARY KEY (phan_quyen_id, chuc_nang_id)
);

CREATE TABLE menu (
  menu_id serial PRIMARY KEY,
  du_an_id integer NOT NULL REFERENCES du_an,
  parent_id integer REFERENCES menu ON DELETE CASCADE,
  ma_menu text NOT NULL,
  menu_name text NOT NULL,
  menu_name_english text NOT NULL,
  path text,
  icon text,
  order_by integer NOT NULL DEFAULT 0,
  cap integer NOT NULL DEFAULT 1,
  module text NOT NULL DEFAULT 'core',
  UNIQUE (du_an_id, ma_menu)
);

CREATE TABLE phan_quyen_menu (
  phan_quyen_id integer NOT NULL REFERENCES phan_quyen ON DELETE CASCADE,
  menu_id integer NOT NULL REFERENCES menu ON DELETE CASCADE,
  PRIMARY KEY (phan_quyen_id, menu_id)
);

CREATE TABLE phong_ban (
  phong_ban_id serial PRIMARY KEY,
  hospital_id integer NOT NULL REFERENCES hospital,
  ma_phong_ban text NOT NULL,
  ten_phong_ban text NOT NULL,
  tam_ngung boolean NOT NULL DEFAULT false,
  UNIQUE (hospital_id, ma_phong_ban)
);

CREATE TABLE chuc_danh (
  chuc_danh_id serial PRIMARY KEY,
  hospital_id integer NOT NULL REFERENCES hospital,
  ma_chuc_danh text NOT NULL,
  ten_chuc_danh text NOT NULL,
  tam_ngung boolean NOT NULL DEFAULT false,
  UNIQUE (hospital_id, ma_chuc_danh)
);

CREATE TABLE chuc_vu (
  chuc_vu_id serial PRIMARY KEY,
  hospital_id integer NOT NULL REFERENCES hospital,
  ma_chuc_vu text NOT NULL,
  ten_chuc_vu text NOT NULL,
  tam_ngung boolean NOT NULL DEFAULT false,
  UNIQUE (hospital_id, ma_chuc_vu)
);

CREATE TABLE nhan_vien (
  nhan_vien_id serial PRIMARY KEY,
  hospital_id integer NOT NULL REFERENCES hospital,
  ma_nhan_vien text NOT NULL,
  ten_nhan_vien text NOT NULL,
  phong_ban_id integer REFERENCES phong_ban,
  chuc_danh_id integer REFERENCES chuc_danh,
  chuc_vu_id integer REFERENCES chuc_vu,
  email text,
  so_dien_thoai text,
  nhan_su_ngoai boolean NOT NULL DEFAULT false,
  tam_ngung boolean NOT NULL DEFAULT false,
  UNIQUE (hospital_id, ma_nhan_vien)
);
CREATE INDEX nhan_vien_phong_ban_idx ON nhan_vien (phong_ban_id);

CREATE TABLE tai_khoan (
  tai_khoan_id serial PRIMARY KEY,
  ten_tai_khoan text NOT NULL,
  mat_khau_hash text NOT NULL,
  display_name text NOT NULL,
  phan_quyen_id integer NOT NULL REFERENCES phan_quyen,
  hospital_id integer REFERENCES hospital,
  nhan_vien_id integer UNIQUE REFERENCES nhan_vien,
  tinh_trang boolean NOT NULL DEFAULT true,
  -- Access tokens issued before this instant are refused.
  tokens_valid_after timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tai_khoan_ten_lower_idx ON tai_khoan (lower(ten_tai_khoan));

-- Hospitals an account may act on besides its home hospital.
CREATE TABLE tai_khoan_hospital (
  tai_khoan_id integer NOT NULL REFERENCES tai_khoan ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  PRIMARY KEY (tai_khoan_id, hospital_id)
);

-- Refresh tokens by family: reuse of a spent token revokes the whole family.
CREATE TABLE refresh_token (
  jti text PRIMARY KEY,
  family_id text NOT NULL,
  tai_khoan_id integer NOT NULL REFERENCES tai_khoan ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_token_family_idx ON refresh_token (family_id);
CREATE INDEX refresh_token_account_idx ON refresh_token (tai_khoan_id);

-- Failed logins per key (account|address and address) for the backoff.
CREATE TABLE login_attempt (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tham_so_he_thong (
  id serial PRIMARY KEY,
  hospital_id integer REFERENCES hospital ON DELETE CASCADE,
  ma_tham_so text NOT NULL,
  ten_tham_so text NOT NULL,
  gia_tri text NOT NULL,
  mo_ta text,
  UNIQUE NULLS NOT DISTINCT (hospital_id, ma_tham_so)
);
