import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginFrame } from './LoginFrame';

describe('LoginFrame (the light login page)', () => {
  it("draws the default layout's top bar and footer, in the display language", async () => {
    const onMenu = jest.fn();
    const onHome = jest.fn();
    render(
      <LoginFrame language="en" title="System login" onMenu={onMenu} onHome={onHome}>
        <p>form</p>
      </LoginFrame>,
    );
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('System login');
    await userEvent.click(screen.getByRole('button', { name: 'Open or close the menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('main').textContent).toBe('form');
    expect(screen.getByRole('contentinfo').textContent).toContain('Version: 1.2');
  });
});
