import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';

/** Whether an animation frame comes within half a second on the real clock. */
const frameComes = () =>
  new Promise<boolean>((resolve) => {
    requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), 500);
  });

// The tests of a file share one window (test/setup.dom.ts), and with it its animation frames: menus, drawers and
// dialogs finish closing on them. A store keeps the frame function it found when it was made (RTK's auto-batching),
// and its own timers (the subscriptions' sync, half a second after a change) can dispatch during a later test that
// fakes the clock; the frames must still come once that test is over.
describe('animation frames in the unit tests', () => {
  it('still come after a store made earlier asked for one while a test faked the clock', async () => {
    const store = makeStore();
    vi.useFakeTimers();
    try {
      store.dispatch({ type: 'frames/probe', meta: { [SHOULD_AUTOBATCH]: true } });
    } finally {
      vi.useRealTimers();
    }
    expect(await frameComes()).toBe(true);
  });

  it('are cancelled by the handle they were given', async () => {
    const called = vi.fn();
    cancelAnimationFrame(requestAnimationFrame(called));
    expect(await frameComes()).toBe(true);
    expect(called).not.toHaveBeenCalled();
  });
});
