import { useUiLanguage } from '@hm/platform';
import { useVersionRow } from '../api/versions';
import { VersionStatusTag } from './StatusTags';
import { pickText } from './text';
import { formatWire } from './time';

/** The chosen version under a page title: its title, hospital, window and status. */
export function VersionSubtitle({ versionId }: { versionId: number | null }) {
  const lang = useUiLanguage();
  const v = useVersionRow(versionId);
  if (!v) return null;
  return (
    <span className="hm-survey-tags">
      <strong>{pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang)}</strong>
      {v.hospital_name && <span>· {v.hospital_name}</span>}
      <span className="hm-survey-nowrap">
        · {formatWire(v.time_start)} – {formatWire(v.time_end)}
      </span>
      <VersionStatusTag version={v} />
    </span>
  );
}
