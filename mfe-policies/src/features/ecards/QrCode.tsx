import { useMemo } from 'react';
import { create } from 'qrcode';

const QUIET_ZONE = 4;

/** The matrix comes from `qrcode`; drawing it as one SVG path keeps it sharp at any size, with no canvas. */
export function QrCode({ text, size, label, testId = 'ecard-qr' }: { text: string; size: number; label: string; testId?: string }) {
  const { path, modules } = useMemo(() => {
    const qr = create(text, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    let d = '';
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        if (qr.modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
      }
    }
    return { path: d, modules: n };
  }, [text]);
  const box = modules + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-payload={text}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
