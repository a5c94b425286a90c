-- Uploaded files (issue 13): the bytes live in the database, beside their metadata, so that every
-- API process on one PostgreSQL serves them and every backup holds them. hospital_id null = a
-- product-wide file (system administrators). The type is the one found in the content; the row is
-- written in one statement once the whole file was read, so a cut-off upload leaves nothing.
CREATE TABLE upload (
  upload_id serial PRIMARY KEY,
  hospital_id integer REFERENCES hospital,
  ten_tep text NOT NULL CHECK (length(ten_tep) BETWEEN 1 AND 255),
  mo_ta text,
  loai_mime text NOT NULL,
  kich_thuoc integer NOT NULL CHECK (kich_thuoc > 0),
  sha256 text NOT NULL,
  noi_dung bytea NOT NULL CHECK (length(noi_dung) = kich_thuoc),
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Images and office files are compressed already: store them out of line without trying again.
ALTER TABLE upload ALTER COLUMN noi_dung SET STORAGE EXTERNAL;
CREATE INDEX upload_hospital_idx ON upload (hospital_id, upload_id DESC);

-- The hospital's logo (ThongTinBenhVien): an image of the uploads; a file in use is not deleted.
ALTER TABLE hospital ADD COLUMN logo_upload_id integer REFERENCES upload;

-- Mail settings (issue 13 item 10): when a mail's last sending error happened, so the system page
-- and the outbox can say how recent the newest error is.
ALTER TABLE mail_outbox ADD COLUMN last_error_at timestamptz;
