import fc from 'fast-check';
import { listenForEarlySends, markFormLive, SIMULATOR_CARD_CLASS, takeEarlySend } from './earlySends';

const card = () => {
  const section = document.createElement('section');
  section.className = SIMULATOR_CARD_CLASS;
  const form = document.createElement('form');
  form.setAttribute('method', 'dialog');
  section.append(form);
  document.body.append(section);
  return { section, form };
};

beforeAll(() => listenForEarlySends());

describe('early sends of the simulator', () => {
  it('hears a send on the document before any listener below it, once per send', () => {
    const { section, form } = card();
    // What a listener on the app's root may do to an event it cannot place yet.
    const stop = (event: Event) => event.stopPropagation();
    section.addEventListener('submit', stop, true);
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(takeEarlySend(section)).toBe(true);
    expect(takeEarlySend(section)).toBe(false);
    section.remove();
  });

  it('leaves forms outside a simulator card, and a live form, to their own handlers', () => {
    const other = document.createElement('form');
    document.body.append(other);
    const sentElsewhere = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    other.dispatchEvent(sentElsewhere);
    expect(sentElsewhere.defaultPrevented).toBe(false);
    other.remove();

    const { section, form } = card();
    markFormLive(form);
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(false);
    expect(takeEarlySend(section)).toBe(false);
    expect(takeEarlySend(null)).toBe(false);
    section.remove();
  });

  it('in any order of sends, the form going live and the form asking: it answers exactly once iff a send came before it went live', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('send', 'live', 'ask'), { maxLength: 12 }), (steps) => {
        const { section, form } = card();
        let live = false;
        let pending = false;
        for (const step of steps) {
          if (step === 'send') {
            form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
            if (!live) pending = true;
          } else if (step === 'live') {
            markFormLive(form);
            live = true;
          } else {
            expect(takeEarlySend(section)).toBe(pending);
            pending = false;
          }
        }
        section.remove();
      }),
    );
  });
});
