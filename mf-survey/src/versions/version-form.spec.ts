import { ZSurveyVersionCreate, ZSurveyVersionUpdate } from '@hm/contract';
import { versionRow } from '../test/fixtures';
import { toUpdateBody, versionFormValues, versionLockReason } from './version-form';

describe('version form values', () => {
  it("starts a new version in the user's hospital, valid once titled", () => {
    const v = versionFormValues(undefined, 1);
    expect(v.hospital_id).toBe(1);
    expect(ZSurveyVersionCreate.safeParse(v).success).toBe(false);
    expect(ZSurveyVersionCreate.safeParse({ ...v, tieu_de_khao_sat: 'Khảo sát 2026' }).success).toBe(true);
  });

  it('turns the validated form into an update body without the owner hospital', () => {
    const values = ZSurveyVersionCreate.parse(versionFormValues(versionRow(), null));
    const body = toUpdateBody(3, values);
    expect(body).not.toHaveProperty('hospital_id');
    expect(ZSurveyVersionUpdate.parse(body)).toMatchObject({ phien_ban_id: 3, tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2026' });
  });

  it('says why a version cannot be edited', () => {
    const p = { write: true, systemAdmin: false };
    expect(versionLockReason(versionRow(), p)).toBeNull();
    expect(versionLockReason(versionRow({ status_khao_sat: 2 }), p)).toBe('closed');
    expect(versionLockReason(versionRow({ is_template: true }), p)).toBe('template');
    expect(versionLockReason(versionRow({ hospital_id: null }), p)).toBe('campaign');
    expect(versionLockReason(versionRow({ hospital_id: null }), { write: true, systemAdmin: true })).toBeNull();
    expect(versionLockReason(undefined, { write: false, systemAdmin: false })).toBe('noWrite');
  });
});
