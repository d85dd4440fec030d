import { InvoiceHistory } from '@/widgets/invoice-history';
import { PageTitle } from '@/shared/ui/page-title';

/** /dashboard/invoice: the invoice widget is the page, so its title is the page's one h1. */
export const InvoicesPage = () => (
  <>
    <PageTitle name="Fatura" />
    <InvoiceHistory titleLevel={1} />
  </>
);
