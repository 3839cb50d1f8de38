import * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from 'lucide-react';

import { cn } from '../lib/utils';
import { Button, buttonVariants, type ButtonProps } from './button';

type PaginationProps = React.ComponentProps<'nav'> & {
  /** Accessible name of the navigation landmark, e.g. t('common.pagination'). */
  'aria-label': string;
};

function Pagination({ className, ...props }: PaginationProps) {
  return (
    <nav
      data-slot="pagination"
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    />
  );
}

function PaginationContent({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn('flex flex-row items-center gap-1', className)}
      {...props}
    />
  );
}

function PaginationItem(props: React.ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />;
}

type PaginationLinkProps = {
  isActive?: boolean;
} & Pick<ButtonProps, 'size'> &
  React.ComponentProps<'a'>;

function PaginationLink({
  className,
  isActive,
  size = 'icon',
  children,
  ...props
}: PaginationLinkProps) {
  return (
    <a
      aria-current={isActive ? 'page' : undefined}
      data-slot="pagination-link"
      data-active={isActive}
      className={cn(buttonVariants({ variant: isActive ? 'outline' : 'ghost', size }), className)}
      {...props}
    >
      {children}
    </a>
  );
}

function PaginationPrevious({
  className,
  label,
  ...props
}: Omit<PaginationLinkProps, 'children'> & { label: string }) {
  return (
    <PaginationLink size="default" className={cn('gap-1 px-2.5 sm:pl-2.5', className)} {...props}>
      <ChevronLeftIcon aria-hidden="true" />
      <span>{label}</span>
    </PaginationLink>
  );
}

function PaginationNext({
  className,
  label,
  ...props
}: Omit<PaginationLinkProps, 'children'> & { label: string }) {
  return (
    <PaginationLink size="default" className={cn('gap-1 px-2.5 sm:pr-2.5', className)} {...props}>
      <span>{label}</span>
      <ChevronRightIcon aria-hidden="true" />
    </PaginationLink>
  );
}

function PaginationEllipsis({
  className,
  label,
  ...props
}: Omit<React.ComponentProps<'span'>, 'children'> & { label: string }) {
  return (
    <span
      data-slot="pagination-ellipsis"
      className={cn('flex size-9 items-center justify-center', className)}
      {...props}
    >
      <MoreHorizontalIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

type PaginationControlsProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Current page, 1-based. */
  page: number;
  /** Known page count; without it, `hasNextPage` decides whether "next" is enabled. */
  totalPages?: number;
  /** Overrides the page-count rule, e.g. "next only when the current page is full". */
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Text between the buttons, e.g. t('pager.summary', { page, total }). */
  summary?: React.ReactNode;
  disabled?: boolean;
};

/** Previous / next buttons around a page summary, for lists paged by the server. */
function PaginationControls({
  page,
  totalPages,
  hasNextPage,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  summary,
  disabled = false,
  className,
  ...props
}: PaginationControlsProps) {
  const canPrevious = !disabled && page > 1;
  const canNext =
    !disabled && (hasNextPage ?? (totalPages !== undefined ? page < totalPages : false));

  return (
    <nav
      aria-label={label}
      data-slot="pagination-controls"
      className={cn('flex items-center justify-end gap-2', className)}
      {...props}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={!canPrevious}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        {previousLabel}
      </Button>
      {summary !== undefined ? (
        <span className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
          {summary}
        </span>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={!canNext}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

export {
  Pagination,
  PaginationContent,
  PaginationLink,
  PaginationItem,
  PaginationPrevious,
  PaginationNext,
  PaginationEllipsis,
  PaginationControls,
  type PaginationControlsProps,
};
