import { DASHBOARD_LABELS as L, type DashboardMonth } from '~/worker/domain/dashboard';
import { formatEuros, formatEur } from '~/worker/domain/money';
import { chartBars, chartSummary, formatCount, monthLabel, monthShort, totalsOf } from './dashboard-view';

/** The drawing's own units: each month a 10-wide slot, bars 100 tall at most (stretched to the box by CSS). */
const SLOT = 10;
const BAR = 6;
const HEIGHT = 100;

/**
 * 'Objednávky a tržby': a bar per month (revenue, the paid part darker) drawn as inline SVG, no chart library.
 * The SVG is one image with a spoken summary (role="img" + aria-label); the table under it carries every figure
 * for everyone, newest month first.
 */
export function OrdersChart({ months }: { months: DashboardMonth[] }) {
  const bars = chartBars(months, HEIGHT);
  const top = Math.max(0, ...months.map((m) => m.revenue));
  const width = months.length * SLOT;
  const totals = totalsOf(months);
  const current = months[months.length - 1]?.month;

  return (
    <>
      <figure className="dash-chart">
        <svg
          role="img"
          aria-label={chartSummary(months)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="dash-chart-svg"
          focusable="false"
        >
          {months.map((m, i) => (
            <g key={m.month}>
              <rect
                className="dash-bar"
                x={i * SLOT + (SLOT - BAR) / 2}
                y={HEIGHT - bars[i].revenue}
                width={BAR}
                height={bars[i].revenue}
              />
              <rect className="dash-bar-paid" x={i * SLOT + (SLOT - BAR) / 2} y={HEIGHT - bars[i].paid} width={BAR} height={bars[i].paid} />
            </g>
          ))}
          <line className="dash-chart-base" x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} vectorEffect="non-scaling-stroke" />
        </svg>
        <ol className="dash-chart-months" aria-hidden="true">
          {months.map((m) => (
            <li key={m.month}>{monthShort(m.month)}</li>
          ))}
        </ol>
        <figcaption className="dash-legend">
          <span className="dash-key dash-key--revenue">{L.revenue}</span>
          <span className="dash-key dash-key--paid">{L.paidRevenue}</span>
          {top > 0 && <span className="dash-legend-top">najvyšší stĺpec: {formatEuros(top)}</span>}
        </figcaption>
      </figure>

      <div className="dash-table-wrap">
        <table className="dash-table">
          <caption className="sr-only">{L.orders} po mesiacoch, najnovší mesiac hore</caption>
          <thead>
            <tr>
              <th scope="col">{L.month}</th>
              <th scope="col">{L.orderCount}</th>
              <th scope="col">{L.revenue}</th>
              <th scope="col">{L.paidRevenue}</th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((m) => (
              <tr key={m.month} className={m.month === current ? 'dash-row--current' : undefined}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{formatCount(m.orders)}</td>
                <td>{formatEuros(m.revenue)}</td>
                <td>{formatEuros(m.paidRevenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Spolu</th>
              <td>{formatCount(totals.orders)}</td>
              <td>{formatEur(totals.revenueCents)}</td>
              <td>{formatEur(totals.paidCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
