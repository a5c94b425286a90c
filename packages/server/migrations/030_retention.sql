-- 030: retention of personal data (issue 31 item 3; docs/privacy.md "Retention", docs/data-inventory.md).
-- A hospital keeps the personal data of a closed survey version for `so_ngay` days after the
-- version closed (default 90); then the retention job (modules/retention) purges or reduces it:
-- invitation nonces rotated, drafts and submit keys deleted, outbox addresses and bodies cleared,
-- the staff records unlinked from the staff list. Aggregates, snapshots and responses stay.

-- A hospital's period; no row = the default (90 days).
CREATE TABLE retention_setting (
  hospital_id integer PRIMARY KEY REFERENCES hospital ON DELETE CASCADE,
  so_ngay integer NOT NULL CHECK (so_ngay BETWEEN 0 AND 3650),
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- When a version closed for good: the retention period counts from here. Set by a trigger, so
-- every path that closes a version (the close call, the schedule) records it; existing closed
-- versions take their last change as the best known time.
ALTER TABLE phien_ban_khao_sat ADD COLUMN closed_at timestamptz;
UPDATE phien_ban_khao_sat SET closed_at = greatest(updated_at, time_end) WHERE status_khao_sat = 2 AND closed_at IS NULL;
CREATE FUNCTION phien_ban_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status_khao_sat = 2 THEN
    IF TG_OP = 'INSERT' OR OLD.status_khao_sat IS DISTINCT FROM 2 THEN
      NEW.closed_at := coalesce(NEW.closed_at, now());
    END IF;
  ELSE
    NEW.closed_at := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER phien_ban_closed_at BEFORE INSERT OR UPDATE OF status_khao_sat ON phien_ban_khao_sat
  FOR EACH ROW EXECUTE FUNCTION phien_ban_closed_at();

-- One row per version × hospital purged: the job's "done" mark, with what it removed.
CREATE TABLE retention_purge (
  phien_ban_id integer NOT NULL REFERENCES phien_ban_khao_sat ON DELETE CASCADE,
  hospital_id integer NOT NULL REFERENCES hospital ON DELETE CASCADE,
  so_ngay integer NOT NULL,
  counts jsonb NOT NULL,
  purged_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  purged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (phien_ban_id, hospital_id)
);

-- A purged (or erased) staff record keeps its department, job title and state for the response
-- rates, but no longer names the staff member.
ALTER TABLE nhan_vien_khao_sat ALTER COLUMN nhan_vien_id DROP NOT NULL;
