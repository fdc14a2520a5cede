import { Trans, useLingui } from '@lingui/react/macro';
import encodeQR from 'qr';
import { useEffect, useMemo, useState } from 'react';
import { secondary } from '../common/form/form.css';
import { qrBox } from './promotion.css';

// The QR standard's quiet zone (four modules, drawn as part of the matrix), and a module's size
// in the saved image.
const QUIET_ZONE = 4;
const MODULE_PX = 8;

/** The dark modules as one SVG path: a 1×1 square per module. */
function pathOf(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/** The matrix drawn as a PNG (black on white), for saving; null where there is no canvas. */
function pngOf(matrix: boolean[][]): string | null {
  const size = matrix.length * MODULE_PX;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#000';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * MODULE_PX, y * MODULE_PX, MODULE_PX, MODULE_PX);
    });
  });
  return canvas.toDataURL('image/png');
}

/**
 * The referral link as a QR code, for WeChat, where a QR code is how links travel: shown, and
 * saved as an image to send or print.
 */
export function ReferralQr({ link }: { link: string }) {
  const { t } = useLingui();
  const matrix = useMemo(
    () => encodeQR(link, 'raw', { ecc: 'medium', border: QUIET_ZONE }),
    [link],
  );
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => setPng(pngOf(matrix)), [matrix]);
  const side = matrix.length;
  return (
    <figure className={qrBox}>
      <svg
        role="img"
        aria-label={t`QR code of your referral link`}
        viewBox={`0 0 ${side} ${side}`}
        width="176"
        height="176"
        shapeRendering="crispEdges"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={pathOf(matrix)} fill="#000" />
      </svg>
      <figcaption>
        <Trans>Scan it in WeChat, or save it and send it.</Trans>
      </figcaption>
      {png ? (
        <a className={secondary} href={png} download="stock-research-referral-qr.png">
          <Trans>Download QR code</Trans>
        </a>
      ) : null}
    </figure>
  );
}
