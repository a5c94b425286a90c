// The one rspack + Module Federation config factory (DESIGN.md, "Federation contract").
// An app's rspack.config.mjs is a call to createAppConfig with its name and exposes.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared.mjs';

/** The standalone page of a remote; `<base href="/">` lets deep links load the bundles from the root. */
const standalonePage = (title) => `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <base href="/" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {object} o
 * @param {string} o.dir            the app folder (import.meta.dirname)
 * @param {string} o.name           federation name, a JS identifier (mf_survey, shell)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]   remotes: { './routes': './src/routes.tsx' }
 * @param {string[]} [o.runtimePlugins]          host: paths of MF runtime plugins
 * @param {string} [o.title]                    page title of a remote's standalone page
 * @example export default createAppConfig({ dir: import.meta.dirname, name: 'mf_survey', kind: 'remote',
 *   exposes: { './routes': './src/routes.tsx' } });
 */
export function createAppConfig({ dir, name, kind, exposes = {}, runtimePlugins = [], title }) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell lives at the site root; a remote can be deployed at any URL.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      clean: true,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // @hm/contract imports its files NodeNext-style ('./x.js' for './x.ts').
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|woff2?|eot|ttf)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin(
        existsSync(path.join(dir, 'index.html'))
          ? { template: './index.html' }
          : { templateContent: standalonePage(`${title ?? pkg.name} (${pkg.name}) | vote for patient safety`) },
      ),
      ...(existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })]
        : []),
      new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(pkg.version), __APP_NAME__: JSON.stringify(pkg.name) }),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {}, manifest: false, runtimePlugins }
          : { filename: 'remoteEntry.js', exposes, manifest: true }),
        shared: sharedSingletons(pkg),
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
    performance: { hints: false },
    optimization: { splitChunks: { chunks: 'async' } },
    stats: 'errors-warnings',
  };
}
