/** Typed errors of the data layer; the one error handler maps them to the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends AppError {
  constructor(message: string, data: Record<string, unknown> | null = null) {
    super(400, message, data);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Bạn không có quyền thực hiện chức năng này') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Không tìm thấy dữ liệu') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, data: Record<string, unknown> | null = null) {
    super(409, message, data);
  }
}

/**
 * A conflict with one field of the form (a name or code already taken): the message is also
 * placed on that field (`data.errors`, as a validation error is).
 * @example throw fieldConflict('ma_phan', 'Mã phần đã tồn tại trong phiên bản');
 */
export const fieldConflict = (path: string, message: string) => new ConflictError(message, { errors: [{ path, message }] });
/** What was asked for existed once and is spent for good (an invitation link after its vote). */
export class GoneError extends AppError {
  constructor(message: string) {
    super(410, message);
  }
}
/** The server cannot do it now for a reason of its own (503): no Chromium to print with. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { retry_after: retryAfterSeconds });
  }
}
