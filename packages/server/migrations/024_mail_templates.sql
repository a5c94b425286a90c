-- 024: the invitation and reminder texts a hospital writes for a version (issue 26).
-- One row per version and hospital (a campaign's hospitals each write their own); no row = the
-- product's default texts. `texts` holds subject and body per kind and language, the signature
-- and the hospital's part of the staff privacy notice, validated by ZMailTexts of @hm/contract.
CREATE TABLE mail_texts (
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (phien_ban_id, hospital_id)
);

-- A test mail of the texts screen: addressed to the person who asked, rendered when asked (with
-- the personal link masked) and kept as rendered, linked to no staff record.
ALTER TABLE mail_outbox ADD COLUMN is_test boolean NOT NULL DEFAULT false;
ALTER TABLE mail_outbox ADD COLUMN body_text text;
ALTER TABLE mail_outbox ADD COLUMN body_html text;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_test_rendered CHECK (NOT is_test OR (body_text IS NOT NULL AND body_html IS NOT NULL AND nhan_vien_khao_sat_id IS NULL));
