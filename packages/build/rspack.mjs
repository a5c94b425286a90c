// The one rspack + Module Federation config factory (DESIGN.md, "Federation contract").
// An app's rspack.config.mjs is a call to createAppConfig with its name and exposes.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared.mjs';

/** The CommonJS builds of the federation runtime's packages (their ES module builds sit beside them). */
const FEDERATION_RUNTIME_CJS =
  /[\\/]@module-federation[\\/](sdk|error-codes|runtime|runtime-core|runtime-tools|webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/].+\.cjs(\?.*)?$/;

const esmFile = (file) => file.replace(/\.cjs(\?|$)/, '.js$1');

/**
 * The federation runtime as ES modules: the federation plugins resolve their runtime entries with
 * `require.resolve`, which gives the CommonJS builds; as ES modules they are tree-shaken and
 * hoisted (−5 KiB gzip in each remoteEntry.js). The entries the plugins import by file path are
 * replaced, and so are the aliases they set, once every plugin is applied.
 */
function esmFederationRuntime() {
  return [
    new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (data) => {
      data.request = esmFile(data.request);
    }),
    {
      apply(compiler) {
        // After the federation plugins' own afterPlugins taps (the stage), which set aliases too.
        compiler.hooks.afterPlugins.tap({ name: 'hm-esm-federation-runtime', stage: 1000 }, () => {
          const alias = compiler.options.resolve.alias ?? {};
          for (const [key, target] of Object.entries(alias)) {
            if (typeof target === 'string' && FEDERATION_RUNTIME_CJS.test(target)) alias[key] = esmFile(target);
          }
        });
      },
    },
  ];
}

/**
 * The sdk's env.js, where the runtime's logger reads localStorage on every debug call: replaced by
 * a copy that reads it once per page (federation-sdk-env.mjs, issue 32).
 */
function federationSdkEnv() {
  const sdkDist = /[\\/]@module-federation[\\/]sdk[\\/]dist$/;
  return new rspack.NormalModuleReplacementPlugin(/^\.\/env\.js$/, (data) => {
    if (sdkDist.test(data.context ?? '')) data.request = path.join(import.meta.dirname, 'federation-sdk-env.mjs');
  });
}

/** The theme's Inter font files (PrimeReact lara-light-indigo: all scripts and axes, 338 KiB each). */
const INTER_FONT = /[\\/]InterVariable(-Italic)?\.woff2$/;

/**
 * The theme's Inter, cut to Latin and Vietnamese with the weights the product uses (61 KiB;
 * scripts/subset-inter.mjs made them, issue 32), in place of the theme's whole files.
 */
function interSubset() {
  const fonts = path.join(import.meta.dirname, '../ui/src/theme/fonts');
  return new rspack.NormalModuleReplacementPlugin(INTER_FONT, (data) => {
    const italic = /-Italic\.woff2$/.test(data.request);
    data.request = path.join(fonts, italic ? 'InterVariable-Italic-vi.woff2' : 'InterVariable-vi.woff2');
  });
}

/** ECharts, its React wrapper, and the modules that assemble it (see splitChunks below). */
const ECHARTS_MODULES = /[\\/](echarts|zrender|echarts-for-react|size-sensor)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]chart[\\/]|[\\/]src[\\/]charts[\\/]echarts\.ts$/;

/** The script that gives a remote's standalone page its federation runtime core (federation-runtime.mjs). */
const STANDALONE_RUNTIME = 'federation-runtime.js';

/**
 * The standalone page of a remote; `<base href="/">` lets deep links load the bundles from the
 * root. The runtime core comes first: the remote's bundles expect it on the page.
 */
const standalonePage = (title) => `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <base href="/" />
    <title>${title}</title>
    <script defer src="${STANDALONE_RUNTIME}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * One Module Federation runtime on the page (issue 15). The shell bundles the runtime core and
 * hands it to every remote (`provideExternalRuntime`); a remote's bundles take it from the page
 * (`externalRuntime`) instead of carrying a copy each (~20 KiB gzip). `target: 'web'` drops the
 * runtime's Node.js code.
 */
const federationExperiments = (isHost) => ({
  ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
  optimization: { target: 'web' },
});

/**
 * A remote's standalone page has no shell to take the runtime core from: a small second build
 * writes `federation-runtime.js` (the core, put on the page), which the page loads before the
 * remote's entry. It runs after the remote's build, whose `output.clean` would remove it.
 */
function standaloneRuntimeConfig(dir, name, production, outDir) {
  return {
    name: `${name}-federation-runtime`,
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: { 'federation-runtime': path.join(import.meta.dirname, 'federation-runtime.mjs') },
    output: { path: outDir, filename: STANDALONE_RUNTIME, clean: false, publicPath: 'auto' },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} o
 * @param {string} o.dir            the app folder (import.meta.dirname)
 * @param {string} o.name           federation name, a JS identifier (mf_survey, shell)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]   remotes: { './routes': './src/routes.tsx' }
 * @param {string[]} [o.runtimePlugins]          host: paths of MF runtime plugins
 * @param {string} [o.title]                    page title of a remote's standalone page
 * @returns the host's config; for a remote, its config and that of its standalone runtime
 * @example export default createAppConfig({ dir: import.meta.dirname, name: 'mf_survey', kind: 'remote',
 *   exposes: { './routes': './src/routes.tsx' } });
 */
export function createAppConfig({ dir, name, kind, exposes = {}, runtimePlugins = [], title }) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  // A release build of a remote (scripts/release.mjs, docs/decisions/module-releases.md): its own
  // version and output folder, no source maps, and subresource integrity: the remote's runtime
  // knows the SHA-384 of each of its chunks and the browser refuses one that does not match.
  const release =
    !isHost && process.env.HM_RELEASE_VERSION ? { version: process.env.HM_RELEASE_VERSION, out: path.resolve(process.env.HM_RELEASE_OUT ?? path.join(dir, 'dist-release')) } : null;
  const outDir = release ? release.out : path.join(dir, 'dist');
  const app = {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: release ? false : production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      ...(release ? { crossOriginLoading: 'anonymous' } : {}),
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
      ...(existsSync(path.join(dir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })] : []),
      ...esmFederationRuntime(),
      federationSdkEnv(),
      interSubset(),
      new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(release?.version ?? pkg.version), __APP_NAME__: JSON.stringify(pkg.name) }),
      ...(release ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })] : []),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {}, manifest: false, runtimePlugins } : { filename: 'remoteEntry.js', exposes, manifest: true }),
        shared: sharedSingletons(pkg),
        shareStrategy: 'loaded-first',
        experiments: federationExperiments(isHost),
        dts: false,
      }),
    ],
    performance: { hints: false },
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // ECharts in one chunk with the modules that register its parts (@hm/ui/chart, an app's
          // src/charts/echarts.ts): module concatenation then hoists it into one scope. Split from
          // them, it stays ~170 separate modules (+12 KiB gzip for the dashboards).
          echarts: {
            test: ECHARTS_MODULES,
            name: 'echarts',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    stats: 'errors-warnings',
  };
  return isHost ? app : [app, standaloneRuntimeConfig(dir, name, production, outDir)];
}
