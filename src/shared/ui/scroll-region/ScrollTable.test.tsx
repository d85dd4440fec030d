import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SCROLL_CUE } from './ScrollCue';
import { ScrollTable } from './ScrollTable';

type Row = { id: string; unit: string };

describe('ScrollTable', () => {
  it("makes antd's own scrolling box the named region, a tab stop with the cue while columns are out of view", async () => {
    render(
      <StrictMode>
        <ScrollTable<Row>
          label="Unidades de consumo"
          rowKey="id"
          dataSource={[{ id: '1', unit: 'Loja Savassi' }]}
          columns={[{ title: 'Unidade', dataIndex: 'unit' }]}
          pagination={false}
        />
      </StrictMode>,
    );
    const region = await screen.findByRole('region', { name: 'Unidades de consumo' });
    // No element of its own: the region is antd's box, which holds the table.
    expect(region).toHaveClass('ant-table-content');
    expect(region).not.toHaveAttribute('tabindex');
    act(() => {
      Object.defineProperty(region, 'scrollWidth', { configurable: true, value: 560 });
      Object.defineProperty(region, 'clientWidth', { configurable: true, value: 308 });
      fireEvent.scroll(region);
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription(SCROLL_CUE);
    expect(region.closest('.ant-table-wrapper')).toHaveAttribute('data-more-after', 'true');
  });
});
