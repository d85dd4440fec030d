import { memo, type ReactNode } from 'react';
import { parseFaq, parseTestimonials, sectionKind, splitBlocks } from '../lib/sections';
import { sectionStyle } from '../lib/sectionStyle';
import type { CmsComponent, CmsItem } from '../model/types';
import { FaqAccordion } from './FaqAccordion';
import { LazyImage } from './LazyImage';
import { Testimonials } from './Testimonials';
import './content.css';

type Props = { item: CmsItem; component?: CmsComponent; reverse?: boolean; icon?: ReactNode };

/** One home section from a CMS item (id = slug), styled by the CMS component with the same slug; text stays text. */
export const CmsSection = memo(function CmsSection({ item, component, reverse = false, icon }: Props) {
  const kind = sectionKind(item);
  const titleId = `${item.slug}-titulo`;
  const image = kind === 'text' && item.imageUrl ? item.imageUrl : null;
  return (
    <section
      id={item.slug}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`cms-section cms-section--${kind}${reverse ? ' cms-section--reverse' : ''}${image ? ' has-image' : ''}`}
      style={sectionStyle(component)}
    >
      <div className="cms-section__inner">
        <div className="cms-section__text">
          <header className="cms-section__head">
            {icon ? (
              <span className="cms-section__icon" aria-hidden="true">
                {icon}
              </span>
            ) : null}
            <h2 id={titleId}>{item.title}</h2>
            {item.subtitle ? <p className="cms-section__lead">{item.subtitle}</p> : null}
          </header>
          {kind === 'text' ? (
            <div className="cms-section__body">
              {splitBlocks(item.body).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </div>
        {image ? <LazyImage src={image} width={560} height={420} className="cms-section__image" /> : null}
        {kind === 'faq' ? <FaqAccordion entries={parseFaq(item.body)} /> : null}
        {kind === 'testimonials' ? <Testimonials entries={parseTestimonials(item.body)} /> : null}
      </div>
    </section>
  );
});
