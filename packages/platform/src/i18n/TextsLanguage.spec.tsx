import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { TextsLanguage } from './TextsLanguage';

function Save() {
  const { t } = useTranslation();
  return <button type="button">{t('crud.save')}</button>;
}

describe('TextsLanguage', () => {
  afterEach(() => void i18n.changeLanguage('vi'));

  it('shows its children’s texts in its language, the rest of the page in the display language', () => {
    render(
      <>
        <Save />
        <TextsLanguage lang="en">
          <Save />
        </TextsLanguage>
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Lưu', 'Save']);
    expect(i18n.language).toBe('vi');
  });

  it('keeps its language when the display language changes, and follows a change of its own', async () => {
    const { rerender } = render(
      <TextsLanguage lang="vi">
        <Save />
      </TextsLanguage>,
    );
    await i18n.changeLanguage('en');
    rerender(
      <TextsLanguage lang="vi">
        <Save />
      </TextsLanguage>,
    );
    expect(await screen.findByRole('button', { name: 'Lưu' })).toBeTruthy();
    rerender(
      <TextsLanguage lang="en">
        <Save />
      </TextsLanguage>,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
