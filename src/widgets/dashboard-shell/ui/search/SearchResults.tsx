import { ExportOutlined, RightOutlined } from '@ant-design/icons';
import type { SearchEntry, SearchGroup } from '../../model/search/searchEntries';
import { noResultsText, SEARCH_EMPTY, SEARCH_EXAMPLES, SEARCH_NOT_FOUND } from '../../model/search/texts';
import { Highlight } from './Highlight';

type Props = {
  listboxId: string;
  query: string;
  groups: SearchGroup[];
  activeId: string | undefined;
  onPick: (entry: SearchEntry) => void;
  onHover: (entry: SearchEntry) => void;
};

/** Results grouped by section (a listbox of options), or the empty and no-hit messages. */
export const SearchResults = ({ listboxId, query, groups, activeId, onPick, onHover }: Props) => {
  const trimmed = query.trim();
  if (!trimmed) {
    return (
      <div className="search-message">
        <p className="search-prompt">{SEARCH_EMPTY}</p>
        <p className="search-not-found-text">{SEARCH_EXAMPLES}</p>
      </div>
    );
  }
  if (groups.length === 0) {
    return (
      <div className="search-message" role="status">
        <p className="search-not-found">{SEARCH_NOT_FOUND}</p>
        <p className="search-not-found-text">{noResultsText(trimmed)}</p>
      </div>
    );
  }
  return (
    <div id={listboxId} role="listbox" aria-label="Resultados da busca" className="search-listbox">
      {groups.map((group) => (
        <div key={group.group} role="group" aria-label={group.group}>
          <div aria-hidden="true" className="search-group">
            {group.group}
          </div>
          {group.entries.map((entry) => {
            const active = entry.id === activeId;
            return (
              <div
                key={entry.id}
                id={entry.id}
                role="option"
                aria-selected={active}
                className="search-option"
                onClick={() => onPick(entry)}
                onMouseMove={() => onHover(entry)}
              >
                <span className="search-option-text">
                  <span className="search-option-title">
                    <Highlight text={entry.title} query={trimmed} />
                  </span>
                  {entry.caption ? (
                    <span className="search-option-caption">
                      <Highlight text={entry.caption} query={trimmed} />
                    </span>
                  ) : null}
                </span>
                {entry.external ? (
                  <ExportOutlined aria-label="abre em nova janela" />
                ) : (
                  <RightOutlined aria-hidden className="search-chevron" />
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
};
