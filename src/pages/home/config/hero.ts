/** Hero copy when the content service is down or has no first section, so the simulator still makes sense. */
export const DEFAULT_HERO = {
  slug: 'inicio',
  title: 'Energia mais barata e limpa para a sua empresa',
  subtitle: 'Simule agora quanto a sua empresa pode economizar no Mercado Livre de Energia.',
} as const;

export const HERO_HIGHLIGHTS = [
  'Energia de fontes renováveis, com certificado de origem',
  'Sem obras: a rede e a entrega continuam com a distribuidora',
  'Preço previsível, definido em contrato',
] as const;

export const UNAVAILABLE_MESSAGE = 'API não está disponível. Tente novamente mais tarde.';
