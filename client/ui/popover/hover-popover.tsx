import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { Popover, type Placement } from 'react-aria-components';
import { POPOVER_HOVER_CLOSE_MS } from '../overlay-constants';
import { popoverPanelClass } from './popover-styles';

type HoverPopoverProps = {
  /** The trigger's content; it is rendered inside a button. */
  trigger: ReactNode;
  /** The trigger's accessible name, when its content has none. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** The popover's accessible name. */
  label: string;
  children: ReactNode;
  placement?: Placement;
  className?: string;
};

/** Touch has no hover: a tap toggles instead. */
const isMouse = (event: PointerEvent) => event.pointerType !== 'touch';

/**
 * A popover that opens while the mouse rests on its trigger and closes 150 ms
 * after it has left both the trigger and the panel (SPEC section 9), so the
 * pointer can cross the gap between them. A tap, click or Enter opens it for
 * touch and keyboard; Escape, a press outside or another click closes it.
 */
export function HoverPopover({ trigger, triggerLabel, triggerClassName, label, children, placement = 'bottom', className }: HoverPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovered = useRef(false);
  const [open, setOpen] = useState(false);

  const enter = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    hovered.current = true;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const leave = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    hovered.current = false;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), POPOVER_HOVER_CLOSE_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const pressOutside = (event: Event) => {
      const target = event.target as Node;
      if (!triggerRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', pressOutside, true);
    return () => document.removeEventListener('pointerdown', pressOutside, true);
  }, [open]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-haspopup="dialog"
        // A click while the mouse already opened it keeps it; otherwise it toggles.
        onClick={() => setOpen((was) => hovered.current || !was)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        onPointerEnter={enter}
        onPointerLeave={leave}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <Popover triggerRef={triggerRef} isOpen={open} onOpenChange={setOpen} isNonModal placement={placement} offset={8} className={clsx(popoverPanelClass, className)}>
        <div ref={panelRef} role="dialog" aria-label={label} onPointerEnter={enter} onPointerLeave={leave}>
          {children}
        </div>
      </Popover>
    </>
  );
}
