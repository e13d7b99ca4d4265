import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from './icons';

interface MenuSectionProps {
  title?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A group of rows under a small heading, like Telegram's settings. */
export function MenuSection({ title, children, footer }: MenuSectionProps) {
  const headingId = useId();
  return (
    <section className="ferry-menu-section" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="ferry-section-heading">
          {title}
        </h2>
      ) : null}
      <ul className="ferry-menu">{children}</ul>
      {footer ? <div className="ferry-menu-footer">{footer}</div> : null}
    </section>
  );
}

interface RowContentProps {
  label: string;
  icon?: ReactNode;
  /** A value shown on the right (the current email, "On"). */
  value?: ReactNode;
  description?: ReactNode;
  hasChevron?: boolean;
}

function RowContent({ label, icon, value, description, hasChevron }: RowContentProps) {
  return (
    <>
      {icon ? (
        <span className="ferry-menu-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ferry-menu-text">
        <span className="ferry-menu-label">{label}</span>
        {description ? <span className="ferry-menu-description">{description}</span> : null}
      </span>
      {value !== undefined && value !== null ? <span className="ferry-menu-value">{value}</span> : null}
      {hasChevron ? (
        <span className="ferry-menu-chevron" aria-hidden="true">
          <ChevronIcon />
        </span>
      ) : null}
    </>
  );
}

type MenuRowProps = RowContentProps & {
  isDestructive?: boolean;
} & ({ to: string } | { href: string } | { onClick(): void });

/** One row: a link inside the app, a link out (mailto:), or an action. */
export function MenuRow(props: MenuRowProps) {
  const { label, icon, value, description, isDestructive = false } = props;
  const content = { label, icon, value, description };
  const className = isDestructive ? 'ferry-menu-row ferry-menu-row-destructive' : 'ferry-menu-row';
  let row: ReactNode;
  if ('to' in props) {
    row = (
      <Link to={props.to} className={className}>
        <RowContent {...content} hasChevron />
      </Link>
    );
  } else if ('href' in props) {
    row = (
      <a href={props.href} className={className}>
        <RowContent {...content} />
      </a>
    );
  } else {
    row = (
      <button type="button" className={className} onClick={props.onClick}>
        <RowContent {...content} />
      </button>
    );
  }
  return <li className="ferry-menu-item">{row}</li>;
}

/** A row that holds its own control (a switch, a select) instead of leading somewhere. */
export function MenuControlRow({ children }: { children: ReactNode }) {
  return <li className="ferry-menu-item ferry-menu-control">{children}</li>;
}
