-- 027: the response rate a hospital aims at for a version (issue 26 item 1, the campaign page,
-- docs/decisions/campaign-page.md). One row per version and hospital (a campaign's hospitals
-- each set their own); no row = the product's default (CAMPAIGN_TARGET_DEFAULT, 60 %).
CREATE TABLE campaign_target (
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  muc_tieu smallint NOT NULL CHECK (muc_tieu BETWEEN 1 AND 100),
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (phien_ban_id, hospital_id)
);
