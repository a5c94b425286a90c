const preset = require('@hm/build/jest-web');

// ECharts draws nothing in jsdom: the chart tests render a stub showing the option (src/chart/testing).
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^echarts-for-react/(lib|esm)/core$': '<rootDir>/src/chart/testing/echarts-react-stub.tsx',
    '^echarts/(core|charts|components|renderers|features)$': '<rootDir>/src/chart/testing/echarts-stub.ts',
    ...preset.moduleNameMapper,
  },
};
