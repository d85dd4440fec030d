import { pickActiveSection, scrollToSection } from './scroll';

describe('pickActiveSection (a section is active once its top is in the top half of the viewport)', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ slug: `s${i}`, top }));

  it('is the first section before any top reaches the top half', () => {
    expect(pickActiveSection(at(500, 1400, 2300), 900)).toBe('s0');
  });

  it('is the section whose top is within the top half', () => {
    expect(pickActiveSection(at(-800, 300, 1200), 900)).toBe('s1');
    expect(pickActiveSection(at(-800, 450, 1200), 900)).toBe('s1');
    expect(pickActiveSection(at(-800, 451, 1200), 900)).toBe('s0');
  });

  it('of several in the top half, the lowest one (the last reached); order of input does not matter', () => {
    expect(pickActiveSection([{ slug: 'c', top: 200 }, { slug: 'a', top: -500 }, { slug: 'b', top: 40 }], 900)).toBe('c');
  });

  it('is null without sections', () => {
    expect(pickActiveSection([], 900)).toBeNull();
  });
});

describe('scrollToSection', () => {
  it('scrolls smoothly to the section top minus the 60 px offset, then focuses it without scrolling again', () => {
    document.body.innerHTML = '<main id="conteudo"><section id="primeira"></section><section id="alvo"></section></main>';
    const target = document.getElementById('alvo')!;
    target.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const focus = vi.spyOn(target, 'focus');
    expect(scrollToSection('alvo')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1440, behavior: 'smooth' });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('without a slug goes to the first section of the main area', () => {
    document.body.innerHTML = '<main id="conteudo"><section id="primeira"></section><section id="segunda"></section></main>';
    const first = document.getElementById('primeira')!;
    first.getBoundingClientRect = () => ({ top: -2000 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2088 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToSection();
    expect(scrollTo).toHaveBeenCalledWith({ top: 28, behavior: 'smooth' });
  });

  it('has every section of the main area laid out before it measures (none sized by an estimate)', () => {
    document.body.innerHTML = '<main id="conteudo"><section id="primeira"></section><section id="segunda"></section><section id="alvo"></section></main>';
    const sections = [...document.querySelectorAll<HTMLElement>('#conteudo > section')];
    const target = document.getElementById('alvo')!;
    const seen: string[][] = [];
    target.getBoundingClientRect = () => {
      seen.push(sections.map((section) => section.style.contentVisibility));
      return { top: 3000 } as DOMRect;
    };
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToSection('alvo');
    expect(seen).toEqual([['visible', 'visible', 'visible']]);
  });

  it('returns false when the section is not on the page', () => {
    document.body.innerHTML = '';
    expect(scrollToSection('nada')).toBe(false);
  });
});
