import { renderHook, waitFor } from '@testing-library/react';
import { useAfterPaint } from './useAfterPaint';

describe('useAfterPaint', () => {
  it('gives the first value at once, and a new one only after the next frame', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: 'dia' } });
    expect(result.current).toBe('dia');
    expect(frame).not.toHaveBeenCalled();
    rerender({ value: 'mês' });
    // The render that brought the change still shows the value before it: its frame has not been painted.
    expect(result.current).toBe('dia');
    expect(frame).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current).toBe('mês'));
  });

  it('a value changed again before the frame is the one shown, once', async () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    rerender({ value: 3 });
    await waitFor(() => expect(result.current).toBe(3));
  });
});
