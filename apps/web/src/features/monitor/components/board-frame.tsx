import { useEffect, useRef, useState } from 'react';

/** The board is a wall-screen page: it always gets at least this viewport, scaled down to fit a smaller stage. */
const BOARD_WIDTH = 1280;
const BOARD_HEIGHT = 720;

/**
 * The external board in a sandboxed frame filling a 16:9 stage. On a stage narrower than 1280 px (a laptop,
 * a tablet, a phone) the frame is laid out at 1280×720 and scaled down, so the board keeps its wall-screen layout and
 * shows whole instead of being cut; on a wall screen it gets the stage's real size.
 */
export function BoardFrame({ src, title }: { src: string; title: string }) {
  const stage = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = width === null ? 1 : Math.min(1, width / BOARD_WIDTH);

  return (
    <div ref={stage} className="relative size-full overflow-hidden">
      <iframe
        title={title}
        src={src}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="same-origin"
        data-scale={scale.toFixed(3)}
        className="absolute top-0 left-0 origin-top-left border-0"
        style={
          scale < 1
            ? { width: BOARD_WIDTH, height: BOARD_HEIGHT, transform: `scale(${scale})` }
            : { width: '100%', height: '100%' }
        }
      />
    </div>
  );
}
