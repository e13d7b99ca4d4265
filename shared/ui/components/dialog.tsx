import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  onClose(): void;
  /** `alertdialog` for a question that interrupts (discard, delete). */
  role?: 'dialog' | 'alertdialog';
  /** A sheet holds a whole form: wider, taller, scrolls inside. */
  variant?: 'dialog' | 'sheet';
}

const FOCUSABLE = 'input:not([disabled]), select, textarea, button:not([disabled]), a[href], [tabindex="0"]';

/**
 * A modal: focus moves in and stays in (Tab wraps), Escape or a tap outside closes it, and focus
 * returns to what opened it. Rendered in place, inside the themed root, so it keeps the theme.
 */
export function Dialog({
  title,
  description,
  children,
  actions,
  onClose,
  role = 'dialog',
  variant = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();
    return () => opener?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const [first, last] = [items[0], items.at(-1)];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // A tap outside closes, as in every sheet; keyboard users have Escape and the buttons.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control
    <div
      className="ferry-dialog-backdrop"
      data-variant={variant}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role is dialog or alertdialog, both take keys */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both dialog roles support aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="ferry-dialog"
        data-variant={variant}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ferry-dialog-title">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="ferry-dialog-description">
            {description}
          </div>
        ) : null}
        {children ? <div className="ferry-dialog-body">{children}</div> : null}
        <div className="ferry-dialog-actions">{actions}</div>
      </div>
    </div>
  );
}
