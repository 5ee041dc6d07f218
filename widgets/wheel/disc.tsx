// The wheel's drawing: the disc (one wedge per prize, its image or its radial label) and the still pointer
// and hub above it. Angles and paths come from ./geometry.ts.
import type { WheelPrize } from '../../src/api/wheel';
import { joinUrl } from '../../src/api/client';
import { apiBase } from '../../src/config/config';
import type { WheelState } from '../../src/stores/wheel';
import { parts } from '../../src/ui/part';
import { CENTRE, LABEL_INNER, LABEL_OUTER, labelFontSize, polar, RADIUS, SEGMENT_DEG, VIEWBOX, wedgePath } from './geometry';

/** Money prizes alternate two colours, bonus prizes and presents have their own, a "try again" is muted. */
function segmentKind(p: WheelPrize, i: number): string {
  if (p.isPresent) return 'present';
  if (p.amount <= 0) return 'none';
  if (p.wallet === 'bonus') return 'bonus';
  return i % 2 ? 'money-b' : 'money-a';
}

export function Disc({ prizes }: { prizes: WheelPrize[] }) {
  const mid = (LABEL_INNER + LABEL_OUTER) / 2;
  return (
    <svg className="wheel-svg" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} aria-hidden="true" focusable="false">
      <circle className="wheel-rim" cx={CENTRE} cy={CENTRE} r={RADIUS + 8} />
      {prizes.map((p, i) => {
        const deg = i * SEGMENT_DEG;
        const image = p.image ? joinUrl(apiBase(), p.image) : null;
        const [ix, iy] = polar(RADIUS - 50, deg);
        const [tx, ty] = polar(mid, deg);
        return (
          <g key={i} className={`wheel-segment wheel-segment--${segmentKind(p, i)}`} data-segment={i}>
            <path className="wheel-wedge" d={wedgePath(i)} />
            {image ? (
              <image href={image} x={ix - 26} y={iy - 26} width={52} height={52} transform={`rotate(${deg} ${ix} ${iy})`} />
            ) : (
              // Radial text read from the rim inward; the browser shapes Arabic as in any other text.
              <text
                className="wheel-label"
                x={tx}
                y={ty}
                fontSize={labelFontSize(p.name)}
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${deg - 90} ${tx} ${ty})`}
              >
                {p.name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The pointer at 12 o'clock and the hub: still, above the turning disc. */
export function Pointer({ phase }: { phase: WheelState['phase'] }) {
  return (
    <svg className="wheel-overlay" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} aria-hidden="true" focusable="false">
      <circle className="wheel-hub" cx={CENTRE} cy={CENTRE} r={34} />
      <g className={`wheel-pointer wheel-pointer--${phase}`} {...parts('pointer')}>
        <path d={`M${CENTRE - 17} 2H${CENTRE + 17}L${CENTRE} 46Z`} />
      </g>
    </svg>
  );
}
