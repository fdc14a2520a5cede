import { Trans } from '@lingui/react/macro';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';

export function PaymentMethodView() {
  return (
    <Page title={<Trans>Payment Method</Trans>}>
      <BeingBuilt />
    </Page>
  );
}
