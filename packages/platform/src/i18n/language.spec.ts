import { loginTexts, navTexts, readLanguageCookie } from '../light';
import { commonEn, commonVi } from './common-texts';
import { writeLanguageCookie } from './language';

const clear = () => (document.cookie = 'hm_lang=; Max-Age=0; Path=/');

describe('the language cookie (read by the light login page too)', () => {
  afterEach(clear);

  it('is Vietnamese when unset or unknown', () => {
    expect(readLanguageCookie()).toBe('vi');
    document.cookie = 'hm_lang=fr; Path=/';
    expect(readLanguageCookie()).toBe('vi');
  });

  it('reads back what was written', () => {
    writeLanguageCookie('en');
    expect(readLanguageCookie()).toBe('en');
    writeLanguageCookie('vi');
    expect(readLanguageCookie()).toBe('vi');
  });

  it('serves the same login and top bar texts as the i18n resources', () => {
    expect(commonVi.login).toBe(loginTexts.vi);
    expect(commonEn.login).toBe(loginTexts.en);
    expect(commonVi.nav).toBe(navTexts.vi);
    expect(commonEn.nav).toBe(navTexts.en);
  });
});
