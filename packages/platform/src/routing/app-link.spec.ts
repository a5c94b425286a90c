import { appHref } from './app-link';

describe('appHref', () => {
  it('keeps the /vi prefix the user came with and leaves empty values out', () => {
    expect(appHref('/vi/KhaoSat', 'KhaoSat/FormPhanCauHoi', { phien_ban_id: 3 })).toBe('/vi/KhaoSat/FormPhanCauHoi?phien_ban_id=3');
    expect(appHref('/KhaoSat', 'Composite', { phien_ban_id: 3, composite_id: null, keyword: '' })).toBe('/Composite?phien_ban_id=3');
    expect(appHref('/video', '/KhaoSat')).toBe('/KhaoSat');
    expect(appHref('/VI', 'Mapping', { hospitalId: 2, unmapped: true })).toBe('/vi/Mapping?hospitalId=2&unmapped=true');
  });
});
