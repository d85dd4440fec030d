import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

/**
 * A glyph sized like text (1em, aligned as antd's icons are), for the screens that load no icon library:
 * the public site and its legal pages. Each icon is a module of its own, made by the `?glyph` import of an
 * `@ant-design/icons-svg` file (vite.config.ts), so it lands in the chunk of the pages that show it.
 */
export const glyph = (paths: string[], viewBox = '64 64 896 896') => {
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
