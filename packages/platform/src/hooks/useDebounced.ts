import { useEffect, useState } from 'react';

/**
 * The value once it has not changed for `ms` milliseconds (search as you type).
 * @example const keyword = useDebounced(text, 300);
 */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
