export { SectionCard } from './SectionCard';
export { SectionEmpty } from './SectionEmpty';
