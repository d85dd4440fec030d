import { useAppConfig } from '@/shared/config';

/**
 * Names the browser tab after the screen, '<name> | <brand>' (WCAG 2.4.2: a tab, a bookmark or the history list says
 * which page it is). React puts the <title> in <head> and takes it away with the screen.
 */
export const PageTitle = ({ name }: { name: string }) => <title>{`${name} | ${useAppConfig().brandName}`}</title>;
