import { endpoints, type TConsent, type TFederatedVersion } from '@hm/contract';
import { i18n } from '@hm/platform';
import { fail, fakeServer, type Handler, renderPage, toasts, userWith } from '@hm/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BenchmarkConsentSection } from './BenchmarkConsentSection';

const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const admin = userWith(['THONG_TIN_BENH_VIEN_SUA']);
const URL = '/vi/HeThong/ThongTinBenhVien';
const version = (over: Partial<TFederatedVersion>): TFederatedVersion => ({
  phien_ban_id: 1,
  tieu_de_khao_sat: 'Khảo sát',
  instrument_code: 'HSOPS2',
  hanh_dong: null,
  trang_thai: null,
  attempts: 0,
  last_error: null,
  done_at: null,
  ...over,
});
const versions: TFederatedVersion[] = [
  version({ phien_ban_id: 1, tieu_de_khao_sat: 'Khảo sát 2024', hanh_dong: 'send', trang_thai: 'done', attempts: 1, done_at: '2026-11-20 10:00:00' }),
  version({ phien_ban_id: 2, tieu_de_khao_sat: 'Khảo sát 2023', hanh_dong: 'send', trang_thai: 'skipped', last_error: 'Bệnh viện có dưới 10 người trả lời hợp lệ' }),
  version({ phien_ban_id: 3, tieu_de_khao_sat: 'Khảo sát 2022', hanh_dong: 'send', trang_thai: 'failed', attempts: 8, last_error: 'Nơi tổng hợp trả lời 503' }),
  version({ phien_ban_id: 4, tieu_de_khao_sat: 'Khảo sát 2021', hanh_dong: 'withdraw', trang_thai: 'done', attempts: 1, done_at: '2026-11-21 11:00:00' }),
  version({ phien_ban_id: 5, tieu_de_khao_sat: 'Khảo sát 2020', hanh_dong: 'send', trang_thai: 'pending' }),
  version({ phien_ban_id: 6, tieu_de_khao_sat: 'Khảo sát 2019' }),
];

function server(initial: TConsent, over: Record<string, Handler> = {}) {
  let state = initial;
  const s = fakeServer({
    [route(endpoints.federatedConsent)]: () => state,
    [route(endpoints.federatedConsentSave)]: (req) => {
      state = { ...state, dong_y: (req.body as { dong_y: boolean }).dong_y };
      return state;
    },
    ...over,
  });
  return { s, set: (next: TConsent) => (state = next) };
}

const cell = (title: string) => within(screen.getByText(title).closest('tr') as HTMLElement);

describe('BenchmarkConsentSection', () => {
  it('explains what leaves the installation, and shows each version’s state in words', async () => {
    const { s } = server({ hospital_id: 1, dong_y: true, connected: true, versions });
    renderPage(<BenchmarkConsentSection hospitalId={1} />, { server: s, url: URL, user: admin });
    expect(await screen.findByText('Đã gửi lúc 20/11/2026 10:00')).toBeTruthy();
    expect(s.requests('GET', endpoints.federatedConsent.path)[0]!.query.get('hospital_id')).toBe('1');
    expect(screen.getByText(/Không bao giờ gửi: phiếu trả lời, câu trả lời, ý kiến góp ý, số liệu theo khoa/)).toBeTruthy();
    expect(screen.getByText(/ít nhất 5 bệnh viện/)).toBeTruthy();
    expect(screen.getByText(/Đợt có dưới 10 người trả lời/)).toBeTruthy();
    expect(cell('Khảo sát 2023').getByText('Không gửi: Bệnh viện có dưới 10 người trả lời hợp lệ')).toBeTruthy();
    expect(cell('Khảo sát 2022').getByText('Gửi lỗi (đã thử 8 lần): Nơi tổng hợp trả lời 503')).toBeTruthy();
    expect(cell('Khảo sát 2021').getByText('Đã rút lúc 21/11/2026 11:00')).toBeTruthy();
    expect(cell('Khảo sát 2020').getByText('Đang chờ gửi')).toBeTruthy();
    expect(cell('Khảo sát 2019').getByText('Chưa gửi')).toBeTruthy();
    // Only what was sent can be withdrawn.
    expect(screen.getAllByRole('button', { name: /^Rút số liệu/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Rút số liệu: Khảo sát 2024']);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('turns consent on at once and off only after a confirmation', async () => {
    const { s } = server({ hospital_id: 1, dong_y: false, connected: false, versions: [versions[5]!] });
    renderPage(<BenchmarkConsentSection hospitalId={1} />, { server: s, url: URL, user: admin });
    const toggle = await screen.findByLabelText('Đồng ý gửi số liệu tổng hợp của bệnh viện tới nơi tổng hợp điểm chuẩn');
    expect(screen.getByText(/Chưa kết nối tới nơi tổng hợp/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Gửi ngay: Khảo sát 2019' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(toggle);
    await waitFor(() => expect(s.requests('PUT', endpoints.federatedConsentSave.path).map((r) => r.body)).toEqual([{ hospital_id: 1, dong_y: true }]));
    expect(await screen.findByText('Đã đồng ý')).toBeTruthy();
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã bật gửi số liệu tổng hợp' })));
    await userEvent.click(toggle);
    const question = (await screen.findByText(/Tắt đồng ý\? Các đợt chưa gửi/)).closest<HTMLElement>('[role="alertdialog"], [role="dialog"]')!;
    await userEvent.click(within(question).getByRole('button', { name: 'Hủy' }));
    expect(s.requests('PUT')).toHaveLength(1);
    await userEvent.click(toggle);
    const again = (await screen.findByText(/Tắt đồng ý\? Các đợt chưa gửi/)).closest<HTMLElement>('[role="alertdialog"], [role="dialog"]')!;
    await userEvent.click(within(again).getByRole('button', { name: 'Tắt đồng ý' }));
    await waitFor(() =>
      expect(s.requests('PUT').map((r) => r.body)).toEqual([
        { hospital_id: 1, dong_y: true },
        { hospital_id: 1, dong_y: false },
      ]),
    );
    expect(await screen.findByText('Chưa đồng ý')).toBeTruthy();
  });

  it('sends now and says the outcome; withdraws after a confirmation', async () => {
    const { s, set } = server(
      { hospital_id: 1, dong_y: true, connected: true, versions: [versions[5]!] },
      {
        [route(endpoints.federatedSendNow)]: () => {
          const sent = version({ phien_ban_id: 6, tieu_de_khao_sat: 'Khảo sát 2019', hanh_dong: 'send', trang_thai: 'done', attempts: 1, done_at: '2026-11-28 07:00:00' });
          set({ hospital_id: 1, dong_y: true, connected: true, versions: [sent] });
          return sent;
        },
        [route(endpoints.federatedWithdrawNow)]: () => {
          const gone = version({ phien_ban_id: 6, tieu_de_khao_sat: 'Khảo sát 2019', hanh_dong: 'withdraw', trang_thai: 'done', attempts: 1, done_at: '2026-11-28 07:05:00' });
          set({ hospital_id: 1, dong_y: true, connected: true, versions: [gone] });
          return gone;
        },
      },
    );
    renderPage(<BenchmarkConsentSection hospitalId={1} />, { server: s, url: URL, user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi ngay: Khảo sát 2019' }));
    expect(await screen.findByText('Đã gửi lúc 28/11/2026 07:00')).toBeTruthy();
    expect(s.requests('POST', endpoints.federatedSendNow.path)[0]!.body).toEqual({ hospital_id: 1, phien_ban_id: 6 });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã gửi số liệu của Khảo sát 2019' })));
    await userEvent.click(screen.getByRole('button', { name: 'Rút số liệu: Khảo sát 2019' }));
    const question = (await screen.findByText(/Rút số liệu của «Khảo sát 2019» khỏi nơi tổng hợp\?/)).closest<HTMLElement>('[role="alertdialog"], [role="dialog"]')!;
    await userEvent.click(within(question).getByRole('button', { name: 'Rút' }));
    expect(await screen.findByText('Đã rút lúc 28/11/2026 07:05')).toBeTruthy();
    expect(s.requests('POST', endpoints.federatedWithdrawNow.path)[0]!.body).toEqual({ hospital_id: 1, phien_ban_id: 6 });
  });

  it('a send the collector refused is a warning with the row’s error, not a success', async () => {
    const { s } = server(
      { hospital_id: 1, dong_y: true, connected: true, versions: [versions[5]!] },
      {
        [route(endpoints.federatedSendNow)]: () =>
          version({ phien_ban_id: 6, tieu_de_khao_sat: 'Khảo sát 2019', hanh_dong: 'send', trang_thai: 'pending', attempts: 1, last_error: 'Không kết nối được nơi tổng hợp' }),
      },
    );
    renderPage(<BenchmarkConsentSection hospitalId={1} />, { server: s, url: URL, user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi ngay: Khảo sát 2019' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'warn', summary: 'Chưa xong: Chờ gửi lại (đã thử 1 lần): Không kết nối được nơi tổng hợp' })),
    );
  });

  it('shows a failed read with a retry, and no versions in words', async () => {
    let broken = true;
    const s = fakeServer({
      [route(endpoints.federatedConsent)]: () => (broken ? fail(500, 'Lỗi máy chủ') : { hospital_id: 1, dong_y: false, connected: true, versions: [] }),
    });
    renderPage(<BenchmarkConsentSection hospitalId={1} />, { server: s, url: URL, user: admin });
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Bệnh viện chưa có đợt khảo sát nào đã đóng.')).toBeTruthy();
  });

  it('reads in English', async () => {
    await act(() => void i18n.changeLanguage('en'));
    try {
      const { s } = server({ hospital_id: 1, dong_y: true, connected: true, versions: [versions[1]!] });
      renderPage(<BenchmarkConsentSection hospitalId={1} />, { server: s, url: '/en/HeThong/ThongTinBenhVien', user: admin });
      expect(await screen.findByText('Not sent: Bệnh viện có dưới 10 người trả lời hợp lệ')).toBeTruthy();
      expect(screen.getByText('What leaves this installation')).toBeTruthy();
    } finally {
      await act(() => void i18n.changeLanguage('vi'));
    }
  });
});
