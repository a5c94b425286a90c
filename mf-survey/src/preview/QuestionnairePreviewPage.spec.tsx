import type { TSurveyDetail } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { part, PATH, question, versionRow } from '../test/fixtures';
import { renderPage } from '../test/render';
import PartPreviewPage from './PartPreviewPage';
import QuestionnairePreviewPage from './QuestionnairePreviewPage';

const answers = (cauhoi_id: number) =>
  [
    [1, 'Rất không đồng ý', 'Strongly Disagree'],
    [5, 'Rất đồng ý', 'Strongly Agree'],
    [9, 'Không áp dụng / Không biết', "Does Not Apply or Don't Know"],
  ].map(([v, vi, en], i) => ({
    dapan_id: cauhoi_id * 10 + i,
    cauhoi_id,
    type: 'number' as const,
    gia_tri: v as number,
    ten_dap_an: vi as string,
    ten_dap_an_en: en as string,
    stt: i + 1,
  }));

/** What `GET /{id}/{language}` answers: texts resolved to the language asked. */
function detail(language: 'vi' | 'en'): TSurveyDetail {
  const en = language === 'en';
  const { so_da_binh_chon: _a, so_hoan_chinh: _c, tong_so_nhan_vien: _b, ...v } = versionRow();
  return {
    ...v,
    tieu_de_khao_sat: en ? 'Patient safety culture 2026' : 'Khảo sát văn hóa an toàn 2026',
    noi_dung_khao_sat: en ? 'Please take part' : 'Mời anh/chị tham gia',
    parts: [
      {
        ...part({ giatri_cauhoi: en ? 'Your unit' : 'Khoa/phòng của anh/chị' }),
        questions: [
          { ...question({ ten_cauhoi: en ? 'In this unit, we work together as an effective team' : 'Chúng tôi làm việc cùng nhau như một nhóm hiệu quả' }), answers: answers(100) },
          { ...question({ cauhoi_id: 101, ma_cauhoi: 'A2', ten_cauhoi: en ? 'We have enough staff' : 'Chúng tôi có đủ nhân lực', thuan_nghich: 1 }), answers: answers(101) },
        ],
      },
    ],
    composites: [
      {
        composite_id: 20,
        phien_ban_id: 3,
        ma_composite: 'TW',
        name_composite_vi: 'Làm việc nhóm',
        name_composite_en: 'Teamwork',
        language: 'vi',
        status_composite: 0,
        stt: 1,
        cauhoi_ids: [100, 101],
      },
    ],
  };
}

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.parts}`]: () => page([part()]),
    [`GET ${PATH.version(3)}/vi`]: () => detail('vi'),
    [`GET ${PATH.version(3)}/en`]: () => detail('en'),
  });
}

describe('KhaoSatDetail', () => {
  it('shows the whole questionnaire as voters see it, read-only, with its composites', async () => {
    renderPage(<QuestionnairePreviewPage />, { server: server(), url: '/vi/KhaoSat/KhaoSatDetail?phien_ban_id=3' });
    expect(await screen.findByRole('heading', { name: 'Khảo sát văn hóa an toàn 2026', level: 1 })).toBeTruthy();
    expect(screen.getByText('Mời anh/chị tham gia')).toBeTruthy();
    const box = within(screen.getByRole('article', { name: 'A. Khoa/phòng của anh/chị' }));
    const q2 = within(box.getByRole('group', { name: /A2\. Chúng tôi có đủ nhân lực/ }));
    expect(q2.getByText('(R)')).toBeTruthy();
    const radio = q2.getByLabelText('Rất đồng ý') as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    expect(screen.getByText('A1, A2')).toBeTruthy();
  });

  it('switches the questionnaire to English', async () => {
    const s = server();
    renderPage(<QuestionnairePreviewPage />, { server: s, url: '/vi/KhaoSat/detail?phien_ban_id=3' });
    await screen.findByText('Mời anh/chị tham gia');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Please take part')).toBeTruthy();
    expect(screen.getByLabelText('Strongly Agree', { selector: '#hm-box-100-1001' })).toBeTruthy();
    expect(screen.getByText('Teamwork')).toBeTruthy();
    await waitFor(() => expect(s.requests('GET', `${PATH.version(3)}/en`)).toHaveLength(1));
  });
});

describe('BoxForm', () => {
  it('previews one part of the version', async () => {
    renderPage(<PartPreviewPage />, { server: server(), url: '/vi/KhaoSat/BoxForm?phien_ban_id=3&phan_cauhoi_id=10' });
    expect(await screen.findByRole('article', { name: 'A. Khoa/phòng của anh/chị' })).toBeTruthy();
    expect(screen.getAllByLabelText('Không áp dụng / Không biết')).toHaveLength(2);
  });
});
