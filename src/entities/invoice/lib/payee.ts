import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { formatDocument } from '@/shared/lib/document';

/**
 * Decisions §9 "Check the payee": the name the PIX code itself carries (its merchant name, what the bank app will
 * show) and the retailer's CNPJ from configuration. Null without a PIX code that parses: no name to check.
 */
export function payeeLine(pix: string | null | undefined, cnpj: string): string | null {
  const name = pix ? getPixPayloadInfo(pix)?.merchantName.trim() : undefined;
  if (!name) return null;
  return cnpj.trim() ? `Beneficiário: ${name} · CNPJ ${formatDocument(cnpj)}` : `Beneficiário: ${name}`;
}
