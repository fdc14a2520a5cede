import { Trans } from '@lingui/react/macro';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';

export function MyPlansView() {
  return (
    <Page title={<Trans>My Plan</Trans>}>
      <BeingBuilt />
    </Page>
  );
}
