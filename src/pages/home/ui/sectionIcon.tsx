import type { ReactNode } from 'react';
import { BankIcon, LineChartIcon, MessageIcon, QuestionCircleIcon, SunIcon, ThunderboltIcon } from '@/shared/ui/glyph-icon';

const ICONS: [RegExp, ReactNode][] = [
  [/renovav|sustent|solar/, <SunIcon key="sun" />],
  [/mercado|livre|preco/, <LineChartIcon key="chart" />],
  [/pergunta|faq|duvida/, <QuestionCircleIcon key="faq" />],
  [/depoiment|falam|cliente/, <MessageIcon key="quotes" />],
  [/^a-|sobre|empresa|quem/, <BankIcon key="about" />],
];

const FALLBACK: ReactNode = <ThunderboltIcon />;

/** A decorative icon for a section, picked from words in its slug (the same element each time, so sections stay memoized). */
export const sectionIcon = (slug: string): ReactNode => ICONS.find(([pattern]) => pattern.test(slug))?.[1] ?? FALLBACK;
