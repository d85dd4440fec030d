import { ROUTES } from '@/shared/routes';

/** The two transparency documents, shipped as real PDFs in public/docs. */
const DOCUMENTS = {
  retailContract: '/docs/contrato-padrao-varejista.pdf',
  referencePrice: '/docs/preco-referencia-comparavel.pdf',
} as const;

/** Anchors of the customer-service page that the footer links to. */
export const SERVICE_ANCHORS = { dataSubject: 'titular-de-dados', ethics: 'etica-e-compliance' } as const;

type FooterLink = { label: string; to: string; document?: boolean };

/** Spec §1: privacy notice, data-subject channel, ethics and compliance, retail contract PDF, reference price PDF. */
export const TRANSPARENCY_LINKS: readonly FooterLink[] = [
  { label: 'Aviso de Privacidade', to: ROUTES.privacy.path },
  { label: 'Canal do Titular de Dados (LGPD)', to: `${ROUTES.customerService.path}#${SERVICE_ANCHORS.dataSubject}` },
  { label: 'Ética e Compliance', to: `${ROUTES.customerService.path}#${SERVICE_ANCHORS.ethics}` },
  { label: 'Contrato Padrão de Varejo (PDF)', to: DOCUMENTS.retailContract, document: true },
  { label: 'Preço de Referência Comparável (PDF)', to: DOCUMENTS.referencePrice, document: true },
];

export const SERVICE_HOURS = 'Segunda a sexta, das 8h às 18h (horário de Brasília)';

export const supportChatUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;
