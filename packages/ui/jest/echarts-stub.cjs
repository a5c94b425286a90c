// Jest stand-in for the ECharts entries (echarts/core, charts, components, features, renderers): registration does nothing.
const nothing = () => undefined;
module.exports = { __esModule: true, use: nothing, init: nothing, getInstanceByDom: nothing, dispose: nothing };
