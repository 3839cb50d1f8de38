import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';

/** What a lazily loaded menu receives: its trigger (a button element) and whether it opens at once. */
export interface LazyMenuProps {
  trigger: ReactElement;
  defaultOpen?: boolean;
}

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/** A menu module loaded on first use; create it once, at module level: `const menu = lazyMenu(() => import('./x'))`. */
export interface LazyMenuModule<P extends LazyMenuProps> {
  Menu: LazyExoticComponent<ComponentType<P>>;
  preload: () => void;
}

export function lazyMenu<P extends LazyMenuProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyMenuModule<P> {
  return { Menu: lazy(load), preload: () => void load() };
}

/**
 * A menu whose content (Radix, floating-ui, dialogs) loads on first use: the trigger renders at once; hovering or
 * focusing it preloads the menu, a click loads it and opens it. Keeps menus out of the first load of a page.
 */
export function LazyMenu<P extends LazyMenuProps>({
  trigger,
  menu,
  props,
}: {
  trigger: ReactElement<TriggerProps>;
  menu: LazyMenuModule<P>;
  props: Omit<P, keyof LazyMenuProps>;
}) {
  const [opened, setOpened] = useState(false);
  if (!opened) {
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: menu.preload,
      onFocus: menu.preload,
      onClick: () => setOpened(true),
    });
  }
  const { Menu } = menu;
  const menuProps = { ...props, trigger, defaultOpen: true } as P;
  return (
    <Suspense fallback={trigger}>
      <Menu {...menuProps} />
    </Suspense>
  );
}
