import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { NavSection } from '@/shared/navigation';
import { buildSearchEntries } from '../../model/search/searchEntries';
import './search.css';

// The dialog (antd Modal and Input) loads on first use; the top bar only needs the trigger.
const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

/** The top bar's search box: opens the search dialog on click or Ctrl/⌘+K. */
export const Searchbar = ({ sections, compact = false }: { sections: NavSection[]; compact?: boolean }) => {
  const [open, setOpenState] = useState(false);
  const [used, setUsed] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setUsed(true);
    setOpenState(next);
  };
  const entries = useMemo(() => buildSearchEntries(sections), [sections]);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {compact ? (
        <Button type="text" shape="circle" size="large" icon={<SearchOutlined />} aria-label="Buscar" onClick={() => setOpen(true)} />
      ) : (
        <button
          type="button"
          className="search-trigger"
          onClick={() => setOpen(true)}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
        >
          <SearchOutlined aria-hidden />
          <span className="search-trigger-label">Buscar</span>
          <kbd>
            {shortcut}
          </kbd>
        </button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} entries={entries} />
        </Suspense>
      ) : null}
    </>
  );
};
