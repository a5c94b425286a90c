import { i18n } from '@hm/platform';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

const renderAt = (el: React.ReactElement) => render(<MemoryRouter>{el}</MemoryRouter>);

afterEach(() => void i18n.changeLanguage('vi'));

describe('ErrorPage', () => {
  it('shows An error occurred, the message, the status code and a Home page link', () => {
    renderAt(<ErrorPage statusCode={500} message="Unknown middleware" />);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('Unknown middleware')).toBeTruthy();
    expect(screen.getByText('Mã lỗi: 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/vi');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('titles a 404 "404 Not Found" and speaks English when English is chosen', async () => {
    await i18n.changeLanguage('en');
    renderAt(<ErrorPage statusCode={404} />);
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('Status code: 404')).toBeTruthy();
  });

  it('offers a reload when asked to', async () => {
    const onReload = jest.fn();
    renderAt(<ErrorPage statusCode={500} message="x" onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại trang' }));
    expect(onReload).toHaveBeenCalled();
  });
});
