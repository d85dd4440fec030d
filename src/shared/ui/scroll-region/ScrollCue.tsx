import styles from './ScrollRegion.module.css';

export const SCROLL_CUE = 'Role para o lado para ver todas as colunas';

/** The line under a box wider than the screen: says that more is to the side, in words, which forced colours keep. */
export const ScrollCue = ({ id }: { id: string }) => (
  <p id={id} className={styles.cue}>
    <span aria-hidden="true">↔ </span>
    {SCROLL_CUE}
  </p>
);
