-- Whole-hospital answer counts of a snapshot (docs/decisions/national-scale.md): the respondents
-- of each answer value per hospital × question, and of each composite answer pattern per
-- hospital × composite. They are sums of the snapshot's cells and group patterns over a
-- hospital's groups, stored once so that a read of whole hospitals (a hospital's or a pool's
-- distributions and intervals, the province and national results) sums a few rows per hospital
-- instead of every group: at national size a group holds one or two respondents, and those reads
-- summed millions of rows. Nothing finer than a hospital is stored here.
CREATE TABLE percent_hospital_value (
  snapshot_id integer NOT NULL REFERENCES percent_snapshot ON DELETE CASCADE,
  hospital_id integer NOT NULL,
  cauhoi_id integer NOT NULL,
  gia_tri integer NOT NULL,
  respondents integer NOT NULL,
  PRIMARY KEY (snapshot_id, hospital_id, cauhoi_id, gia_tri)
);

CREATE TABLE percent_hospital_pattern (
  snapshot_id integer NOT NULL REFERENCES percent_snapshot ON DELETE CASCADE,
  hospital_id integer NOT NULL,
  composite_id integer NOT NULL,
  pattern bigint NOT NULL,
  respondents integer NOT NULL,
  PRIMARY KEY (snapshot_id, hospital_id, composite_id, pattern)
);

-- The snapshots stored before: the same sums of what they hold.
INSERT INTO percent_hospital_value (snapshot_id, hospital_id, cauhoi_id, gia_tri, respondents)
SELECT c.snapshot_id, c.hospital_id, c.cauhoi_id, c.gia_tri, sum(c.respondents)::int
FROM percent_cell_value c
GROUP BY c.snapshot_id, c.hospital_id, c.cauhoi_id, c.gia_tri;

INSERT INTO percent_hospital_pattern (snapshot_id, hospital_id, composite_id, pattern, respondents)
SELECT c.snapshot_id, c.hospital_id, c.composite_id, c.pattern, sum(c.respondents)::int
FROM percent_composite_pattern c
GROUP BY c.snapshot_id, c.hospital_id, c.composite_id, c.pattern;
