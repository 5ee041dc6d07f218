// The QR code of a crypto address (a small, well-kept library, loaded on demand). uqr (unjs,
// MIT, no dependencies, no Node built-ins) is imported here with import(), so it is a chunk of its own
// that only a player who created a crypto payment downloads. We take its module matrix and draw it as
// SVG elements (docs/conventions.md §2.5/§2.11: no markup strings, no innerHTML): a white square with the quiet
// zone the standard asks for (4 modules) and one <path> of dark modules. Named by an aria-label that
// gives the address (the picture itself says nothing to a screen reader); the address is also written
// out beside it with a copy button, so the code is never the only way.
import { useEffect, useState } from 'react';
import { lazyChunk } from '../../../src/element/lazy-chunk';
import { parts } from '../../../src/ui/part';
import { qrPath } from './qr-path';

const loadUqr = lazyChunk(() => import('uqr'));
const QUIET_ZONE = 4;

interface QrCodeProps {
  value: string;
  /** The accessible name ("QR code of the address TQ…"). */
  label: string;
  /** Said if the library cannot load (offline): the address written next to it still works. */
  fallback: string;
}

type Drawn = { value: string; size: number; path: string } | { value: string; failed: true };

export function QrCode({ value, label, fallback }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    loadUqr().then(
      ({ encode }) => {
        // Medium error correction: still readable with a smudge or a glare on a phone's screen.
        const qr = encode(value, { ecc: 'M', border: 0 });
        if (live) setDrawn({ value, size: qr.size, path: qrPath(qr.data) });
      },
      () => live && setDrawn({ value, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [value]);

  if (!drawn || drawn.value !== value) return <div className="crypto-qr crypto-qr--pending" {...parts('qr-code')} aria-hidden="true" />;
  if ('failed' in drawn) {
    return (
      <div className="crypto-qr crypto-qr--failed" {...parts('qr-code')}>
        <span className="crypto-qr__fallback">{fallback}</span>
      </div>
    );
  }
  const box = drawn.size + QUIET_ZONE * 2;
  return (
    <svg
      className="crypto-qr"
      {...parts('qr-code')}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-modules={drawn.size}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
