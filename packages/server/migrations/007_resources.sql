-- Catalogues on one resource design (issue 12): the general audit log, the hospital's address
-- and AHRQ site characteristics, doctors' job titles, projects with an active flag.

-- One append-only audit log for every administrative write, export and refusal: who, which
-- hospital, what (entity and id), the changed fields (before → after), the request id.
ALTER TABLE audit_log
  ADD COLUMN entity text,
  ADD COLUMN entity_id text,
  ADD COLUMN changes jsonb,
  ADD COLUMN request_id text;
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
CREATE INDEX audit_log_hospital_time_idx ON audit_log (hospital_id, created_at DESC);
CREATE INDEX audit_log_account_time_idx ON audit_log (tai_khoan_id, created_at DESC);

-- Address as General Statistics Office codes (province, commune/ward after 1 July 2025) and
-- what the AHRQ site file asks of a hospital.
ALTER TABLE hospital
  ADD COLUMN ma_tinh text,
  ADD COLUMN ma_xa text,
  ADD COLUMN nguoi_lien_he text,
  ADD COLUMN so_giuong integer CHECK (so_giuong >= 0),
  ADD COLUMN so_huu text CHECK (so_huu IN ('cong_lap', 'tu_nhan', 'khac')),
  ADD COLUMN giang_day boolean;

-- A doctor's job title: its staff are the doctors (nhan-vien/danhsachbacsi), those with
-- nhan_su_ngoai the collaborating doctors (danhsachbacsihoptac).
ALTER TABLE chuc_danh ADD COLUMN la_bac_si boolean NOT NULL DEFAULT false;

ALTER TABLE du_an
  ADD COLUMN mo_ta text,
  ADD COLUMN tam_ngung boolean NOT NULL DEFAULT false;

-- Staff lists search by name and code within a hospital.
CREATE INDEX nhan_vien_hospital_ten_idx ON nhan_vien (hospital_id, ten_nhan_vien);
CREATE INDEX menu_parent_idx ON menu (parent_id);
