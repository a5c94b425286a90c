import { COLORS } from '@hm/charts';

/**
 * A small 100 % bar of positive / neutral / negative inside a table row (decorative: the row's
 * cells carry the figures).
 */
export function ShareBar({ positive, neutral, negative }: { positive: number | null; neutral: number | null; negative: number | null }) {
  if (positive === null && neutral === null && negative === null) return null;
  const parts = [
    { v: positive ?? 0, c: COLORS.positive },
    { v: neutral ?? 0, c: COLORS.neutral },
    { v: negative ?? 0, c: COLORS.negative },
  ];
  return (
    <span className="hm-dash-sharebar" aria-hidden="true">
      {parts.map((p, i) => (
        <span key={i} style={{ width: `${p.v}%`, background: p.c }} />
      ))}
    </span>
  );
}
