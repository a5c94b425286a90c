import { setLanguage } from '@hm/platform';
import { cleanup, render, screen } from '@testing-library/react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Tree } from 'primereact/tree';
import { followLanguage } from '../locale/prime-locale';
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

  it('leaves a checkbox Tree’s treeitems as the named controls, their inner checkbox and expand button hidden', () => {
    applyAccessibleDefaults();
    const { container } = render(
      <Tree
        value={[{ key: '1', label: 'Hệ thống', children: [{ key: '2', label: 'Phân quyền' }] }]}
        selectionMode="checkbox"
        selectionKeys={{ '1': { checked: true } }}
        onSelectionChange={() => undefined}
      />,
    );
    const item = container.querySelector('[role="treeitem"]')!;
    expect(item.getAttribute('aria-label')).toBe('Hệ thống');
    expect(item.getAttribute('aria-checked')).toBe('true');
    const input = container.querySelector('input[type="checkbox"]')!;
    expect(input.getAttribute('aria-hidden')).toBe('true');
    expect(input.getAttribute('tabindex')).toBe('-1');
    const toggler = container.querySelector('button.p-tree-toggler')!;
    expect([toggler.getAttribute('aria-hidden'), toggler.getAttribute('tabindex')]).toEqual(['true', '-1']);
  });
});

describe('selection checkboxes of a DataTable', () => {
  const rows = [
    { id: 1, name: 'Nguyễn Văn A' },
    { id: 2, name: 'Trần Thị B' },
  ];
  const table = () =>
    render(
      <DataTable value={rows} dataKey="id" selectionMode="checkbox" selection={rows.slice(0, 1)} onSelectionChange={() => undefined} selectionAriaLabel="name">
        <Column selectionMode="multiple" />
        <Column field="name" header="Họ tên" />
      </DataTable>,
    );
  afterEach(() => setLanguage('vi'));

  it('leaves the native input as the one named checkbox, named after the row whatever its state', async () => {
    applyAccessibleDefaults();
    const stop = followLanguage();
    table();
    expect(screen.getAllByRole('checkbox').map((c) => [c.tagName, c.getAttribute('aria-label'), (c as HTMLInputElement).checked])).toEqual([
      ['INPUT', 'Chọn mọi dòng của trang này', false],
      ['INPUT', 'Chọn Nguyễn Văn A', true],
      ['INPUT', 'Chọn Trần Thị B', false],
    ]);
    cleanup();
    await setLanguage('en');
    table();
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Select every row of this page', 'Select Nguyễn Văn A', 'Select Trần Thị B']);
    stop();
  });
});
