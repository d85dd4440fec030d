// `@ant-design/icons-svg` files imported through the `aurora:antd-svg-icons` plugin (vite.config.ts).

declare module '*.svg?glyph' {
  import type { JSX, SVGProps } from 'react';

  /** The icon as a glyph (shared/ui/glyph-icon's `glyph`). */
  const Glyph: (props: Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>) => JSX.Element;
  export default Glyph;
}

declare module '*.svg?shape' {
  /** The icon's view box: '64 64 896 896' for almost every antd icon. */
  export const viewBox: string;
  /** The `d` of each of its paths, in order. */
  const paths: string[];
  export default paths;
}
