import { textParityProblems } from '../testing/text-parity';
import { commonEn, commonVi } from './common-texts';

describe('shell and shared texts', () => {
  it('has the same keys in Vietnamese and English, and no Vietnamese in the English set (but the language names)', () => {
    expect(textParityProblems(commonVi, commonEn, { allowVietnamese: ['language.vi'] })).toEqual([]);
  });
});
