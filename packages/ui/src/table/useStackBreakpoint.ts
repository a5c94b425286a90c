import { useEffect, useState } from 'react';

/**
 * The `breakpoint` to give a DataTable with `responsiveLayout="stack"`. PrimeReact 10.9 writes
 * the stack layout's media query only when `breakpoint` changes after mount (its effect skips
 * the first render), so a table never stacks on a phone; this hands it a value that differs on
 * the first render (a trailing space, still the same CSS length) and the real one right after.
 * @example <DataTable responsiveLayout="stack" breakpoint={useStackBreakpoint('768px')} … />
 */
export function useStackBreakpoint(breakpoint: string): string {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? breakpoint : `${breakpoint} `;
}
