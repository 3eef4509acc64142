/**
 * A table in its own horizontal scroll container, so a wide table scrolls by itself and never
 * widens the page. While the table is wider than its container, the container is a named region in
 * the tab order, so keyboard users can scroll it (WCAG 2.1.1; axe scrollable-region-focusable);
 * a table that fits adds no tab stop. Used for markdown tables (src/theme/MDXComponents) and for
 * tables in build-time HTML (common/html-tree/HtmlTree.tsx).
 */
import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

export default function ScrollTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="cairn-table-scroll"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways' } : {})}
    >
      <table {...props} />
    </div>
  );
}
