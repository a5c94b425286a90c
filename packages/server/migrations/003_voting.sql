-- Staff voting: the autosaved draft of a voter and the keys that make a submit safe to retry
-- (DESIGN.md, "Response"; docs/privacy.md says what is stored where). PostgreSQL 15 compatible.

-- The draft is linked to the staff record until the submit, which deletes it in its transaction.
CREATE TABLE vote_draft (
  nhan_vien_khao_sat_id integer PRIMARY KEY REFERENCES nhan_vien_khao_sat ON DELETE CASCADE,
  -- The step (question part index) the voter was on.
  step integer NOT NULL DEFAULT 0 CHECK (step >= 0),
  language text NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en')),
  -- [{ cauhoi_id, gia_tri?: number[], noi_dung?: string }]
  answers jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The client-made key of the one accepted submit of a staff record, with the result a retry
-- answers again. It never names the response (ket_qua) and holds no time.
CREATE TABLE vote_submit_key (
  idempotency_key uuid PRIMARY KEY,
  nhan_vien_khao_sat_id integer NOT NULL UNIQUE REFERENCES nhan_vien_khao_sat ON DELETE CASCADE,
  status_khao_sat smallint NOT NULL CHECK (status_khao_sat IN (1, 2)),
  hop_le smallint NOT NULL CHECK (hop_le IN (-1, 0, 1)),
  hoan_thanh boolean NOT NULL
);
