import { textParityProblems } from '@hm/platform/testing';
import { reportsEn } from './texts-en';
import { reportsVi } from './texts-vi';

describe('mf-reports texts', () => {
  it('has the same keys in Vietnamese and English, and no Vietnamese in the English set', () => {
    expect(textParityProblems(reportsVi, reportsEn)).toEqual([]);
  });
});
