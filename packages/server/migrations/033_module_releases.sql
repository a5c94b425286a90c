-- 033: the module release registry (issue 28; docs/decisions/module-releases.md).
-- A release is one build of one remote (mf-survey, mf-dashboard…): immutable, its files stored
-- here so that every API process serves the same bytes. Which release a hospital runs is derived
-- from an append-only log of moves (a channel promoted or rolled back, a hospital pinned to a
-- release or following a channel); no row of these three tables is ever changed or deleted.

CREATE TABLE module_release (
  release_id serial PRIMARY KEY,
  module text NOT NULL CHECK (module IN ('survey', 'dashboard', 'reports', 'system', 'catalogues')),
  version text NOT NULL CHECK (version ~ '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$'),
  contract_major integer NOT NULL,
  shell_range text NOT NULL,
  commit_sha text,
  smoke_test text NOT NULL CHECK (smoke_test IN ('passed', 'failed', 'not-run')),
  -- The remote's entry (remoteEntry.js) and its SHA-384, as a subresource-integrity string.
  entry text NOT NULL,
  entry_integrity text NOT NULL,
  -- Plain ids, not foreign keys: a deleted account must not have to rewrite an immutable row.
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (module, version)
);

CREATE TABLE module_release_file (
  release_id integer NOT NULL REFERENCES module_release,
  path text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha384 text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (release_id, path)
);

-- promote / rollback: a channel's pointer (release_id null = the built-in files);
-- pin: a hospital to a release; follow: a hospital to a channel (the default: stable).
CREATE TABLE module_release_event (
  event_id bigserial PRIMARY KEY,
  module text NOT NULL CHECK (module IN ('survey', 'dashboard', 'reports', 'system', 'catalogues')),
  kind text NOT NULL CHECK (kind IN ('promote', 'rollback', 'pin', 'follow')),
  channel text CHECK (channel IN ('stable', 'pilot')),
  hospital_id integer,
  release_id integer REFERENCES module_release,
  reason text,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind IN ('promote', 'rollback') AND channel IS NOT NULL AND hospital_id IS NULL)
      OR (kind = 'pin' AND hospital_id IS NOT NULL AND release_id IS NOT NULL AND channel IS NULL)
      OR (kind = 'follow' AND hospital_id IS NOT NULL AND channel IS NOT NULL AND release_id IS NULL))
);
CREATE INDEX module_release_event_module ON module_release_event (module, event_id);

CREATE FUNCTION module_release_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'module releases and their events are immutable (%)', TG_TABLE_NAME;
END $$;
CREATE TRIGGER module_release_immutable BEFORE UPDATE OR DELETE ON module_release
  FOR EACH ROW EXECUTE FUNCTION module_release_immutable();
CREATE TRIGGER module_release_file_immutable BEFORE UPDATE OR DELETE ON module_release_file
  FOR EACH ROW EXECUTE FUNCTION module_release_immutable();
CREATE TRIGGER module_release_event_immutable BEFORE UPDATE OR DELETE ON module_release_event
  FOR EACH ROW EXECUTE FUNCTION module_release_immutable();
