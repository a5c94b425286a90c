import '@hm/platform';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useUnsavedChanges } from './useUnsavedChanges';

/** The open question (PrimeReact's confirmation, without a role of its own). */
const question = () =>
  waitFor(() => {
    const d = document.querySelector<HTMLElement>('.p-confirm-dialog');
    if (!d) throw new Error('no confirmation dialog');
    return d;
  });
const noQuestion = () => waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Editor({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  const { confirmDiscard, proceed, dialog } = useUnsavedChanges(dirty);
  return (
    <>
      <Link to="/other">Another page</Link>
      <button type="button" onClick={() => confirmDiscard(() => void navigate('/list'))}>
        Back
      </button>
      <button type="button" onClick={() => proceed(() => void navigate('/saved'))}>
        Saved
      </button>
      {dialog}
    </>
  );
}

const renderAt = (dirty: boolean) =>
  render(
    <MemoryRouter initialEntries={['/edit']}>
      <Routes>
        <Route path="/edit" element={<Editor dirty={dirty} />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
const where = () => screen.getByTestId('where').textContent;

describe('useUnsavedChanges', () => {
  it('asks before a link leaves unsaved edits: Stay keeps the page, Leave goes', async () => {
    renderAt(true);
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    const ask = await question();
    expect(ask.textContent).toContain('Bạn có thay đổi chưa lưu. Rời trang?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Ở lại' }));
    await noQuestion();
    expect(where()).toBe('/edit');
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(where()).toBe('/other'));
  });

  it('asks once for the page’s own Back, which then navigates', async () => {
    renderAt(true);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(where()).toBe('/list'));
    await noQuestion();
  });

  it('lets a navigation after a save through', async () => {
    renderAt(true);
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(where()).toBe('/saved'));
    expect(document.querySelector('.p-confirm-dialog')).toBeNull();
  });

  it('leaves at once when nothing is unsaved', async () => {
    renderAt(false);
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(document.querySelector('.p-confirm-dialog')).toBeNull();
  });

  it('has the browser warn before the tab closes or reloads, only while dirty', () => {
    const { unmount } = renderAt(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
