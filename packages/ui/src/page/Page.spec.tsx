import { i18n, usePageTitleValue } from '@hm/platform';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Page } from './Page';
import { SearchBox } from './SearchBox';

afterEach(() => void i18n.changeLanguage('vi'));

function TopBarTitle() {
  return <output aria-label="top bar">{usePageTitleValue()}</output>;
}

describe('Page', () => {
  it('is a region named by its heading, sets the top bar title, and shows the subtitle, actions and content', () => {
    render(
      <>
        <TopBarTitle />
        <Page title="Composite" subtitle="Phiên bản 2025" actions={<button type="button">Thêm</button>} className="hm-extra">
          <p>Nội dung</p>
        </Page>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Composite' });
    expect(region.className).toBe('hm-page hm-extra');
    expect(screen.getByRole('heading', { level: 1, name: 'Composite' })).toBeTruthy();
    expect(screen.getByText('Phiên bản 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thêm' })).toBeTruthy();
    expect(screen.getByText('Nội dung')).toBeTruthy();
    expect(screen.getByLabelText('top bar').textContent).toBe('Composite');
  });
});

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls onSearch with the trimmed keyword once typing pauses for 300 ms', async () => {
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SearchBox id="s" label="Tìm nhân viên" onSearch={onSearch} />);
    onSearch.mockClear();
    await user.type(screen.getByRole('searchbox', { name: 'Tìm nhân viên' }), '  NV01 ');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('NV01');
  });

  it('defaults its label and placeholder to the common texts, in the chosen language, and can hide the label', async () => {
    const { rerender } = render(<SearchBox id="s" onSearch={() => {}} labelHidden />);
    const box = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    expect(box.getAttribute('placeholder')).toBe('Nhập từ khóa…');
    expect(screen.getByText('Tìm kiếm').className).toBe('hm-sr-only');
    await act(() => i18n.changeLanguage('en'));
    rerender(<SearchBox id="s" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Type a keyword…');
    expect(screen.getByText('Search').className).toBe('hm-search__label');
  });

  it('starts with a given keyword, reported as the search in effect', () => {
    const onSearch = jest.fn();
    render(<SearchBox id="s" defaultValue="Khoa Nội" onSearch={onSearch} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Khoa Nội');
    expect(onSearch).toHaveBeenCalledWith('Khoa Nội');
  });
});
