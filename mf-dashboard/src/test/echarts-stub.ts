// Jest stand-in for the ECharts entries (see jest.config.cjs): registration does nothing.
export const use = (): void => undefined;
export type ComposeOption<T> = T;
export const init = (): void => undefined;
export const getInstanceByDom = (): void => undefined;
export const dispose = (): void => undefined;
