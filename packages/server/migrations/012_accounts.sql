-- Accounts administration (issue 13).
-- doi_mat_khau: the password was set by an administrator (a new account, or a reset) and must be
-- changed by its owner before anything else; until then the server answers only the calls that
-- change it (docs/decisions/accounts.md).
-- du_an_id: the project the account works in (tai-khoan/du-an); null means the product's project.
ALTER TABLE tai_khoan
  ADD COLUMN doi_mat_khau boolean NOT NULL DEFAULT false,
  ADD COLUMN du_an_id integer REFERENCES du_an ON DELETE SET NULL;
CREATE INDEX tai_khoan_hospital_idx ON tai_khoan (hospital_id);
CREATE INDEX tai_khoan_hospital_hospital_idx ON tai_khoan_hospital (hospital_id);
