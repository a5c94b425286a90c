import { textParityProblems } from '@hm/platform/testing';
import { dashboardEn } from './texts-en';
import { dashboardVi } from './texts-vi';

describe('mf-dashboard texts', () => {
  it('has the same keys in Vietnamese and English, and no Vietnamese in the English set', () => {
    expect(textParityProblems(dashboardVi, dashboardEn)).toEqual([]);
  });
});
