import { Trans } from '@lingui/react/macro';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';

export function PricingView() {
  return (
    <Page title={<Trans>Pricing</Trans>}>
      <BeingBuilt />
    </Page>
  );
}
