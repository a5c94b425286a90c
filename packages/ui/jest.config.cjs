const preset = require('@hm/build/jest-web');

module.exports = { ...preset, moduleNameMapper: { ...require('./jest/echarts-mapper.cjs'), ...preset.moduleNameMapper } };
