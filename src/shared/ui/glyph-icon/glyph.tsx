import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

/**
 * A glyph sized like text (1em, aligned as antd's icons are), for the screens that load no icon library:
 * the public site and its legal pages. Each icon is a module-level constant, so a bundle keeps only those it uses.
 *
 * `svg` is one of `@ant-design/icons-svg`'s `inline-svg` files imported with `?raw`, not its ES definition:
 * antd's own icons import those same modules, so the bundler would move each icon both sides use into a
 * chunk of its own (measured: 9 more requests and +3 KB of gzip on the home page).
 */
export const glyph = (svg: string) => {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const paths = Array.from(svg.matchAll(/<path d="([^"]+)"/g), (match) => match[1]);
  const Icon = ({ className, style, ...props }: IconProps) => (
    <svg
      viewBox={viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      style={{ verticalAlign: '-0.125em', flex: 'none', ...style }}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  return Icon;
};
