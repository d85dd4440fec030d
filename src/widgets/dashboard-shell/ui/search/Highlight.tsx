import { highlightRanges } from '@/shared/lib/text';

/** The text with every accent-insensitive match of `query` wrapped in <mark>. */
export const Highlight = ({ text, query }: { text: string; query: string }) => (
  <>
    {highlightRanges(text, query).map((segment, index) =>
      segment.match ? (
        <mark key={index} className="search-mark">
          {segment.text}
        </mark>
      ) : (
        <span key={index}>{segment.text}</span>
      ),
    )}
  </>
);
