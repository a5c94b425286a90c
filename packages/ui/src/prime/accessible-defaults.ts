import PrimeReact, { ariaLabel } from 'primereact/api';

/** A trigger PrimeReact names (after the placeholder or `ariaLabel`) stays; a nameless one is hidden. */
const triggerPt = ({ props }: { props: { placeholder?: string; ariaLabel?: string } }) => (props.placeholder || props.ariaLabel ? {} : { 'aria-hidden': true });

/** The selection checkboxes of a DataTable: the native input is the one control (and carries the name). */
const selectionBox = { root: { role: undefined, 'aria-label': undefined } };

/**
 * Page-wide PrimeReact pass-through defaults for accessibility (PrimeReact is a shared
 * singleton, so the remotes follow). A Dropdown renders a hidden native `<select>` for form
 * posts, with no name: axe reports it as a critical "select element must have an accessible
 * name". It is never focused or read, so it is kept away from assistive technology. Its trigger
 * (the arrow, `role="button"`) has no name unless the Dropdown has a placeholder (axe
 * aria-command-name); it is never focused and the combobox itself opens the list, so a nameless
 * arrow is hidden from assistive technology too. An InputSwitch draws a `role="checkbox"` box
 * around its own `role="switch"` input: a control inside a control (axe nested-interactive); the
 * input alone is the control. A Tree draws, inside each treeitem, a nameless expand button and
 * (checkbox mode) a nameless checkbox input, neither in the tab order; the treeitem itself
 * carries the name (`aria-label`), the state (`aria-expanded`, `aria-checked`) and the keys
 * (arrows open and close, Space and Enter check): both are kept away from assistive technology.
 * A DataTable's selection checkbox draws a `role="checkbox"` box without `aria-checked` around
 * its own checkbox input (axe aria-required-attr and nested-interactive): the input alone is the
 * control. Rows are named by the table's `selectionAriaLabel` field after the locale's
 * `selectRow` ('Chọn Nguyễn Văn A'); the header's name comes from the page's locale
 * (`selectAll`), as DataTable reads it from a private copy of the English texts otherwise.
 * @example applyAccessibleDefaults(); // at start-up, next to followLanguage()
 */
export function applyAccessibleDefaults(): void {
  PrimeReact.pt = {
    ...PrimeReact.pt,
    dropdown: { ...PrimeReact.pt?.dropdown, select: { 'aria-hidden': true }, trigger: triggerPt },
    inputswitch: { ...PrimeReact.pt?.inputswitch, root: { role: undefined, 'aria-checked': undefined } },
    tree: { ...PrimeReact.pt?.tree, nodeCheckbox: { 'aria-hidden': true }, toggler: { 'aria-hidden': true } },
    datatable: {
      ...PrimeReact.pt?.datatable,
      // A table wider than its page scrolls sideways: its wrapper takes the focus, so the
      // keyboard can scroll it (axe: scrollable-region-focusable).
      wrapper: { tabIndex: 0 },
      column: {
        rowCheckbox: selectionBox,
        headerCheckbox: { ...selectionBox, input: () => ({ 'aria-label': ariaLabel('selectAll', {}) }) },
      },
    },
  };
}
