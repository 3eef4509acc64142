import { createContext } from 'react';

/**
 * On a doc outside every sidebar, the section it belongs to (null if none), set by the docs layout
 * that renders the section rail (src/theme/DocRoot/Layout/Main) for the breadcrumbs further down
 * (src/theme/DocBreadcrumbs); undefined on docs with a sidebar. The breadcrumbs read it here rather
 * than work it out, so the sections list stays out of the code of the page's content.
 */
export const DocSectionContext = createContext<{ section: { title: string; to: string } | null } | undefined>(
  undefined,
);
