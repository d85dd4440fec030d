/** First focusable element of every layout (decisions §6). */
export const SkipLink = ({ target = 'conteudo' }: { target?: string }) => (
  <a className="skip-link" href={`#${target}`}>
    Pular para o conteúdo
  </a>
);
