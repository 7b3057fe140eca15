/** A titled surface: the form's and the result's building block. */
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps {
  title: string;
  /** Id of the heading, so regions can be labelled by it. */
  titleId?: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Card({ title, titleId, description, action, className, children }: CardProps) {
  return (
    <section aria-labelledby={titleId} className={cx('rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold tracking-tight text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
