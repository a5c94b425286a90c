// Browser APIs that jsdom lacks and the UI stack uses (setupFiles of the jest-web preset).
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder; // react-router 7
if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;
if (!window.matchMedia) {
  // PrimeReact asks for it.
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
