import './loadingScreen.css';

/**
 * Full-page spinner while the session initialises or a route's code arrives (no antd: it is in the entry).
 * The label is on screen, under the spinner: people read it, and it is the page's first contentful paint.
 */
export const LoadingScreen = ({ label = 'Carregando…' }: { label?: string }) => (
  <div role="status" aria-live="polite" className="loading-screen">
    <span className="loading-screen__spinner" aria-hidden="true" />
    <span className="loading-screen__label">{label}</span>
  </div>
);
