import { memo } from 'react';
import { LazyImage, sectionStyle, splitBlocks, type CmsComponent, type CmsItem } from '@/entities/content';
import { SavingsSimulator } from './simulator/SavingsSimulator';
import { DEFAULT_HERO, HERO_HIGHLIGHTS } from '../config/hero';
import { CheckCircleFilledIcon, ThunderboltFilledIcon } from '@/shared/ui/glyph-icon';

type Props = { item?: CmsItem; component?: CmsComponent; loading: boolean };

/**
 * First section: the CMS hero copy (or its defaults) beside the savings simulator ('Simular Economia' lands here).
 * The headline shows at once — the product's own headline until the CMS answers with the section's title
 * (the same words in the shipped content) — so the first screen never waits for the content service.
 */
export const HeroSection = memo(function HeroSection({ item, component, loading }: Props) {
  const slug = item?.slug ?? DEFAULT_HERO.slug;
  const title = item?.title ?? DEFAULT_HERO.title;
  const subtitle = item?.subtitle ?? (item ? null : DEFAULT_HERO.subtitle);
  return (
    <section id={slug} tabIndex={-1} aria-labelledby="inicio-titulo" className="home-hero" style={sectionStyle(component)}>
      <div className="home-hero__inner">
        <div className="home-hero__copy" aria-busy={loading}>
          <p className="home-hero__eyebrow">
            <ThunderboltFilledIcon aria-hidden /> Mercado Livre de Energia
          </p>
          <h1 id="inicio-titulo">{title}</h1>
          {loading ? (
            // Lines the size of the copy that replaces them, so nothing below moves when it arrives.
            <div className="home-hero__placeholder" aria-hidden="true">
              <span className="home-hero__placeholder-lead">
                <span />
                <span />
                <span className="home-hero__placeholder-narrow" />
                <span />
              </span>
              <span className="home-hero__placeholder-body">
                <span />
                <span />
                <span />
              </span>
            </div>
          ) : (
            <>
              {subtitle ? <p className="home-hero__lead">{subtitle}</p> : null}
              {splitBlocks(item?.body).map((paragraph) => (
                <p key={paragraph} className="home-hero__body">
                  {paragraph}
                </p>
              ))}
            </>
          )}
          <ul className="home-hero__highlights">
            {HERO_HIGHLIGHTS.map((text) => (
              <li key={text}>
                <CheckCircleFilledIcon aria-hidden /> {text}
              </li>
            ))}
          </ul>
          {item?.imageUrl ? <LazyImage src={item.imageUrl} width={560} height={420} className="home-hero__art" /> : null}
        </div>
        <div className="home-hero__simulator">
          <SavingsSimulator />
        </div>
      </div>
    </section>
  );
});
