import { useCopyCode } from './useCopyCode';

const PIX_COPIED = 'Código PIX copiado.';

/** Copies a PIX copy-and-paste code, and says 'Código PIX copiado.' (or how to copy it by hand). */
export function usePixCopy() {
  const copy = useCopyCode();
  return (pix: string) => void copy(pix, PIX_COPIED);
}
