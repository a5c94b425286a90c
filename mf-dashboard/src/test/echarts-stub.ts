// Jest stand-in for the ECharts entries (see jest.config.cjs): registration does nothing.
export const use = (): void => undefined;
export type ComposeOption<T> = T;
