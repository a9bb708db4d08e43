// A form's closing row: Cancel (when the form can be left) and its submit button, which names the
// work in progress and can't be pressed twice while it runs.
interface FormActionsProps {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onCancel?: () => void;
}

export function FormActions({ submitLabel, pendingLabel, isPending, onCancel }: FormActionsProps) {
  return (
    <div className="form-actions">
      {onCancel && (
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
