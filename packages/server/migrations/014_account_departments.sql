-- Department links of accounts (issue 13, `tai-khoan-phong-ban`). A link narrows a staff-level
-- account to the staff of its departments (docs/decisions/department-accounts.md). The
-- department's hospital is the link's: it must be one of the account's hospitals (checked by the
-- server when the link is written). An account's links go with the account; a department with
-- links is not deleted (the catalogue refuses it, naming the links).
CREATE TABLE tai_khoan_phong_ban (
  tai_khoan_phong_ban_id serial PRIMARY KEY,
  tai_khoan_id integer NOT NULL REFERENCES tai_khoan ON DELETE CASCADE,
  phong_ban_id integer NOT NULL REFERENCES phong_ban,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tai_khoan_id, phong_ban_id)
);
CREATE INDEX tai_khoan_phong_ban_phong_ban_idx ON tai_khoan_phong_ban (phong_ban_id);
