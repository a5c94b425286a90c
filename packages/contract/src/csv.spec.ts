import { CSV_CONVENTIONS, csvConvention, csvField, csvLine } from './csv.js';

describe('the CSV writer', () => {
  it('writes the Vietnamese Excel convention for vi and the international one for en', () => {
    expect(csvLine(['Khoa Nội', 72.5, 3, null], CSV_CONVENTIONS.vi)).toBe('"Khoa Nội";72,5;3;\r\n');
    expect(csvLine(['Khoa Nội', 72.5, 3, null], CSV_CONVENTIONS.en)).toBe('"Khoa Nội",72.5,3,\r\n');
    expect(csvConvention('vi')).toBe(CSV_CONVENTIONS.vi);
    expect(csvConvention(undefined)).toBe(CSV_CONVENTIONS.vi);
    expect(csvConvention('en')).toBe(CSV_CONVENTIONS.en);
  });

  it('quotes text, doubles quotes and neutralises formulas', () => {
    expect(csvField('a "b"; c', CSV_CONVENTIONS.vi)).toBe('"a ""b""; c"');
    expect(csvField('=SUM(A1)', CSV_CONVENTIONS.vi)).toBe(`"'=SUM(A1)"`);
    expect(csvField({ a: 1 }, CSV_CONVENTIONS.en)).toBe('"{""a"":1}"');
    expect(csvField(Number.NaN, CSV_CONVENTIONS.en)).toBe('');
  });
});
