import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';

export function BillingHistoryView() {
  return (
    <Page title={<Trans>Billing History</Trans>}>
      <BeingBuilt />
      <p>
        <Link to="/personalcentre/myplans">
          <Trans>Back to My Plan</Trans>
        </Link>
      </p>
    </Page>
  );
}
