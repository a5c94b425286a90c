-- 036: campaign freeze and QA override of module releases (issue 28 items 7 and 8;
-- docs/decisions/module-releases.md).
-- A release built as a hotfix may change the survey module of a hospital whose survey is open
-- (the move then carries its written reason, module_release_event.reason). Adding a column with a
-- constant default changes no row: the immutability triggers of 033 stay as they are.
ALTER TABLE module_release ADD COLUMN hotfix boolean NOT NULL DEFAULT false;

-- A QA user's own release of a module: it replaces the hospital's release for that account only.
-- Set and cleared (each audited); one per account and module.
CREATE TABLE module_release_override (
  account_id integer NOT NULL REFERENCES tai_khoan (tai_khoan_id) ON DELETE CASCADE,
  module text NOT NULL CHECK (module IN ('survey', 'dashboard', 'reports', 'system', 'catalogues')),
  release_id integer NOT NULL REFERENCES module_release,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, module)
);
