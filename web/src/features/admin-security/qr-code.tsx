import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

interface Props {
  /** What the code holds (an otpauth:// link). */
  text: string;
  /** What it is, for screen readers. */
  label: string;
}

// Quiet zone around the code, in modules (the QR standard asks for four).
const MARGIN = 4;

/**
 * A QR code drawn as SVG from qrcode-generator's modules (no HTML string injected): an
 * authenticator app scans it instead of the secret being typed. Error correction M, the
 * version picked by the length of the text.
 */
export function QrCode({ text, label }: Props) {
  const path = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (code.isDark(row, col)) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
      }
    }
    return { d, size: count + MARGIN * 2 };
  }, [text]);

  return (
    <svg
      className="security-page__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      width={240}
      height={240}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
