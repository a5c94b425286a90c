import { MODULE_IDS } from '@hm/contract';
import { usePageTitle, useRuntimeConfig } from '@hm/platform';
import { useLoadedModules } from '../federation/loaded-modules-store';
import { MODULE_LABELS } from '../routing/module-segments';

/** /About: versions of the shell and of each module, as configured and as loaded. */
export default function AboutPage() {
  usePageTitle('About');
  const config = useRuntimeConfig();
  const loaded = useLoadedModules((s) => s.modules);
  return (
    <section className="hm-page" aria-labelledby="hm-about-title">
      <h1 id="hm-about-title">About</h1>
      <p>
        Vỏ ứng dụng (shell) {__APP_VERSION__}; bản triển khai {config?.version ?? '–'}.
      </p>
      <table className="hm-table">
        <caption>Phân hệ</caption>
        <thead>
          <tr>
            <th scope="col">Phân hệ</th>
            <th scope="col">Remote</th>
            <th scope="col">Phiên bản cấu hình</th>
            <th scope="col">Phiên bản đã tải</th>
          </tr>
        </thead>
        <tbody>
          {MODULE_IDS.map((id) => (
            <tr key={id}>
              <td>{MODULE_LABELS[id]}</td>
              <td>{config?.remotes[id]?.name ?? 'chưa cấu hình'}</td>
              <td>{config?.remotes[id]?.version ?? '–'}</td>
              <td>{loaded[id] ? `${loaded[id].version} (hợp đồng v${loaded[id].contractMajor})` : 'chưa tải'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
