/**
 * A modal confirmation on the native <dialog>: focus moves into it (to the safe choice), Escape or Cancel closes it,
 * and the page behind is inert while it is open.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../shared/Button';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    // Browsers without modal dialogs (and jsdom) show it in place.
    if (!node.open) {
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
    }
    // The safe choice has the focus: Enter or Space right away cancels.
    node.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof node.close === 'function') node.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape: the browser's cancel event; the parent decides (it unmounts the dialog).
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-6 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold tracking-tight text-balance">
        {title}
      </h2>
      <div id={bodyId} className="mt-2 text-sm leading-relaxed text-muted">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button data-autofocus onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          className="inline-flex h-9 items-center gap-2 rounded-lg bg-red-700 px-3.5 text-sm font-medium text-white shadow-sm transition-colors hover:bg-red-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
