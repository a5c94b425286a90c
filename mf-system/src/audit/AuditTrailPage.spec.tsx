import { endpoints, fillPath, type TAuditRow } from '@hm/contract';
import { fakeServer, page, renderPage, userWith } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import AuditTrailPage from './AuditTrailPage';

const route = (e: { method: string; path: string }) => `${e.method} ${fillPath(e.path, {})}`;
const refused: TAuditRow = {
  audit_log_id: '9',
  created_at: '2025-06-01 10:00:00',
  tai_khoan_id: 4,
  ten_tai_khoan: 'bv2admin',
  display_name: 'QT BV2',
  hospital_id: 2,
  ten_benh_vien: 'Bệnh viện Demo Thứ Hai',
  action: 'refused',
  entity: 'endpoint',
  entity_id: 'PUT /auth/v1/hospital-module/{id}',
  changes: null,
  detail: { status: 403 },
  request_id: 'req-1',
  ip: '127.0.0.1',
};

describe('AuditTrailPage', () => {
  it('lists the trail with refused attempts and sends the day filters from the URL', async () => {
    const queries: unknown[] = [];
    const server = fakeServer({
      [route(endpoints.hospitalAuth)]: () => [{ id: 2, name: 'Bệnh viện Demo Thứ Hai' }],
      [route(endpoints.auditEntities)]: () => ['endpoint', 'licence'],
      [route(endpoints.auditList)]: (req) => {
        queries.push(Object.fromEntries(req.query));
        return page([refused]);
      },
    });
    renderPage(<AuditTrailPage />, { server, url: '/vi/HeThong/NhatKy?tu_ngay=2025-06-01&action=refused', user: userWith(['NHAT_KY_XEM'], { modules: ['system'] }) });
    expect(await screen.findByText('PUT /auth/v1/hospital-module/{id}')).toBeTruthy();
    expect(screen.getByText('bv2admin')).toBeTruthy();
    expect(screen.getAllByText('Bị từ chối').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Thêm/ })).toBeNull();
    await waitFor(() => expect(queries).toContainEqual(expect.objectContaining({ tu_ngay: '2025-06-01', action: 'refused' })));
    // Vietnamese times and days; entities in words.
    expect(screen.getByText('01/06/2025 10:00')).toBeTruthy();
    expect((screen.getByLabelText('Từ ngày') as HTMLInputElement).value).toBe('01/06/2025');
    expect(screen.getAllByText('Lệnh gọi').length).toBeGreaterThan(0);
  });

  it('reads named actions as words and changes as a wrapped summary that opens to each field', async () => {
    const download: TAuditRow = {
      ...refused,
      audit_log_id: '10',
      action: 'tai-bao-cao-phan-hoi',
      entity: 'feedbackReport',
      entity_id: '3',
      detail: { phien_ban_id: 4 },
      request_id: 'req-2',
    };
    const edit: TAuditRow = {
      ...refused,
      audit_log_id: '11',
      action: 'update',
      entity: 'department',
      entity_id: '7',
      detail: null,
      request_id: 'req-3',
      changes: { ten_phong_ban: ['Khoa Nội', 'Khoa Nội tổng hợp'], ma_phong_ban: ['NOI', 'NOI_TH'], tam_ngung: [false, true], dien_thoai: [null, '0901'] },
    };
    const server = fakeServer({
      [route(endpoints.hospitalAuth)]: () => [],
      [route(endpoints.auditEntities)]: () => ['department', 'feedbackReport'],
      [route(endpoints.auditList)]: () => page([download, edit]),
    });
    renderPage(<AuditTrailPage />, { server, url: '/vi/HeThong/NhatKy', user: userWith(['NHAT_KY_XEM'], { modules: ['system'] }) });
    expect(await screen.findByText('Tải báo cáo phản hồi')).toBeTruthy();
    expect(screen.queryByText('tai-bao-cao-phan-hoi')).toBeNull();
    expect(screen.getByText('Báo cáo phản hồi')).toBeTruthy();
    expect(screen.getByText('Chi tiết: phien_ban_id')).toBeTruthy();
    expect(screen.getByText('Đã sửa 4 trường: ten_phong_ban, ma_phong_ban, tam_ngung và 1 trường khác')).toBeTruthy();
    expect(screen.getByText(/Khoa Nội → Khoa Nội tổng hợp/)).toBeTruthy();
    expect(screen.getByText(/\(trống\) → 0901/)).toBeTruthy();
  });
});
