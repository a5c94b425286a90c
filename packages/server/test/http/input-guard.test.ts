import { BAD_CHARACTER_MESSAGE } from '@hm/contract';
import { sql } from 'kysely';
import { fromDbError } from '../../src/errors/db-errors.js';
import { ValidationError } from '../../src/errors/app-errors.js';
import { inputProblem, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '../../src/http/input-guard.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

// The server's one rule on every request's strings (the security suite sends it everywhere:
// test/security), and the database refusals only a client's input can cause, mapped to 400.

describe('inputProblem', () => {
  it.each([
    ['a NUL in a value', { a: ['x', 'a\u0000b'] }],
    ['a NUL in a key', { 'k\u0000': 1 }],
    ['an unpaired high surrogate', { a: 'x\ud800' }],
    ['an unpaired low surrogate', ['\udc00y']],
    ['a reversed pair', '\udc00\ud800'],
  ])('refuses %s', (_name, input) => {
    expect(inputProblem(input)).toBe(BAD_CHARACTER_MESSAGE);
  });

  it.each([
    ['Vietnamese text', { ten: 'Khoa Hồi sức tích cực', ghi_chu: 'dòng 1\ndòng 2\tcột' }],
    ['a surrogate pair (emoji)', { noi_dung: 'Tốt 😀' }],
    ['numbers, booleans and null', { a: 1, b: false, c: null, d: [1.5, -2] }],
    ['nothing', undefined],
    [`${MAX_INPUT_DEPTH - 1} levels`, JSON.parse('['.repeat(MAX_INPUT_DEPTH) + ']'.repeat(MAX_INPUT_DEPTH))],
  ])('lets %s through', (_name, input) => {
    expect(inputProblem(input)).toBeNull();
  });

  it('refuses 10,000 nested arrays without a deep stack', () => {
    const deep = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000));
    expect(inputProblem(deep)).toBe(TOO_DEEP_MESSAGE);
  });
});

describe('fromDbError on the database in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusal = async (query: string) => {
    try {
      await sql.raw(query).execute(t.database.db);
    } catch (e) {
      return fromDbError(e);
    }
    throw new Error(`${query} succeeded`);
  };

  it.each([
    ['text that is not a number', `SELECT 'abc'::int`],
    ['a number beyond its type', `SELECT 2147483648::int`],
    ['a date that does not exist', `SELECT '2025-02-30'::date`],
    ['a NUL in text', `SELECT convert_from('\\x6100'::bytea, 'UTF8')`],
    ['a NUL escape in JSON', `SELECT '{"a":"\\u0000"}'::jsonb`],
    ['an unpaired surrogate escape in JSON', `SELECT '"\\ud800"'::jsonb`],
  ])('maps %s to a 400 with a Vietnamese message', async (_name, query) => {
    const err = await refusal(query);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err!.message).toMatch(/Dữ liệu|Giá trị/);
  });

  it.each([
    ['an unknown table', 'SELECT * FROM khong_co_bang'],
    ['a division by zero', 'SELECT 1 / 0'],
  ])('leaves a server fault (%s) to the 500 path', async (_name, query) => {
    expect(await refusal(query)).toBeNull();
  });
});
