// The wheel's drawing: the disc (one wedge per prize, its image or its radial label) and the still pointer
// and hub above it. Angles and paths come from ./geometry.ts.
import type { WheelPrize } from '../../src/api/wheel';
import type { WheelState } from '../../src/stores/wheel';
import { parts } from '../../src/ui/part';
import { useLingui } from '@lingui/react';
import { formatMoney } from '../../src/format/money-format';
import { toLocale } from '../../src/i18n/locale';
import { CENTRE, ICON_PX, ICON_R, LABEL_INNER, LABEL_OUTER, labelFontSize, labelRotation, polar, RADIUS, SEGMENT_DEG, VIEWBOX, wedgePath } from './geometry';

/** Money prizes alternate two colours, bonus prizes and presents have their own, a "try again" is muted. */
function segmentKind(p: WheelPrize, i: number): string {
  if (p.isPresent) return 'present';
  if (p.amount <= 0) return 'none';
  if (p.wallet === 'bonus') return 'bonus';
  return i % 2 ? 'money-b' : 'money-a';
}

/** `turn`: the disc's resting angle, which decides the labels that are turned to read upright. */
export function Disc({ prizes, turn }: { prizes: WheelPrize[]; turn: number }) {
  const { i18n } = useLingui();
  const mid = (LABEL_INNER + LABEL_OUTER) / 2;
  return (
    <svg className="wheel-svg" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} aria-hidden="true" focusable="false">
      <circle className="wheel-rim" cx={CENTRE} cy={CENTRE} r={RADIUS + 8} />
      {prizes.map((p, i) => {
        const deg = i * SEGMENT_DEG;
        const [ix, iy] = polar(ICON_R, deg);
        const [tx, ty] = polar(mid, deg);
        // Money in the site's format ("5,00 DT", not the server's "5 TND"); U+200E starts it left to right,
        // so an Arabic symbol stays after the amount as everywhere else.
        const label = p.wallet === 'balance' && !p.isPresent && p.amount > 0 ? `\u200E${formatMoney(p.amount, p.currency, toLocale(i18n.locale))}` : p.name;
        return (
          <g key={i} className={`wheel-segment wheel-segment--${segmentKind(p, i)}`} data-segment={i}>
            <path className="wheel-wedge" d={wedgePath(i)} />
            {p.image ? (
              <image href={p.image} x={ix - ICON_PX / 2} y={iy - ICON_PX / 2} width={ICON_PX} height={ICON_PX} transform={`rotate(${deg} ${ix} ${iy})`} />
            ) : (
              // Radial text, upright on both halves; the browser shapes Arabic as in any other text.
              <text
                className="wheel-label"
                x={tx}
                y={ty}
                fontSize={labelFontSize(label)}
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${labelRotation(deg, turn)} ${tx} ${ty})`}
              >
                {label}
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
