import type { Testimonial } from '../lib/sections';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** Quote cards: the customer's words, then who said them. */
export const Testimonials = ({ entries }: { entries: Testimonial[] }) => (
  <ul className="cms-quotes">
    {entries.map((entry) => (
      <li key={entry.quote}>
        <figure className="cms-quote">
          <span className="cms-quote__mark" aria-hidden="true">
            “
          </span>
          <blockquote>
            <p>{entry.quote}</p>
          </blockquote>
          {entry.author ? (
            <figcaption>
              <span className="cms-quote__avatar" aria-hidden="true">
                {initials(entry.author)}
              </span>
              <span>
                <strong>{entry.author}</strong>
                {entry.role ? <span className="cms-quote__role">{entry.role}</span> : null}
              </span>
            </figcaption>
          ) : null}
        </figure>
      </li>
    ))}
  </ul>
);
