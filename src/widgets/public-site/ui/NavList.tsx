import type { NavEntry } from '@/entities/content';

type Props = { entries: readonly NavEntry[]; active: string | null; onNavigate: (slug: string) => void; variant: 'bar' | 'drawer' };

/** Section links: real `/#slug` anchors (open in a new tab works), scrolled by script on a plain click. */
export const NavList = ({ entries, active, onNavigate, variant }: Props) => (
  <ul className={`ps-nav ps-nav--${variant}`}>
    {entries.map((entry) => (
      <li key={entry.slug}>
        <a
          href={`/#${entry.slug}`}
          aria-current={active === entry.slug ? 'location' : undefined}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onNavigate(entry.slug);
          }}
        >
          {entry.title}
        </a>
      </li>
    ))}
  </ul>
);
