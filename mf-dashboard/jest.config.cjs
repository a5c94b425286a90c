const preset = require('@hm/build/jest-web');

// ECharts draws nothing in jsdom: in component tests the chart (@hm/ui/chart) renders a stub
// (src/test/echarts-react-stub.tsx) and the numbers are read from each chart's data table.
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^echarts-for-react/(lib|esm)/core$': '<rootDir>/src/test/echarts-react-stub.tsx',
    '^echarts/(core|charts|components|renderers|features)$': '<rootDir>/src/test/echarts-stub.ts',
    ...preset.moduleNameMapper,
  },
};
