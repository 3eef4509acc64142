/**
 * The component of a route section (sections.ts): renders the member route of the location's
 * path as react-router-config's `renderRoutes` renders a route (its component with the router's
 * props, the route and the route's own match).
 */
import React, { type ComponentType, type ReactNode } from 'react';
import { matchPath } from '@docusaurus/router';
import type { RouteComponentProps } from 'react-router-dom';
import { resolveSection, type SectionRoute as Section, type TableRoute } from './sections';

type Props = RouteComponentProps & { route: Section };

export default function SectionRoute(props: Props): ReactNode {
  const { route, location } = props;
  const member: TableRoute = resolveSection(route, location.pathname);
  const Member = member.component as ComponentType<RouteComponentProps & { route: TableRoute }>;
  const match = matchPath(location.pathname, { path: member.path, exact: true }) ?? props.match;
  return <Member {...props} route={member} match={match} />;
}
