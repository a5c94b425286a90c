// Jest stand-in for echarts-for-react's core entry (see jest.config.cjs): the option as JSON, no canvas.
export default function EChartsStub({ option, style }: { option: unknown; style?: object }) {
  return <div data-testid="echart" data-option={JSON.stringify(option)} style={style} />;
}
