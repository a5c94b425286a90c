-- AHRQ categories and the hospitals' mappings to them (DESIGN.md, "Instruments": hospital
-- departments and job titles map to the AHRQ categories). Both lists are system-wide, bilingual,
-- grouped under the headings of the AHRQ form, and editable (the reference marks parts of them
-- UNVERIFIED); the seed writes the AHRQ SOPS 2.0 lists.
CREATE TABLE phong_ban_ahrq (
  id serial PRIMARY KEY,
  ma text NOT NULL UNIQUE,
  ten_vi text NOT NULL,
  ten_en text NOT NULL,
  nhom_vi text,
  nhom_en text,
  thu_tu integer NOT NULL DEFAULT 0,
  tam_ngung boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chuc_danh_ahrq (
  id serial PRIMARY KEY,
  ma text NOT NULL UNIQUE,
  ten_vi text NOT NULL,
  ten_en text NOT NULL,
  nhom_vi text,
  nhom_en text,
  thu_tu integer NOT NULL DEFAULT 0,
  tam_ngung boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A department maps to one unit/work area, a job title to one staff position; a category that
-- is mapped cannot be deleted (suspend it instead).
ALTER TABLE phong_ban ADD COLUMN phong_ban_ahrq_id integer REFERENCES phong_ban_ahrq (id);
ALTER TABLE chuc_danh ADD COLUMN chuc_danh_ahrq_id integer REFERENCES chuc_danh_ahrq (id);
CREATE INDEX phong_ban_ahrq_idx ON phong_ban (phong_ban_ahrq_id);
CREATE INDEX chuc_danh_ahrq_idx ON chuc_danh (chuc_danh_ahrq_id);
