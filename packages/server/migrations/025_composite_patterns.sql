-- Respondent-level data of the composites for their 95% intervals (docs/decisions/change-between-waves.md):
-- per snapshot group (hospital × unit answer × position answer) and composite, how many
-- respondents gave each answer pattern over the composite's scored items (ascending question id),
-- pattern = Σₖ stateₖ·3ᵏ with state 0 no valid answer, 1 valid not positive, 2 positive
-- (@hm/scoring compositeEstimate). Like the cells, a count per group: read only for a selection
-- that is shown, and summed over its groups; no response and no respondent is stored.
CREATE TABLE percent_composite_pattern (
  snapshot_id integer NOT NULL,
  hospital_id integer NOT NULL,
  don_vi integer NOT NULL,
  vi_tri integer NOT NULL,
  composite_id integer NOT NULL,
  pattern bigint NOT NULL,
  respondents integer NOT NULL
);
CREATE INDEX percent_composite_pattern_group_idx ON percent_composite_pattern (snapshot_id, hospital_id, don_vi, vi_tri);

-- They go with their snapshot, like the cells (migration 005).
CREATE OR REPLACE FUNCTION percent_snapshot_drop_cells() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM percent_cell c USING gone g WHERE c.snapshot_id = g.snapshot_id;
  DELETE FROM percent_item_group c USING gone g WHERE c.snapshot_id = g.snapshot_id;
  DELETE FROM percent_composite_pattern c USING gone g WHERE c.snapshot_id = g.snapshot_id;
  RETURN NULL;
END
$$;
