-- 026: printed ballot cards for staff without e-mail (issue 26 item 4, docs/decisions/ballot-cards.md).
-- A batch is one department's cards of a version in a hospital; printing it again voids the cards
-- not used yet and issues new ones in the same batch. A card keeps only the HMAC of its code (the
-- code itself is printed and never stored), its state, and once used the validity of its vote
-- (as a staff record does): no staff member, no time of use, nothing of the response.
CREATE TABLE ballot_card_batch (
  lo_id serial PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  phong_ban_id integer NOT NULL REFERENCES phong_ban ON DELETE CASCADE,
  lan_in integer NOT NULL DEFAULT 1 CHECK (lan_in >= 1),
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  printed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (phien_ban_id, hospital_id, phong_ban_id)
);

-- state: 0 issued, 1 used, 2 void. submit_key answers a retried submit like the first one.
CREATE TABLE ballot_card (
  the_id serial PRIMARY KEY,
  lo_id integer NOT NULL REFERENCES ballot_card_batch ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
  hop_le smallint CHECK (hop_le IN (-1, 0, 1)),
  hoan_thanh boolean,
  submit_key uuid UNIQUE,
  CHECK ((state = 1) = (submit_key IS NOT NULL))
);
CREATE INDEX ballot_card_batch_state ON ballot_card (lo_id, state);

-- The autosaved answers of a card being filled in: deleted by the submit, in its transaction.
CREATE TABLE ballot_card_draft (
  the_id integer PRIMARY KEY REFERENCES ballot_card ON DELETE CASCADE,
  step integer NOT NULL,
  language text NOT NULL,
  answers jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
