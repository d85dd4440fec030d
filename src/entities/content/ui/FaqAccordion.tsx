import { useId, useState } from 'react';
import type { FaqEntry } from '../lib/sections';
import { ChevronDownIcon } from '@/shared/ui/glyph-icon';

/** WAI-ARIA accordion: each question is a heading holding a button that shows or hides its answer. */
export const FaqAccordion = ({ entries, headingLevel = 3 }: { entries: FaqEntry[]; headingLevel?: 3 | 4 }) => {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className="cms-faq">
      {entries.map((entry, index) => {
        const expanded = open.has(index);
        return (
          <div key={entry.question} className={`cms-faq__item${expanded ? ' is-open' : ''}`}>
            <Heading className="cms-faq__question">
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => toggle(index)}
              >
                <span>{entry.question}</span>
                <span className="cms-faq__chevron" aria-hidden="true">
                  <ChevronDownIcon />
                </span>
              </button>
            </Heading>
            <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} className="cms-faq__answer" hidden={!expanded}>
              {entry.answer.split('\n').map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
};
