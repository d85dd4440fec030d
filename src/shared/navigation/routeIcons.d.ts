// The icons the route table names, from the `aurora:route-icons` plugin (build/routeIcons.ts).
declare module 'virtual:route-icons' {
  import type { ComponentType } from 'react';

  const icons: Readonly<Record<string, ComponentType>>;
  export default icons;
}
