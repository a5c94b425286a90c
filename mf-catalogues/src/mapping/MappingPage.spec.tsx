import { i18n } from '@hm/platform';
import { fail, page } from '@hm/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOSPITAL_1, HOSPITAL_2, mappingRow, mappingServer, PATH } from '../test/fixtures';
import { choose, editor, location, optionsOf, renderPage, toasts, viewerOf2 } from '../test/render';
import MappingPage from './MappingPage';

const URL = '/vi/Mapping/PhongBanMapping';
const pick = (name: string) => `Khoa/đơn vị AHRQ của ${name}`;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
/** The category a row's picker shows. */
const categoryOf = (row: HTMLElement) => row.querySelector('.p-dropdown-label')?.textContent;
const saveButton = () => screen.getByRole('button', { name: /^Lưu thay đổi/ });
const confirmDialog = () => screen.findByRole('dialog');
const lastQuery = (s: ReturnType<typeof mappingServer>, path = PATH.departments) => s.requests('GET', path).at(-1)?.query;

describe('/Mapping/PhongBanMapping', () => {
  it("lists the home hospital's departments with their AHRQ categories, grouped as on the AHRQ form", async () => {
    const s = mappingServer();
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    const mapped = await rowOf('Khoa Nội');
    expect(categoryOf(mapped)).toBe('Nội khoa');
    expect(within(mapped).getByText('42')).toBeTruthy();
    const unmapped = await rowOf('Khoa Ngoại');
    expect(categoryOf(unmapped)).toBe('— chưa ánh xạ —');
    expect(within(unmapped).getByText('1.200')).toBeTruthy();
    const old = await rowOf('Khoa Cũ');
    expect(within(old).getByText('Tạm ngưng')).toBeTruthy();
    expect(categoryOf(old)).toBe('Khoa cũ (đã tạm ngưng)');

    expect(await screen.findByText('Bệnh viện Đa khoa Demo · đã ánh xạ 12/40')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(s)!)).toEqual({ hospitalId: '1', page: '1', size: '20' });
    expect(s.requests('GET', PATH.units)[0]?.query.get('tam_ngung')).toBe('true');
    // The suspended category shows because a row of the page still maps to it.
    expect(await optionsOf(pick('Khoa Ngoại'))).toEqual(['— chưa ánh xạ —', 'Nội khoa', 'Ngoại khoa', 'Khoa cũ (đã tạm ngưng)', 'Xét nghiệm']);
    expect(await optionsOf('Bệnh viện')).toEqual([HOSPITAL_1.name, HOSPITAL_2.name]);
  });

  it('marks a row whose category is picked, enables Save, and reverts', async () => {
    renderPage(<MappingPage kind="phong_ban" />, { server: mappingServer() });
    await rowOf('Khoa Ngoại');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Hủy thay đổi' }) as HTMLButtonElement).disabled).toBe(true);

    await choose(pick('Khoa Ngoại'), 'Ngoại khoa');
    const row = await rowOf('Khoa Ngoại');
    expect(within(row).getByText('Chưa lưu')).toBeTruthy();
    expect(categoryOf(row)).toBe('Ngoại khoa');
    expect(saveButton().textContent).toContain('Lưu thay đổi (1)');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Số dòng đã sửa, chưa lưu: 1')).toBeTruthy();

    // Back to what is saved: nothing to save.
    await choose(pick('Khoa Ngoại'), '— chưa ánh xạ —');
    expect(within(await rowOf('Khoa Ngoại')).queryByText('Chưa lưu')).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

    await choose(pick('Khoa Nội'), 'Xét nghiệm');
    await userEvent.click(screen.getByRole('button', { name: 'Hủy thay đổi' }));
    const reverted = await rowOf('Khoa Nội');
    expect(categoryOf(reverted)).toBe('Nội khoa');
    expect(within(reverted).queryByText('Chưa lưu')).toBeNull();
  });

  it('saves only the changed rows, says so, and reloads the list and the summary', async () => {
    const s = mappingServer();
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    await rowOf('Khoa Ngoại');
    await choose(pick('Khoa Ngoại'), 'Ngoại khoa');
    await choose(pick('Khoa Nội'), '— chưa ánh xạ —');
    const lists = s.requests('GET', PATH.departments).length;
    const summaries = s.requests('GET', PATH.summary).length;
    s.on(`GET ${PATH.departments}`, () => page([mappingRow({ ahrq_id: null }), mappingRow({ id: 102, ma: 'KNG', ten: 'Khoa Ngoại', ahrq_id: 2 })], 45));

    await userEvent.click(saveButton());
    await waitFor(() => expect(toasts()).toEqual([{ severity: 'success', summary: 'Cập nhật thành công', detail: 'Đã lưu ánh xạ của 2 dòng' }]));
    expect(s.requests('POST', PATH.save).map((r) => r.body)).toEqual([
      {
        kind: 'phong_ban',
        items: [
          { id: 102, ahrq_id: 2 },
          { id: 101, ahrq_id: null },
        ],
      },
    ]);
    await waitFor(() => expect(s.requests('GET', PATH.departments).length).toBeGreaterThan(lists));
    expect(s.requests('GET', PATH.summary).length).toBeGreaterThan(summaries);
    await waitFor(() => expect(screen.queryByText('Chưa lưu')).toBeNull());
    expect(categoryOf(await rowOf('Khoa Ngoại'))).toBe('Ngoại khoa');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message when the save fails, and keeps the changes", async () => {
    const s = mappingServer({ [`POST ${PATH.save}`]: () => fail(409, 'Danh mục AHRQ đã tạm ngưng, vui lòng chọn danh mục khác') });
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    await rowOf('Khoa Ngoại');
    await choose(pick('Khoa Ngoại'), 'Xét nghiệm');
    await userEvent.click(saveButton());
    await waitFor(() => expect(toasts()).toEqual([{ severity: 'error', summary: 'Danh mục AHRQ đã tạm ngưng, vui lòng chọn danh mục khác', detail: undefined }]));
    const row = await rowOf('Khoa Ngoại');
    expect(within(row).getByText('Chưa lưu')).toBeTruthy();
    expect(categoryOf(row)).toBe('Xét nghiệm');
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('asks before another page drops unsaved changes: Cancel keeps them, yes moves on', async () => {
    const s = mappingServer();
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    await rowOf('Khoa Ngoại');
    await choose(pick('Khoa Ngoại'), 'Ngoại khoa');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const dialog = await confirmDialog();
    expect(dialog.textContent).toContain('Các thay đổi chưa lưu (1 dòng) sẽ bị bỏ. Tiếp tục?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.requests('GET', PATH.departments).some((r) => r.query.get('page') === '2')).toBe(false);
    expect(within(await rowOf('Khoa Ngoại')).getByText('Chưa lưu')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Bỏ thay đổi' }));
    await waitFor(() => expect(lastQuery(s)?.get('page')).toBe('2'));
    expect(screen.queryByText('Chưa lưu')).toBeNull();
  });

  it('asks before another hospital drops unsaved changes, then shows that hospital', async () => {
    const s = mappingServer();
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    await rowOf('Khoa Ngoại');
    await choose(pick('Khoa Ngoại'), 'Ngoại khoa');
    await choose('Bệnh viện', HOSPITAL_2.name);
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Bỏ thay đổi' }));
    await waitFor(() => expect(lastQuery(s)?.get('hospitalId')).toBe('2'));
    expect(location()).toBe(`${URL}?hospitalId=2`);
    expect(await screen.findByText('Bệnh viện Nhi · đã ánh xạ 12/40')).toBeTruthy();
    expect(screen.queryByText('Chưa lưu')).toBeNull();
  });

  it('sends the search and the unmapped filter to the server, from the first page', async () => {
    const s = mappingServer();
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    await rowOf('Khoa Ngoại');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên' }), 'Ngoại');
    await waitFor(() => expect(lastQuery(s)?.get('keyword')).toBe('Ngoại'));
    await userEvent.click(screen.getByLabelText('Chỉ hiện dòng chưa ánh xạ'));
    await waitFor(() => expect(Object.fromEntries(lastQuery(s)!)).toEqual({ hospitalId: '1', page: '1', size: '20', keyword: 'Ngoại', unmapped: 'true' }));
  });

  it('keeps the search in effect when the user keeps their unsaved changes', async () => {
    const s = mappingServer();
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    await rowOf('Khoa Ngoại');
    await choose(pick('Khoa Ngoại'), 'Ngoại khoa');
    const box = screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên' });
    await userEvent.type(box, 'Nội');
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên' }) as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên' })));
    expect(s.requests('GET', PATH.departments).some((r) => r.query.has('keyword'))).toBe(false);
    expect(within(await rowOf('Khoa Ngoại')).getByText('Chưa lưu')).toBeTruthy();
    // The filter asks too, and keeps its state when the user stays.
    await userEvent.click(screen.getByLabelText('Chỉ hiện dòng chưa ánh xạ'));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Ở lại' }));
    expect((screen.getByLabelText('Chỉ hiện dòng chưa ánh xạ') as HTMLInputElement).checked).toBe(false);
  });

  it('is read-only without DANH_MUC_SUA, on the home hospital', async () => {
    const s = mappingServer({ [`GET ${PATH.departments}`]: () => page([mappingRow({ hospital_id: 2 }), mappingRow({ id: 102, ten: 'Khoa Ngoại', ahrq_id: null })]) });
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL, user: viewerOf2 });
    const row = await rowOf('Khoa Nội');
    expect(within(row).getByText('Nội khoa')).toBeTruthy();
    expect(within(await rowOf('Khoa Ngoại')).getByText('Chưa ánh xạ')).toBeTruthy();
    expect(screen.queryByLabelText(pick('Khoa Nội'))).toBeNull();
    expect(screen.queryByRole('button', { name: /Lưu thay đổi/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hủy thay đổi' })).toBeNull();
    expect(screen.getByText(/Bạn chỉ được xem/)).toBeTruthy();
    expect(lastQuery(s)?.get('hospitalId')).toBe('2');
  });

  it('hides the hospital choice when the caller has one hospital', async () => {
    renderPage(<MappingPage kind="phong_ban" />, { server: mappingServer({ [`GET ${PATH.hospitals}`]: () => [HOSPITAL_1] }) });
    await rowOf('Khoa Nội');
    expect(screen.queryByLabelText('Bệnh viện')).toBeNull();
  });

  it('says when there is nothing to show, and shows a failed read with a retry', async () => {
    let fails = true;
    const s = mappingServer({ [`GET ${PATH.departments}`]: () => (fails ? fail(500, 'Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!') : page([])) });
    renderPage(<MappingPage kind="phong_ban" />, { server: s, url: URL });
    expect(await screen.findByText('Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!')).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Không có phòng ban nào')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Chỉ hiện dòng chưa ánh xạ'));
    expect(await screen.findByText('Không còn dòng nào chưa ánh xạ')).toBeTruthy();
  });

  it('says when the account has no hospital', async () => {
    renderPage(<MappingPage kind="phong_ban" />, { server: mappingServer({ [`GET ${PATH.hospitals}`]: () => [] }), user: { ...editor, hospital: null } });
    expect(await screen.findByText('Tài khoản của bạn chưa được gắn với bệnh viện nào')).toBeTruthy();
  });
});

describe('/Mapping/ChucDanhMapping', () => {
  it("maps the hospital's job titles to AHRQ staff positions with the same page", async () => {
    const s = mappingServer();
    renderPage(<MappingPage kind="chuc_danh" />, { server: s, url: '/vi/Mapping/ChucDanhMapping' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ánh xạ chức danh' })).toBeTruthy();
    await rowOf('Điều dưỡng viên');
    expect(await optionsOf('Vị trí công tác AHRQ của Điều dưỡng viên')).toEqual(['— chưa ánh xạ —', 'Điều dưỡng', 'Bác sĩ']);
    await choose('Vị trí công tác AHRQ của Điều dưỡng viên', 'Điều dưỡng');
    await userEvent.click(saveButton());
    await waitFor(() => expect(s.requests('POST', PATH.save).map((r) => r.body)).toEqual([{ kind: 'chuc_danh', items: [{ id: 201, ahrq_id: 11 }] }]));
    expect(s.requests('GET', PATH.positions)).toHaveLength(1);
    expect(s.requests('GET', PATH.departments)).toHaveLength(0);
  });
});

describe('the mapping page in English', () => {
  beforeEach(() => act(() => void i18n.changeLanguage('en')));
  afterEach(() => act(() => void i18n.changeLanguage('vi')));

  it('shows its texts and the AHRQ names in English', async () => {
    renderPage(<MappingPage kind="phong_ban" />, { server: mappingServer(), url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Department mapping' })).toBeTruthy();
    const row = await rowOf('Khoa Nội');
    expect(categoryOf(row)).toBe('Medicine (non-surgical)');
    expect(categoryOf(await rowOf('Khoa Ngoại'))).toBe('— not mapped —');
    expect(within(await rowOf('Khoa Cũ')).getByText('Suspended')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'AHRQ unit/work area' })).toBeTruthy();
    expect(screen.getByLabelText('Only rows not mapped')).toBeTruthy();
    expect(await screen.findByText('Bệnh viện Đa khoa Demo · 12/40 mapped')).toBeTruthy();
    await choose('AHRQ unit/work area of Khoa Ngoại', 'Surgery');
    expect(screen.getByRole('button', { name: 'Save changes (1)' })).toBeTruthy();
    expect(within(await rowOf('Khoa Ngoại')).getByText('Unsaved')).toBeTruthy();
  });
});
