import { describe, expect, it } from 'vitest';
import type { DashboardMonth } from '~/worker/domain/dashboard';
import {
  barHeights,
  chartBars,
  chartSummary,
  countLabel,
  formatCount,
  monthLabel,
  monthShort,
  productEditHref,
  stockLabel,
  totalsOf,
} from './dashboard-view';

const month = (m: string, orders: number, revenue: number, paidRevenue = 0): DashboardMonth => ({ month: m, orders, revenue, paidRevenue });

describe('month names', () => {
  it('says the month in the nominative with its year, and short under the bars', () => {
    expect(monthLabel('2026-11')).toBe('november 2026');
    expect(monthLabel('2026-01')).toBe('január 2026');
    expect(monthLabel('2025-05')).toBe('máj 2025');
    expect(monthLabel('2025-12')).toBe('december 2025');
    expect(monthShort('2026-07')).toBe('júl');
    expect(monthShort('2026-09')).toBe('sep');
  });
});

describe('chart bars', () => {
  it('fills the chart with the largest month and scales the rest', () => {
    expect(barHeights([0, 50, 100, 25], 200)).toEqual([0, 100, 200, 50]);
  });

  it('keeps a tiny month visible and leaves empty months at zero', () => {
    expect(barHeights([0.05, 1000, 0], 100, 2)).toEqual([2, 100, 0]);
  });

  it('draws the paid part inside its bar, the same share of it as of the money', () => {
    const bars = chartBars(
      [month('2026-01', 2, 50, 25), month('2026-02', 4, 100, 100), month('2026-03', 1, 0.01, 0.01), month('2026-04', 0, 0)],
      100,
    );
    expect(bars).toEqual([
      { revenue: 50, paid: 25 },
      { revenue: 100, paid: 100 },
      { revenue: 2, paid: 2 },
      { revenue: 0, paid: 0 },
    ]);
  });

  it('draws nothing when there were no orders', () => {
    expect(barHeights([0, 0, 0], 100)).toEqual([0, 0, 0]);
    expect(barHeights([], 100)).toEqual([]);
  });
});

describe('totals and the spoken summary', () => {
  const months = [month('2025-12', 1, 10), month('2026-01', 0, 0), month('2026-02', 3, 0.1, 0.1), month('2026-03', 2, 143.44, 123.45)];

  it('adds the months up in cents (0,1 + 0,2 is exactly 0,30 €)', () => {
    expect(totalsOf([month('2026-01', 1, 0.1), month('2026-02', 1, 0.2, 0.2)])).toEqual({ orders: 2, revenueCents: 30, paidCents: 20 });
    expect(totalsOf(months)).toEqual({ orders: 6, revenueCents: 15354, paidCents: 12355 });
  });

  it('names the span, the total and the best month', () => {
    expect(chartSummary(months)).toBe(
      'Tržby podľa mesiacov, december 2025 – marec 2026: spolu 153,54\u00a0€ za 6 objednávok; najviac marec 2026 (143,44\u00a0€).',
    );
  });

  it('says so when there were no orders', () => {
    expect(chartSummary([month('2025-12', 0, 0), month('2026-01', 0, 0)])).toBe(
      'Tržby podľa mesiacov, december 2025 – január 2026: žiadne objednávky.',
    );
  });

  it('uses the Slovak plural and thousands separator', () => {
    expect(countLabel(1)).toBe('1 objednávka');
    expect(countLabel(3)).toBe('3 objednávky');
    expect(countLabel(5)).toBe('5 objednávok');
    expect(countLabel(0)).toBe('0 objednávok');
    expect(formatCount(12345)).toBe('12\u00a0345');
  });
});

describe('low stock', () => {
  it('says sold out for zero and links to the edit page', () => {
    expect(stockLabel(0)).toBe('vypredané');
    expect(stockLabel(7)).toBe('7 ks');
    expect(productEditHref(42)).toBe('/admin/product/42/edit');
  });
});
