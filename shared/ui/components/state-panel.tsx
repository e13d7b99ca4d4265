import type { ReactNode } from 'react';

interface StatePanelProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** The page's main heading (a 404 page) or a heading inside a page (an empty list). */
  headingLevel?: 1 | 2;
  /** `alert` for failures so screen readers announce them. */
  role?: 'alert' | 'status';
  illustration?: ReactNode;
}

/** The empty, error and not-found states: a short title, one line of help, one action. */
export function StatePanel({
  title,
  description,
  action,
  headingLevel = 2,
  role,
  illustration,
}: StatePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="ferry-state-panel" role={role}>
      {illustration ? (
        <div className="ferry-state-illustration" aria-hidden="true">
          {illustration}
        </div>
      ) : null}
      <Heading className="ferry-state-title">{title}</Heading>
      {description ? <p className="ferry-state-description">{description}</p> : null}
      {action ? <div className="ferry-state-action">{action}</div> : null}
    </section>
  );
}
