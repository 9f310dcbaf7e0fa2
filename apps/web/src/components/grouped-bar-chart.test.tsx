import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupedBarChart, scaleTop } from './grouped-bar-chart';

describe('the scale of a bar chart', () => {
  it('tops the highest bar with four whole, round steps', () => {
    expect(scaleTop(0)).toBe(4);
    expect(scaleTop(3)).toBe(4);
    expect(scaleTop(9)).toBe(12);
    expect(scaleTop(10)).toBe(12);
    expect(scaleTop(254_000)).toBe(320_000);
    expect(scaleTop(100_000)).toBe(100_000);
  });
});

describe('a grouped bar chart', () => {
  it('draws a group of bars per category, each bar titled, and describes itself', () => {
    const { container } = render(
      <GroupedBarChart
        title="Ventes"
        description="Ventes et retours par trimestre."
        categories={[
          { key: 'q1', label: 'T1', sublabel: '2026', name: 'premier trimestre 2026' },
          { key: 'q2', label: 'T2', name: 'deuxième trimestre 2026' },
        ]}
        series={[
          { key: 'sold', label: 'Ventes', fillClassName: 'fill-level-blue', values: [3, 7] },
          { key: 'returned', label: 'Retours', fillClassName: 'fill-channel-sport', values: [1, 0] },
        ]}
        formatValue={String}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Ventes' });
    expect(chart).toHaveAccessibleDescription('Ventes et retours par trimestre.');
    expect(container.querySelectorAll('[data-category]')).toHaveLength(2);
    expect([...chart.querySelectorAll('rect > title')].map((title) => title.textContent)).toEqual([
      'premier trimestre 2026 · Ventes : 3',
      'premier trimestre 2026 · Retours : 1',
      'deuxième trimestre 2026 · Ventes : 7',
      'deuxième trimestre 2026 · Retours : 0',
    ]);
    expect(screen.getByText('2026')).toBeInTheDocument();
  });
});
