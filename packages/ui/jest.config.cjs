const preset = require('@hm/build/jest-web');

// ECharts draws nothing in jsdom: the chart tests render a stub showing the option (jest/echarts-mapper.cjs).
module.exports = { ...preset, moduleNameMapper: { ...require('./jest/echarts-mapper.cjs'), ...preset.moduleNameMapper } };
