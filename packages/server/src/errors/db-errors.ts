import { BAD_CHARACTER_MESSAGE } from '@hm/contract';
import { AppError, ConflictError, ValidationError } from './app-errors.js';

export const DB_MSG = {
  duplicate: 'Dữ liệu đã tồn tại',
  inUse: 'Dữ liệu đang được sử dụng, không thể xóa',
  outOfRange: 'Giá trị vượt quá giới hạn cho phép',
  invalid: 'Dữ liệu không hợp lệ',
} as const;

/**
 * Data exceptions (class 22) a value sent by a client causes: text that is not a number or a date,
 * a string too long for its column, a bad escape or pattern, malformed JSON text. Others of the
 * class (a division by zero) are faults of the server's own computation and stay 500s.
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22001',
  '22004',
  '22007',
  '22008',
  '22019',
  '22023',
  '22025',
  '2201B',
  '22P02',
  '22030',
  '22031',
  '22032',
  '22033',
  '22034',
  '22035',
  '22036',
  '22037',
  '22038',
]);

/** What a unique index means to the user, by index name; modules add theirs at import. */
const constraintMessages = new Map<string, string>();

/**
 * Names the message of a module's unique indexes, for when a concurrent write gets past the
 * module's own pre-check and the database refuses it.
 * @example registerConstraintMessages({ cau_hoi_code_idx: 'Mã câu hỏi đã tồn tại trong phiên bản' });
 */
export function registerConstraintMessages(messages: Record<string, string>): void {
  for (const [name, message] of Object.entries(messages)) constraintMessages.set(name, message);
}

/**
 * The database's refusals of a client's request as typed errors (or null for anything else):
 * a unique index, a row in use, a number beyond its column, a character the encoding refuses,
 * the other data exceptions a client's value causes, and a missing or out-of-rule value (23502,
 * 23514): a 400, never a 500.
 * PGlite and pg both raise errors carrying the SQLSTATE as `code` and the index as `constraint`.
 */
export function fromDbError(e: unknown): AppError | null {
  const err = e as { code?: unknown; constraint?: unknown } | null;
  switch (err?.code) {
    case '23505':
      return new ConflictError(constraintMessages.get(String(err.constraint)) ?? DB_MSG.duplicate);
    case '23503':
      return new ConflictError(DB_MSG.inUse);
    case '22003':
      return new ValidationError(DB_MSG.outOfRange);
    case '22021':
    case '22P05':
      return new ValidationError(BAD_CHARACTER_MESSAGE);
    case '23502':
    case '23514':
      return new ValidationError(DB_MSG.invalid);
    default:
      return typeof err?.code === 'string' && INPUT_DATA_EXCEPTIONS.has(err.code) ? new ValidationError(DB_MSG.invalid) : null;
  }
}
