import { useLayoutEffect, useState, type RefObject } from 'react';

export interface OverflowMeasure {
  /** Width of the content in px. */
  contentWidth: number;
  /** The content is wider than the box that shows it. */
  overflows: boolean;
}

/** Measures content against its box, again whenever either changes size. */
export function useOverflowWidth(box: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): OverflowMeasure {
  const [measure, setMeasure] = useState<OverflowMeasure>({ contentWidth: 0, overflows: false });
  useLayoutEffect(() => {
    const boxElement = box.current;
    const contentElement = content.current;
    if (!boxElement || !contentElement) return;
    const update = () => {
      const contentWidth = contentElement.scrollWidth;
      const overflows = contentWidth > boxElement.clientWidth + 1;
      setMeasure((previous) =>
        previous.contentWidth === contentWidth && previous.overflows === overflows ? previous : { contentWidth, overflows },
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(boxElement);
    observer.observe(contentElement);
    return () => observer.disconnect();
  }, [box, content]);
  return measure;
}
