import { Carousel } from 'antd';
import { useState } from 'react';
import type { ContractRow } from '../model/useContractRows';
import { ContractCard } from './ContractCard';
import styles from './ContractOverview.module.css';

/** Cards this far from the current one render as empty frames, so hundreds of contracts stay cheap. */
const RENDER_WINDOW = 1;

/** Small screens: swipeable, one card per view, dots however many contracts (spec §9: other settings are library defaults). */
export const ContractCarousel = ({ rows }: { rows: ContractRow[] }) => {
  const [current, setCurrent] = useState(0);
  const total = rows.length;

  return (
    <div className={styles.carousel}>
      <Carousel
        // No clones: a cloned slide would repeat buttons inside aria-hidden content.
        infinite={false}
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
    </div>
  );
};
