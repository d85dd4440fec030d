import { useEffect, useState } from 'react';
import { pickActiveSection } from '../lib/scroll';

/** The slug of the active section (spec §2), recomputed once per frame on scroll, resize and content changes. */
export const useScrollSpy = (slugs: readonly string[], enabled: boolean): string | null => {
  const [active, setActive] = useState<string | null>(null);
  const key = slugs.join('|');

  useEffect(() => {
    if (!enabled) return undefined;
    const list = key ? key.split('|') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const positions = list.flatMap((slug) => {
        const element = document.getElementById(slug);
        return element ? [{ slug, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(positions.length > 0 ? pickActiveSection(positions, window.innerHeight) : null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Sections arrive after the content calls answer; measure again when the main area changes.
    const main = document.getElementById('conteudo');
    const observer = main ? new MutationObserver(schedule) : null;
    if (main) observer?.observe(main, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, enabled]);

  return enabled ? active : null;
};
