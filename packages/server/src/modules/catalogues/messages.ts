import { registerConstraintMessages } from '../../errors/db-errors.js';

/** What the catalogues' unique indexes (001_auth.sql) mean to the user (see errors/db-errors.ts). */
export function catalogueMessages(): void {
  registerConstraintMessages({
    hospital_ma_benh_vien_key: 'Mã bệnh viện đã tồn tại',
    phong_ban_hospital_id_ma_phong_ban_key: 'Mã phòng ban đã tồn tại trong bệnh viện',
    chuc_danh_hospital_id_ma_chuc_danh_key: 'Mã chức danh đã tồn tại trong bệnh viện',
    chuc_vu_hospital_id_ma_chuc_vu_key: 'Mã chức vụ đã tồn tại trong bệnh viện',
    nhan_vien_hospital_id_ma_nhan_vien_key: 'Mã nhân viên đã tồn tại trong bệnh viện',
    du_an_ma_du_an_key: 'Mã dự án đã tồn tại',
    menu_du_an_id_ma_menu_key: 'Mã menu đã tồn tại trong dự án',
    chuc_nang_du_an_id_ma_chuc_nang_key: 'Mã chức năng đã tồn tại trong dự án',
  });
}
