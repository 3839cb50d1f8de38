import type { ReactNode } from 'react';

/** A page's heading with optional description and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  level = 1,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="flex flex-col gap-1">
        <Heading className="text-xl font-semibold tracking-tight">{title}</Heading>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
