import { SupportLink } from '@/shared/ui/support-link';

/**
 * Decisions §11: where a list of invoices comes back empty, the portal says only what it knows, and the next step;
 * never a cause it has not checked (a unit with a contract may still be billed elsewhere, or its list may be late).
 */
export const NO_INVOICES_FOUND = 'Nenhuma Fatura encontrada.';

/** The next step beside 'Nenhuma Fatura encontrada.': the support chat. */
export const NoInvoicesNextStep = () => (
  <>
    Esperava uma fatura aqui? <SupportLink />
  </>
);
