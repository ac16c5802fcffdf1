import type { ReactNode, Ref } from "react";

interface DisclosureProps {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  /** details with the same name form an exclusive group: opening one closes the others */
  name?: string;
  /** controlled: the open state and its change (the toggle event reports the browser's new state) */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  summaryLabel?: string;
  ref?: Ref<HTMLDetailsElement>;
}

/**
 * Show/hide on the platform's <details>/<summary>: keyboard, screen-reader
 * state and no-JavaScript behaviour come from the browser. Style the open
 * state with the `open:` / `group-open:` variants.
 */
export function Disclosure({
  summary,
  children,
  className,
  summaryClassName = "",
  name,
  open,
  onToggle,
  summaryLabel,
  ref,
}: DisclosureProps) {
  return (
    <details
      ref={ref}
      name={name}
      className={className}
      open={open}
      onToggle={onToggle ? (e) => onToggle(e.currentTarget.open) : undefined}
    >
      <summary aria-label={summaryLabel} className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName}`}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
