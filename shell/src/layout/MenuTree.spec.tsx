import { fakeServer, renderPage } from '@hm/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuNode } from '../menu/menu-model';
import { MenuTree } from './MenuTree';

const leaf = (key: string, label: string, to: string): MenuNode => ({ key, label, icon: null, to, children: [] });
const NODES: MenuNode[] = [
  { key: 'ks', label: 'Khảo sát', icon: null, to: null, children: [leaf('ks1', 'Phiên bản', '/vi/KhaoSat/FormPhienBan')] },
  {
    key: 'dm',
    label: 'Danh mục',
    icon: null,
    to: null,
    children: [leaf('dm1', 'Bệnh viện', '/vi/HeThongDanhMuc/BenhVien'), leaf('dm2', 'Phòng ban', '/vi/HeThongDanhMuc/PhongBan')],
  },
];

describe('MenuTree', () => {
  it('opens only the group of the page shown, marks the page, and toggles a group with the keyboard', async () => {
    renderPage(<MenuTree nodes={NODES} onNavigate={() => undefined} />, { server: fakeServer({}), url: '/vi/hethongdanhmuc/phongban', user: null });
    const survey = screen.getByRole('button', { name: 'Khảo sát' });
    const catalogues = screen.getByRole('button', { name: 'Danh mục' });
    expect(survey.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(survey.getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(catalogues.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Phòng ban' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Bệnh viện' }).getAttribute('aria-current')).toBeNull();

    survey.focus();
    await userEvent.keyboard('{Enter}');
    expect(survey.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Phiên bản' })).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(survey.getAttribute('aria-expanded')).toBe('false');
  });
});
