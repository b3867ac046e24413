import { Button, Dialog } from '@vaani/ui';
import { Actions } from './admin-form.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a step that cannot be undone, such as a delete. */
export function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description} width="sm">
      <Actions>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}
