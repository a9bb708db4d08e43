// A small bar chart of median price per sq ft by BHK, drawn as SVG by the app (no chart service).
// The same figures are in the table beside it, so the chart is decorative for screen readers.
import type { TBhkFigure } from '#shared/contracts/locality.ts';
import { formatIndianNumber } from '#shared/money.ts';

const WIDTH = 320;
const HEIGHT = 160;
const BAR_GAP = 16;

export function LocalityChart({ figures, title }: { figures: TBhkFigure[]; title: string }) {
  const shown = figures.filter((f): f is TBhkFigure & { medianPricePerSqft: number } => f.medianPricePerSqft !== null);
  if (shown.length === 0) return null;
  const max = Math.max(...shown.map((f) => f.medianPricePerSqft));
  const barWidth = Math.min(64, (WIDTH - BAR_GAP * (shown.length + 1)) / shown.length);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 40}`} width="100%" style={{ maxWidth: WIDTH }} aria-hidden="true">
        {shown.map((figure, index) => {
          const height = Math.max(2, (figure.medianPricePerSqft / max) * HEIGHT);
          const x = BAR_GAP + index * (barWidth + BAR_GAP);
          return (
            <g key={figure.bhk}>
              <rect x={x} y={HEIGHT - height + 16} width={barWidth} height={height} rx="4" fill="var(--color-primary)" />
              <text x={x + barWidth / 2} y={HEIGHT - height + 11} textAnchor="middle" fontSize="11" fill="var(--color-text)">
                ₹{formatIndianNumber(figure.medianPricePerSqft)}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT + 34} textAnchor="middle" fontSize="12" fill="var(--color-text-muted)">
                {figure.bhk >= 4 ? '4+ BHK' : `${figure.bhk} BHK`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
