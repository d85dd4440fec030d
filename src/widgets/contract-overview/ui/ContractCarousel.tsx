import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Carousel, type CarouselRef } from 'antd';
import { useRef, useState } from 'react';
import type { ContractRow } from '../model/useContractRows';
import { ContractCard } from './ContractCard';
import styles from './ContractOverview.module.css';

/** Beyond this many cards the dots stop being usable; a counter with arrows replaces them. */
const MAX_DOTS = 10;
/** Cards this far from the current one render as empty frames, so hundreds of contracts stay cheap. */
const RENDER_WINDOW = 1;

/** Small screens: swipeable, one card per view, dots (spec §9: other settings are library defaults). */
export const ContractCarousel = ({ rows }: { rows: ContractRow[] }) => {
  const carousel = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);
  const total = rows.length;
  const withDots = total <= MAX_DOTS;

  return (
    <div className={styles.carousel}>
      <Carousel
        ref={carousel}
        // No clones: a cloned slide would repeat buttons inside aria-hidden content.
        infinite={false}
        dots={withDots}
        beforeChange={(_, next) => setCurrent(next)}
        customPaging={(index) => <button type="button" aria-label={`Ver contrato ${index + 1} de ${total}`} />}
      >
        {rows.map((row, index) => (
          // `inert` keeps off-screen cards out of the tab order and the accessibility tree.
          <div key={row.key} className={styles.slide} inert={index !== current}>
            {Math.abs(index - current) <= RENDER_WINDOW ? (
              <ContractCard row={row} position={index + 1} total={total} />
            ) : (
              <div className={styles.cardPlaceholder} />
            )}
          </div>
        ))}
      </Carousel>
      {!withDots && (
        <div className={styles.pager}>
          <Button icon={<LeftOutlined aria-hidden />} aria-label="Contrato anterior" disabled={current === 0} onClick={() => carousel.current?.prev()} />
          <span aria-live="polite">
            {current + 1} de {total}
          </span>
          <Button
            icon={<RightOutlined aria-hidden />}
            aria-label="Próximo contrato"
            disabled={current === total - 1}
            onClick={() => carousel.current?.next()}
          />
        </div>
      )}
    </div>
  );
};
