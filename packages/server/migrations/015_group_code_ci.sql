-- Permission-group codes are unique whatever their case (issue 13): 'Admin_Khoa' and
-- 'ADMIN_KHOA' would read as one group in every list. The service checks first and names the
-- field; this index refuses a concurrent duplicate that gets past that check.
CREATE UNIQUE INDEX phan_quyen_ma_lower_idx ON phan_quyen (lower(ma_phan_quyen));
