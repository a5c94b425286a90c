import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fail, fakeServer, type FakeServer } from '@hm/platform/testing';
import { renderPage } from '../test/render';
import { questionnaire } from '../test/vote-fixtures';
import BallotCardVotePage from './BallotCardVotePage';

const C = '/votesafety/v1/the-binh-chon';
const card = {
  access_token: '12.4102444800.c2Vzc2lvbi1tYWMtb2YtdGhlLWNhcmQtc2Vzc2lvbi10b2s',
  expires_at: '2099-12-28 17:00:00',
  phien_ban_id: 3,
  hospital_id: 1,
  hospital_name: 'Bệnh viện Đa khoa Demo',
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2026',
  tieu_de_khao_sat_en: 'Patient safety culture 2026',
  language: 'vi' as const,
  ten_phong_ban: 'Khoa Nội',
};

function server(open: () => unknown = () => card) {
  return fakeServer({
    [`POST ${C}/mo`]: open,
    [`GET ${C}/kiem-tra`]: () => ({ da_binh_chon: false, hop_le: null, mo: true, ly_do: null }),
    [`GET ${C}/nhap`]: () => null,
    [`GET ${C}/phieu/vi`]: () => questionnaire('vi'),
    [`GET ${C}/thong-bao-rieng-tu`]: () => ({ nguong_toi_thieu: 5, time_end: card.expires_at, benh_vien: card.hospital_name, ghi_chu: '' }),
  });
}

function HashProbe() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

function open(s: FakeServer, url: string) {
  // The card's calls go through a client of its own, which reaches the fake server through fetch.
  globalThis.fetch = s.fetch;
  renderPage(
    <>
      <BallotCardVotePage />
      <HashProbe />
    </>,
    { server: s, url, user: null },
  );
}

/** The bearer token a call to `path` carried. */
const bearerOf = (s: FakeServer, path: string) => {
  const call = (s.fetch as unknown as jest.Mock).mock.calls.find(([url]) => new URL(url as string, 'http://api.test').pathname === path);
  return ((call?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined)?.Authorization;
};

describe('/TheBinhChon: a printed ballot card', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('trades the QR link’s code for a card session, drops the code from the address, and opens the form on the card’s calls', async () => {
    const s = server();
    open(s, '/TheBinhChon?bv=1#c=ABCD-EFGH-JKMN');
    expect(await screen.findByText('Thẻ bình chọn của Khoa Nội, Bệnh viện Đa khoa Demo')).toBeTruthy();
    expect(s.requests('POST', `${C}/mo`).map((r) => r.body)).toEqual([{ ma_the: 'ABCD-EFGH-JKMN', hospital_id: 1 }]);
    expect(screen.getByTestId('hash').textContent).toBe('');
    expect(bearerOf(s, `${C}/kiem-tra`)).toBe(`Bearer ${card.access_token}`);
    // The phone keeps the session to go on later, never the code.
    expect(localStorage.getItem('hm_card_session')).toContain(card.access_token);
    expect(JSON.stringify(localStorage)).not.toContain('ABCD');
  });

  it('says why a typed code is refused, and lets the holder type another', async () => {
    const s = server(() => fail(410, 'Mã phiếu này đã được dùng để gửi phiếu; mỗi thẻ chỉ dùng được một lần'));
    open(s, '/TheBinhChon');
    await userEvent.type(await screen.findByLabelText('Mã phiếu trên thẻ'), 'abcd efgh jkmn');
    await userEvent.click(screen.getByRole('button', { name: 'Bắt đầu bình chọn' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mã phiếu này đã được dùng để gửi phiếu; mỗi thẻ chỉ dùng được một lần');
    expect(s.requests('POST', `${C}/mo`).map((r) => r.body)).toEqual([{ ma_the: 'abcd efgh jkmn' }]);
    expect(screen.getByLabelText('Mã phiếu trên thẻ')).toBeTruthy();
  });
});
