import { PartPicker } from '../shared/PartPicker';
import { QuestionPicker } from '../shared/QuestionPicker';
import type { IdParam, IdPatch } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';

export interface QuestionScopeProps {
  ids: Record<IdParam, number | null>;
  setIds: (p: IdPatch) => void;
  prefix: string;
}

/**
 * The pickers of a page about one question: version, then (optionally) part, then question;
 * each choice is kept in the query string. Fields only, for a toolbar (see `QuestionScopeBar`).
 */
export function QuestionScopeFields({ ids, setIds, prefix }: QuestionScopeProps) {
  const versionId = ids.phien_ban_id;
  const partId = ids.phan_cauhoi_id;
  return (
    <>
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
    </>
  );
}

/** The question pickers as a page's toolbar. */
export function QuestionScopeBar(props: QuestionScopeProps) {
  return (
    <div className="hm-toolbar">
      <QuestionScopeFields {...props} />
    </div>
  );
}
