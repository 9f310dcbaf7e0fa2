import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface ResponsiveColumn {
  key: string;
  label: string;
  /** Named for screen readers only (an actions column). */
  isLabelHidden?: boolean;
  className?: string;
}

interface ResponsiveTableProps {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly ResponsiveColumn[];
  /** Fades the rows while the next ones load in their place. */
  isStale?: boolean;
  children: ReactNode;
}

/**
 * A list of records as a table from 768 px and as a card per row below, where each cell names its column itself
 * (ResponsiveCell): every column stays readable on a phone without scrolling sideways.
 */
export function ResponsiveTable({ caption, columns, isStale = false, children }: ResponsiveTableProps) {
  return (
    // From 768 px, a table wider than the page (many columns beside a sidebar) scrolls inside its frame.
    <div className="md:overflow-x-auto md:rounded-card md:border md:border-line md:bg-surface">
      <table
        className={cn('block w-full transition-opacity md:table', isStale && 'opacity-60')}
        aria-busy={isStale || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="text-left text-xs font-semibold tracking-wide text-ink-faint uppercase">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-4 py-3 whitespace-nowrap', column.className)}>
                {column.isLabelHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">{children}</tbody>
      </table>
    </div>
  );
}

/** A row: a card on phones (two columns of cells), a table row from 768 px. */
export function ResponsiveRow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <tr
      className={cn(
        'grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4',
        'md:table-row md:rounded-none md:border-0 md:border-t md:p-0',
        className,
      )}
    >
      {children}
    </tr>
  );
}

interface ResponsiveCellProps {
  /** The column's name, shown above the value on phones; none for a cell that speaks for itself. */
  label?: string;
  /** Takes the card's whole width on phones. */
  isWide?: boolean;
  className?: string;
  children: ReactNode;
}

/** A cell of a ResponsiveRow: on phones, where the row is a card, it names its column itself. */
export function ResponsiveCell({ label, isWide = false, className, children }: ResponsiveCellProps) {
  return (
    <td className={cn('block min-w-0 md:table-cell md:px-4 md:py-3 md:align-top', isWide && 'col-span-2', className)}>
      {label ? <span className="block text-xs font-medium text-ink-faint md:hidden">{label}</span> : null}
      {children}
    </td>
  );
}
