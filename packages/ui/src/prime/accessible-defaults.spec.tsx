import { render } from '@testing-library/react';
import { Dropdown } from 'primereact/dropdown';
import { applyAccessibleDefaults } from './accessible-defaults';

describe('applyAccessibleDefaults', () => {
  it('keeps every Dropdown hidden native select away from assistive technology', () => {
    applyAccessibleDefaults();
    const { container } = render(<Dropdown inputId="x" value={1} options={[{ label: 'A', value: 1 }]} onChange={() => undefined} />);
    const select = container.querySelector('select');
    expect(select).not.toBeNull();
    expect(select!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-pc-section="trigger"]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the arrow of a Dropdown with a placeholder, which PrimeReact names after it', () => {
    applyAccessibleDefaults();
    const { container } = render(<Dropdown inputId="y" value={null} placeholder="Chọn" options={[{ label: 'A', value: 1 }]} onChange={() => undefined} />);
    const trigger = container.querySelector('[data-pc-section="trigger"]')!;
    expect(trigger.getAttribute('aria-hidden')).toBeNull();
    expect(trigger.getAttribute('aria-label')).toBe('Chọn');
  });
});
