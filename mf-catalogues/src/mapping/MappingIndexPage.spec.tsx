import { i18n } from '@hm/platform';
import { fail } from '@hm/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOSPITAL_1, HOSPITAL_2, mappingServer, PATH, summary } from '../test/fixtures';
import { choose, renderPage } from '../test/render';
import MappingIndexPage from './MappingIndexPage';

const card = async (title: string) => within((await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement);

describe('/Mapping', () => {
  it("shows how far the home hospital's departments and job titles are mapped, with a link to each page", async () => {
    const s = mappingServer();
    renderPage(<MappingIndexPage />, { server: s, url: '/vi/Mapping' });
    const departments = await card('Phòng ban');
    expect(departments.getByText('30 %')).toBeTruthy();
    expect(departments.getByText('Đã ánh xạ 12/40')).toBeTruthy();
    expect(departments.getByText('Còn 28 dòng chưa ánh xạ')).toBeTruthy();
    expect(departments.getByRole('progressbar', { name: 'Phòng ban: Đã ánh xạ 12/40' }).getAttribute('aria-valuenow')).toBe('30');
    expect(departments.getByRole('link', { name: 'Ánh xạ phòng ban' }).getAttribute('href')).toBe('/vi/Mapping/PhongBanMapping?hospitalId=1');

    const jobTitles = await card('Chức danh');
    expect(jobTitles.getByText('100 %')).toBeTruthy();
    expect(jobTitles.getByText('Đã ánh xạ hết')).toBeTruthy();
    expect(jobTitles.getByRole('link', { name: 'Ánh xạ chức danh' }).getAttribute('href')).toBe('/vi/Mapping/ChucDanhMapping?hospitalId=1');
    expect(s.requests('GET', PATH.summary).map((r) => r.query.get('hospitalId'))).toEqual(['1']);
  });

  it('shows another hospital of the caller when chosen, and links to its pages', async () => {
    const s = mappingServer({
      [`GET ${PATH.summary}`]: (req) =>
        req.query.get('hospitalId') === '2' ? summary({ hospital_id: 2, hospital_name: HOSPITAL_2.name, phong_ban: { total: 3, mapped: 1 } }) : summary(),
    });
    renderPage(<MappingIndexPage />, { server: s, url: '/Mapping' });
    await card('Phòng ban');
    await choose('Bệnh viện', HOSPITAL_2.name);
    const departments = await card('Phòng ban');
    await waitFor(() => expect(departments.getByText('Đã ánh xạ 1/3')).toBeTruthy());
    expect(departments.getByText('33,3 %')).toBeTruthy();
    expect(departments.getByRole('link', { name: 'Ánh xạ phòng ban' }).getAttribute('href')).toBe('/Mapping/PhongBanMapping?hospitalId=2');
  });

  it('says when a hospital has no department yet', async () => {
    renderPage(<MappingIndexPage />, { server: mappingServer({ [`GET ${PATH.summary}`]: () => summary({ phong_ban: { total: 0, mapped: 0 } }) }) });
    const departments = await card('Phòng ban');
    expect(departments.getByText('Bệnh viện chưa có phòng ban nào')).toBeTruthy();
    expect(departments.queryByRole('progressbar')).toBeNull();
  });

  it("hides the hospital choice with one hospital, and shows a failed read's message with a retry", async () => {
    let fails = true;
    const s = mappingServer({
      [`GET ${PATH.hospitals}`]: () => [HOSPITAL_1],
      [`GET ${PATH.summary}`]: () => (fails ? fail(503, 'Máy chủ đang bận, vui lòng thử lại') : summary()),
    });
    renderPage(<MappingIndexPage />, { server: s });
    expect(await screen.findByText('Máy chủ đang bận, vui lòng thử lại')).toBeTruthy();
    expect(screen.queryByLabelText('Bệnh viện')).toBeNull();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect((await card('Phòng ban')).getByText('Đã ánh xạ 12/40')).toBeTruthy();
  });
});

describe('/Mapping in English', () => {
  beforeEach(() => act(() => void i18n.changeLanguage('en')));
  afterEach(() => act(() => void i18n.changeLanguage('vi')));

  it('shows the counts with English texts and number formats', async () => {
    renderPage(<MappingIndexPage />, { server: mappingServer({ [`GET ${PATH.summary}`]: () => summary({ phong_ban: { total: 1500, mapped: 1000 } }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'AHRQ category mapping' })).toBeTruthy();
    const departments = await card('Departments');
    expect(departments.getByText('66.6 %')).toBeTruthy();
    expect(departments.getByText('1,000/1,500 mapped')).toBeTruthy();
    expect(departments.getByText('500 rows not mapped yet')).toBeTruthy();
    expect(departments.getByRole('link', { name: 'Map departments' })).toBeTruthy();
    expect((await card('Job titles')).getByText('All mapped')).toBeTruthy();
  });
});
