import { CONTRACT_MAJOR } from '@hm/contract';
import { checkRemoteModule } from './check-remote-module';
import { RemoteLoadError } from './remote-load-error';

const good = { moduleId: 'survey', version: '1.0.0', contractMajor: CONTRACT_MAJOR, routes: [{ path: 'KhaoSat' }] };

describe('checkRemoteModule', () => {
  it('accepts a remote that keeps the contract', () => {
    expect(checkRemoteModule(good, 'survey')).toEqual(good);
  });
  it.each([
    ['nothing', null],
    ['no routes', { ...good, routes: undefined }],
    ['another module', { ...good, moduleId: 'dashboard' }],
    ['another contract major', { ...good, contractMajor: CONTRACT_MAJOR + 1 }],
  ])('refuses %s', (_, exposed) => {
    expect(() => checkRemoteModule(exposed, 'survey')).toThrow(RemoteLoadError);
  });
});
