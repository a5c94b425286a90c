import { z } from 'zod';
import { setLanguage } from './i18n';

const typeError = () => z.string().safeParse(1).error?.issues[0]?.message;

describe('zod messages follow the display language', () => {
  afterAll(() => setLanguage('vi'));

  it('are Vietnamese in Vietnamese and English in English', async () => {
    await setLanguage('vi');
    const vi = typeError();
    await setLanguage('en');
    expect(typeError()).toMatch(/expected string/i);
    expect(vi).not.toBe(typeError());
    await setLanguage('vi');
    expect(typeError()).toBe(vi);
  });
});
