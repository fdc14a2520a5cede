import { Trans, useLingui } from '@lingui/react/macro';
import { primary, secondary } from '../common/form/form.css';
import { actions, linkBox, muted, noticeLine } from './promotion.css';

export interface ReferralLinkProps {
  link: string;
  copied: boolean;
  copyFailed: boolean;
  canShare: boolean;
  busy: boolean;
  onCopy: () => void;
  onShare: () => void;
}

/** The referral link, Copy, the share sheet where there is one, and the chat apps' own links. */
export function ReferralLink(props: ReferralLinkProps) {
  const { link, copied, copyFailed, canShare, busy, onCopy, onShare } = props;
  const { t } = useLingui();
  const message = t`Research Hong Kong and China A-shares with Stock Research. Sign up with my link: ${link}`;
  const chats = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    {
      name: 'Telegram',
      href: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`,
    },
    {
      name: 'LINE',
      href: `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`,
    },
  ];
  return (
    <section aria-label={t`Your referral link`}>
      <label htmlFor="referral-link">
        <Trans>Your referral link</Trans>
      </label>
      <input
        id="referral-link"
        className={linkBox}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={actions}>
        <button type="button" className={primary} disabled={busy} onClick={onCopy}>
          <Trans>Copy link</Trans>
        </button>
        {canShare ? (
          <button type="button" className={secondary} disabled={busy} onClick={onShare}>
            <Trans>Share…</Trans>
          </button>
        ) : null}
      </div>
      <div role="status" className={noticeLine}>
        {copied ? (
          <p>
            <Trans>Copied URL</Trans>
          </p>
        ) : null}
        {copyFailed ? (
          <p>
            <Trans>The link could not be copied. Select it above and copy it yourself.</Trans>
          </p>
        ) : null}
      </div>
      <p className={muted}>
        <Trans>Share it in a chat:</Trans>{' '}
        {chats.map((chat, i) => (
          <span key={chat.name}>
            {i > 0 ? ' · ' : null}
            <a href={chat.href} target="_blank" rel="noopener noreferrer">
              {chat.name}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
