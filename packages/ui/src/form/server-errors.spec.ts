import { ApiError } from '@hm/contract';
import { applyServerErrors } from './server-errors';

const refusal = (code: number, message: string, data: unknown = null) => new ApiError(code, message, { code, message, data } as never);

describe('applyServerErrors', () => {
  it('puts validation errors on the fields they name', () => {
    const setError = jest.fn();
    const err = refusal(400, 'Dữ liệu không hợp lệ', { errors: [{ path: 'body.ten_phong_ban', message: 'Quá dài' }] });
    expect(applyServerErrors(err, setError, ['ma_phong_ban', 'ten_phong_ban'], ['ma_phong_ban'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('ten_phong_ban', { type: 'server', message: 'Quá dài' });
  });

  it('puts a conflict that names no field on the first unique field of the form, focused', () => {
    const setError = jest.fn();
    expect(applyServerErrors(refusal(409, 'Mã phòng ban đã tồn tại trong bệnh viện'), setError, ['ma_phong_ban', 'ten_phong_ban'], ['ma_phong_ban'])).toBe(true);
    expect(setError).toHaveBeenCalledWith('ma_phong_ban', { type: 'server', message: 'Mã phòng ban đã tồn tại trong bệnh viện' }, { shouldFocus: true });
  });

  it('leaves a conflict alone when the form has no unique field, and other refusals too', () => {
    const setError = jest.fn();
    expect(applyServerErrors(refusal(409, 'Đang được sử dụng'), setError, ['ten_phong_ban'], ['ma_phong_ban'])).toBe(false);
    expect(applyServerErrors(refusal(403, 'Không có quyền'), setError, ['ma_phong_ban'], ['ma_phong_ban'])).toBe(false);
    expect(applyServerErrors(new Error('x'), setError, ['ma_phong_ban'], ['ma_phong_ban'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
