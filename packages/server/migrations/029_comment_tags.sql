-- 029: tags and incident flags of staff comments (issue 27 item 4, docs/decisions/comments.md).
-- A comment is one free-text answer of a closed version. It is named by ma_y_kien, an HMAC of its
-- response id and question id under a key derived from the server's signing secret: the key reveals
-- neither the response (no join to its other answers, its unit or position) nor any order. The row
-- says which composite a reader tagged it with and whether it was passed to the hospital's incident
-- team; who changed it and when are in the audit trail and here, never anything of the respondent.
CREATE TABLE y_kien_nhan (
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  ma_y_kien text NOT NULL CHECK (ma_y_kien ~ '^[A-Za-z0-9_-]{22}$'),
  ma_composite text CHECK (length(ma_composite) BETWEEN 1 AND 50),
  chuyen_su_co boolean NOT NULL DEFAULT false,
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (phien_ban_id, hospital_id, ma_y_kien)
);
