import type { TVoteAnswer } from '@hm/contract';
import { type Ballot, type BallotQuestion, checkAnswers } from '../../../src/modules/voting/ballot.js';
import { assessResponse, isStraightLined } from '../../../src/modules/voting/validity.js';

// A hand-made ballot: 1–6 composite items (2, 4 and 6 reverse-worded), 7 a single item, 8 a
// checkbox, 20 and 21 background (unit; comments), 30 a paused question.
const q = (id: number, o: Partial<BallotQuestion> = {}): [number, BallotQuestion] => [
  id,
  { cauhoi_id: id, multiple: false, background: false, reverse: false, inComposite: false, values: new Set([1, 2, 3, 4, 5, 9]), acceptsText: false, shown: true, role: null, ...o },
];
const ballot: Ballot = new Map([
  ...[1, 2, 3, 4, 5, 6].map((id) => q(id, { inComposite: true, reverse: id % 2 === 0 })),
  q(7),
  q(8, { multiple: true, values: new Set([1, 2, 3]) }),
  q(20, { background: true, values: new Set([1, 2, 9, 10]) }),
  q(21, { background: true, values: new Set(), acceptsText: true }),
  q(30, { shown: false }),
]);
const v = (cauhoi_id: number, ...gia_tri: number[]): TVoteAnswer => ({ cauhoi_id, gia_tri });
const six = (code: number) => [1, 2, 3, 4, 5, 6].map((id) => v(id, code));

describe('response validity', () => {
  it.each([
    ['nothing answered', [], false, false],
    ['background only', [v(20, 9), { cauhoi_id: 21, noi_dung: 'Góp ý' }], false, false],
    ['one 1–5 answer outside the background', [v(7, 3)], true, false],
    ['a 9 alone', [v(1, 9)], true, false],
    ['a checkbox answer', [v(8, 2, 3)], true, false],
    ['the same code on every composite item, both wordings', six(4), true, true],
    ['the same code on four items only', six(4).slice(0, 4), true, false],
    ['the same code on positively worded items only', [1, 3, 5].map((id) => v(id, 5)).concat([v(7, 5), v(8, 1)]), true, false],
    ['one item differs', [...six(4).slice(0, 5), v(6, 2)], true, false],
    ['9s are not looked at', [...six(4).slice(0, 5), v(6, 9)], true, true],
  ] as const)('%s', (_, answers, complete, straight) => {
    expect(isStraightLined(ballot, answers)).toBe(straight);
    expect(assessResponse(ballot, answers, { straightLiningRule: false })).toEqual({ hoan_thanh: complete, hop_le: complete ? 1 : 0 });
    expect(assessResponse(ballot, answers, { straightLiningRule: true })).toEqual({ hoan_thanh: complete, hop_le: complete && !straight ? 1 : 0 });
  });
});

describe('answer checks', () => {
  it('normalises: values sorted, texts trimmed, answers to hidden questions left out', () => {
    expect(checkAnswers(ballot, [v(8, 3, 1), { cauhoi_id: 21, noi_dung: '  Góp ý  ' }, v(30, 4)])).toEqual([v(8, 1, 3), { cauhoi_id: 21, noi_dung: 'Góp ý' }]);
  });

  it.each([
    ['a question of another version', [v(99, 1)], 'answers.0.cauhoi_id', 'Câu hỏi không thuộc phiên bản khảo sát này'],
    ['a question twice', [v(1, 1), v(1, 2)], 'answers.1.cauhoi_id', 'Mỗi câu hỏi chỉ được trả lời một lần'],
    ['two values on a radio question', [v(1, 1, 2)], 'answers.0.gia_tri', 'Câu hỏi này chỉ được chọn một đáp án'],
    ['a value twice on a checkbox', [v(8, 2, 2)], 'answers.0.gia_tri', 'Một đáp án bị chọn hai lần'],
    ['a value not among the answers', [v(8, 9)], 'answers.0.gia_tri', 'Đáp án không có trong danh sách đáp án của câu hỏi'],
    ['a text on a coded question', [{ cauhoi_id: 7, noi_dung: 'x' }], 'answers.0.noi_dung', 'Câu hỏi này không nhận câu trả lời bằng chữ'],
  ] as const)('refuses %s', (_, answers, path, message) => {
    expect(() => checkAnswers(ballot, answers)).toThrow(message);
    try {
      checkAnswers(ballot, answers);
    } catch (e) {
      expect((e as { status: number; data: unknown }).status).toBe(400);
      expect((e as { data: unknown }).data).toEqual({ errors: [{ path, message }] });
    }
  });
});
