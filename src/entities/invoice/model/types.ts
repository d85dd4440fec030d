/** Invoice of spec §3: closing month (1–12), creation date and the two files in base64. */
export type Invoice = {
  id?: string;
  mesFechamento: number | string;
  createdAt: string;
  fileNFeBase64?: string | null;
  fileBoletoBase64?: string | null;
};
