import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchEntries, type SearchEntry } from '../../model/search/searchEntries';
import { SearchResults } from './SearchResults';

type Props = { open: boolean; onClose: () => void; entries: SearchEntry[] };

/** Search dialog (spec §2): grouped, accent-insensitive results; arrows move, Enter or click goes. */
export const SearchDialog = ({ open, onClose, entries }: Props) => {
  const navigate = useNavigate();
  const inputRef = useRef<InputRef>(null);
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const groups = useMemo(() => searchEntries(entries, query), [entries, query]);
  const flat = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const active = flat.length > 0 ? flat[Math.min(activeIndex, flat.length - 1)] : undefined;

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setQuery('');
    setActiveIndex(0);
    onClose();
  };

  const pick = (entry: SearchEntry) => {
    close();
    if (entry.external) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(entry.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = flat.length;
    if (event.key === 'Enter' && active) {
      event.preventDefault();
      pick(active);
    } else if (count > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((Math.min(activeIndex, count - 1) + step + count) % count);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title="Buscar no portal"
      destroyOnHidden
      width={560}
      afterOpenChange={(isOpen) => isOpen && inputRef.current?.focus()}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Input
        ref={inputRef}
        autoFocus
        size="large"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Buscar páginas do portal…"
        aria-label="Buscar"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={flat.length > 0}
        aria-controls={flat.length > 0 ? listboxId : undefined}
        aria-activedescendant={active?.id}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="search-results">
        <SearchResults
          listboxId={listboxId}
          query={query}
          groups={groups}
          activeId={active?.id}
          onPick={pick}
          onHover={(entry) => setActiveIndex(flat.indexOf(entry))}
        />
      </div>
    </Modal>
  );
};
