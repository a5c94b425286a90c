-- Benchmarks as data (issue 14 item 7, docs/decisions/benchmarks.md): the averages a
-- hospital's composite and item scores are compared with are rows a system administrator keeps,
-- each set with its source, kind, year, instrument and how many hospitals (and respondents) it
-- pools. Product-wide: no hospital. Results never reference a set, so a set may be deleted (the
-- audit log keeps what it held).
CREATE TABLE benchmark (
  benchmark_id serial PRIMARY KEY,
  ma_benchmark text NOT NULL UNIQUE,
  ten_nguon text NOT NULL,
  loai text NOT NULL CHECK (loai IN ('database', 'study')),
  nam integer NOT NULL CHECK (nam BETWEEN 1990 AND 2200),
  -- The instrument whose codes the values use (phien_ban_khao_sat.instrument_code of its template).
  instrument_code text NOT NULL,
  so_benh_vien integer NOT NULL CHECK (so_benh_vien > 0),
  so_nguoi_tra_loi integer CHECK (so_nguoi_tra_loi > 0),
  ghi_chu text,
  tam_ngung boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES tai_khoan ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX benchmark_instrument_idx ON benchmark (instrument_code, loai, nam DESC);

-- One figure of a set: the percent positive of a composite (ma_composite) or an item (ma_cauhoi).
CREATE TABLE benchmark_value (
  benchmark_value_id serial PRIMARY KEY,
  benchmark_id integer NOT NULL REFERENCES benchmark ON DELETE CASCADE,
  loai text NOT NULL CHECK (loai IN ('composite', 'item')),
  ma text NOT NULL,
  ty_le_tich_cuc numeric(5, 2) NOT NULL CHECK (ty_le_tich_cuc >= 0 AND ty_le_tich_cuc <= 100),
  UNIQUE (benchmark_id, ma)
);

-- Seeded on every installation (HM_DEMO=0 too), with only the figures
-- ../shared/reference/sops-hospital.md §4 gives.
--
-- §4.2: AHRQ Hospital Survey on Patient Safety Culture (1.0), 2012 User Comparative Database
-- Report: 1,128 hospitals, 567,703 respondents, the twelve composite averages.
INSERT INTO benchmark (ma_benchmark, ten_nguon, loai, nam, instrument_code, so_benh_vien, so_nguoi_tra_loi, ghi_chu)
VALUES ('AHRQ_2012_HSOPSC1', 'AHRQ', 'database', 2012, 'HSOPSC1', 1128, 567703,
  'AHRQ Hospital Survey on Patient Safety Culture: 2012 User Comparative Database Report. Tỷ lệ phản hồi trung bình của bệnh viện 53% (trung bình 503 phiếu hoàn chỉnh mỗi bệnh viện). Chỉ có điểm trung bình của 12 lĩnh vực.');
INSERT INTO benchmark_value (benchmark_id, loai, ma, ty_le_tich_cuc)
SELECT b.benchmark_id, 'composite', v.ma, v.pct
FROM benchmark b, (VALUES
  ('TEAMWORK_WITHIN_UNITS', 80),
  ('SUPERVISOR_EXPECTATIONS', 75),
  ('ORGANIZATIONAL_LEARNING', 72),
  ('MANAGEMENT_SUPPORT', 72),
  ('OVERALL_PERCEPTIONS', 66),
  ('FEEDBACK_ABOUT_ERROR', 64),
  ('FREQUENCY_OF_EVENTS_REPORTED', 63),
  ('COMMUNICATION_OPENNESS', 62),
  ('TEAMWORK_ACROSS_UNITS', 58),
  ('STAFFING', 56),
  ('HANDOFFS_TRANSITIONS', 45),
  ('NONPUNITIVE_RESPONSE', 44)
) AS v (ma, pct)
WHERE b.ma_benchmark = 'AHRQ_2012_HSOPSC1';

-- §4.3: the E-V HSOPSC study (International Surgery 104(11-12):590), a survey in May 2015 of
-- 1,500 staff of 10 Vietnamese hospitals, 1,116 usable responses. The reference states only the
-- lowest and the highest composite; the other ten are not given, so they are not entered.
INSERT INTO benchmark (ma_benchmark, ten_nguon, loai, nam, instrument_code, so_benh_vien, so_nguoi_tra_loi, ghi_chu)
VALUES ('EV_HSOPSC_2015', 'E-V HSOPSC', 'study', 2015, 'HSOPSC1', 10, 1116,
  'E-V HSOPSC (bản HSOPSC tiếng Anh – tiếng Việt), International Surgery 104(11-12):590. Khảo sát tháng 5/2015, 1.500 nhân viên của 10 bệnh viện Việt Nam, 1.116 phiếu dùng được. Bài báo chỉ nêu lĩnh vực thấp nhất (Bàn giao và chuyển bệnh, 30%) và cao nhất (Làm việc nhóm trong khoa, 77%); trung bình các lĩnh vực 58,9%; 52,6% xếp loại an toàn "Rất tốt".');
INSERT INTO benchmark_value (benchmark_id, loai, ma, ty_le_tich_cuc)
SELECT b.benchmark_id, 'composite', v.ma, v.pct
FROM benchmark b, (VALUES
  ('HANDOFFS_TRANSITIONS', 30),
  ('TEAMWORK_WITHIN_UNITS', 77)
) AS v (ma, pct)
WHERE b.ma_benchmark = 'EV_HSOPSC_2015';
