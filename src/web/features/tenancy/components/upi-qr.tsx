// A QR code of a UPI payment link, drawn here in the browser (qrcode-generator, pure JS): the link
// holds the payee's UPI ID and the amount, and nothing about it leaves the page.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of `text`'s QR code, as one SVG path (one unit per module, inside a 4-module quiet zone). */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (code.isDark(row, col)) parts.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
  }
  return { size: count + quiet * 2, path: parts.join('') };
}

export function UpiQr({ link, label, size = 176 }: { link: string; label: string; size?: number }) {
  const { size: modules, path } = useMemo(() => qrPath(link), [link]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
