import { Trans } from '@lingui/react/macro';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';
import { DesktopOnly } from './DesktopOnly';

export function ContactInfoView() {
  return (
    <Page title={<Trans>Contact Info</Trans>}>
      <DesktopOnly>
        <BeingBuilt />
      </DesktopOnly>
    </Page>
  );
}
