import { formatCnpj, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { stripDocument } from '@/shared/lib/document';

/**
 * Decisions §9 "Check the payee": the name the PIX code itself carries (its merchant name, what the bank app will
 * show) and the retailer's CNPJ from configuration. Null without a PIX code that parses: no name to check. The CNPJ
 * is formatted by the library that reads the codes (alphanumeric too), not the input mask: the balance panel, first
 * on the home, then needs no mask code (imask: docs/code-figures.md, "Code loaded later").
 */
export function payeeLine(pix: string | null | undefined, cnpj: string): string | null {
  const name = pix ? getPixPayloadInfo(pix)?.merchantName.trim() : undefined;
  if (!name) return null;
  return cnpj.trim() ? `Beneficiário: ${name} · CNPJ ${formatCnpj(stripDocument(cnpj), { version: 2 })}` : `Beneficiário: ${name}`;
}
