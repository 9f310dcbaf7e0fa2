import type { AdminCourse, CourseOutline } from '@campus/domain/learning';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../components/button';

/**
 * What the arrows of a module or a lesson need from the outline: its course, how to send a new order, and whether one
 * is on its way.
 */
export interface OutlineActions {
  course: AdminCourse;
  reorder: (outline: CourseOutline | null, focus: { id: string; delta: -1 | 1 }) => void;
  isMoving: boolean;
}

const moveButtonId = (id: string, delta: -1 | 1) => `move-${delta < 0 ? 'up' : 'down'}-${id}`;

/**
 * Once the list is drawn again in its new order (the arrows enabled again), the focus goes back to the same arrow, or
 * to the other one when the item reached an end, so the keyboard can go on moving it.
 */
export function refocusMoveButton(id: string, delta: -1 | 1) {
  const same = document.getElementById(moveButtonId(id, delta));
  const other = document.getElementById(moveButtonId(id, delta < 0 ? 1 : -1));
  const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
  target?.focus();
}

/** Up and down arrows of a module or a lesson, named for screen readers; disabled at the ends. */
export function MoveButtons({
  id,
  upLabel,
  downLabel,
  canMoveUp,
  canMoveDown,
  disabled,
  onMove,
}: {
  id: string;
  upLabel: string;
  downLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  disabled: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  return (
    <span className="inline-flex shrink-0 gap-1">
      <Button
        id={moveButtonId(id, -1)}
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={upLabel}
        title={upLabel}
        disabled={!canMoveUp || disabled}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        id={moveButtonId(id, 1)}
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={downLabel}
        title={downLabel}
        disabled={!canMoveDown || disabled}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </span>
  );
}
