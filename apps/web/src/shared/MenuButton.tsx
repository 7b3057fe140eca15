/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): Enter, Space or the arrow keys open it on an item,
 * the arrow keys, Home and End move between its items, Escape closes it and gives focus back to the button, and
 * focus or a press leaving it closes it. Items are MenuItem buttons anywhere inside the menu (rows and groups allowed).
 */
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { cx } from './cx';

const ITEM = '[role="menuitem"]:not([disabled])';

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

export interface MenuButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'ref'> {
  /** The button's content. */
  label: ReactNode;
  /** The menu's content, given `close` (a MenuItem closes the menu itself). */
  children: ReactNode;
  /** Classes of the wrapper that positions the menu (the menu is placed under the button). */
  wrapperClassName?: string;
  menuClassName?: string;
}

export function MenuButton({ label, children, wrapperClassName, menuClassName, ...buttonProps }: MenuButtonProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // Focus lands on the first (or last) item when the menu opens.
  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    (open === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open]);

  // A press outside closes it, and so does focus leaving it (Tab). A press is left to the pointer handler: a button
  // pressed in some browsers takes no focus, so the menu must still be there for its click.
  useEffect(() => {
    const node = root.current;
    if (!open || !node) return;
    const onPointer = (event: PointerEvent) => {
      if (!node.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !node.contains(next)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    node.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      node.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = itemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') move(at + 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  }

  return (
    <div ref={root} className={cx('relative', wrapperClassName)}>
      <Button
        {...buttonProps}
        ref={button}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKey}
      >
        {label}
      </Button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          onClick={(event) => {
            // A chosen item closes the menu and gives focus back to the button.
            if ((event.target as HTMLElement).closest(ITEM)) close(true);
          }}
          className={cx('absolute top-full z-40 mt-2 rounded-xl border border-line bg-white p-2 shadow-card', menuClassName)}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

export interface MenuItemProps {
  /** The item's accessible name when its visible text is shorter (it must contain that text). */
  label?: string;
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}

export function MenuItem({ label, onSelect, className, children }: MenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-label={label}
      onClick={onSelect}
      className={cx(
        'inline-flex min-h-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium text-ink hover:bg-slate-100 focus-visible:bg-slate-100',
        className,
      )}
    >
      {children}
    </button>
  );
}
