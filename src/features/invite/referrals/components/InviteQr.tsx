import QRCode from 'qrcode';
import { useMemo } from 'react';
import { qrPath } from '../lib/qr-path';
import styles from './referrals.module.css';

const QUIET_ZONE = 2;

/** The share link as a QR code (the qrcode library's modules, drawn as one SVG path on white in both themes). */
export function InviteQr({ link, label }: { link: string; label: string }) {
  const drawing = useMemo(() => {
    const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
    return { box: modules.size + 2 * QUIET_ZONE, path: qrPath(modules.size, (row, column) => Boolean(modules.get(row, column)), QUIET_ZONE) };
  }, [link]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${drawing.box} ${drawing.box}`} role="img" aria-label={label} data-testid="invite-qr" data-link={link} shapeRendering="crispEdges">
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
