import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the screen (and stays so once it has): a part of a long page loads
 * as the member scrolls toward it. Without IntersectionObserver, at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}
