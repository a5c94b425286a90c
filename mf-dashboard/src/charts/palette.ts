// The chart colours live in @hm/charts, shared with the feedback report PDF (server-rendered charts).
export { COLORS, SERIES, seriesColor } from '@hm/charts';
