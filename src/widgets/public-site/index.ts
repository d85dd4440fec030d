export { PublicLayout } from './ui/PublicLayout';
export { LegalDocument } from './ui/LegalDocument';
export type { LegalSection } from './ui/LegalDocument';
export { scrollToSection } from './lib/scroll';
export { SERVICE_ANCHORS, SERVICE_HOURS, supportChatUrl } from './config/links';
