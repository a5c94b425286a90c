-- The embedded database stores a snapshot by slices, outside one long transaction (issue 15:
-- no request waits for a whole recompute): its row is written first, not ready, and the reads
-- ignore it until the last step marks it ready. On PostgreSQL a snapshot is one transaction and
-- is ready when it is seen.
ALTER TABLE percent_snapshot ADD COLUMN ready boolean NOT NULL DEFAULT true;
