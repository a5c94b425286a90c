-- Hospital groups (issue 30 item 1, docs/decisions/province-view.md): a province's hospitals (by
-- the province of their address, `hospital.ma_tinh`, read live) or a named list of hospitals. An
-- account assigned to a group reads hospital-level results of its hospitals only (the province
-- view); it is never given the hospitals themselves (`tai_khoan_hospital`), so every hospital-
-- scoped call (units, positions, comments, participation) stays refused to it.
CREATE TABLE nhom_benh_vien (
  nhom_id serial PRIMARY KEY,
  ten text NOT NULL CHECK (length(ten) BETWEEN 1 AND 200),
  -- A province group; null: the members listed in nhom_benh_vien_thanh_vien.
  ma_tinh text REFERENCES don_vi_hanh_chinh (ma),
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE nhom_benh_vien_thanh_vien (
  nhom_id integer NOT NULL REFERENCES nhom_benh_vien ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  PRIMARY KEY (nhom_id, hospital_id)
);
CREATE INDEX nhom_benh_vien_thanh_vien_hospital_idx ON nhom_benh_vien_thanh_vien (hospital_id);

-- One group per account: the account's whole province-view scope.
CREATE TABLE tai_khoan_nhom_benh_vien (
  tai_khoan_id integer PRIMARY KEY REFERENCES tai_khoan ON DELETE CASCADE,
  nhom_id integer NOT NULL REFERENCES nhom_benh_vien ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tai_khoan_nhom_benh_vien_nhom_idx ON tai_khoan_nhom_benh_vien (nhom_id);
