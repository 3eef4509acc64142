/**
 * The component of a route section (sections.ts): renders the member route of the location's
 * path as react-router-config's `renderRoutes` renders a route: a `<Route>` with the member's path,
 * so the router's match (props and `useRouteMatch()`) is the member's own and not the section's,
 * rendering the member's component with the router's props and the route.
 */
import React, { type ComponentType, type ReactNode } from 'react';
import { Route, type RouteComponentProps } from 'react-router-dom';
import { resolveSection, type SectionRoute as Section, type TableRoute } from './sections';

type Props = RouteComponentProps & { route: Section };

export default function SectionRoute({ route, location }: Props): ReactNode {
  const member: TableRoute = resolveSection(route, location.pathname);
  const Member = member.component as ComponentType<RouteComponentProps & { route: TableRoute }>;
  return (
    <Route
      path={member.path}
      exact={member.exact}
      render={(props: RouteComponentProps) => <Member {...props} route={member} />}
    />
  );
}
