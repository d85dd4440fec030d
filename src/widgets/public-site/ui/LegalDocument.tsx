import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import { scrollToSectionWhenReady } from '../lib/scroll';
import './legal.css';
import { ChevronRightIcon } from '@/shared/ui/glyph-icon';

export type LegalSection = { id: string; title: string; content: ReactNode };

type Props = { title: string; intro: ReactNode; updatedAt: string; icon: ReactNode; sections: readonly LegalSection[] };

/** A legal or service page: one h1, a table of contents and titled sections with linkable ids. */
export const LegalDocument = ({ title, intro, updatedAt, icon, sections }: Props) => {
  const { hash } = useLocation();
  useEffect(() => {
    const anchor = decodeURIComponent(hash.slice(1));
    return anchor ? scrollToSectionWhenReady(anchor, 1000) : undefined;
  }, [hash]);

  return (
    <article className="legal">
      <div className="legal__hero">
        <div className="legal__hero-inner">
          <nav aria-label="Você está em" className="legal__crumbs">
            <ol>
              <li>
                <Link to={ROUTES.home.path}>Início</Link>
                <ChevronRightIcon aria-hidden />
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <span className="legal__icon" aria-hidden="true">
            {icon}
          </span>
          <h1>{title}</h1>
          <div className="legal__intro">{intro}</div>
          <p className="legal__updated">Última atualização: {updatedAt}</p>
        </div>
      </div>
      <div className="legal__layout">
        <nav aria-labelledby="legal-toc-title" className="legal__toc">
          <h2 id="legal-toc-title">Nesta página</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__content">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} tabIndex={-1}>
              <h2 id={`${section.id}-titulo`}>{section.title}</h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
};
