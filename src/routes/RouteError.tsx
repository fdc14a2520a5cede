import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ErrorView } from '../views/status/ErrorView';

/** Replaces the router's default error text (spec §2) with our translated view and a retry. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorView
      onRetry={() => {
        reset();
        // Reruns beforeLoad/loaders of the current matches, which is what failed in most cases.
        void router.invalidate();
      }}
    />
  );
}
