import { useAppConfig } from '@/shared/config';
import { useScreenHeading } from '@/shared/routes';
import { LegalDocument } from '@/widgets/public-site';
import { dataSections } from './dataSections';
import { rightsSections } from './rightsSections';
import { LockIcon } from '@/shared/ui/glyph-icon';

/** /aviso-de-privacidade: how personal data is handled under the LGPD. */
export const PrivacyPage = () => {
  const { brandName, supportEmail } = useAppConfig();
  return (
    <LegalDocument
      title={useScreenHeading()}
      icon={<LockIcon />}
      updatedAt="1º de novembro de 2026"
      intro={
        <p>
          Como a {brandName} coleta, usa, compartilha e protege dados pessoais, conforme a Lei Geral de Proteção de Dados
          Pessoais (Lei nº 13.709/2018), e como você pode exercer os seus direitos.
        </p>
      }
      sections={[...dataSections(brandName), ...rightsSections(supportEmail)]}
    />
  );
};
