import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { UnitTotals } from '@/entities/physical-asset';
import { formatBRL } from '@/shared/lib/format';
import { useScrollCue } from '@/shared/ui/scroll-region';
import { COLUMNS } from '../config/columns';
import { dateOrNone } from '../lib/cells';
import type { Sort, SortKey, UnitRow } from '../lib/unitRows';
import { UnitLine } from './UnitLine';
import styles from './UnitsPage.module.css';

/** A row's height before it is measured (a 32 px button and the cell's padding and border). */
const ROW_ESTIMATE = 49;
/** Rows drawn above and below the box's view, so scrolling and Tab find them already there. */
const OVERSCAN = 8;

type Props = { rows: UnitRow[]; totals: UnitTotals; sort: Sort; onSort: (key: SortKey) => void; onOpenInvoices: (row: UnitRow) => void };

const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden="true" className={styles.spacer}>
      <td colSpan={COLUMNS.length + 1} style={{ height }} />
    </tr>
  ) : null;

/**
 * Every unit in one real table (headers, sortable columns with aria-sort, the 'Total' row in its footer), in a box
 * that scrolls both ways. Only the rows in and near the box's view are drawn (@tanstack/react-virtual: antd's
 * virtual Table draws its body as a grid of divs apart from its header table, which loses the rows' and cells'
 * semantics); aria-rowcount and aria-rowindex tell assistive technology where each row sits among all.
 */
export const UnitsTable = ({ rows, totals, sort, onSort, onOpenInvoices }: Props) => {
  const scroller = useRef<HTMLDivElement | null>(null);
  // The box also as state, for the cue that says columns are out of view (it follows the box's scroll and size).
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const holdBox = useCallback((element: HTMLDivElement | null) => {
    scroller.current = element;
    setBox(element);
  }, []);
  const { partlyHidden, cueId, cue } = useScrollCue(box);
  // The row holding the focus, with OVERSCAN rows each side, is always drawn: the focus event redraws at once, so the
  // next Tab finds its row there even when the scroll that focusing caused has not been handled yet (a busy machine).
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const drawn = defaultRangeExtractor(range);
      if (focusedIndex === null) return drawn;
      // One unbroken run of rows, so the spacers above and below stay right.
      const first = Math.max(0, Math.min(drawn[0] ?? focusedIndex, focusedIndex - OVERSCAN));
      const last = Math.min(range.count - 1, Math.max(drawn[drawn.length - 1] ?? focusedIndex, focusedIndex + OVERSCAN));
      return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
    },
    [focusedIndex],
  );
  const followFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = Number((event.target as HTMLElement).closest('tr')?.dataset.index);
    setFocusedIndex(Number.isInteger(index) ? index : null);
  };
  // Only when the focus leaves the rows: between two rows it would undraw the row the focus is going to.
  const leaveFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
  };
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this build; the virtualizer re-renders this component itself on scroll
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]!.physicalAssetId,
    rangeExtractor,
  });
  // A new search or order starts at the top of the list.
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [rows]);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  return (
    <>
      <div
        ref={holdBox}
        className={styles.scroller}
        role="region"
        aria-label="Tabela de unidades"
        tabIndex={0}
        aria-describedby={partlyHidden ? cueId : undefined}
      >
        <table className={styles.table} aria-rowcount={rows.length + 2}>
          <caption className="visually-hidden">Unidades de consumo da conta, com o total</caption>
          <thead>
            <tr aria-rowindex={1}>
              {COLUMNS.map(({ key, title, numeric }) => {
                const active = sort.key === key;
                return (
                  <th key={key} scope="col" aria-sort={active ? sort.order : 'none'} className={numeric ? styles.num : undefined}>
                    <button type="button" className={styles.sortButton} onClick={() => onSort(key)}>
                      {title}
                      {active ? sort.order === 'ascending' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden /> : null}
                    </button>
                  </th>
                );
              })}
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody onFocus={followFocus} onBlur={leaveFocus}>
            <Spacer height={before} />
            {items.map((item) => (
              <UnitLine key={item.key} row={rows[item.index]!} index={item.index} measure={virtualizer.measureElement} onOpenInvoices={onOpenInvoices} />
            ))}
            <Spacer height={after} />
          </tbody>
          <tfoot>
            <tr aria-rowindex={rows.length + 2}>
              <th scope="row" className={styles.unitCell}>
                Total
              </th>
              <td />
              <td className={styles.num}>{formatBRL(totals.openAmount)}</td>
              <td className={styles.num}>{formatBRL(totals.overdueAmount)}</td>
              <td className={styles.num}>{totals.overdueCount}</td>
              <td className={styles.num}>{dateOrNone(totals.nextDueDate)}</td>
              <td className={styles.num}>{formatBRL(totals.savingsYear)}</td>
              {/* The units' peaks and bands do not add up. */}
              <td />
              <td />
              <td className={styles.num}>{totals.alertCount}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {cue}
    </>
  );
};
