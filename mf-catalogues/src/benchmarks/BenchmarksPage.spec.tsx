import { endpoints, type TBenchmark, type TBenchmarkInstrument } from '@hm/contract';
import { fail, fakeServer, page, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, renderPage } from '../test/render';
import BenchmarksPage from './BenchmarksPage';

const sysadmin = userWith(['DANH_MUC_SUA', 'DASHBOARD_XEM'], { phan_quyen_cap: 1, hospital: null });
const hospitalAdmin = userWith(['DANH_MUC_SUA', 'DASHBOARD_XEM']);

const ahrq2012: TBenchmark = {
  benchmark_id: 1,
  ma_benchmark: 'AHRQ_2012_HSOPSC1',
  ten_nguon: 'AHRQ',
  loai: 'database',
  nam: 2012,
  instrument_code: 'HSOPSC1',
  so_benh_vien: 1128,
  so_nguoi_tra_loi: 567703,
  ghi_chu: '2012 User Comparative Database Report',
  tam_ngung: false,
  gia_tri: [
    { loai: 'composite', ma: 'TEAMWORK_WITHIN_UNITS', ty_le_tich_cuc: 80 },
    { loai: 'composite', ma: 'STAFFING', ty_le_tich_cuc: 56 },
  ],
};
const instruments: TBenchmarkInstrument[] = [
  {
    instrument_code: 'HSOPS2',
    ten: 'Khảo sát văn hóa an toàn người bệnh 2.0',
    codes: [
      { loai: 'composite', ma: 'TEAMWORK', ten: 'Làm việc nhóm', ma_composite: null },
      { loai: 'composite', ma: 'STAFFING_WORK_PACE', ten: 'Nhân lực và nhịp độ công việc', ma_composite: null },
      { loai: 'item', ma: 'A1', ten: 'Trong khoa, mọi người hỗ trợ lẫn nhau', ma_composite: 'TEAMWORK' },
    ],
  },
  {
    instrument_code: 'HSOPSC1',
    ten: 'Khảo sát văn hóa an toàn người bệnh 1.0',
    codes: [
      { loai: 'composite', ma: 'TEAMWORK_WITHIN_UNITS', ten: 'Làm việc nhóm trong khoa', ma_composite: null },
      { loai: 'composite', ma: 'STAFFING', ten: 'Nhân lực', ma_composite: null },
    ],
  },
];

const server = (routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    [`GET ${endpoints.benchmarkList.path}`]: () => page([ahrq2012]),
    [`GET ${endpoints.benchmarkInstruments.path}`]: () => instruments,
    ...routes,
  });
const URL = '/vi/HeThongDanhMuc/Benchmark';

describe('BenchmarksPage', () => {
  it('lists the sets with their source, kind, year, instrument, size and values', async () => {
    renderPage(<BenchmarksPage />, { server: server(), url: URL, user: sysadmin });
    const row = (await screen.findByText('AHRQ_2012_HSOPSC1')).closest('tr') as HTMLElement;
    for (const text of ['AHRQ', 'Cơ sở dữ liệu', '2012', 'HSOPSC1', '1128', '567703', '2 lĩnh vực, 0 câu hỏi']) expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByText(/chỉ quản trị hệ thống được sửa/)).toBeTruthy();
  });

  it('creates a SOPS 2.0 set with a value for one composite and one item, in the instrument’s order', async () => {
    const s = server({ [`POST ${endpoints.benchmarkCreate.path}`]: (req) => ({ ...(req.body as object), benchmark_id: 9, tam_ngung: false }) });
    renderPage(<BenchmarksPage />, { server: s, url: URL, user: sysadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm bộ điểm chuẩn' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Chọn bộ câu hỏi để nhập giá trị')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Mã'), 'AHRQ_2024_HSOPS2');
    await userEvent.type(dialog.getByLabelText('Nguồn'), 'AHRQ');
    await userEvent.type(dialog.getByLabelText('Năm số liệu'), '2024');
    await choose('Bộ câu hỏi của số liệu', 'HSOPS2 — Khảo sát văn hóa an toàn người bệnh 2.0');
    await userEvent.type(dialog.getByLabelText('Số bệnh viện'), '445');
    await userEvent.type(dialog.getByLabelText('TEAMWORK Làm việc nhóm'), '82,5');
    expect(dialog.queryByLabelText('A1 Trong khoa, mọi người hỗ trợ lẫn nhau')).toBeNull();
    await userEvent.click(dialog.getByLabelText('Nhập cả giá trị từng câu hỏi'));
    await userEvent.type(dialog.getByLabelText('A1 Trong khoa, mọi người hỗ trợ lẫn nhau'), '86');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', endpoints.benchmarkCreate.path)).toHaveLength(1));
    expect(s.requests('POST', endpoints.benchmarkCreate.path)[0]!.body).toEqual({
      ma_benchmark: 'AHRQ_2024_HSOPS2',
      ten_nguon: 'AHRQ',
      loai: 'database',
      nam: 2024,
      instrument_code: 'HSOPS2',
      so_benh_vien: 445,
      so_nguoi_tra_loi: null,
      ghi_chu: null,
      tam_ngung: false,
      gia_tri: [
        { loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 82.5 },
        { loai: 'item', ma: 'A1', ty_le_tich_cuc: 86 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a set: its values shown, emptied when the instrument changes; the server’s field errors in place', async () => {
    const s = server({
      [`PUT ${endpoints.benchmarkUpdate.path.replace('{id}', '1')}`]: () =>
        fail(400, 'Dữ liệu không hợp lệ', { errors: [{ path: 'ten_nguon', message: 'Vui lòng nhập tên nguồn' }] }),
    });
    renderPage(<BenchmarksPage />, { server: s, url: URL, user: sysadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa: AHRQ_2012_HSOPSC1' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect((dialog.getByLabelText('TEAMWORK_WITHIN_UNITS Làm việc nhóm trong khoa') as HTMLInputElement).value).toBe('80 %'));
    expect((dialog.getByLabelText('Mã') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await dialog.findByText('Vui lòng nhập tên nguồn')).toBeTruthy();
    const body = s.requests('PUT')[0]!.body as TBenchmark;
    expect(body.gia_tri).toEqual(ahrq2012.gia_tri);
    await choose('Bộ câu hỏi của số liệu', 'HSOPS2 — Khảo sát văn hóa an toàn người bệnh 2.0');
    expect((dialog.getByLabelText('TEAMWORK Làm việc nhóm') as HTMLInputElement).value).toBe('');
  });

  it('says why the values cannot be entered when the instrument codes fail to load, with a retry', async () => {
    renderPage(<BenchmarksPage />, { server: server({ [`GET ${endpoints.benchmarkInstruments.path}`]: () => fail(500, 'Lỗi máy chủ') }), url: URL, user: sysadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm bộ điểm chuẩn' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Không tải được lĩnh vực và câu hỏi của bộ câu hỏi')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('is read-only for a hospital administrator (the sets are product-wide)', async () => {
    renderPage(<BenchmarksPage />, { server: server(), url: URL, user: hospitalAdmin });
    expect(await screen.findByText('AHRQ_2012_HSOPSC1')).toBeTruthy();
    expect(screen.getByText('Chỉ quản trị hệ thống được thêm, sửa hoặc xóa điểm chuẩn.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm bộ điểm chuẩn' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sửa: AHRQ_2012_HSOPSC1' })).toBeNull();
  });
});
