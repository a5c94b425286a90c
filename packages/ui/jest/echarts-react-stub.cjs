// Jest stand-in for echarts-for-react/lib/core: the option as JSON, no canvas or SVG (jsdom cannot lay one out).
const { createElement } = require('react');

function EChartsStub({ option, style, opts }) {
  return createElement('div', { 'data-testid': 'echart', 'data-option': JSON.stringify(option), 'data-renderer': opts?.renderer, style });
}
module.exports = { __esModule: true, default: EChartsStub };
