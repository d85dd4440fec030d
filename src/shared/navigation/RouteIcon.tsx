import ROUTE_ICONS from 'virtual:route-icons';

/** The `@ant-design/icons` icon a route table entry names. */
export const RouteIcon = ({ name }: { name: string }) => {
  const Icon = ROUTE_ICONS[name];
  return Icon ? <Icon /> : null;
};
