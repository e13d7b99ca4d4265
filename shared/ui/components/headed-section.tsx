import type { ReactNode } from 'react';

interface HeadedSectionProps {
  className: string;
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  headingClassName?: string;
  title: ReactNode;
  children: ReactNode;
}

/** A section named by its own heading. */
export function HeadedSection({
  className,
  headingId,
  headingClassName = 'ferry-heading',
  title,
  children,
}: HeadedSectionProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
