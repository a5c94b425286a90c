import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ConfirmRequest, useConfirm } from './useConfirm';

/** The open confirmation dialog (PrimeReact's, without a role of its own). */
function openDialog(): HTMLElement {
  const d = document.querySelector<HTMLElement>('.p-confirm-dialog');
  if (!d) throw new Error('no confirmation dialog');
  return d;
}

const TEXTS = { header: 'Xác nhận', accept: 'Đồng ý', reject: 'Hủy' };

function Page({ request }: { request: ConfirmRequest }) {
  const { confirm, dialog } = useConfirm(TEXTS);
  return (
    <>
      <button type="button" onClick={() => confirm(request)}>
        Mở
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks with the default texts and runs the action on accept', async () => {
    const accept = jest.fn();
    const user = userEvent.setup();
    render(<Page request={{ message: 'Tính dữ liệu?', accept }} />);
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = await waitFor(openDialog);
    expect(dialog.textContent).toContain('Xác nhận');
    expect(dialog.textContent).toContain('Tính dữ liệu?');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Đồng ý'));
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('puts the focus on Cancel for a destructive action, and Cancel does nothing', async () => {
    const accept = jest.fn();
    const user = userEvent.setup();
    render(<Page request={{ message: 'Xóa câu hỏi A1?', header: 'Xóa', danger: true, accept }} />);
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = await waitFor(openDialog);
    expect(dialog.textContent).toContain('Xóa');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Hủy'));
    expect(screen.getByRole('button', { name: 'Đồng ý' }).className).toContain('p-button-danger');
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(accept).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());
  });

  it('tells the page when the user declines, by Cancel or Escape, and not when they accept', async () => {
    const accept = jest.fn();
    const reject = jest.fn();
    const user = userEvent.setup();
    render(<Page request={{ message: 'Bỏ thay đổi?', accept, reject }} />);
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    await waitFor(openDialog);
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(reject).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Mở' }));
    await waitFor(openDialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(reject).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Mở' }));
    await waitFor(openDialog);
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(accept).toHaveBeenCalledTimes(1);
    expect(reject).toHaveBeenCalledTimes(2);
  });
});
