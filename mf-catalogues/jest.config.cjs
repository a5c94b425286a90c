const preset = require('@hm/build/jest-web');

// The report charts (@hm/ui/report) are ECharts: tests see their options as JSON (see the mapper).
module.exports = { ...preset, moduleNameMapper: { ...require('@hm/ui/jest/echarts-mapper.cjs'), ...preset.moduleNameMapper } };
