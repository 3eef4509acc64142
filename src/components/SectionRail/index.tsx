/**
 * The left rail of pages without a docs sidebar (generated pages, top-level pages, docs outside
 * every sidebar): the site's sections in the sidebar's own style, the current one marked. It holds
 * the place of the sidebar, so text starts at the same left edge on every page.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { mainSections, resourceSections, sectionOf, type Section } from '@site/src/lib/sections';

function Group({ title, sections, current }: { title: string; sections: readonly Section[]; current?: Section }) {
  return (
    <>
      <p className="cairn-rail__heading">{title}</p>
      <ul className="menu__list">
        {sections.map((s) => (
          <li key={s.to} className="menu__list-item">
            <Link
              to={s.to}
              className={clsx('menu__link', s === current && 'menu__link--active')}
              {...(s === current ? { 'aria-current': 'location' as const } : {})}
            >
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function SectionRail(): ReactNode {
  const current = sectionOf(useLocation().pathname);
  return (
    <aside className="cairn-rail">
      <nav className="menu thin-scrollbar cairn-rail__menu" aria-label="Site sections">
        <Group title="Documentation" sections={mainSections} current={current} />
        <Group title="Resources" sections={resourceSections} current={current} />
      </nav>
    </aside>
  );
}
