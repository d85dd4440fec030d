/** An `@ant-design/icons-svg` file imported with `?shape` (the `aurora:svg-shape` plugin in vite.config.ts). */
declare module '*.svg?shape' {
  const shape: { viewBox: string; paths: string[] };
  export default shape;
}
