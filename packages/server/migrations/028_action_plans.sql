-- Action plans (issue 27 item 3, docs/decisions/action-plans.md): AHRQ's "Action Planning Tool
-- for the SOPS Surveys" as a record of one hospital and one wave (survey version), optionally of
-- one unit: don_vi is the respondents' answer value to the version's unit question, the same
-- value the dashboard filters by. The milestones, dated progress notes and attachments (upload
-- ids of the hospital) are jsonb arrays validated by the contract's zod schemas: they are read and
-- written with the plan as a whole and audited with it.
CREATE TABLE ke_hoach_hanh_dong (
  ke_hoach_id serial PRIMARY KEY,
  hospital_id integer NOT NULL REFERENCES hospital,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  don_vi integer CHECK (don_vi >= 0),
  tieu_de text NOT NULL CHECK (length(tieu_de) BETWEEN 1 AND 200),
  -- Focus composites: ma_composite codes of the version.
  linh_vuc jsonb NOT NULL DEFAULT '[]',
  muc_tieu text NOT NULL,
  sang_kien text,
  -- The lead: a person's name (docs/privacy.md).
  nguoi_phu_trach text,
  doi_tuong text,
  nguon_luc text,
  tro_ngai text,
  do_luong_quy_trinh text,
  do_luong_ket_qua text,
  truyen_thong text,
  ngay_bat_dau date,
  ngay_ket_thuc date,
  moc jsonb NOT NULL DEFAULT '[]',
  tien_do jsonb NOT NULL DEFAULT '[]',
  tep_dinh_kem jsonb NOT NULL DEFAULT '[]',
  trang_thai text NOT NULL DEFAULT 'draft' CHECK (trang_thai IN ('draft', 'in_progress', 'done', 'abandoned')),
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ke_hoach_hanh_dong_wave_idx ON ke_hoach_hanh_dong (hospital_id, phien_ban_id);
