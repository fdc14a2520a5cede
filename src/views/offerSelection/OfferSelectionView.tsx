import { Trans } from '@lingui/react/macro';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';

export function OfferSelectionView() {
  return (
    <Page title={<Trans>Offer Selection</Trans>}>
      <BeingBuilt />
    </Page>
  );
}
