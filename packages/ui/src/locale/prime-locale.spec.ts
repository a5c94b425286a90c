import { setLanguage } from '@hm/platform';
import { ariaLabel } from 'primereact/api';
import { followLanguage } from './prime-locale';

/** What a paginator's "next page" button is called in PrimeReact's current locale. */
const nextPage = () => ariaLabel('nextPageLabel', {});

describe('followLanguage', () => {
  afterEach(() => setLanguage('vi'));

  it("makes PrimeReact's texts Vietnamese or English with the page's language", async () => {
    await setLanguage('vi');
    const stop = followLanguage();
    expect(nextPage()).toBe('Trang sau');
    await setLanguage('en');
    expect(nextPage()).toBe('Next Page');
    stop();
    await setLanguage('vi');
    expect(nextPage()).toBe('Next Page');
  });
});
