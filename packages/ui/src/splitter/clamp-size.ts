/**
 * The start panel's width kept within [min, max]; `max` below `min` (a narrow container) gives `min`.
 * @example clampSize(250, 300, 900) // 300
 */
export function clampSize(size: number, min: number, max: number): number {
  return Math.round(Math.max(min, Math.min(size, max)));
}

/**
 * The widest the start panel may be in a container: the gutter and the end panel's minimum stay.
 * Unknown (0) container width: no upper bound.
 * @example maxSizeIn(1200, 10, 300) // 890
 */
export function maxSizeIn(containerWidth: number, gutter: number, min: number): number {
  return containerWidth > 0 ? Math.max(min, containerWidth - gutter - min) : Number.POSITIVE_INFINITY;
}
