const preset = require('@hm/build/jest-web');

// ECharts draws on a canvas, which jsdom lacks: in component tests the one chart module renders
// a stub (src/test/echarts-stub.tsx) and the numbers are read from each chart's data table.
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^echarts-for-react/lib/core$': '<rootDir>/src/test/echarts-react-stub.tsx',
    '^echarts/(core|charts|components|renderers|features)$': '<rootDir>/src/test/echarts-stub.ts',
    ...preset.moduleNameMapper,
  },
};
