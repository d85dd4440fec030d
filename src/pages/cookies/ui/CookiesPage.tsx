import { useAppConfig } from '@/shared/config';
import { useScreenHeading } from '@/shared/routes';
import { LegalDocument } from '@/widgets/public-site';
import { cookieSections } from './cookieSections';
import { SafetyCertificateIcon } from '@/shared/ui/glyph-icon';

/** /cookies and /aviso-de-cookies: the cookie notice. */
export const CookiesPage = () => {
  const { brandName, supportEmail } = useAppConfig();
  return (
    <LegalDocument
      title={useScreenHeading()}
      icon={<SafetyCertificateIcon />}
      updatedAt="1º de novembro de 2026"
      intro={
        <p>
          Este aviso explica quais cookies e tecnologias semelhantes o site e o portal do cliente da {brandName} usam, para
          que servem e como você pode gerenciá-los.
        </p>
      }
      sections={cookieSections(supportEmail)}
    />
  );
};
