import { foldedIncludes, foldSearchText } from './search-fold.js';

describe('foldSearchText', () => {
  it.each([
    ['Nguyễn Văn Dũng', 'nguyen van dung'],
    ['Đà Nẵng', 'da nang'],
    ['ĐẶNG THỊ Ư', 'dang thi u'],
    ['Khoa Ngoại', 'khoa ngoai'],
    ['Thừa Thiên Huế', 'thua thien hue'],
    // Decomposed input (a keyboard that sends marks apart) folds alike.
    ['Nguye\u0302\u0303n', 'nguyen'],
    ['BV-01_%', 'bv-01_%'],
  ])('%s → %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('foldedIncludes', () => {
  it.each([
    ['Nguyễn Văn A', 'nguyen', true],
    ['Trần Thị Dũng', 'DUNG', true],
    ['Thành phố Đà Nẵng', 'da nang', true],
    ['Khoa Ngoại', 'ngoai', true],
    ['Khoa Nội', 'ngoai', false],
    ['Khoa Nội', '', true],
    ['Khoa Nội', '  ', true],
    [null, 'a', false],
  ])('%s contains %s: %s', (text, keyword, expected) => {
    expect(foldedIncludes(text, keyword)).toBe(expected);
  });
});
