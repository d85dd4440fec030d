import { Table, type TableProps, type TableRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useScrollCue } from './useScrollCue';
import styles from './ScrollRegion.module.css';

type Props<Row> = Omit<TableProps<Row>, 'scroll'> & {
  /** What the table lists, read out when the keyboard reaches its scrolling box ('Faturas', 'Contratos'). */
  label: string;
  /** The narrowest the table may get before it scrolls; by default as wide as its content. */
  minWidth?: number;
};

/** Sets or removes an attribute that React does not own (it is on antd's element). */
const mark = (element: HTMLElement, name: string, value: string | null) =>
  value === null ? element.removeAttribute(name) : element.setAttribute(name, value);

/**
 * An antd table that scrolls sideways inside its own box (WCAG 1.4.10), as ScrollRegion does for other content:
 * antd's scrolling box becomes a named region, joins the tab order while part of the table is out of view, and the
 * cue shows below. No wrapper element is added: the box is antd's own, so the page's markup stays as deep as before.
 */
export const ScrollTable = <Row extends object>({ label, minWidth, className, ...table }: Props<Row>) => {
  const ref = useRef<TableRef>(null);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { before, after, partlyHidden, cueId, cue } = useScrollCue(box);
  // antd's scrolling box lives as long as the table (rc-table draws it for every x scroll, rows or none).
  useEffect(() => {
    setBox(ref.current?.nativeElement.querySelector<HTMLElement>('.ant-table-content') ?? null);
  }, []);
  useEffect(() => {
    const wrapper = ref.current?.nativeElement;
    if (!box || !wrapper) return;
    mark(wrapper, 'data-more-before', String(before));
    mark(wrapper, 'data-more-after', String(after));
    mark(box, 'role', 'region');
    mark(box, 'aria-label', label);
    mark(box, 'tabindex', partlyHidden ? '0' : null);
    mark(box, 'aria-describedby', partlyHidden ? cueId : null);
  }, [box, label, before, after, partlyHidden, cueId]);
  return (
    <>
      <Table<Row>
        ref={ref}
        {...table}
        className={[styles.table, className].filter(Boolean).join(' ')}
        scroll={{ x: minWidth ?? 'max-content' }}
      />
      {cue}
    </>
  );
};
