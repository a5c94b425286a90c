import { endpoints } from '@hm/contract';
import { screen, waitFor } from '@testing-library/react';
import { route, dashboardServer, filterChoices, HOSPITAL_1, HOSPITAL_2, scope, snapshot, version } from '../test/fixtures';
import { fail } from '@hm/platform/testing';
import { choose, location, optionsOf, readerOf2, renderPage } from '../test/render';
import { DashboardFilterBar } from './DashboardFilterBar';
import type { FilterConfig } from './dashboard-filters';
import { FilterGate } from './FilterGate';
import { useDashboardFilters } from './useDashboardFilters';

function Harness({ config, withScope = true }: { config: FilterConfig; withScope?: boolean }) {
  const state = useDashboardFilters(config);
  return (
    <>
      <DashboardFilterBar state={state} scope={withScope ? scope() : undefined} />
      <FilterGate state={state}>{() => <output data-testid="query">{JSON.stringify(state.scoreQuery)}</output>}</FilterGate>
    </>
  );
}

const twoHospitals = () => dashboardServer({ [route(endpoints.dashboardFilters)]: () => filterChoices({ hospitals: [HOSPITAL_1, HOSPITAL_2] }) });

describe('DashboardFilterBar', () => {
  it('opens on the newest version with figures and the home hospital, and writes them into the URL', async () => {
    renderPage(<Harness config={{ hospital: 'single', groups: true }} />, { server: twoHospitals(), url: '/Dashboard/Hospital', user: readerOf2 });
    await waitFor(() => expect(location()).toBe('/Dashboard/Hospital?phien_ban_id=3&hospital_id=2'));
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '')).toEqual({ phien_ban_id: 3, hospital_id: 2 });
    expect(screen.getByLabelText('Phiên bản khảo sát').closest('.p-dropdown')?.textContent).toContain('Khảo sát văn hóa an toàn 2025');
  });

  it('offers exactly one hospital on a single-hospital view, and all-or-one elsewhere', async () => {
    const { unmount } = renderPage(<Harness config={{ hospital: 'single', groups: true }} />, { server: twoHospitals(), url: '/x?phien_ban_id=3' });
    await screen.findByTestId('query');
    expect(await optionsOf('Bệnh viện')).toEqual([HOSPITAL_1.name, HOSPITAL_2.name]);
    unmount();
    renderPage(<Harness config={{ hospital: 'optional', groups: false }} />, { server: twoHospitals(), url: '/x?phien_ban_id=3' });
    await screen.findByTestId('query');
    expect(await optionsOf('Bệnh viện')).toEqual(['Tất cả bệnh viện', HOSPITAL_1.name, HOSPITAL_2.name]);
    expect(screen.queryByLabelText('Khoa/đơn vị (người trả lời)')).toBeNull();
  });

  it('filters by unit (0 = not answered) and position with an "all" choice, kept in the URL', async () => {
    renderPage(<Harness config={{ hospital: 'single', groups: true }} />, { server: dashboardServer(), url: '/x?phien_ban_id=3&hospital_id=1' });
    await screen.findByTestId('query');
    expect(await optionsOf('Khoa/đơn vị (người trả lời)')).toEqual(['Tất cả', 'Nội khoaKhối lâm sàng', 'Ngoại khoaKhối lâm sàng', 'Không trả lời']);
    // 'Not answered' (0) is offered for the position too, though the list does not carry it.
    expect(await optionsOf('Vị trí công tác (người trả lời)')).toEqual(['Tất cả', 'Điều dưỡng', 'Bác sĩ', 'Không trả lời']);
    await choose('Khoa/đơn vị (người trả lời)', 'Không trả lời');
    await choose('Vị trí công tác (người trả lời)', 'Bác sĩ');
    await waitFor(() => expect(location()).toBe('/x?phien_ban_id=3&hospital_id=1&don_vi=0&vi_tri=2'));
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '')).toEqual({ phien_ban_id: 3, hospital_id: 1, don_vi: 0, vi_tri: 2 });
    await choose('Khoa/đơn vị (người trả lời)', 'Tất cả');
    await waitFor(() => expect(location()).toBe('/x?phien_ban_id=3&hospital_id=1&vi_tri=2'));
  });

  it('restores a shared view from the URL, drops values out of scope, and a new version clears the groups', async () => {
    renderPage(<Harness config={{ hospital: 'single', groups: true }} />, { server: dashboardServer(), url: '/x?phien_ban_id=3&hospital_id=9&don_vi=2&vi_tri=7' });
    await waitFor(() => expect(location()).toBe('/x?phien_ban_id=3&hospital_id=1&don_vi=2'));
    await choose('Phiên bản khảo sát', /Khảo sát văn hóa an toàn 2024/);
    await waitFor(() => expect(location()).toBe('/x?phien_ban_id=2&hospital_id=1'));
  });

  it('shows when and from how many responses the figures were computed', async () => {
    renderPage(<Harness config={{ hospital: 'single', groups: true }} />, { server: dashboardServer(), url: '/x' });
    expect(await screen.findByText('Số liệu tính lúc 01/04/2025 08:30, 300 phiếu hợp lệ; 2 phiếu mới chưa tính')).toBeTruthy();
    expect(screen.getByText('(tính khi đóng khảo sát)')).toBeTruthy();
    expect(snapshot().respondents).toBe(300);
  });

  it('says why there is nothing to show: no version, an unknown version, a failed read', async () => {
    const { unmount } = renderPage(<Harness config={{ hospital: 'single', groups: true }} withScope={false} />, {
      server: dashboardServer({ [route(endpoints.dashboardVersions)]: () => [] }),
      url: '/x',
    });
    expect(await screen.findByText('Chưa có phiên bản khảo sát nào để xem')).toBeTruthy();
    unmount();
    const second = renderPage(<Harness config={{ hospital: 'single', groups: true }} withScope={false} />, { server: dashboardServer(), url: '/x?phien_ban_id=42' });
    expect(await screen.findByText('Không tìm thấy phiên bản khảo sát này')).toBeTruthy();
    expect(location()).toBe('/x?phien_ban_id=42');
    second.unmount();
    renderPage(<Harness config={{ hospital: 'single', groups: true }} withScope={false} />, {
      server: dashboardServer({ [route(endpoints.dashboardFilters)]: () => fail(403, 'Bệnh viện chưa đăng ký phân hệ Thống kê') }),
      url: '/x',
    });
    expect(await screen.findByText('Bệnh viện chưa đăng ký phân hệ Thống kê')).toBeTruthy();
    // A refusal: retrying would only repeat it, so no 'Thử lại'.
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('marks versions without computed data in the list', async () => {
    renderPage(<Harness config={{ hospital: 'none', groups: false }} />, {
      server: dashboardServer({ [route(endpoints.dashboardVersions)]: () => [version({ has_snapshot: false, status_khao_sat: 1 })] }),
      url: '/x',
    });
    await screen.findByTestId('query');
    const [only] = await optionsOf('Phiên bản khảo sát');
    expect(only).toContain('Đang mở · chưa tính dữ liệu');
  });
});
