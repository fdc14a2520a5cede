import { msg } from '@lingui/core/macro';
import { createRoute, Link } from '@tanstack/react-router';
import { loadArea } from '../i18n/catalog';
import type { MachineLinkProps } from '../statecharts/viewer/MachineList';
import { lazyView } from '../views/common/lazyView';
import { rootRoute } from './root';

/**
 * Product owners' statechart viewer: not part of the product, so it exists only when switched on
 * (VITE_STATECHARTS=1, or `vite` in development; the same rule as statechartsEnabled). Read here
 * as plain import.meta.env so Vite folds it to a constant and a build without the viewer does not
 * even emit its chunk (elkjs alone outweighs the whole first load of /pricing/).
 */
const enabled =
  import.meta.env.VITE_STATECHARTS === '1' ||
  (import.meta.env.VITE_STATECHARTS !== '0' && import.meta.env.MODE === 'development');

/** Empty unless switched on, so a production build has no such page. */
export const statechartsRoutes = enabled ? createStatechartsRoutes() : [];

function createStatechartsRoutes() {
  const StatechartsPage = lazyView(
    () => import('../statecharts/viewer/StatechartsView'),
    'StatechartsView',
  );

  // The descriptions' catalog loads with the viewer, not with the app.
  const statechartsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'statecharts',
    staticData: { title: msg`Statecharts` },
    loader: () => Promise.all([loadArea('statecharts'), StatechartsPage.preload()]),
  });

  const statechartsIndexRoute = createRoute({
    getParentRoute: () => statechartsRoute,
    path: '/',
    component: () => <StatechartsPage MachineLink={MachineLink} />,
  });

  const statechartsMachineRoute = createRoute({
    getParentRoute: () => statechartsRoute,
    path: '$machine',
    component: function StatechartsMachine() {
      const { machine } = statechartsMachineRoute.useParams();
      return <StatechartsPage machine={machine} MachineLink={MachineLink} />;
    },
  });

  return [statechartsRoute.addChildren([statechartsIndexRoute, statechartsMachineRoute])];
}

function MachineLink({ name, current, className, children }: MachineLinkProps) {
  return (
    <Link
      to="/statecharts/$machine"
      params={{ machine: name }}
      className={className}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
