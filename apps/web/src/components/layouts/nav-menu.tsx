import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@iot/ui/lib/utils';

export interface NavMenuItem {
  /** From config/paths.ts getHref(…). */
  to: string;
  label: string;
  icon?: ReactNode;
  /** Active only on exactly this path (the index page of a section). */
  end?: boolean;
}

/**
 * A menu of links that marks the current one (aria-current="page"); horizontal under the top bar, vertical at the side
 * (from md up; a row on phones).
 */
export function NavMenu({
  items,
  label,
  orientation = 'horizontal',
  className,
}: {
  items: NavMenuItem[];
  label: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul
        // a side menu is a row of its entries on a phone, a column next to the page from md up
        className={cn(
          'flex flex-row flex-wrap gap-1',
          orientation === 'vertical' && 'md:flex-col md:flex-nowrap',
        )}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring inline-flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px] [&_svg]:size-4',
                  isActive && 'bg-accent text-accent-foreground',
                )
              }
            >
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
