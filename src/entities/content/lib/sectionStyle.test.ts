// @vitest-environment node
import { componentsBySlug, darkModeBackground, readableTextOn, sectionStyle } from './sectionStyle';

const component = (over: object = {}) => ({ componentTypeName: 'Section', slug: 'inicio', order: 1, ...over });

describe('section style from the CMS component', () => {
  it('applies background colour, width and height (height as a minimum, so text never overflows)', () => {
    expect(sectionStyle(component({ backgroundColor: '#F1FAF4', width: '100%', height: 480 }))).toMatchObject({
      backgroundColor: '#F1FAF4',
      width: '100%',
      minHeight: '480px',
    });
    expect(sectionStyle(component({ width: 1200, height: 'auto' }))).toEqual({ width: '1200px', maxWidth: '100%', marginInline: 'auto' });
    expect(sectionStyle(undefined)).toEqual({});
  });

  it('picks the text colour with the higher contrast', () => {
    expect(readableTextOn('#FFF8EB')).toBe('#0f1b2d');
    expect(readableTextOn('#0D3A8A')).toBe('#ffffff');
    expect(readableTextOn('#3677E0')).toBe('#ffffff');
    expect(readableTextOn('not a colour')).toBe('#0f1b2d');
  });

  it('gives light tints a deep twin for dark mode and keeps deep colours', () => {
    expect(darkModeBackground('#0D3A8A')).toBe('#0D3A8A');
    const twin = darkModeBackground('#F1FAF4');
    expect(readableTextOn(twin)).toBe('#ffffff');
    expect(sectionStyle(component({ backgroundColor: '#F1FAF4' }))).toMatchObject({ '--cms-bg-dark': twin, '--cms-fg-dark': '#ffffff' });
  });

  it('indexes components by the slug of their section', () => {
    const map = componentsBySlug([component({ slug: 'a' }), component({ slug: null, componentTypeName: 'Navbar' })]);
    expect([...map.keys()]).toEqual(['a']);
  });
});
