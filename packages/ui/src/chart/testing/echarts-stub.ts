// Jest stand-in for the ECharts entries: registration does nothing.
export const use = (): void => undefined;
export type ComposeOption<T> = T;
export type EChartsCoreOption = Record<string, unknown>;
export const init = (): void => undefined;
export const getInstanceByDom = (): void => undefined;
export const dispose = (): void => undefined;
