-- Votes near the database's limit, and several API processes (docs/decisions/votes-multi-process.md, "Votes near
-- the limit and several processes (issue 15)").

-- The ballot of a version (its questions, parts, answer values and composite membership: what a
-- vote is checked against) carries a revision. Every API process keeps the ballots it has read
-- with their revision, and the vote's write (vote_submit below) refuses an answer sheet checked
-- against another revision: a cached ballot is never trusted across an edit, whichever process
-- made it, and whether the edit came through the API or not. The triggers bump it on every
-- change of those four tables, once per statement.
ALTER TABLE phien_ban_khao_sat ADD COLUMN ballot_revision integer NOT NULL DEFAULT 0;

CREATE FUNCTION ballot_revision_by_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE phien_ban_khao_sat SET ballot_revision = ballot_revision + 1 WHERE phien_ban_id IN (SELECT phien_ban_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE phien_ban_khao_sat SET ballot_revision = ballot_revision + 1 WHERE phien_ban_id IN (SELECT phien_ban_id FROM old_rows);
  ELSE
    UPDATE phien_ban_khao_sat SET ballot_revision = ballot_revision + 1
    WHERE phien_ban_id IN (SELECT phien_ban_id FROM new_rows UNION SELECT phien_ban_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION ballot_revision_by_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE phien_ban_khao_sat SET ballot_revision = ballot_revision + 1
    WHERE phien_ban_id IN (SELECT q.phien_ban_id FROM cau_hoi q WHERE q.cauhoi_id IN (SELECT cauhoi_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    -- A question deleted with its answers is gone already: its own trigger bumped the version.
    UPDATE phien_ban_khao_sat SET ballot_revision = ballot_revision + 1
    WHERE phien_ban_id IN (SELECT q.phien_ban_id FROM cau_hoi q WHERE q.cauhoi_id IN (SELECT cauhoi_id FROM old_rows));
  ELSE
    UPDATE phien_ban_khao_sat SET ballot_revision = ballot_revision + 1
    WHERE phien_ban_id IN (SELECT q.phien_ban_id FROM cau_hoi q WHERE q.cauhoi_id IN (SELECT cauhoi_id FROM new_rows UNION SELECT cauhoi_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ballot_revision_ins AFTER INSERT ON phan_cau_hoi REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_version();
CREATE TRIGGER ballot_revision_upd AFTER UPDATE ON phan_cau_hoi REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_version();
CREATE TRIGGER ballot_revision_del AFTER DELETE ON phan_cau_hoi REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_version();
CREATE TRIGGER ballot_revision_ins AFTER INSERT ON cau_hoi REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_version();
CREATE TRIGGER ballot_revision_upd AFTER UPDATE ON cau_hoi REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_version();
CREATE TRIGGER ballot_revision_del AFTER DELETE ON cau_hoi REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_version();
CREATE TRIGGER ballot_revision_ins AFTER INSERT ON dap_an REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_question();
CREATE TRIGGER ballot_revision_upd AFTER UPDATE ON dap_an REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_question();
CREATE TRIGGER ballot_revision_del AFTER DELETE ON dap_an REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_question();
CREATE TRIGGER ballot_revision_ins AFTER INSERT ON composite_cau_hoi REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_question();
CREATE TRIGGER ballot_revision_upd AFTER UPDATE ON composite_cau_hoi REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_question();
CREATE TRIGGER ballot_revision_del AFTER DELETE ON composite_cau_hoi REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ballot_revision_by_question();

-- The write of a vote, one statement (modules/voting/submit.ts checks the answers before it):
-- locks the staff record with its version's window, answers a retry of a known key with the
-- first result, reports a record or a version that takes no vote (the caller words the refusal),
-- refuses answers checked against another ballot revision or validity computed under another
-- straight-lining rule ('stale': the caller reloads and checks again), then keeps the key, holds
-- the response (vote-hold.ts), deletes the draft and marks the record voted, all or nothing.
-- p_response NULL only reports (the answers were refused: a retry, a vote already cast or a
-- closed version is said first, as before).
CREATE FUNCTION vote_submit(
  p_record integer, p_version integer, p_key uuid, p_now timestamptz, p_revision integer,
  p_rule_code text, p_rule boolean, p_response jsonb, p_hop_le smallint, p_hoan_thanh boolean)
RETURNS TABLE (
  outcome text, hospital integer, result_status smallint, result_hop_le smallint, result_hoan_thanh boolean,
  record_status smallint, record_ineligible boolean, window_status smallint, window_hidden boolean,
  window_started timestamptz, window_start timestamptz, window_end timestamptz, revision integer, rule boolean)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  k record;
BEGIN
  SELECT n.phien_ban_id, n.hospital_id, n.status_khao_sat, n.ineligible, v.status_khao_sat AS v_status,
         v.tam_ngung, v.started_at, v.time_start, v.time_end, v.ballot_revision
    INTO r
    FROM nhan_vien_khao_sat n JOIN phien_ban_khao_sat v ON v.phien_ban_id = n.phien_ban_id
    WHERE n.nhan_vien_khao_sat_id = p_record
    FOR UPDATE OF n;
  IF NOT FOUND OR r.phien_ban_id <> p_version THEN
    outcome := 'not_invited';
    RETURN NEXT;
    RETURN;
  END IF;
  hospital := r.hospital_id;
  SELECT s.nhan_vien_khao_sat_id, s.status_khao_sat, s.hop_le, s.hoan_thanh INTO k FROM vote_submit_key s WHERE s.idempotency_key = p_key;
  IF FOUND THEN
    outcome := CASE WHEN k.nhan_vien_khao_sat_id = p_record THEN 'replay' ELSE 'key_used' END;
    result_status := k.status_khao_sat;
    result_hop_le := k.hop_le;
    result_hoan_thanh := k.hoan_thanh;
    RETURN NEXT;
    RETURN;
  END IF;
  record_status := r.status_khao_sat;
  record_ineligible := r.ineligible;
  window_status := r.v_status;
  window_hidden := r.tam_ngung;
  window_started := r.started_at;
  window_start := r.time_start;
  window_end := r.time_end;
  revision := r.ballot_revision;
  -- eligibility.ts, assertCanVote and closedReason: the same conditions.
  IF r.status_khao_sat = 2 OR r.ineligible OR r.tam_ngung OR r.v_status <> 1 OR r.started_at IS NULL
     OR p_now < r.time_start OR p_now >= r.time_end THEN
    outcome := 'refused';
    RETURN NEXT;
    RETURN;
  END IF;
  -- parameterValue: the hospital's own row, else the product-wide one.
  rule := coalesce((SELECT t.gia_tri = '1' FROM tham_so_he_thong t
                     WHERE t.ma_tham_so = p_rule_code AND (t.hospital_id = r.hospital_id OR t.hospital_id IS NULL)
                     ORDER BY t.hospital_id NULLS LAST LIMIT 1), false);
  IF p_response IS NULL THEN
    outcome := 'open';
    RETURN NEXT;
    RETURN;
  END IF;
  IF (p_revision IS NOT NULL AND p_revision <> r.ballot_revision) OR p_rule IS DISTINCT FROM rule THEN
    outcome := 'stale';
    RETURN NEXT;
    RETURN;
  END IF;
  -- The record is locked, so a conflict here is another record's use of the key.
  INSERT INTO vote_submit_key (idempotency_key, nhan_vien_khao_sat_id, status_khao_sat, hop_le, hoan_thanh)
    VALUES (p_key, p_record, 2, p_hop_le, p_hoan_thanh) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    outcome := 'key_used';
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO vote_hold (hold_id, phien_ban_id, response) VALUES (gen_random_uuid(), p_version, p_response);
  DELETE FROM vote_draft WHERE nhan_vien_khao_sat_id = p_record;
  UPDATE nhan_vien_khao_sat SET status_khao_sat = 2, hop_le = p_hop_le WHERE nhan_vien_khao_sat_id = p_record;
  outcome := 'stored';
  result_status := 2;
  result_hop_le := p_hop_le;
  result_hoan_thanh := p_hoan_thanh;
  RETURN NEXT;
END
$$;

-- The burst limits of @fastify/rate-limit (login, refresh, test mail) in the database, so that
-- several API processes behind a load balancer share one count per key instead of each allowing
-- the whole burst (http/rate-limit-store.ts). The database's clock decides the windows.
CREATE TABLE request_throttle (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX request_throttle_expiry ON request_throttle (expires_at);
