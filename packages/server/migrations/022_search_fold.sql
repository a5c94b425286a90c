-- Search that ignores Vietnamese marks and case (issue 29 item 2): 'nguyen' finds 'Nguyễn',
-- 'da nang' finds 'Đà Nẵng'. Every keyword search compares hm_fold(column) LIKE hm_fold(pattern)
-- (src/db/search.ts); trigram indexes on the folded names keep it fast on large tables.
--
-- Both extensions are in PostgreSQL's contrib (trusted: a database owner may create them) and
-- are loaded into the embedded database (src/db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is STABLE (its dictionary could be changed), so an index cannot use it: this
-- wrapper names the dictionary and is declared IMMUTABLE, as PostgreSQL's documentation of
-- unaccent suggests. Names are qualified with the extensions' schema (found, since an existing
-- installation may keep its extensions out of public): an index expression is also evaluated
-- with an empty search_path (restore, autovacuum). unaccent first, then lower(): every
-- Vietnamese letter is ASCII by then (đ → d included), so lower() folds it in any locale.
DO $migration$
DECLARE
  fold_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'unaccent');
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION public.hm_fold(text) RETURNS text
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         AS $body$ SELECT pg_catalog.lower(%1$s.unaccent(%2$L::regdictionary, $1)) $body$$f$,
    fold_schema, fold_schema || '.unaccent');

  -- Staff (100,000 in a large network) and accounts: searched by name and code.
  EXECUTE format('CREATE INDEX nhan_vien_ten_fold_idx ON nhan_vien USING gin (public.hm_fold(ten_nhan_vien) %s.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX nhan_vien_ma_fold_idx ON nhan_vien USING gin (public.hm_fold(ma_nhan_vien) %s.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX tai_khoan_ten_fold_idx ON tai_khoan USING gin (public.hm_fold(ten_tai_khoan) %s.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX tai_khoan_display_fold_idx ON tai_khoan USING gin (public.hm_fold(display_name) %s.gin_trgm_ops)', trgm_schema);
END
$migration$;
