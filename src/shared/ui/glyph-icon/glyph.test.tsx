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

  it("form-field's icons: those drawn with antd's usual view box have it in the package", () => {
    const imports = Array.from(
      readFileSync('src/shared/ui/form-field/icons.tsx', 'utf8').matchAll(
        /import \w+(, \{ viewBox as \w+ \})? from '@ant-design\/icons-svg\/inline-svg\/([\w/-]+\.svg)\?shape'/g,
      ),
    );
    expect(imports).toHaveLength(5);
    const standard = imports.filter(([, ownViewBox]) => !ownViewBox).map(([, , svg]) => [svg, packageIcon(svg ?? '').viewBox]);
    expect(standard).toEqual(standard.map(([svg]) => [svg, '64 64 896 896']));
  });
});
