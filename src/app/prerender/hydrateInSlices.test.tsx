import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydrateInSlices';

const PARTS = 12;
let rendered = 0;
/** 3 ms of work, counted: what rendering one part of a large page costs. */
const work = () => {
  const end = performance.now() + 3;
  while (performance.now() < end) {
    // busy
  }
  rendered += 1;
};
const SlowPart = ({ index }: { index: number }) => {
  work();
  return <p>parte {index}</p>;
};
const Page = () => (
  <main>
    {Array.from({ length: PARTS }, (_, index) => (
      <SlowPart key={index} index={index} />
    ))}
  </main>
);

describe('hydrateInSlices', () => {
  it('hydrates the page in slices: other tasks run while it is under way; the nodes are the prerendered ones', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const firstPart = container.querySelector('p');
    rendered = 0;
    // Other tasks (timers, as a click would be) keep running while the page hydrates: they see it part done.
    const seen: number[] = [];
    const probe = () => {
      seen.push(rendered);
      if (rendered < PARTS) setTimeout(probe, 0);
    };
    probe();
    hydrateInSlices(container, <Page />);
    await vi.waitFor(() => expect(rendered).toBe(PARTS));
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true);
    expect(container.querySelector('p')).toBe(firstPart);
    container.remove();
  });
});
