import { useEffect, useState } from 'react';

// A hidden tab draws no frames: there the flag turns after this long instead.
const HIDDEN_TAB_WAIT_MS = 1000;

/**
 * False until the browser has drawn the frame that first shows the calling component, then
 * true: what a page shows first is on screen before the code of what it shows next is asked
 * for (a timer after an animation frame runs once that frame has been drawn).
 */
export function useDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return undefined;
    const finish = () => setDrawn(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(finish, 0);
    });
    const fallback = setTimeout(finish, HIDDEN_TAB_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, [drawn]);
  return drawn;
}
