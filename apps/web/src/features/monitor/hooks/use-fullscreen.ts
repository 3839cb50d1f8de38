import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen of one element: whether it is on, and a toggle (the Escape key leaves it too). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await ref.current?.requestFullscreen();
    } catch {
      // the browser refused (no user gesture, iframe policy): stay as is
    }
  }, [ref]);
  return {
    active,
    toggle,
    supported: typeof document.documentElement.requestFullscreen === 'function',
  };
}
