import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below the fold a chart starts drawing: while the user scrolls towards it, not when it is already there. */
const AHEAD = '200px 0px';

/**
 * Whether the element has come near the viewport at least once (a latch: it stays true). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once: the element is drawn as before.
 * @example const [ref, seen] = useFirstSeen<HTMLDivElement>(); return <div ref={ref}>{seen && <Chart />}</div>;
 */
export function useFirstSeen<E extends Element>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setSeen(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
