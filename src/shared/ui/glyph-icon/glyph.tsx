import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

/**
 * An Ant Design glyph as inline SVG (1em, currentColor, decorative), for the screens that load no icon library:
 * the public site and its legal pages. Each icon is a module-level constant, so a bundle keeps only those it uses.
 */
export const glyph = (paths: readonly string[]) => {
  const Icon = ({ className, style, ...props }: IconProps) => (
    <svg
      viewBox="64 64 896 896"
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
