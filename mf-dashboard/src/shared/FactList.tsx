/** A fact: its label and its value. */
export type Fact = [label: string, value: string];

export interface FactListProps {
  facts: Fact[];
  /** Marks the list as the facts of this snapshot (`data-snapshot-meta`). */
  snapshotId?: number;
}

/**
 * Label–value facts as a description list, one row each (label above value on phones).
 * @example <FactList facts={[['Tính lúc', '24/11/2026 08:00'], ['Số phiếu', '297']]} />
 */
export function FactList({ facts, snapshotId }: FactListProps) {
  return (
    <dl className="hm-dash-meta" data-snapshot-meta={snapshotId}>
      {facts.map(([label, value]) => (
        <div key={label} className="hm-dash-meta__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
