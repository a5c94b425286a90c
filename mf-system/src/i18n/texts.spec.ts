import { textParityProblems } from '@hm/platform/testing';
import { systemEn } from './texts-en';
import { systemVi } from './texts-vi';

describe('mf-system texts', () => {
  it('has the same keys in Vietnamese and English, and no Vietnamese in the English set', () => {
    expect(textParityProblems(systemVi, systemEn)).toEqual([]);
  });
});
