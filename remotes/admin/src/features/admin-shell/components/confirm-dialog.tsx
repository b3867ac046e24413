import { Button, Dialog } from '@vaani/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { Actions } from './admin-form.tsx';

export interface Question {
  title: string;
  description: string;
  confirmLabel: string;
}

const CLOSED: Question = { title: '', description: '', confirmLabel: '' };

/** Asks before a step that cannot be undone: `ask(target)` asks, `act(target)` runs once confirmed. */
export function useConfirm<T>(question: (target: T) => Question, act: (target: T) => void): { ask: (target: T) => void; dialog: ReactNode } {
  // Boxed, so that a target that is itself a function (an action to run) is not taken for an updater.
  const [target, setTarget] = useState<{ value: T } | null>(null);
  const ask = useCallback((value: T) => setTarget({ value }), []);
  const { title, description, confirmLabel } = target ? question(target.value) : CLOSED;
  const dialog = (
    <Dialog open={target !== null} onClose={() => setTarget(null)} title={title} description={description} width="sm">
      <Actions>
        <Button
          onClick={() => {
            setTarget(null);
            if (target) act(target.value);
          }}
        >
          {confirmLabel}
        </Button>
        <Button variant="outline" onClick={() => setTarget(null)}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
  return { ask, dialog };
}
