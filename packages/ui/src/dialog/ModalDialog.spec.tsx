import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { ModalDialog } from './ModalDialog';

function Form({ onHide }: { onHide: () => void }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <ModalDialog header="Thêm composite" onHide={onHide}>
      <label htmlFor="q">Câu hỏi</label>
      <MultiSelect
        inputId="q"
        value={value}
        options={[
          { label: 'A1', value: 1 },
          { label: 'A8', value: 8 },
        ]}
        onChange={(e) => setValue(e.value)}
      />
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('Escape closes an open list inside without closing the dialog; a second Escape closes the dialog', async () => {
    const onHide = jest.fn();
    const user = userEvent.setup();
    render(<Form onHide={onHide} />);
    const combo = screen.getByRole('combobox', { name: 'Câu hỏi' });
    act(() => combo.focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(combo.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(combo.getAttribute('aria-expanded')).toBe('false'));
    expect(onHide).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalled();
  });
});
