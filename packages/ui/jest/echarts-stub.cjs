// Jest stand-in for the ECharts entries (echarts/core, charts, components, features, renderers): registration does nothing.
module.exports = { __esModule: true, use: () => undefined };
