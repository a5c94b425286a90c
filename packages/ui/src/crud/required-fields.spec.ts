import { ZDepartmentInput, ZStaffInput } from '@hm/contract';
import { requiredFields } from './required-fields';

describe('requiredFields', () => {
  it('names the fields whose schema refuses the empty value, never a switch', () => {
    const fields = [
      { name: 'hospital_id', kind: 'select' },
      { name: 'ma_phong_ban', kind: 'text' },
      { name: 'ten_phong_ban', kind: 'text' },
      { name: 'tam_ngung', kind: 'switch' },
    ] as const;
    expect([...requiredFields(ZDepartmentInput, fields)].sort()).toEqual(['hospital_id', 'ma_phong_ban', 'ten_phong_ban']);
  });

  it('leaves out optional fields and fields the schema does not have', () => {
    const required = requiredFields(ZStaffInput, [
      { name: 'email', kind: 'email' },
      { name: 'not_in_schema', kind: 'text' },
    ]);
    expect(required.has('not_in_schema')).toBe(false);
    expect(required.has('email')).toBe(false);
  });

  it('marks nothing without an object schema', () => {
    expect(requiredFields(undefined, [{ name: 'x', kind: 'text' }]).size).toBe(0);
  });
});
