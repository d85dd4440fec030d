import type { ReactNode } from 'react';
import { PageTitle } from '../page-title';
import './statusPage.css';

type StatusPageProps = { code?: string; title: string; text: ReactNode; actions?: ReactNode; headingLevel?: 1 | 2 };

/** A light full-width message (errors, 403): plain markup so it costs nothing in the entry bundle. As the page's
 * heading (level 1) it names the tab too. */
export const StatusPage = ({ code, title, text, actions, headingLevel = 1 }: StatusPageProps) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="status-page">
      {headingLevel === 1 ? <PageTitle name={title} /> : null}
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
