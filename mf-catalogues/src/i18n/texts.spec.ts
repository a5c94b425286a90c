import { textParityProblems } from '@hm/platform/testing';
import { cataloguesEn } from './texts-en';
import { cataloguesVi } from './texts-vi';

describe('mf-catalogues texts', () => {
  it('has the same keys in Vietnamese and English, and no Vietnamese in the English set', () => {
    expect(textParityProblems(cataloguesVi, cataloguesEn)).toEqual([]);
  });
});
