import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancelReason } from '../../api/contract/plans';

/** Why an investor cancelled, in their words: the cancel dialog's choices and the plan's activity. */
export const CANCEL_REASON_WORDS: Record<CancelReason, MessageDescriptor> = {
  too_expensive: msg`It costs too much`,
  not_using: msg`I don't use it enough`,
  missing_features: msg`It lacks something I need`,
  switching: msg`I'm moving to another service`,
  other: msg`Another reason`,
};
