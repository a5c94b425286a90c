/** The masking of staff comments, as a table (docs/decisions/comments.md, "What is masked"). */
import { MASK_WORDS, maskComment, NameMasker } from '../../../src/modules/comments/masking.js';

const names = new NameMasker(['Nguyễn Văn An', 'Trần Thị Lan', 'Lê Hòa', 'Minh']);
const mask = (s: string) => maskComment(s, names, MASK_WORDS.vi).text;

describe('maskComment', () => {
  it.each([
    ['Cảm ơn Nguyễn Văn An.', 'Cảm ơn [tên].'],
    ['cảm ơn nguyen van an', 'cảm ơn [tên]'],
    ['NGUYỄN VĂN AN trực đêm', '[tên] trực đêm'],
    ['anh Văn An nhắc nhở', 'anh [tên] nhắc nhở'],
    ['chị Lan và bs. Minh', 'chị [tên] và bs. [tên]'],
    ['điều dưỡng lan', 'điều dưỡng [tên]'],
    ['Lê Hoà hỗ trợ', '[tên] hỗ trợ'],
    ['Vẫn an toàn, bình thường', 'Vẫn an toàn, bình thường'],
    ['Hoa và Lan nở', 'Hoa và Lan nở'],
    ['Nguyễn Văn Anh khác người', 'Nguyễn Văn Anh khác người'],
    ['Gọi 0912 345 678, 0912.345.678, 0912-345-678 hay +84 912345678', 'Gọi [số điện thoại], [số điện thoại], [số điện thoại] hay [số điện thoại]'],
    ['Tổng đài (028) 3800 0001 hoặc 1900 1234', 'Tổng đài [số điện thoại] hoặc [số điện thoại]'],
    ['Năm 2024 có 300 ca, mã 12345', 'Năm 2024 có 300 ca, mã 12345'],
    ['Gửi an.nguyen@bvdemo.example.vn', 'Gửi [email]'],
  ])('%s', (input, expected) => expect(mask(input)).toBe(expected));

  it('counts what it masked', () => {
    expect(maskComment('chị Lan 0912345678 a@b.vn', names, MASK_WORDS.en)).toEqual({ text: 'chị [name] [phone] [email]', names: 1, phones: 1, emails: 1 });
  });
});
