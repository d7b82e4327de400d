import { useEffect, useRef, useState } from 'react';
import { rowWindowFor, type RowWindow } from '../model/rowWindow';

/**
 * The rows of the grid to render while windowing is on (undefined: all), kept up to date on scroll and resize,
 * at most once a frame, and changed only when the window crosses a row.
 */
export function useRowWindow(enabled: boolean, rowPx: number) {
  const grid = useRef<HTMLElement>(null);
  const [measured, setMeasured] = useState<RowWindow>(() => rowWindowFor(0, globalThis.innerHeight ?? 0, rowPx));
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (!grid.current) return;
      const next = rowWindowFor(grid.current.getBoundingClientRect().top, window.innerHeight, rowPx);
      setMeasured((current) => (current.first === next.first && current.end === next.end ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, rowPx]);
  return { grid, rowWindow: enabled ? measured : undefined };
}
