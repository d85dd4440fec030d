import {
  BankOutlined,
  LineChartOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  SunOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: [RegExp, ReactNode][] = [
  [/renovav|sustent|solar/, <SunOutlined key="sun" />],
  [/mercado|livre|preco/, <LineChartOutlined key="chart" />],
  [/pergunta|faq|duvida/, <QuestionCircleOutlined key="faq" />],
  [/depoiment|falam|cliente/, <MessageOutlined key="quotes" />],
  [/^a-|sobre|empresa|quem/, <BankOutlined key="about" />],
];

/** A decorative icon for a section, picked from words in its slug. */
export const sectionIcon = (slug: string): ReactNode => ICONS.find(([pattern]) => pattern.test(slug))?.[1] ?? <ThunderboltOutlined />;
