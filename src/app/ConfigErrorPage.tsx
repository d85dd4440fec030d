/** Shown instead of a blank page when /config.json is broken; plain markup, no theme needed. */
export const ConfigErrorPage = ({ message }: { message: string }) => (
  <main style={{ maxWidth: 640, margin: '15vh auto', padding: 24, fontFamily: 'system-ui, sans-serif', color: '#1f1f1f' }}>
    <h1 style={{ fontSize: 24 }}>Não foi possível iniciar o portal</h1>
    <p role="alert">{message}</p>
    <p>Avise a equipe responsável pelo portal. Enquanto isso, fale conosco pelos canais de atendimento.</p>
  </main>
);
