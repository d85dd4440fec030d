export { SectionCard } from './SectionCard';
