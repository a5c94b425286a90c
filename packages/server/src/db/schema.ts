import type { ColumnType, Generated } from 'kysely';

/** Kysely table types, written beside migrations/*.sql (keep them in step). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DB {
  server_secret: { name: string; value: string; created_at: Timestamp };
  du_an: { du_an_id: Generated<number>; ma_du_an: string; ten_du_an: string };
  hospital: {
    hospital_id: Generated<number>;
    ma_benh_vien: string;
    name: string;
    dia_chi: string | null;
    so_dien_thoai: string | null;
    email: string | null;
    tam_ngung: Generated<boolean>;
    created_at: Timestamp;
  };
  hospital_module: { hospital_id: number; module: string };
  phan_quyen: { phan_quyen_id: Generated<number>; ma_phan_quyen: string; ten_phan_quyen: string; cap: number; mo_ta: string | null };
  chuc_nang: {
    chuc_nang_id: Generated<number>;
    du_an_id: number;
    ma_chuc_nang: string;
    ten_chuc_nang: string;
    ten_chuc_nang_english: string;
    module: string;
  };
  phan_quyen_chuc_nang: { phan_quyen_id: number; chuc_nang_id: number };
  menu: {
    menu_id: Generated<number>;
    du_an_id: number;
    parent_id: number | null;
    ma_menu: string;
    menu_name: string;
    menu_name_english: string;
    path: string | null;
    icon: string | null;
    order_by: number;
    cap: number;
    module: string;
  };
  phan_quyen_menu: { phan_quyen_id: number; menu_id: number };
  phong_ban: { phong_ban_id: Generated<number>; hospital_id: number; ma_phong_ban: string; ten_phong_ban: string; tam_ngung: Generated<boolean> };
  chuc_danh: { chuc_danh_id: Generated<number>; hospital_id: number; ma_chuc_danh: string; ten_chuc_danh: string; tam_ngung: Generated<boolean> };
  chuc_vu: { chuc_vu_id: Generated<number>; hospital_id: number; ma_chuc_vu: string; ten_chuc_vu: string; tam_ngung: Generated<boolean> };
  nhan_vien: {
    nhan_vien_id: Generated<number>;
    hospital_id: number;
    ma_nhan_vien: string;
    ten_nhan_vien: string;
    phong_ban_id: number | null;
    chuc_danh_id: number | null;
    chuc_vu_id: number | null;
    email: string | null;
    so_dien_thoai: string | null;
    nhan_su_ngoai: Generated<boolean>;
    tam_ngung: Generated<boolean>;
  };
  tai_khoan: {
    tai_khoan_id: Generated<number>;
    ten_tai_khoan: string;
    mat_khau_hash: string;
    display_name: string;
    phan_quyen_id: number;
    hospital_id: number | null;
    nhan_vien_id: number | null;
    tinh_trang: Generated<boolean>;
    tokens_valid_after: Timestamp;
    created_at: Timestamp;
  };
  tai_khoan_hospital: { tai_khoan_id: number; hospital_id: number };
  refresh_token: {
    jti: string;
    family_id: string;
    tai_khoan_id: number;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    revoked_at: Timestamp | null;
    created_at: Timestamp;
  };
  login_attempt: { key: string; failures: number; last_failure_at: Timestamp };
  tham_so_he_thong: {
    id: Generated<number>;
    hospital_id: number | null;
    ma_tham_so: string;
    ten_tham_so: string;
    gia_tri: string;
    mo_ta: string | null;
  };
}
