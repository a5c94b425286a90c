import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateTimeField } from './DateTimeField';

function Harness({ initial, onWire }: { initial: string; onWire: (w: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="t">Bắt đầu</label>
      <DateTimeField
        inputId="t"
        value={value}
        onChange={(w) => {
          setValue(w);
          onWire(w);
        }}
      />
    </>
  );
}

describe('DateTimeField', () => {
  it('shows a wire time as dd/mm/yyyy HH:mm, 24-hour', () => {
    render(<Harness initial="2026-03-01 17:30:00" onWire={jest.fn()} />);
    expect((screen.getByLabelText('Bắt đầu') as HTMLInputElement).value).toBe('01/03/2026 17:30');
  });

  // The Calendar's overlay takes the focus in jsdom, so the text is put in as one input event.
  it('turns what is typed into a wire time, and an emptied field into ""', () => {
    const onWire = jest.fn();
    render(<Harness initial="2026-03-01 07:00:00" onWire={onWire} />);
    const input = screen.getByLabelText('Bắt đầu');
    fireEvent.input(input, { target: { value: '15/04/2026 18:45' } });
    expect(onWire).toHaveBeenLastCalledWith('2026-04-15 18:45:00');
    fireEvent.input(input, { target: { value: '' } });
    expect(onWire).toHaveBeenLastCalledWith('');
  });
});
