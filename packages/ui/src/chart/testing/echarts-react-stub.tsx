// Jest stand-in for echarts-for-react's core entry (jsdom has no layout for ECharts): the option as JSON.
export default function EChartsStub({ option, style }: { option: unknown; style?: object }) {
  return <div data-testid="echart" data-option={JSON.stringify(option)} style={style} />;
}
