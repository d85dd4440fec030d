import { useAppConfig } from '@/shared/config';
import { useScreenHeading } from '@/shared/routes';
import { LegalDocument } from '@/widgets/public-site';
import { channelSections } from './channelSections';
import { complianceSections } from './complianceSections';
import { CustomerServiceIcon } from '@/shared/ui/glyph-icon';

/** /canal-atendimento-cliente: service channels and hours, the data-subject channel and ethics and compliance. */
export const CustomerServicePage = () => {
  const { brandName, supportEmail, supportPhone } = useAppConfig();
  return (
    <LegalDocument
      title={useScreenHeading()}
      icon={<CustomerServiceIcon />}
      updatedAt="1º de novembro de 2026"
      intro={
        <p>
          Fale com a {brandName} pelo canal que preferir. Aqui também ficam o canal do titular de dados pessoais (LGPD) e o
          Canal de Ética.
        </p>
      }
      sections={[...channelSections({ supportEmail, supportPhone }), ...complianceSections(supportEmail)]}
    />
  );
};
