/**
 * A colour scale for percent positive (tables of units and positions): five bands of one hue,
 * lighter for lower, darker for higher, so it reads without telling red from green. The figure
 * is always written in the cell: the colour only helps the eye. Every band keeps dark text
 * (#111827) above 4.5:1.
 */
export const POSITIVE_SCALE: readonly { from: number; color: string }[] = [
  { from: 0, color: '#f8fafc' },
  { from: 50, color: '#dbeafe' },
  { from: 60, color: '#bfdbfe' },
  { from: 70, color: '#93c5fd' },
  { from: 80, color: '#60a5fa' },
];

/**
 * The background of a percent positive; null without a figure.
 * @example positiveScaleColor(72.5) // '#93c5fd'
 */
export function positiveScaleColor(v: number | null | undefined): string | null {
  if (v === null || v === undefined || !Number.isFinite(v)) return null;
  let color = POSITIVE_SCALE[0]!.color;
  for (const band of POSITIVE_SCALE) if (v >= band.from) color = band.color;
  return color;
}
