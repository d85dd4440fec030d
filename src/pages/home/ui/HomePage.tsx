import { useMemo } from 'react';
import { CmsSection, componentsBySlug, ContentPopup, sectionItems, useContent } from '@/entities/content';
import { scrollToSection } from '@/widgets/public-site';
import { DEFAULT_HERO, UNAVAILABLE_MESSAGE } from '../config/hero';
import { HeroSection } from './HeroSection';
import { sectionIcon } from './sectionIcon';
import { WarningIcon } from '@/shared/ui/glyph-icon';
import './home.css';

/** 'Simular agora' in the popup: to the first section, where the simulator is. */
const simulate = () => scrollToSection();

/**
 * Home (spec §2): the first section holds the savings simulator, which works without the content service;
 * the CMS sections follow, or the unavailable message when the service is not healthy.
 */
export const HomePage = () => {
  // Deferred content (see useContent): when an answer arrives, this renders once more with what it drew before,
  // and the memoized parts below skip it; the new content follows in slices the browser can interrupt.
  const { health, items, components, isLoading } = useContent();
  const styles = useMemo(() => componentsBySlug(components), [components]);
  const [first, ...rest] = useMemo(() => sectionItems(items), [items]);

  return (
    <>
      {health === 'unhealthy' ? (
        <div className="home-unavailable" role="alert">
          <WarningIcon aria-hidden />
          <p>{UNAVAILABLE_MESSAGE}</p>
        </div>
      ) : null}
      <HeroSection item={first} component={first ? styles.get(first.slug) : undefined} loading={isLoading} />
      {rest.map((item, index) => (
        <CmsSection key={item.slug} item={item} component={styles.get(item.slug)} reverse={index % 2 === 1} icon={sectionIcon(item.slug)} />
      ))}
      {/* Opens once the page has settled; on a phone only after the hero has scrolled away (never over it). */}
      <ContentPopup items={items} actionLabel="Simular agora" onAction={simulate} heroId={first?.slug ?? DEFAULT_HERO.slug} />
    </>
  );
};
