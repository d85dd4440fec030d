import { Spin } from 'antd';

/** Full-page spinner while the session initialises or a route's code arrives. */
export const LoadingScreen = ({ label = 'Carregando…' }: { label?: string }) => (
  <div
    role="status"
    aria-live="polite"
    style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 12 }}
  >
    <Spin size="large" />
    <span className="visually-hidden">{label}</span>
  </div>
);
