import { ApiError } from '@hm/contract';
import { render, screen } from '@testing-library/react';
import { QueryError } from './QueryError';

describe('QueryError', () => {
  it('offers a retry for a failure a retry may fix, not for a refusal it would only repeat', () => {
    const { rerender } = render(<QueryError error={new ApiError(500, 'Lỗi máy chủ', null)} onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    rerender(<QueryError error={new ApiError(403, 'Bạn không có quyền thực hiện chức năng này', null)} onRetry={() => undefined} />);
    expect(screen.getByText('Bạn không có quyền thực hiện chức năng này')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });
});
