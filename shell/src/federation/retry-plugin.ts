import { RetryPlugin } from '@module-federation/retry-plugin';

// Layer 1 (network): one more try of a manifest or a remote script before giving up.
// retry-plugin 0.17.1 ignores fetch.retryDelay (always 1 s): a dead remote fails in about 2 s.
export default () => RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 1, retryDelay: 500 } });
