import { CONSTANTS } from '@hm/contract';
import { useIsMobile } from '@hm/platform';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampSize, maxSizeIn } from './clamp-size';
import { useContainerWidth } from './useContainerWidth';
import './split-pane.css';

export interface SplitPaneProps {
  /** The left panel, whose width the gutter sets. */
  start: ReactNode;
  /** The right panel: the rest of the width. */
  end: ReactNode;
  /** Initial width of the left panel in px (spec §9: 300). */
  defaultSize?: number;
  /** Least width of each panel in px (spec §9: 300). */
  minSize?: number;
  /** Width of the gutter in px (spec §9: 10). */
  gutterSize?: number;
  /** Pixels per arrow key press (Shift: five times as many). */
  step?: number;
  /** Accessible name of the gutter; defaults to 'Đổi độ rộng hai khung'. */
  label?: string;
  /** Called with the new width of the left panel. */
  onResize?: (size: number) => void;
  className?: string;
}

/**
 * Two panels side by side with a gutter between them, resized by dragging the gutter or, once
 * it has focus, with the arrow keys (Home/End: narrowest/widest). Sizes are pixels. On a
 * mobile viewport the panels stack and the gutter goes away.
 * @example <SplitPane start={<VersionList />} end={<VersionDetail />} onResize={save} />
 */
export function SplitPane({
  start,
  end,
  defaultSize = CONSTANTS.splitter.defaultSize,
  minSize = CONSTANTS.splitter.minSize,
  gutterSize = CONSTANTS.splitter.gutter,
  step = 10,
  label,
  onResize,
  className,
}: SplitPaneProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const startId = useId();
  const container = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(container);
  const [size, setSize] = useState(defaultSize);
  const drag = useRef<{ pointerId: number; x: number; size: number } | null>(null);

  const max = maxSizeIn(width, gutterSize, minSize);
  const shown = clampSize(size, minSize, max);
  const resize = (next: number) => {
    const clamped = clampSize(next, minSize, max);
    if (clamped === shown) return;
    setSize(clamped);
    onResize?.(clamped);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = e.shiftKey ? step * 5 : step;
    const next: Record<string, number> = { ArrowLeft: shown - by, ArrowRight: shown + by, Home: minSize };
    if (Number.isFinite(max)) next.End = max;
    const target = next[e.key];
    if (target === undefined) return;
    e.preventDefault();
    resize(target);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.focus();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { pointerId: e.pointerId, x: e.clientX, size: shown };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d && d.pointerId === e.pointerId) resize(d.size + e.clientX - d.x);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };

  if (mobile) {
    return (
      <div className={`hm-split hm-split--stacked ${className ?? ''}`}>
        <div className="hm-split__panel">{start}</div>
        <div className="hm-split__panel">{end}</div>
      </div>
    );
  }
  return (
    <div ref={container} className={`hm-split ${className ?? ''}`}>
      <div id={startId} className="hm-split__panel hm-split__panel--start" style={{ flexBasis: shown, minWidth: minSize }}>
        {start}
      </div>
      <div
        className="hm-split__gutter"
        role="separator"
        aria-orientation="vertical"
        aria-controls={startId}
        aria-label={label ?? t('splitter.resize')}
        aria-valuenow={shown}
        aria-valuemin={minSize}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        tabIndex={0}
        style={{ flexBasis: gutterSize }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <div className="hm-split__panel hm-split__panel--end" style={{ minWidth: minSize }}>
        {end}
      </div>
    </div>
  );
}
