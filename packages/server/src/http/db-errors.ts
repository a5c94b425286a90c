import { AppError, ConflictError, ValidationError } from './errors.js';

export const DB_MSG = {
  duplicate: 'Dữ liệu đã tồn tại',
  inUse: 'Dữ liệu đang được sử dụng, không thể xóa',
  outOfRange: 'Giá trị vượt quá giới hạn cho phép',
} as const;

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
 * a unique index, a row in use, a number beyond its column. PGlite and pg both raise errors
 * carrying the SQLSTATE as `code` and the index as `constraint`.
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
    default:
      return null;
  }
}
