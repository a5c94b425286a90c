import type { ReactNode } from 'react';

export interface CampaignTableProps {
  /** Read by screen readers only. */
  caption?: string;
  headers: string[];
  /** The body's rows. */
  children: ReactNode;
}

/** A plain table of the campaign page that scrolls sideways on a phone rather than the page. */
export function CampaignTable({ caption, headers, children }: CampaignTableProps) {
  return (
    <div className="hm-campaign__scroll">
      <table className="hm-campaign__table">
        {caption && <caption className="p-hidden-accessible">{caption}</caption>}
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
