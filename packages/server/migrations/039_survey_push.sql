-- Campaign push (issue 30 item 2, docs/decisions/province-view.md): one template and one window
-- pushed to chosen hospitals creates one ordinary version per hospital, each marked with the
-- push's key (chosen by the client when it prepares the push). One version per (push, hospital):
-- a retried or repeated push cannot create a second one.
ALTER TABLE phien_ban_khao_sat ADD COLUMN dot_trien_khai text CHECK (length(dot_trien_khai) BETWEEN 1 AND 64);
CREATE UNIQUE INDEX phien_ban_khao_sat_dot_trien_khai_uq ON phien_ban_khao_sat (dot_trien_khai, hospital_id) WHERE dot_trien_khai IS NOT NULL;
