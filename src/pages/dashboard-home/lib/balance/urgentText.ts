import { invoiceName } from '@/entities/invoice';
import { formatDate } from '@/shared/lib/format';
import type { UrgentInvoice } from './balance';

/** 'Fatura 09/2026 vencida há 40 dias', 'Fatura 10/2026 vence hoje', 'Fatura 10/2026 vence em 07/12/2026'. */
export function urgentText({ invoice, overdue, daysLate }: UrgentInvoice): string {
  const name = invoiceName(invoice);
  if (overdue) return `${name} vencida há ${daysLate} ${daysLate === 1 ? 'dia' : 'dias'}`;
  if (daysLate === 0) return `${name} vence hoje`;
  return invoice.vencimento ? `${name} vence em ${formatDate(invoice.vencimento)}` : `${name} em aberto`;
}

