import { endpoints, fillPath, type TAuditRow } from '@hm/contract';
import { fakeServer, page, renderPage, userWith } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import AuditTrailPage from './AuditTrailPage';

const route = (e: { method: string; path: string }) => `${e.method} ${fillPath(e.path, {})}`;
const refused: TAuditRow = {
  audit_log_id: '9', created_at: '2025-06-01 10:00:00', tai_khoan_id: 4, ten_tai_khoan: 'bv2admin', display_name: 'QT BV2', hospital_id: 2, ten_benh_vien: 'Bệnh viện Demo Thứ Hai',
  action: 'refused', entity: 'endpoint', entity_id: 'PUT /auth/v1/hospital-module/{id}', changes: null, detail: { status: 403 }, request_id: 'req-1', ip: '127.0.0.1',
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
  });
});
