import { InvoiceHistory } from '@/widgets/invoice-history';

/** /dashboard/invoice: the invoice widget is the page, so its title is the page's one h1. */
export const InvoicesPage = () => <InvoiceHistory titleLevel={1} />;
