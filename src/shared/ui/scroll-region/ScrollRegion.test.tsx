import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SCROLL_CUE } from './ScrollCue';
import { ScrollRegion } from './ScrollRegion';

/** jsdom lays nothing out: give the box the widths a browser would measure. */
const measure = (box: HTMLElement, { content, visible, scrolled = 0 }: { content: number; visible: number; scrolled?: number }) => {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: visible });
  box.scrollLeft = scrolled;
  fireEvent.scroll(box);
};

const renderRegion = () =>
  render(
    <StrictMode>
      <ScrollRegion label="Faturas">
        <table>
          <tbody>
            <tr>
              <td>10/2026</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </StrictMode>,
  );

describe('ScrollRegion', () => {
  it('is a named region, out of the tab order and without a cue while the whole table shows', () => {
    renderRegion();
    const region = screen.getByRole('region', { name: 'Faturas' });
    act(() => measure(region, { content: 600, visible: 600 }));
    expect(region).not.toHaveAttribute('tabindex');
    expect(screen.queryByText(SCROLL_CUE)).not.toBeInTheDocument();
  });

  it('joins the tab order and says, below it, that more is to the side while part of the table is hidden', () => {
    renderRegion();
    const region = screen.getByRole('region', { name: 'Faturas' });
    act(() => measure(region, { content: 560, visible: 308 }));
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription(SCROLL_CUE);
    expect(region.parentElement).toHaveAttribute('data-more-after', 'true');
    expect(region.parentElement).toHaveAttribute('data-more-before', 'false');
    // Scrolled to the end: the shadow moves to the start, the cue stays (columns are still hidden, now before).
    act(() => measure(region, { content: 560, visible: 308, scrolled: 252 }));
    expect(region.parentElement).toHaveAttribute('data-more-after', 'false');
    expect(region.parentElement).toHaveAttribute('data-more-before', 'true');
    expect(screen.getByText(SCROLL_CUE)).toBeVisible();
  });

  it('reads a right-to-left scroll (negative scrollLeft) the same way', () => {
    renderRegion();
    const region = screen.getByRole('region', { name: 'Faturas' });
    act(() => measure(region, { content: 560, visible: 308, scrolled: -100 }));
    expect(region.parentElement).toHaveAttribute('data-more-before', 'true');
    expect(region.parentElement).toHaveAttribute('data-more-after', 'true');
  });
});
