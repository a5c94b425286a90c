import type { ReactNode } from 'react';

export interface PanelProps {
  /** Unique on the page: the heading's id is `${id}-title`. */
  id: string;
  title: string;
  /** A line under the title: what the figures are, where they come from. */
  hint?: ReactNode;
  actions?: ReactNode;
  /** Spans the whole row of the dashboard grid. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A card of the dashboard grid, named by its heading for screen readers.
 * @example <Panel id="composites" title="Điểm các lĩnh vực" wide>…</Panel>
 */
export function Panel({ id, title, hint, actions, wide, children }: PanelProps) {
  return (
    <section className={`hm-dash-panel${wide ? ' hm-dash-panel--wide' : ''}`} aria-labelledby={`${id}-title`} data-panel={id}>
      <header className="hm-dash-panel__header">
        <div>
          <h2 id={`${id}-title`} className="hm-dash-panel__title">
            {title}
          </h2>
          {hint && <p className="hm-dash-panel__hint">{hint}</p>}
        </div>
        {actions && <div className="hm-dash-panel__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
