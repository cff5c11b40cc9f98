import { useEffect, useState } from 'react';

export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * The slide shown out of `count`: moves on every interval while there is more than one and
 * the carousel is not paused; choosing a slide starts the interval over.
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [chosen, setChosen] = useState(0);
  const [paused, setPaused] = useState(false);
  const index = count > 0 ? chosen % count : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setChosen((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  return {
    index,
    goTo: setChosen,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
  };
}
