/**
 * The component of a route section (sections.ts). For a member, it renders the member route as
 * react-router-config's `renderRoutes` renders a route: a `<Route>` with the member's path, so the
 * router's match (props and `useRouteMatch()`) is the member's own and not the section's, rendering
 * the member's component with the router's props and the route. For a path that is no member, it
 * renders the routes after the section, as the table with the whole run would have.
 *
 * `preload` (preload.ts) has loaded the member's group data before any render, on the server, before
 * hydrating and before each navigation; if it has not (a failed preload), this loads it and renders
 * nothing meanwhile, and a failure to load reaches the nearest error boundary.
 */
import React, { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { Route, type RouteComponentProps } from 'react-router-dom';
import { renderRoutes, type RouteConfig } from 'react-router-config';
import { hasLoadedKey, loadSectionMember } from './groups';
import { sectionMember, type SectionRoute as Section, type TableRoute } from './sections';

type Props = RouteComponentProps & { route: Section };

export default function SectionRoute({ route, location }: Props): ReactNode {
  const member = sectionMember(route, location.pathname, hasLoadedKey);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (member !== undefined) return undefined;
    let live = true;
    loadSectionMember(route, location.pathname).then(
      () => live && loaded(),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [member, route, location.pathname]);
  if (failure) throw failure.error;
  if (member === undefined) return null;
  if (member === null) return renderRoutes(route.rest as unknown as RouteConfig[]);
  const Member = member.component as ComponentType<RouteComponentProps & { route: TableRoute }>;
  return (
    <Route
      path={member.path}
      exact={member.exact}
      render={(props: RouteComponentProps) => <Member {...props} route={member} />}
    />
  );
}
