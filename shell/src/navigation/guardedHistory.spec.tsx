import '@hm/platform';
import { useUnsavedChanges } from '@hm/ui/dialog';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { TransitionRouter } from './TransitionRouter';

/** The open question (PrimeReact's confirmation, without a role of its own). */
const question = () =>
  waitFor(() => {
    const d = document.querySelector<HTMLElement>('.p-confirm-dialog');
    if (!d) throw new Error('no confirmation dialog');
    return d;
  });
const noQuestion = () => waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());

function Editor() {
  const [note, setNote] = useState('');
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges(note !== '');
  return (
    <>
      <label htmlFor="note">Ghi chú</label>
      <input id="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="button" onClick={() => void navigate(-1)}>
        Quay lại
      </button>
      {unsaved.dialog}
    </>
  );
}

function Pages() {
  const routes = useRoutes([
    { path: '/', element: <Link to="/edit">Sửa</Link> },
    { path: '/edit', element: <Editor /> },
  ]);
  return (
    <>
      {routes}
      <output data-testid="where">{useLocation().pathname}</output>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;
const back = () => act(() => window.history.back());

/** The shell's router at '/', then on the editor with `typed` unsaved (if any). */
async function openEditor(typed?: string) {
  window.history.replaceState(null, '', '/');
  render(
    <TransitionRouter>
      <Pages />
    </TransitionRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Sửa' }));
  await waitFor(() => expect(where()).toBe('/edit'));
  if (typed) await userEvent.type(screen.getByLabelText('Ghi chú'), typed);
}

describe('the shell’s history: the browser’s Back with unsaved edits', () => {
  it('asks first: Stay keeps the page, its address and the edits; Leave goes back', async () => {
    await openEditor('Khoa Nhi');
    back();
    const ask = await question();
    expect(ask.textContent).toContain('Bạn có thay đổi chưa lưu. Rời trang?');
    // The address went straight back to the page with the edits.
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(where()).toBe('/edit');

    await userEvent.click(within(ask).getByRole('button', { name: 'Ở lại' }));
    await noQuestion();
    expect(window.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('Ghi chú') as HTMLInputElement).value).toBe('Khoa Nhi');

    back();
    await userEvent.click(within(await question()).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(window.location.pathname).toBe('/');
    await noQuestion();
  });

  it('asks once for the page’s own Back (navigate(-1)), which then goes', async () => {
    await openEditor('Khoa Nhi');
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(where()).toBe('/'));
    await noQuestion();
  });

  it('lets Back through when nothing is unsaved', async () => {
    await openEditor();
    back();
    await waitFor(() => expect(where()).toBe('/'));
    expect(document.querySelector('.p-confirm-dialog')).toBeNull();
  });
});
