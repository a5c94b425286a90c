// The federation runtime core for a remote's standalone page. A remote's bundles take the
// runtime core from the page (experiments.externalRuntime): inside the shell the shell provides
// it (provideExternalRuntime); on the standalone page this script does, before the remote's own
// entry runs. rspack.mjs builds it as `federation-runtime.js` next to the remote's bundles.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const global = runtimeCore.Global;
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
