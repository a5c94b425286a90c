import { endpoints, fillPath, type TStaff } from '@hm/contract';
import { fail, fakeServer, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonalDataEraseDialog } from './PersonalDataDialog';

const row = { nhan_vien_id: 4, ma_nhan_vien: 'NV004', ten_nhan_vien: 'Lê Văn Bốn' } as TStaff;
const url = `POST ${fillPath(endpoints.personalDataErase.path, { id: 4 })}`;
const user = userWith(['NHAN_VIEN_SUA']);
const OPEN = 'Chưa thể xóa: nhân viên đang có trong khảo sát chưa đóng (Khảo sát 2026). Hãy đợi khảo sát đóng, hoặc gỡ nhân viên khỏi danh sách khảo sát đó, rồi xóa lại.';

describe('PersonalDataEraseDialog', () => {
  it('asks for the staff code, shows the server’s refusal in the dialog, and erases once allowed', async () => {
    const sent: unknown[] = [];
    let open = true;
    const onClose = jest.fn();
    const s = fakeServer({
      [url]: (req) => {
        sent.push(req.body);
        return open ? fail(409, OPEN) : { nhan_vien_id: 4, records: 2, mails: 3, drafts: 1, account: false };
      },
    });
    renderPage(<PersonalDataEraseDialog row={row} onClose={onClose} />, { server: s, url: '/vi/HeThongDanhMuc/NhanVien', user });
    expect(await screen.findByText('Xóa dữ liệu cá nhân của Lê Văn Bốn')).toBeTruthy();
    const erase = screen.getByRole('button', { name: 'Xóa vĩnh viễn' });
    expect((erase as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Nhập mã nhân viên NV004 để xác nhận'), 'NV004');
    await userEvent.click(erase);
    expect((await screen.findByRole('alert')).textContent).toContain('Chưa thể xóa');
    expect(onClose).not.toHaveBeenCalled();
    open = false;
    await userEvent.click(screen.getByRole('button', { name: 'Xóa vĩnh viễn' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ ma_nhan_vien: 'NV004' }, { ma_nhan_vien: 'NV004' }]);
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã xóa dữ liệu cá nhân của nhân viên' })));
  });
});
