// The moduleNameMapper entries a package's jest config adds when its pages draw @hm/ui/report charts:
// ECharts is ESM-only and needs a layout jsdom lacks, so tests see the option as JSON instead
// (`[data-testid="echart"]`, attribute `data-option`); the figures are read from the table.
//   const preset = require('@hm/build/jest-web');
//   module.exports = { ...preset, moduleNameMapper: { ...require('@hm/ui/jest/echarts-mapper.cjs'), ...preset.moduleNameMapper } };
module.exports = {
  '^echarts-for-react/(lib|esm)/core$': require.resolve('./echarts-react-stub.cjs'),
  '^echarts/(core|charts|components|renderers|features)$': require.resolve('./echarts-stub.cjs'),
};
