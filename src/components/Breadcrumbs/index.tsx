/**
 * Breadcrumbs in the docs' own style (Infima's pill breadcrumbs after a home icon), for pages the
 * docs plugin's sidebar breadcrumbs do not cover: generated pages, top-level pages and docs that
 * have no sidebar. The last crumb is the page itself.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';

export interface Crumb {
  label: string;
  /** Omitted for the current page and for crumbs that are not pages. */
  href?: string;
}

export default function Breadcrumbs({ items }: { items: readonly Crumb[] }): ReactNode {
  return (
    <nav className={clsx(ThemeClassNames.docs.docBreadcrumbs, 'cairn-breadcrumbs')} aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        <HomeBreadcrumbItem />
        {items.map((item, i) => {
          const current = i === items.length - 1;
          return (
            <li
              key={`${i}-${item.label}`}
              className={clsx('breadcrumbs__item', current && 'breadcrumbs__item--active')}
            >
              {item.href && !current ? (
                <Link className="breadcrumbs__link" href={item.href}>
                  <span>{item.label}</span>
                </Link>
              ) : (
                <span className="breadcrumbs__link" {...(current ? { 'aria-current': 'page' as const } : {})}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
