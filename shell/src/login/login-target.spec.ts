import { isLoginPath } from './login-path';
import { loginTarget } from './login-target';

describe('the login page', () => {
  it('is /Login or /vi/Login in any case: those addresses start light', () => {
    for (const p of ['/Login', '/vi/Login', '/vi/login', '/LOGIN/', '/vi/Login/']) expect(isLoginPath(p)).toBe(true);
    for (const p of ['/', '/vi', '/vi/Login/x', '/vi/HeThong/Login', '/en/Login', '/Loginx']) expect(isLoginPath(p)).toBe(false);
  });

  it('goes back to the page that asked for it, under /vi, else to the index page', () => {
    expect(loginTarget('?redirect=%2FHeThong%2FTaiKhoan')).toBe('/vi/HeThong/TaiKhoan');
    expect(loginTarget('?redirect=%2Fvi%2FKhaoSat%3Fphien_ban_id%3D3')).toBe('/vi/KhaoSat?phien_ban_id=3');
    expect(loginTarget('')).toBe('/vi');
  });

  it('never sends the user to another site', () => {
    expect(loginTarget('?redirect=%2F%2Fevil.example%2Fx')).toBe('/vi');
    expect(loginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/vi');
  });
});
