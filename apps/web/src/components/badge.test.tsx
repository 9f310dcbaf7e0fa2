import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './badge';

describe('Badge', () => {
  it('shows the count as it is up to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('shows 99+ past 99', () => {
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('renders nothing at zero', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the count as visible text', () => {
    render(<Badge count={7} />);
    expect(screen.getByText('7')).toBeVisible();
  });
});
