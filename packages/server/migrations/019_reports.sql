-- Reports (issue 14): definitions over the fixed catalogue of data sources the server owns
-- (`@hm/contract` report-sources.ts; no SQL is ever written by a user), their columns ("detail"
-- rows) and each permission group's rights on them. Definitions are product-wide rows of a
-- project (like menus and functions); scope, licence and the minimum group size apply when a
-- report runs, never here (docs/decisions/reports.md).

CREATE TABLE report (
  report_id serial PRIMARY KEY,
  du_an_id integer NOT NULL REFERENCES du_an,
  ma_report text NOT NULL CHECK (length(ma_report) BETWEEN 1 AND 50),
  ten_report text NOT NULL CHECK (length(ten_report) BETWEEN 1 AND 200),
  ten_report_english text,
  mo_ta text,
  -- The source's code (REPORT_SOURCES); the server refuses a code it does not implement.
  nguon text NOT NULL,
  bieu_do text NOT NULL DEFAULT 'none' CHECK (bieu_do IN ('none', 'bar', 'bar_horizontal', 'stacked_bar', 'line', 'pie')),
  -- Parameter values fixed by the definition ({ phien_ban_id, hospital_id, … }); the rest are asked of the reader.
  tham_so jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(tham_so) = 'object'),
  tam_ngung boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A code is unique in its project whatever its case ('TL_PHAN_HOI' and 'tl_phan_hoi' are one report).
CREATE UNIQUE INDEX report_code_idx ON report (du_an_id, lower(ma_report));

-- One column of a definition: shown or not, label, order, sort, grouping or aggregate, filter.
CREATE TABLE report_detail (
  report_detail_id serial PRIMARY KEY,
  report_id integer NOT NULL REFERENCES report ON DELETE CASCADE,
  field text NOT NULL,
  nhan text,
  hien_thi boolean NOT NULL DEFAULT true,
  thu_tu integer NOT NULL DEFAULT 0,
  sap_xep text CHECK (sap_xep IN ('asc', 'desc')),
  nhom boolean NOT NULL DEFAULT false,
  tong_hop text CHECK (tong_hop IN ('sum', 'avg', 'min', 'max', 'count')),
  loc_phep text CHECK (loc_phep IN ('eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains')),
  loc_gia_tri text,
  CHECK (NOT (nhom AND tong_hop IS NOT NULL)),
  CHECK ((loc_phep IS NULL) = (loc_gia_tri IS NULL))
);
CREATE INDEX report_detail_report_idx ON report_detail (report_id, thu_tu);

-- A permission group's rights on a report: view, run, export (exporting implies running,
-- running implies viewing). The system administrators' group holds every right implicitly.
-- A report's rights go with the report, a group's with the group.
CREATE TABLE phan_quyen_report (
  phan_quyen_report_id serial PRIMARY KEY,
  phan_quyen_id integer NOT NULL REFERENCES phan_quyen ON DELETE CASCADE,
  report_id integer NOT NULL REFERENCES report ON DELETE CASCADE,
  xem boolean NOT NULL DEFAULT true,
  chay boolean NOT NULL DEFAULT false,
  xuat boolean NOT NULL DEFAULT false,
  UNIQUE (phan_quyen_id, report_id),
  CHECK (xem OR NOT chay),
  CHECK (chay OR NOT xuat)
);
CREATE INDEX phan_quyen_report_report_idx ON phan_quyen_report (report_id);
