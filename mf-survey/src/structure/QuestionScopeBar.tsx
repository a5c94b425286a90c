import { PartPicker } from '../shared/PartPicker';
import { QuestionPicker } from '../shared/QuestionPicker';
import type { IdParam, IdPatch } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';

/**
 * The pickers of a page about one question: version, then (optionally) part, then question;
 * each choice is kept in the query string.
 */
export function QuestionScopeBar({ ids, setIds, prefix }: { ids: Record<IdParam, number | null>; setIds: (p: IdPatch) => void; prefix: string }) {
  const versionId = ids.phien_ban_id;
  const partId = ids.phan_cauhoi_id;
  return (
    <div className="hm-toolbar">
      <VersionPicker id={`${prefix}-version`} value={versionId} onChange={(v) => setIds({ phien_ban_id: v })} />
      {versionId !== null && <PartPicker id={`${prefix}-part`} versionId={versionId} value={partId} allowAll onChange={(p) => setIds({ phan_cauhoi_id: p })} />}
      {versionId !== null && (
        <QuestionPicker
          id={`${prefix}-question`}
          scope={partId ? { phancauhoi_id: partId } : { phien_ban_id: versionId }}
          value={ids.cauhoi_id}
          onChange={(q) => setIds({ cauhoi_id: q })}
        />
      )}
    </div>
  );
}
