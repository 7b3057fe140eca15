/**
 * The signed-in account below 640 px: one 44 px button that opens a small panel with the whole email and Sign out, so
 * the header keeps every control a full target and no address is cut to fit beside them.
 */
import { CircleUserRound, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../shared/Button';

export interface AccountMenuProps {
  email: string;
  onSignOut: () => void;
}

export function AccountMenu({ email, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes it and gives focus back; a press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="sm:hidden">
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="h-11 w-11 shrink-0"
      >
        <CircleUserRound aria-hidden="true" className="h-5 w-5" />
      </Button>
      {open ? (
        <div id={panelId} className="absolute inset-x-4 top-full mt-2 rounded-xl border border-line bg-white p-4 shadow-card">
          <p className="text-xs text-muted">Signed in as</p>
          <p className="mt-1 break-all text-sm font-medium" data-testid="user-email">
            {email}
          </p>
          <Button
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="mt-3 h-11 w-full justify-center"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </Button>
        </div>
      ) : null}
    </div>
  );
}
