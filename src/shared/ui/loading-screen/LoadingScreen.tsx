import './loadingScreen.css';

/** Full-page spinner while the session initialises or a route's code arrives (no antd: it is in the entry). */
export const LoadingScreen = ({ label = 'Carregando…' }: { label?: string }) => (
  <div role="status" aria-live="polite" className="loading-screen">
    <span className="loading-screen__spinner" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </div>
);
