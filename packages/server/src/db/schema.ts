import type { TVoteAnswer } from '@hm/contract';
import type { ColumnType, Generated } from 'kysely';

/** Kysely table types, written beside migrations/*.sql (keep them in step). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** `phong_ban_ahrq` and `chuc_danh_ahrq` (migration 006): the same shape. */
export interface AhrqCategoryTable {
  id: Generated<number>;
  ma: string;
  ten_vi: string;
  ten_en: string;
  nhom_vi: string | null;
  nhom_en: string | null;
  thu_tu: Generated<number>;
  tam_ngung: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

export interface DB {
  server_secret: { name: string; value: string; created_at: Timestamp };
  du_an: { du_an_id: Generated<number>; ma_du_an: string; ten_du_an: string; mo_ta: string | null; tam_ngung: Generated<boolean> };
  hospital: {
    hospital_id: Generated<number>;
    ma_benh_vien: string;
    name: string;
    dia_chi: string | null;
    so_dien_thoai: string | null;
    email: string | null;
    tam_ngung: Generated<boolean>;
    created_at: Generated<Timestamp>;
    // 007_resources.sql
    ma_tinh: string | null;
    ma_xa: string | null;
    nguoi_lien_he: string | null;
    so_giuong: number | null;
    so_huu: string | null;
    giang_day: boolean | null;
    // 013_uploads.sql
    logo_upload_id: Generated<number | null>;
  };
  // 013_uploads.sql: the file's bytes beside its metadata (Buffer from pg, Uint8Array from PGlite)
  upload: {
    upload_id: Generated<number>;
    hospital_id: number | null;
    ten_tep: string;
    mo_ta: string | null;
    loai_mime: string;
    kich_thuoc: number;
    sha256: string;
    noi_dung: Uint8Array;
    created_by: number | null;
    created_at: Generated<Timestamp>;
  };
  // 011_licences.sql: valid_from / valid_to ('YYYY-MM-DD' written; read through to_char)
  hospital_module: {
    hospital_id: number;
    module: string;
    valid_from: ColumnType<string | null, string | null | undefined, string | null>;
    valid_to: ColumnType<string | null, string | null | undefined, string | null>;
  };
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
  phong_ban: {
    phong_ban_id: Generated<number>;
    hospital_id: number;
    ma_phong_ban: string;
    ten_phong_ban: string;
    tam_ngung: Generated<boolean>;
    phong_ban_ahrq_id: Generated<number | null>;
  };
  chuc_danh: {
    chuc_danh_id: Generated<number>;
    hospital_id: number;
    ma_chuc_danh: string;
    ten_chuc_danh: string;
    tam_ngung: Generated<boolean>;
    chuc_danh_ahrq_id: Generated<number | null>;
    la_bac_si: Generated<boolean>;
  };
  chuc_vu: { chuc_vu_id: Generated<number>; hospital_id: number; ma_chuc_vu: string; ten_chuc_vu: string; tam_ngung: Generated<boolean> };
  phong_ban_ahrq: AhrqCategoryTable;
  chuc_danh_ahrq: AhrqCategoryTable;
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
    // 012_accounts.sql
    doi_mat_khau: Generated<boolean>;
    du_an_id: number | null;
  };
  tai_khoan_hospital: { tai_khoan_id: number; hospital_id: number };
  // 014_account_departments.sql
  tai_khoan_phong_ban: { tai_khoan_phong_ban_id: Generated<number>; tai_khoan_id: number; phong_ban_id: number; created_at: Generated<Timestamp> };
  // 034_hospital_groups.sql: hospital groups (province view).
  nhom_benh_vien: { nhom_id: Generated<number>; ten: string; ma_tinh: string | null; created_by: number | null; created_at: Generated<Timestamp> };
  nhom_benh_vien_thanh_vien: { nhom_id: number; hospital_id: number };
  tai_khoan_nhom_benh_vien: { tai_khoan_id: number; nhom_id: number; created_at: Generated<Timestamp> };
  refresh_token: {
    jti: string;
    family_id: string;
    tai_khoan_id: number;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    revoked_at: Timestamp | null;
    created_at: Timestamp;
  };
  tham_so_he_thong: {
    id: Generated<number>;
    hospital_id: number | null;
    ma_tham_so: string;
    ten_tham_so: string;
    gia_tri: string;
    mo_ta: string | null;
  };

  // 002_survey.sql
  phien_ban_khao_sat: {
    phien_ban_id: Generated<number>;
    hospital_id: number | null;
    is_template: Generated<boolean>;
    instrument_code: string | null;
    copied_from_id: number | null;
    language: Generated<string>;
    tieu_de_khao_sat: Generated<string>;
    tieu_de_khao_sat_en: Generated<string>;
    mo_ta_khao_sat: Generated<string>;
    mo_ta_khao_sat_en: Generated<string>;
    noi_dung_khao_sat: Generated<string>;
    noi_dung_khao_sat_en: Generated<string>;
    time_start: Timestamp;
    time_end: Timestamp;
    status_khao_sat: Generated<number>;
    started_at: Timestamp | null;
    tam_ngung: Generated<boolean>;
    created_by: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** 020_vote_path.sql: bumped by triggers on every change of the ballot (parts, questions, answers, composite items). */
    ballot_revision: Generated<number>;
    /** 030_retention.sql: when it closed for good (a trigger sets it); retention counts from here. */
    closed_at: Generated<Timestamp | null>;
  };
  phien_ban_benh_vien: { phien_ban_id: number; hospital_id: number; created_at: Timestamp };
  phan_cau_hoi: {
    phan_cauhoi_id: Generated<number>;
    phien_ban_id: number;
    ma_phan: Generated<string>;
    giatri_cauhoi: Generated<string>;
    giatri_cauhoi_en: Generated<string>;
    mo_ta: Generated<string>;
    mo_ta_en: Generated<string>;
    type: Generated<string>;
    la_thong_tin_chung: Generated<boolean>;
    stt: Generated<number>;
    status: Generated<number>;
  };
  cau_hoi: {
    cauhoi_id: Generated<number>;
    phancauhoi_id: number;
    phien_ban_id: number;
    ma_cauhoi: Generated<string>;
    stt_cauhoi: Generated<number>;
    ten_cauhoi: Generated<string>;
    ten_cauhoi_en: Generated<string>;
    scale: string | null;
    tamngung: Generated<number>;
    thuan_nghich: Generated<number>;
    vai_tro: string | null;
    ma_cauhoi_qhlq: string | null;
    ten_cauhoi_qh_lq: string | null;
  };
  dap_an: {
    dapan_id: Generated<number>;
    cauhoi_id: number;
    type: Generated<string>;
    gia_tri: number | null;
    ten_dap_an: Generated<string>;
    ten_dap_an_en: Generated<string>;
    stt: Generated<number>;
  };
  composite: {
    composite_id: Generated<number>;
    phien_ban_id: number;
    ma_composite: Generated<string>;
    name_composite_vi: Generated<string>;
    name_composite_en: Generated<string>;
    language: Generated<string>;
    status_composite: Generated<number>;
    stt: Generated<number>;
  };
  composite_cau_hoi: { composite_id: number; cauhoi_id: number };
  nhan_vien_khao_sat: {
    nhan_vien_khao_sat_id: Generated<number>;
    phien_ban_id: number;
    hospital_id: number;
    /** null once the record's personal data was purged or erased (030_retention.sql). */
    nhan_vien_id: number | null;
    phong_ban_id: number | null;
    chuc_danh_id: number | null;
    status_khao_sat: Generated<number>;
    hop_le: Generated<number>;
    ineligible: Generated<boolean>;
    token_nonce: string;
    invited_at: Timestamp | null;
    reminded_at: Timestamp | null;
    created_at: Timestamp;
  };
  ket_qua: {
    ket_qua_id: string;
    phien_ban_id: number;
    hospital_id: number;
    ngay: ColumnType<string, string, string>;
    language: Generated<string>;
    hop_le: number;
    hoan_thanh: boolean;
    /** Answers to the unit and position background questions (0 = not answered). */
    don_vi: Generated<number>;
    vi_tri: Generated<number>;
  };
  ket_qua_chi_tiet: { ket_qua_id: string; cauhoi_id: number; gia_tri: number | null; noi_dung: string | null };
  percent_snapshot: {
    snapshot_id: Generated<number>;
    phien_ban_id: number;
    computed_at: Timestamp;
    reason: string;
    respondents: number;
    responses: number;
    duration_ms: Generated<number>;
    // 021_snapshot_ready.sql: false while the embedded database stores it by slices
    ready: Generated<boolean>;
  };
  percent_group: { snapshot_id: number; hospital_id: number; don_vi: number; vi_tri: number; respondents: number };
  /** Per group × question: respondents[i] respondents gave gia_tri[i] (migration 005). */
  percent_cell: { snapshot_id: number; hospital_id: number; don_vi: number; vi_tri: number; cauhoi_id: number; gia_tri: number[]; respondents: number[] };
  /** Item counts per hospital × unit answer (dimension don_vi) or × position answer (vi_tri) (migration 005). */
  percent_item_group: {
    snapshot_id: number;
    hospital_id: number;
    dimension: 'don_vi' | 'vi_tri';
    gia_tri: number;
    cauhoi_id: number;
    n: number;
    n_dna: number;
    n_positive: number;
    n_neutral: number;
    n_negative: number;
  };
  /** View: percent_cell unfolded, one row per value with respondents. */
  percent_cell_value: { snapshot_id: number; hospital_id: number; don_vi: number; vi_tri: number; cauhoi_id: number; gia_tri: number; respondents: number };
  percent_item: {
    snapshot_id: number;
    hospital_id: number;
    cauhoi_id: number;
    n: number;
    n_dna: number;
    n_positive: number;
    n_neutral: number;
    n_negative: number;
  };
  audit_log: {
    audit_log_id: Generated<string>;
    tai_khoan_id: number | null;
    action: string;
    phien_ban_id: number | null;
    hospital_id: number | null;
    detail: ColumnType<unknown, string | undefined, string>;
    ip: string | null;
    created_at: Generated<Timestamp>;
    // 007_resources.sql
    entity: string | null;
    entity_id: string | null;
    changes: ColumnType<unknown, string | null | undefined, string | null>;
    request_id: string | null;
  };
  mail_outbox: {
    mail_id: Generated<number>;
    hospital_id: number;
    phien_ban_id: number | null;
    nhan_vien_khao_sat_id: number | null;
    template: string;
    to_address: string;
    to_name: Generated<string>;
    status: Generated<string>;
    attempts: Generated<number>;
    next_attempt_at: Timestamp;
    last_error: string | null;
    // 013_uploads.sql: when the last error happened (the mail settings panel says so)
    last_error_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    subject: string | null;
    created_by: number | null;
    created_at: Timestamp;
    sent_at: Timestamp | null;
    // 024_mail_templates.sql: a test mail of the texts screen, kept as rendered
    is_test: Generated<boolean>;
    body_text: string | null;
    body_html: string | null;
  };
  // 024_mail_templates.sql: a hospital's invitation texts for a version (TMailTexts as jsonb)
  mail_texts: {
    phien_ban_id: number;
    hospital_id: number;
    texts: ColumnType<unknown, string, string>;
    updated_by: number | null;
    updated_at: Timestamp;
  };
  // 023_campaign_schedule.sql: a version's scheduled actions (modules/schedule)
  campaign_action: {
    action_id: Generated<number>;
    phien_ban_id: number;
    kind: 'open' | 'close' | 'remind';
    due_at: Timestamp;
    next_attempt_at: Timestamp;
    status: Generated<'pending' | 'done' | 'skipped' | 'failed' | 'cancelled'>;
    attempts: Generated<number>;
    claimed_at: Timestamp | null;
    finished_at: Timestamp | null;
    last_error: string | null;
    result: string | null;
    created_by: number | null;
    created_at: Generated<Timestamp>;
  };
  // 027_campaign_target.sql: a hospital's target response rate for a version (modules/campaign)
  campaign_target: {
    phien_ban_id: number;
    hospital_id: number;
    muc_tieu: number;
    updated_by: number | null;
    updated_at: Generated<Timestamp>;
  };

  // 003_voting.sql
  vote_draft: {
    nhan_vien_khao_sat_id: number;
    step: number;
    language: string;
    /** JSON text on write (pg would send a JS array as a PostgreSQL array), parsed on read. */
    answers: ColumnType<TVoteAnswer[], string, string>;
    updated_at: Timestamp;
  };
  // 031_paper_entry.sql: a paper's keyings while it is not verified (no time; deleted on verification).
  paper_entry: {
    the_id: number;
    lan: number;
    keyer_id: number;
    answers: ColumnType<{ cauhoi_id: number; gia_tri: number | null }[], string, string>;
  };
  // 010_anonymity.sql
  vote_hold: { hold_id: string; phien_ban_id: number; response: ColumnType<unknown, string, string> };
  /** 020_vote_path.sql: @fastify/rate-limit's counters, shared by every API process. */
  request_throttle: { key: string; hits: number; expires_at: Timestamp };
  vote_submit_key: {
    idempotency_key: string;
    nhan_vien_khao_sat_id: number;
    status_khao_sat: number;
    hop_le: number;
    hoan_thanh: boolean;
  };

  // 008_admin_units.sql
  don_vi_hanh_chinh: {
    /** GSO code: 2 digits for a province, 5 for a commune. */
    ma: string;
    ten: string;
    /** Thành phố / Tỉnh / Phường / Xã / Đặc khu */
    loai: string;
    cap: number;
    ma_cha: string | null;
  };

  // 009_login_backoff.sql
  login_backoff: { key: string; failures: number; last_failure_at: Timestamp };
  login_address_failure: { address: string; account: string; failed_at: Timestamp };

  // 017_benchmarks.sql
  benchmark: {
    benchmark_id: Generated<number>;
    ma_benchmark: string;
    ten_nguon: string;
    loai: 'database' | 'study';
    nam: number;
    instrument_code: string;
    so_benh_vien: number;
    so_nguoi_tra_loi: number | null;
    ghi_chu: string | null;
    tam_ngung: Generated<boolean>;
    created_by: number | null;
    created_at: Generated<Timestamp>;
    updated_by: number | null;
    updated_at: Generated<Timestamp>;
  };
  /** numeric(5,2): read through `::float8` (the drivers give numeric as a string). */
  benchmark_value: {
    benchmark_value_id: Generated<number>;
    benchmark_id: number;
    loai: 'composite' | 'item';
    ma: string;
    ty_le_tich_cuc: ColumnType<string, number, number>;
  };

  // 019_reports.sql
  report: {
    report_id: Generated<number>;
    du_an_id: number;
    ma_report: string;
    ten_report: string;
    ten_report_english: string | null;
    mo_ta: string | null;
    nguon: string;
    bieu_do: Generated<string>;
    /** JSON text on write, the object on read. */
    tham_so: ColumnType<Record<string, unknown>, string | undefined, string>;
    tam_ngung: Generated<boolean>;
    created_by: number | null;
    created_at: Timestamp;
    updated_by: number | null;
    updated_at: Timestamp;
  };
  report_detail: {
    report_detail_id: Generated<number>;
    report_id: number;
    field: string;
    nhan: string | null;
    hien_thi: Generated<boolean>;
    thu_tu: Generated<number>;
    sap_xep: 'asc' | 'desc' | null;
    nhom: Generated<boolean>;
    tong_hop: 'sum' | 'avg' | 'min' | 'max' | 'count' | null;
    loc_phep: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains' | null;
    loc_gia_tri: string | null;
  };
  phan_quyen_report: {
    phan_quyen_report_id: Generated<number>;
    phan_quyen_id: number;
    report_id: number;
    xem: Generated<boolean>;
    chay: Generated<boolean>;
    xuat: Generated<boolean>;
  };

  // 016_feedback_report.sql: feedback report PDFs, generated in the background (Buffer from pg, Uint8Array from PGlite)
  feedback_report_job: {
    bao_cao_id: Generated<number>;
    status: Generated<'queued' | 'running' | 'done' | 'failed'>;
    step: Generated<number>;
    steps: Generated<number>;
    step_key: string | null;
    phien_ban_id: number;
    hospital_id: number;
    language: 'vi' | 'en';
    /** JSON text on write, parsed on read. */
    params: ColumnType<Record<string, unknown>, string | undefined, string>;
    file_name: string | null;
    pdf: Uint8Array | null;
    pdf_size: number | null;
    error: string | null;
    created_by: number;
    /** Timestamp allows it to be left out on insert (the column's default). */
    created_at: Timestamp;
    started_at: Timestamp | null;
    heartbeat_at: Timestamp | null;
    finished_at: Timestamp | null;
  };

  // 032_debrief_jobs.sql: debrief packs per unit (a zip of PDFs), generated in the background
  debrief_job: {
    debrief_id: Generated<number>;
    status: Generated<'queued' | 'running' | 'done' | 'failed'>;
    done: Generated<number>;
    units: Generated<number>;
    phien_ban_id: number;
    hospital_id: number;
    language: 'vi' | 'en';
    /** JSON text on write, parsed on read. */
    params: ColumnType<Record<string, unknown>, string | undefined, string>;
    file_name: string | null;
    zip: Uint8Array | null;
    zip_size: number | null;
    error: string | null;
    created_by: number;
    created_at: Timestamp;
    started_at: Timestamp | null;
    heartbeat_at: Timestamp | null;
    finished_at: Timestamp | null;
  };

  // 026_ballot_cards.sql: printed ballot cards; a card keeps the HMAC of its code, never the code.
  ballot_card_batch: {
    lo_id: Generated<number>;
    phien_ban_id: number;
    hospital_id: number;
    phong_ban_id: number;
    lan_in: Generated<number>;
    created_by: number | null;
    printed_at: Timestamp;
    /** 031: 0 ballot cards, 1 paper questionnaires. */
    loai: Generated<number>;
  };
  ballot_card: {
    the_id: Generated<number>;
    lo_id: number;
    code_hash: string;
    /** 0 issued, 1 used, 2 void. */
    state: Generated<number>;
    hop_le: number | null;
    hoan_thanh: boolean | null;
    submit_key: string | null;
  };
  ballot_card_draft: {
    the_id: number;
    step: number;
    language: string;
    answers: ColumnType<TVoteAnswer[], string, string>;
    updated_at: Timestamp;
  };

  // 028_action_plans.sql: jsonb arrays are JSON text on write, parsed on read.
  ke_hoach_hanh_dong: {
    ke_hoach_id: Generated<number>;
    hospital_id: number;
    phien_ban_id: number;
    don_vi: number | null;
    tieu_de: string;
    linh_vuc: ColumnType<string[], string, string>;
    muc_tieu: string;
    sang_kien: string | null;
    nguoi_phu_trach: string | null;
    doi_tuong: string | null;
    nguon_luc: string | null;
    tro_ngai: string | null;
    do_luong_quy_trinh: string | null;
    do_luong_ket_qua: string | null;
    truyen_thong: string | null;
    ngay_bat_dau: ColumnType<string | null, string | null, string | null>;
    ngay_ket_thuc: ColumnType<string | null, string | null, string | null>;
    moc: ColumnType<unknown[], string | undefined, string>;
    tien_do: ColumnType<unknown[], string | undefined, string>;
    tep_dinh_kem: ColumnType<number[], string | undefined, string>;
    trang_thai: Generated<'draft' | 'in_progress' | 'done' | 'abandoned'>;
    created_by: number | null;
    created_at: Generated<Timestamp>;
    updated_by: number | null;
    updated_at: Generated<Timestamp>;
  };

  // 029_comment_tags.sql: a comment's tag and incident flag, by its HMAC key (docs/decisions/comments.md).
  y_kien_nhan: {
    phien_ban_id: number;
    hospital_id: number;
    ma_y_kien: string;
    ma_composite: string | null;
    chuyen_su_co: Generated<boolean>;
    updated_by: number | null;
    updated_at: Generated<Timestamp>;
  };

  // 030_retention.sql: a hospital's retention period and the purges done (modules/retention).
  retention_setting: { hospital_id: number; so_ngay: number; updated_by: number | null; updated_at: Timestamp };
  retention_purge: {
    phien_ban_id: number;
    hospital_id: number;
    so_ngay: number;
    counts: ColumnType<unknown, string, string>;
    purged_by: number | null;
    purged_at: Timestamp;
  };

  // 033_module_releases.sql: the module release registry (modules/module-releases).
  module_release: {
    release_id: Generated<number>;
    module: string;
    version: string;
    contract_major: number;
    shell_range: string;
    commit_sha: string | null;
    smoke_test: 'passed' | 'failed' | 'not-run';
    entry: string;
    entry_integrity: string;
    created_by: number | null;
    created_at: Generated<Timestamp>;
  };
  module_release_file: { release_id: number; path: string; content_type: string; size: number; sha384: string; bytes: Uint8Array };
  module_release_event: {
    event_id: Generated<string>;
    module: string;
    kind: 'promote' | 'rollback' | 'pin' | 'follow';
    channel: 'stable' | 'pilot' | null;
    hospital_id: number | null;
    release_id: number | null;
    reason: string | null;
    created_by: number | null;
    created_at: Generated<Timestamp>;
  };
}
