import { textParityProblems } from '@hm/platform/testing';
import { surveyEn } from './texts-en';
import { surveyVi } from './texts-vi';

describe('mf-survey texts', () => {
  it('has the same keys in Vietnamese and English, and no Vietnamese in the English set', () => {
    expect(textParityProblems(surveyVi, surveyEn, { allowVietnamese: ['common.languages.vi'] })).toEqual([]);
  });
});
