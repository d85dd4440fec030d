/**
 * Invoice of spec §3: closing month (1–12), creation date and the two files in base64; decisions §8 adds the
 * optional payment fields, which the screens hide when the API leaves them out.
 */
export type Invoice = {
  id?: string;
  mesFechamento: number | string;
  createdAt: string;
  fileNFeBase64?: string | null;
  fileBoletoBase64?: string | null;
  /** Amount billed, in BRL. */
  valor?: number | null;
  /** Due date, `YYYY-MM-DD`. */
  vencimento?: string | null;
  /** Payment date, `YYYY-MM-DD`; null while unpaid. */
  dataPagamento?: string | null;
  /** Bank-slip digitable line, 47 digits. */
  linhaDigitavel?: string | null;
  /** PIX copy-and-paste code (EMV payload with CRC16 in tag 63). */
  pixCopiaECola?: string | null;
  /** Decisions §9: the consumption unit billed; absent when the API bills the account as a whole. */
  physicalAssetId?: string | null;
};
