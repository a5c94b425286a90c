import { isBarePath } from './bare-paths';

describe('isBarePath', () => {
  it('puts /ChungThuc, bare or under /vi and in any case, in the bare layout', () => {
    for (const p of ['/ChungThuc', '/vi/ChungThuc', '/chungthuc/', '/VI/CHUNGTHUC']) expect(isBarePath(p)).toBe(true);
  });
  it('keeps every other page in the default layout', () => {
    for (const p of ['/', '/vi', '/KhaoSat', '/vi/StepForm', '/ChungThucX', '/vi/KhaoSat/ChungThuc']) expect(isBarePath(p)).toBe(false);
  });
});
