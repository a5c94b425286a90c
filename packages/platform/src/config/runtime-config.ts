import { type TRuntimeConfig, ZRuntimeConfig } from '@hm/contract';
import { create } from 'zustand';
import { inlineRuntimeConfig } from './inline-config';

interface RuntimeConfigState {
  config: TRuntimeConfig | null;
}

/** The runtime configuration once loaded; `null` before {@link loadRuntimeConfig} resolves. */
export const useRuntimeConfigStore = create<RuntimeConfigState>(() => ({ config: null }));

/** Thrown when `/config.json` is missing or does not match the contract. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * The runtime configuration, validated with `ZRuntimeConfig` and kept for the API client and the
 * remote loader: the one the server wrote into the page when it did (no round trip), else
 * `/config.json` fetched (never from the HTTP cache).
 * @example const config = await loadRuntimeConfig(); config.remotes.survey?.manifest
 */
export async function loadRuntimeConfig(url = '/config.json', doFetch: typeof fetch = fetch): Promise<TRuntimeConfig> {
  const inline = ZRuntimeConfig.safeParse(inlineRuntimeConfig());
  if (inline.success) {
    useRuntimeConfigStore.setState({ config: inline.data });
    return inline.data;
  }
  let res: Response;
  try {
    res = await doFetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (err) {
    throw new RuntimeConfigError(`Không tải được cấu hình ${url}: ${String(err)}`);
  }
  if (!res.ok) throw new RuntimeConfigError(`Không tải được cấu hình ${url} (HTTP ${res.status})`);
  const parsed = ZRuntimeConfig.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new RuntimeConfigError(`Cấu hình ${url} không hợp lệ: ${parsed.error.message}`);
  useRuntimeConfigStore.setState({ config: parsed.data });
  return parsed.data;
}

/**
 * The loaded configuration, outside React.
 * @example const base = getRuntimeConfig()?.apiBaseUrl ?? ''
 */
export const getRuntimeConfig = (): TRuntimeConfig | null => useRuntimeConfigStore.getState().config;

/**
 * The loaded configuration, in React.
 * @example const version = useRuntimeConfig()?.version
 */
export const useRuntimeConfig = (): TRuntimeConfig | null => useRuntimeConfigStore((s) => s.config);
