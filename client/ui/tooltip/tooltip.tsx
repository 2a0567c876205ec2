import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { TOOLTIP } from '../overlay-constants';

type TooltipProps = {
  /** What the tooltip says (arrives translated). */
  label: ReactNode;
  /** One focusable DOM element (a <button>, an <a>) that forwards its ref. */
  children: ReactElement<DOMAttributes<Element>, string>;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  isDisabled?: boolean;
};

/**
 * A label shown over a control (SPEC sections 4 and 9): after 1.5 s of hover
 * or at once on keyboard focus, gone 500 ms after the pointer leaves, and at
 * once on Escape, a pointer-down or a focus change. One is open at a time: a
 * newer one replaces it (react-aria's TooltipTrigger keeps that rule).
 */
export function Tooltip({ label, children, placement = TOOLTIP.placement, isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={TOOLTIP.delayMs} closeDelay={TOOLTIP.closeDelayMs} isDisabled={isDisabled}>
      <Focusable>{children}</Focusable>
      <AriaTooltip
        offset={TOOLTIP.offset}
        placement={placement}
        style={{ maxWidth: TOOLTIP.maxWidthPx, transitionDuration: `${TOOLTIP.animationMs}ms` }}
        className="pointer-events-none rounded-md bg-fg px-2.5 py-1.5 text-xs font-semibold text-bg shadow-lg transition-opacity starting:opacity-0 data-[exiting]:opacity-0"
      >
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
