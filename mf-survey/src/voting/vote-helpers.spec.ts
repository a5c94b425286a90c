import { questionnaire } from '../test/vote-fixtures';
import { newIdempotencyKey } from './idempotency-key';
import { initialDraft } from './initial-draft';
import { tokenFromFragment } from './invitation-link';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-draft';
import { chooseOne, fromWire, isAnswered, setText, TEXT_MAX, toggleValue, toWire } from './vote-answers';
import { answeredCount, clampStep, partAt, questionInput, unanswered, voteSteps } from './vote-steps';
import { readVoterSession, voterScope, writeVoterSession } from './voter-session';
import { myVoteState } from './VoteTags';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('answers', () => {
  it('keeps one value for a radio question and several, in order, for a checkbox question', () => {
    const a = chooseOne(chooseOne({}, 110, 2), 110, 4);
    expect(a[110]).toEqual({ values: [4], text: '' });
    const b = toggleValue(toggleValue(toggleValue({}, 130, 3, true), 130, 1, true), 130, 3, false);
    expect(b[130]!.values).toEqual([1]);
    expect(toggleValue(b, 130, 2, true)[130]!.values).toEqual([1, 2]);
  });

  it('cuts a text at the contract limit and counts blank text as unanswered', () => {
    expect(setText({}, 140, 'x'.repeat(TEXT_MAX + 10))[140]!.text).toHaveLength(TEXT_MAX);
    expect(isAnswered(setText({}, 140, '   ')[140])).toBe(false);
    expect(isAnswered(toggleValue(toggleValue({}, 130, 1, true), 130, 1, false)[130])).toBe(false);
  });

  it('sends only answered questions, texts trimmed, and reads them back', () => {
    const a = setText(setText(chooseOne(toggleValue({}, 130, 2, true), 110, 9), 140, '  Cần thêm nhân lực  '), 141, ' ');
    const wire = toWire(a);
    expect(wire).toEqual([
      { cauhoi_id: 110, gia_tri: [9] },
      { cauhoi_id: 130, gia_tri: [2] },
      { cauhoi_id: 140, noi_dung: 'Cần thêm nhân lực' },
    ]);
    expect(toWire(fromWire(wire))).toEqual(wire);
  });
});

describe('steps', () => {
  const steps = voteSteps(questionnaire().parts);

  it('leaves out inactive parts and paused questions; the review follows the last part', () => {
    expect(steps.parts.map((p) => p.ma_phan)).toEqual(['POSITION', 'A', 'K', 'H']);
    expect(steps.parts[1]!.questions.map((q) => q.ma_cauhoi)).toEqual(['A1', 'A2']);
    expect(steps.review).toBe(5);
    expect(partAt(steps, 0)).toBeUndefined();
    expect(partAt(steps, 2)?.ma_phan).toBe('A');
    expect(partAt(steps, 5)).toBeUndefined();
  });

  it('keeps a saved step within the form', () => {
    expect(clampStep(12, steps)).toBe(5);
    expect(clampStep(-1, steps)).toBe(0);
    expect(clampStep(2, steps)).toBe(2);
  });

  it('sets apart 9 as "does not apply" on a 1–5 scale, not on a long category list', () => {
    const [position, unit, reporting, comments] = steps.parts;
    const likert = questionInput(unit!, unit!.questions[0]!);
    expect(likert.choices.map((a) => a.gia_tri)).toEqual([1, 2, 3, 4, 5]);
    expect(likert.notApplicable?.gia_tri).toBe(9);
    expect(likert).toMatchObject({ multiple: false, text: false });
    const positions = questionInput(position!, position!.questions[0]!);
    expect(positions.choices).toHaveLength(10);
    expect(positions.notApplicable).toBeNull();
    expect(questionInput(reporting!, reporting!.questions[0]!)).toMatchObject({ multiple: true, text: false });
    expect(questionInput(comments!, comments!.questions[0]!)).toMatchObject({ choices: [], text: true });
  });

  it('lists the unanswered questions per part with their step, and counts the answered ones', () => {
    const a = chooseOne(chooseOne({}, 100, 3), 110, 4);
    const missing = unanswered(steps, a);
    expect(missing.map((u) => [u.part.ma_phan, u.step, u.questions.map((q) => q.ma_cauhoi)])).toEqual([
      ['A', 2, ['A2']],
      ['K', 3, ['K1']],
      ['H', 4, ['H1']],
    ]);
    expect(answeredCount(steps, a)).toEqual({ answered: 2, total: 5 });
  });
});

describe('resuming a form', () => {
  const server = { phien_ban_id: 3, step: 2, language: 'en' as const, answers: [{ cauhoi_id: 110, gia_tri: [4] }], updated_at: '2026-03-05 09:00:00' };
  const local = {
    phien_ban_id: 3,
    step: 3,
    language: 'vi' as const,
    answers: [
      { cauhoi_id: 110, gia_tri: [5] },
      { cauhoi_id: 111, gia_tri: [2] },
    ],
  };

  it("takes the tab's unsaved copy over the server's draft, and says it must be saved", () => {
    expect(initialDraft(server, local, 'vi')).toEqual({
      state: { step: 3, language: 'vi', answers: { 110: { values: [5], text: '' }, 111: { values: [2], text: '' } } },
      unsaved: true,
    });
  });

  it("takes the server's draft (step, language, answers) when the tab has none", () => {
    expect(initialDraft(server, null, 'vi')).toEqual({ state: { step: 2, language: 'en', answers: { 110: { values: [4], text: '' } } }, unsaved: false });
  });

  it('starts at the introduction in the UI language otherwise', () => {
    expect(initialDraft(null, null, 'en')).toEqual({ state: { step: 0, language: 'en', answers: {} }, unsaved: false });
  });
});

describe('local copy of a draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept per voter and version, read back with the contract schema, and cleared', () => {
    writeLocalDraft('u9', { phien_ban_id: 3, step: 1, language: 'vi', answers: [{ cauhoi_id: 110, gia_tri: [4] }] });
    expect(readLocalDraft('u9', 3)).toEqual({ phien_ban_id: 3, step: 1, language: 'vi', answers: [{ cauhoi_id: 110, gia_tri: [4] }] });
    expect(readLocalDraft('u10', 3)).toBeNull();
    expect(readLocalDraft('u9', 4)).toBeNull();
    clearLocalDraft('u9', 3);
    expect(readLocalDraft('u9', 3)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem('hm_vote_draft:u9:3', '{"step":"x"}');
    expect(readLocalDraft('u9', 3)).toBeNull();
    sessionStorage.setItem('hm_vote_draft:u9:3', 'not json');
    expect(readLocalDraft('u9', 3)).toBeNull();
  });
});

describe('invitation links and voter sessions', () => {
  beforeEach(() => sessionStorage.clear());
  const session = {
    access_token: 'voter-token-abc',
    expires_at: '2026-03-31 17:00:00',
    phien_ban_id: 3,
    hospital_id: 1,
    hospital_name: 'Bệnh viện Đa khoa Demo',
    tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2026',
    tieu_de_khao_sat_en: 'Patient safety culture 2026',
    language: 'vi' as const,
    ten_nhan_vien: 'Nguyễn Văn An',
    status_khao_sat: 1 as const,
  };

  it('reads the token from the fragment only', () => {
    expect(tokenFromFragment('#t=12.abc_DEF-123')).toBe('12.abc_DEF-123');
    expect(tokenFromFragment('#x=1&t=12.abc')).toBe('12.abc');
    expect(tokenFromFragment('#t=')).toBeNull();
    expect(tokenFromFragment('')).toBeNull();
  });

  it('keeps the session in the tab until it expires', () => {
    writeVoterSession(session);
    expect(readVoterSession(new Date('2026-03-20T10:00:00+07:00'))).toEqual(session);
    expect(readVoterSession(new Date('2026-03-31T17:00:01+07:00'))).toBeNull();
    expect(sessionStorage.getItem('hm_voter_session')).toBeNull();
  });

  it('names a session without its token', () => {
    expect(voterScope(session)).toMatch(/^v3-[0-9a-z]+$/);
    expect(voterScope(session)).not.toContain('abc');
    expect(voterScope({ ...session, access_token: 'another' })).not.toBe(voterScope(session));
  });
});

describe('idempotency keys', () => {
  it('are UUID v4, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('own vote state', () => {
  it.each([
    [null, false, 'none'],
    [1, false, 'todo'],
    [1, true, 'draft'],
    [2, true, 'done'],
  ] as const)('status %s with draft %s is %s', (status, hasDraft, state) => {
    expect(myVoteState(status, hasDraft)).toBe(state);
  });
});
