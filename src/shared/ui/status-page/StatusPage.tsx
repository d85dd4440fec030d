import type { ReactNode } from 'react';
import './statusPage.css';

type StatusPageProps = { code?: string; title: string; text: ReactNode; actions?: ReactNode; headingLevel?: 1 | 2 };

/** A light full-width message (errors, 403): plain markup so it costs nothing in the entry bundle. */
export const StatusPage = ({ code, title, text, actions, headingLevel = 1 }: StatusPageProps) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="status-page">
      {code ? (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <Heading className="status-page__title">{title}</Heading>
      <p className="status-page__text">{text}</p>
      {actions ? <div className="status-page__actions">{actions}</div> : null}
    </section>
  );
};
