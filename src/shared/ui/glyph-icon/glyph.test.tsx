import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { ClockIcon } from './icons';

/** The package's own file, parsed here independently of the build plugin. */
const packageIcon = (file: string) => {
  const svg = new DOMParser().parseFromString(readFileSync(`node_modules/@ant-design/icons-svg/inline-svg/${file}`, 'utf8'), 'image/svg+xml');
  return {
    viewBox: svg.documentElement.getAttribute('viewBox'),
    paths: Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('d')),
  };
};

describe('glyph', () => {
  it("draws @ant-design/icons-svg's icon: its view box and every path, in order", () => {
    const { container } = render(<ClockIcon className="extra" />);
    const svg = container.querySelector('svg');
    const expected = packageIcon('outlined/clock-circle.svg');
    expect(expected.paths).toHaveLength(2);
    expect(svg?.getAttribute('viewBox')).toBe(expected.viewBox);
    expect(Array.from(container.querySelectorAll('path'), (path) => path.getAttribute('d'))).toEqual(expected.paths);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('ui-icon', 'extra');
  });
});
