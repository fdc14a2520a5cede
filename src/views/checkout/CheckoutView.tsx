import { Trans } from '@lingui/react/macro';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';

export function CheckoutView() {
  return (
    <Page title={<Trans>Checkout</Trans>}>
      <BeingBuilt />
    </Page>
  );
}
