import { useToast } from '@/shared/ui/toast';

const COPY_FAILED_MESSAGE = 'Não foi possível copiar. Selecione o código e copie manualmente.';

/** Copies a payment code to the clipboard and says so in a toast (or says how to copy it by hand). */
export function useCopyCode() {
  const toast = useToast();
  return async (text: string, copiedMessage: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toast(copiedMessage);
    } catch {
      toast(COPY_FAILED_MESSAGE, 'error');
    }
  };
}
