import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, file, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { author, renderPage, toasts } from '../test/render';
import BallotCardsPage from './BallotCardsPage';

jest.setTimeout(20_000);

const V = '/votesafety/v1';
const C = `${V}/the-binh-chon`;
const manager = { ...author, chuc_nang: [...author.chuc_nang, 'THE_BINH_CHON_QUAN_LY'] };

function server() {
  let printed = false;
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.version(3)}`]: () => versionRow(),
    [`GET ${V}/phien-ban-benh-vien`]: () => [{ phien_ban_id: 3, hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 20, da_binh_chon: 0 }],
    [`GET ${C}`]: () => ({
      phien_ban_id: 3,
      hospital_id: 1,
      time_end: '2026-12-28 17:00:00',
      mo: true,
      departments: [
        {
          phong_ban_id: 7,
          ten_phong_ban: 'Khoa Nội',
          goi_y: 4,
          lo_id: printed ? 1 : null,
          lan_in: printed ? 1 : 0,
          printed_at: null,
          da_phat: printed ? 4 : 0,
          da_dung: printed ? 1 : 0,
          da_huy: 0,
        },
        { phong_ban_id: 8, ten_phong_ban: 'Khoa Ngoại', goi_y: 0, lo_id: null, lan_in: 0, printed_at: null, da_phat: 0, da_dung: 0, da_huy: 0 },
      ],
    }),
    [`POST ${C}/in`]: () => {
      printed = true;
      return file('%PDF-');
    },
    [`POST ${C}/in-lai`]: () => file('%PDF-'),
  });
}

describe('KS_THE_BINH_CHON: a version’s ballot cards', () => {
  beforeEach(() => Object.assign(globalThis.URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() }));

  it('prints a department’s suggested number of cards, then offers a reprint that says what it voids', async () => {
    const s = server();
    renderPage(<BallotCardsPage />, { server: s, url: '/vi/KhaoSat/TheBinhChon?phien_ban_id=3', user: manager });
    expect(await screen.findByText('Hạn bình chọn in trên thẻ: 17:00 ngày 28/12/2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'In thẻ: Khoa Nội' }));
    const dialog = await screen.findByRole('dialog', { name: 'In thẻ cho Khoa Nội' });
    expect((within(dialog).getByLabelText('Số thẻ cần in') as HTMLInputElement).value).toBe('4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'In thẻ' }));
    await waitFor(() => expect(toasts().map((t) => t.summary)).toContain('Đã tạo 4 thẻ; tệp PDF đang được tải về.'));
    expect(s.requests('POST', `${C}/in`).map((r) => r.body)).toEqual([{ phien_ban_id: 3, hospital_id: 1, phong_ban_id: 7, so_the: 4 }]);

    await userEvent.click(await screen.findByRole('button', { name: 'In lại: Khoa Nội' }));
    const confirm = await screen.findByRole('dialog', { name: 'In lại thẻ của Khoa Nội?' });
    expect(confirm.textContent).toContain('3 thẻ chưa dùng của khoa/phòng này sẽ bị hủy');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hủy thẻ cũ và in lại' }));
    await waitFor(() => expect(s.requests('POST', `${C}/in-lai`).map((r) => r.body)).toEqual([{ phien_ban_id: 3, hospital_id: 1, phong_ban_id: 7, so_the: 3 }]));
  });

  it('tells a user without the function that printing is not theirs', async () => {
    renderPage(<BallotCardsPage />, { server: server(), url: '/vi/KhaoSat/TheBinhChon?phien_ban_id=3' });
    expect(await screen.findByText(/Bạn không có quyền in thẻ bình chọn/)).toBeTruthy();
  });
});
