import './configErrorPage.css';

/** Shown instead of a blank page when /config.json is broken; plain markup, no theme needed. */
export const ConfigErrorPage = ({ message }: { message: string }) => (
  <main className="config-error">
    <h1 className="config-error__title">Não foi possível iniciar o portal</h1>
    <p role="alert">{message}</p>
    <p>Avise a equipe responsável pelo portal. Enquanto isso, fale conosco pelos canais de atendimento.</p>
  </main>
);
