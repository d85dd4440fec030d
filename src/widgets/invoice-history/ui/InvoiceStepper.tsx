import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import styles from './InvoiceHistory.module.css';

type Props = { current: number; total: number; onGo: (index: number) => void };

/**
 * Past seven months the dots would wrap onto a second line: the position ('3 de 14') between two arrows instead.
 * The arrow that reaches an end is disabled, so the focus moves to the other one rather than fall to the page.
 */
export const InvoiceStepper = ({ current, total, onGo }: Props) => {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const go = (index: number) => {
    onGo(index);
    if (index === 0) next.current?.focus();
    else if (index === total - 1) previous.current?.focus();
  };
  return (
    <div className={styles.stepper}>
      <Button ref={previous} shape="circle" icon={<LeftOutlined aria-hidden />} aria-label="Fatura anterior" disabled={current === 0} onClick={() => go(current - 1)} />
      <span className={styles.position}>
        {current + 1} de {total}
      </span>
      <Button ref={next} shape="circle" icon={<RightOutlined aria-hidden />} aria-label="Próxima fatura" disabled={current === total - 1} onClick={() => go(current + 1)} />
    </div>
  );
};
