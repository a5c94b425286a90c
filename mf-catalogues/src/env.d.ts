/** Set by @hm/build from this app's package.json. */
declare const __APP_VERSION__: string;
declare const __APP_NAME__: string;
