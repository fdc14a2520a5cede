import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Page } from '../common/Page';

export function NotFoundView() {
  return (
    <Page title={<Trans>Page not found</Trans>}>
      <p>
        <Trans>
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Trans>
      </p>
      <p>
        <Link to="/pricing">
          <Trans>See our plans and prices</Trans>
        </Link>
      </p>
    </Page>
  );
}
