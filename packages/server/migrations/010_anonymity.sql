-- Anonymity against differencing and the database link (docs/privacy.md).

-- Scores are published once, when a version closes: figures taken while versions were open are
-- withdrawn (their cells and item counts go with them: trigger percent_snapshot_drop_cells).
DELETE FROM percent_snapshot s USING phien_ban_khao_sat v WHERE v.phien_ban_id = s.phien_ban_id AND v.status_khao_sat <> 2;

-- A vote's response waits here, in the vote's transaction, and is moved to ket_qua /
-- ket_qua_chi_tiet later by a transaction of its own, with others, in random order: a response
-- row then never shares its transaction id (xmin) with the staff record marked 'voted'. The
-- held rows are rewritten after every vote, so that they do not keep it either.
CREATE TABLE vote_hold (
  hold_id uuid PRIMARY KEY,
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  -- ket_qua's columns and the answers as [[cauhoi_id, gia_tri, noi_dung], …]
  response jsonb NOT NULL
);
CREATE INDEX vote_hold_version ON vote_hold (phien_ban_id);
