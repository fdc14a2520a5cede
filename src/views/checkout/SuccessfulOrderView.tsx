import { Trans } from '@lingui/react/macro';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';

export function SuccessfulOrderView() {
  return (
    <Page title={<Trans>Order Complete</Trans>}>
      <BeingBuilt />
    </Page>
  );
}
