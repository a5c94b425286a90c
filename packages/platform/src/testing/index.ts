/** @hm/platform/testing: what the remotes' component tests share (jest only, never app code). */
export { fail, fakeServer, file, page, Reply, type FakeRequest, type FakeServer, type Handler } from './fake-server';
export { location, renderPage, toasts, type RenderPageOptions } from './render';
export { choose, optionsOf } from './dropdown';
export { userWith } from './users';
export { textParityProblems } from './text-parity';
