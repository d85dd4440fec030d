// A module of its own so the layout can load antd's theme scope lazily (React.lazy wants a default export).
export { AntdThemeScope as default } from '@/entities/appearance';
