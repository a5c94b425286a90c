// @module-federation/sdk's dist/env.js (2.9.2) with one change (issue 32): whether the browser
// asked for the runtime's debug log (localStorage FEDERATION_DEBUG) is read once per page. The
// sdk's logger asks it on every debug call, a localStorage read each time: 184 ms of a staff
// page's start at 4x CPU slowdown. Put in place of the sdk's file by @hm/build (rspack.mjs,
// federationSdkEnv); its exports are the sdk's.
/* global ENV_TARGET, FEDERATION_DEBUG */

const BROWSER_LOG_KEY = 'FEDERATION_DEBUG';

const isBrowserEnvValue = typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';
function isBrowserEnv() {
  return isBrowserEnvValue;
}
function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}
let browserDebug;
function isBrowserDebug() {
  if (browserDebug === undefined) {
    try {
      browserDebug = Boolean(isBrowserEnv() && window.localStorage && localStorage.getItem(BROWSER_LOG_KEY));
    } catch {
      browserDebug = false;
    }
  }
  return browserDebug;
}
function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env['FEDERATION_DEBUG']) return Boolean(process.env['FEDERATION_DEBUG']);
  if (typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG)) return true;
  return isBrowserDebug();
}
const getProcessEnv = function () {
  return typeof process !== 'undefined' && process.env ? process.env : {};
};

export { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isDebugMode, isReactNativeEnv };
