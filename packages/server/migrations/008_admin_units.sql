-- Vietnam's administrative units after the reorganisation of 1 July 2025 (Resolution
-- 202/2025/QH15): two levels, 34 provinces and centrally-run cities (cap 1) and their communes,
-- wards and special zones (cap 2), keyed by the General Statistics Office code ('01' Hà Nội,
-- '00004' Phường Ba Đình). Seeded from a committed list (seed/data/admin-units.json); read by
-- the address pickers (/donvihanhchinh).
CREATE TABLE don_vi_hanh_chinh (
  ma text PRIMARY KEY CHECK (ma ~ '^[0-9]{2,5}$'),
  -- Provinces without their kind ('Hà Nội'); communes with it ('Phường Ba Đình').
  ten text NOT NULL,
  -- Thành phố / Tỉnh / Phường / Xã / Đặc khu
  loai text NOT NULL,
  cap smallint NOT NULL CHECK (cap IN (1, 2)),
  ma_cha text REFERENCES don_vi_hanh_chinh (ma),
  CHECK ((cap = 1) = (ma_cha IS NULL))
);

CREATE INDEX don_vi_hanh_chinh_ma_cha_idx ON don_vi_hanh_chinh (ma_cha);
