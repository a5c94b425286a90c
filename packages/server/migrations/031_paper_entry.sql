-- 031: paper questionnaires keyed in twice (issue 26 item 5, docs/decisions/paper-entry.md).
-- A paper questionnaire carries a single-use code of the ballot cards' kind: its batch is a
-- ballot_card_batch of kind 1 (paper), one per version, hospital and department beside the
-- cards' batch (kind 0). Its state lives in ballot_card (issued, used = verified and counted as a
-- vote, void).
ALTER TABLE ballot_card_batch ADD COLUMN loai smallint NOT NULL DEFAULT 0 CHECK (loai IN (0, 1));
ALTER TABLE ballot_card_batch DROP CONSTRAINT ballot_card_batch_phien_ban_id_hospital_id_phong_ban_id_key;
ALTER TABLE ballot_card_batch ADD CONSTRAINT ballot_card_batch_version_dept_kind UNIQUE (phien_ban_id, hospital_id, phong_ban_id, loai);

-- The keyings of a paper not verified yet: at most two, by two different accounts (the keyer is
-- kept only to refuse a second keying by the same account and a resolution by one of them). No
-- time column. Deleted, both, in the transaction that turns the verified paper into a vote.
CREATE TABLE paper_entry (
  the_id integer NOT NULL REFERENCES ballot_card ON DELETE CASCADE,
  lan smallint NOT NULL CHECK (lan IN (1, 2)),
  keyer_id integer NOT NULL REFERENCES tai_khoan ON DELETE CASCADE,
  answers jsonb NOT NULL,
  PRIMARY KEY (the_id, lan),
  UNIQUE (the_id, keyer_id)
);
