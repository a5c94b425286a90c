// The chart building blocks live in @hm/charts, shared with the feedback report PDF (server-rendered charts).
export { asList, categoryAxis, grid, type ItemParams, legend, tooltip, valueAxis } from '@hm/charts';
