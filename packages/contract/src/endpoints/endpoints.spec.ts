import { endpointList } from './index';

describe('the endpoint table', () => {
  it('has one entry per method and path, under the two service prefixes', () => {
    const keys = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of endpointList) expect(e.path).toMatch(/^\/(auth|votesafety)\/v1\//);
  });

  it('keeps core calls public or open to any logged-in user except the administrator password call', () => {
    const core = endpointList.filter((e) => e.module === 'core');
    // releaseLinkAssignment: the survey module's release for a vote page without a login (issue 28).
    expect(
      core
        .filter((e) => e.fn === 'public')
        .map((e) => e.id)
        .sort(),
    ).toEqual(['accountLogin', 'login', 'logout', 'refreshToken', 'releaseLinkAssignment']);
    expect(core.filter((e) => typeof e.fn === 'string' && e.fn !== 'public').map((e) => e.id)).toEqual(['setPassword']);
  });

  it('lists the auth service calls of spec §7', () => {
    const paths = new Set(endpointList.map((e) => `${e.method} ${e.path.replace('/auth/v1', '')}`));
    for (const p of [
      'POST /login',
      'POST /refresh-token',
      'GET /tai-khoan/me',
      'PUT /tai-khoan/doi-mat-khau',
      'PUT /tai-khoan/doi-mat-khau-user',
      'PUT /tai-khoan/du-an',
      'POST /nhan-vien/import',
      'GET /nhan-vien/combobox',
      'GET /phan-quyen-chuc-nang',
      'POST /menu/clone',
      'GET /menu/check-role',
      'GET /chuc-nang/check-role',
      'GET /donvihanhchinh/cap/{level}',
      'GET /danh-muc-du-an/combobox',
      'POST /report/export',
      'POST /phan-quyen-report/update-phan-quyen',
      'GET /phong-ban/by-token',
      'DELETE /tai-khoan-phong-ban/{id}/tai-khoan-id',
      'PUT /hospital/hospital-info',
      'GET /tai-khoan-hospital/{id}/tai-khoan-id',
      'DELETE /tham-so-he-thong/{id}',
    ]) {
      expect(paths.has(p)).toBe(true);
    }
  });
});
