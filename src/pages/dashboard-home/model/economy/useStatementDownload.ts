import { useState } from 'react';
import { buildStatementPdf, statementFileName, type SavingsStatement } from '@/entities/economic-report';
import { saveBlob } from '@/shared/lib/file';
import { useToast } from '@/shared/ui/toast';

const FAILED = 'Não foi possível gerar o extrato. Tente novamente.';

/**
 * 'Baixar extrato anual (PDF)': builds the statement in the browser (the PDF library loads on the first one) and saves
 * it as `extrato-economia-<ano>.pdf`, as the portal saves every file; a failure says so.
 */
export function useStatementDownload(statement: () => SavingsStatement) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const content = statement();
      saveBlob(await buildStatementPdf(content), statementFileName(content.year));
    } catch {
      toast(FAILED, 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
