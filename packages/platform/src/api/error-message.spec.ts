import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@hm/contract';
import { errorMessage } from './error-message';

const ID = '0bd5c9cf-330d-40cb-8d87-071ec9406c1d';

describe('errorMessage', () => {
  it('shows a server failure with its request id, for the user to quote to IT', () => {
    const err = new ApiError(500, GENERIC_ERROR_MESSAGE, { code: 500, message: GENERIC_ERROR_MESSAGE, data: null, request_id: ID });
    expect(errorMessage(err)).toBe(`${GENERIC_ERROR_MESSAGE} (Mã yêu cầu: ${ID})`);
  });

  it('keeps a refusal the user can act on as the server wrote it', () => {
    const err = new ApiError(401, 'Tên tài khoản hoặc mật khẩu không đúng', { code: 401, message: 'Tên tài khoản hoặc mật khẩu không đúng', data: null, request_id: ID });
    expect(errorMessage(err)).toBe('Tên tài khoản hoặc mật khẩu không đúng');
  });

  it('has no id to show without a server answer', () => {
    expect(errorMessage(new ApiError(0, NETWORK_ERROR_MESSAGE, null))).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new ApiError(502, 'HTTP 502', null))).toBe('HTTP 502');
    expect(errorMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
