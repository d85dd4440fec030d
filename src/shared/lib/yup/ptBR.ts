import type { LocaleObject } from 'yup';
import { formatDate } from '@/shared/lib/format';

const isDay = (value: unknown): value is Date | string => value instanceof Date || typeof value === 'string';

/**
 * yup's generic messages in pt-BR (decisions §9: the spec's 'Required', 'Invalid input', 'Invalid email',
 * 'Invalid date' and length bounds). They never name the field: the form's label beside the input already does.
 * Every schema here passes its own words where the spec quotes them; these show only where a rule has none.
 */
export const PT_BR: LocaleObject = {
  mixed: {
    default: 'Valor inválido',
    required: 'Campo obrigatório',
    defined: 'Campo obrigatório',
    notNull: 'Campo obrigatório',
    oneOf: 'Escolha uma das opções',
    notOneOf: 'Valor não permitido',
    notType: ({ type }: { type: string }) => (type === 'date' ? 'Data inválida' : type === 'number' ? 'Informe um número' : 'Valor inválido'),
  },
  string: {
    length: ({ length }: { length: number }) => `Informe exatamente ${length} caracteres`,
    min: ({ min }: { min: number }) => `Informe pelo menos ${min} caracteres`,
    max: ({ max }: { max: number }) => `Informe no máximo ${max} caracteres`,
    matches: 'Formato inválido',
    email: 'E-mail inválido',
    url: 'Endereço inválido',
    uuid: 'Identificador inválido',
    datetime: 'Data e hora inválidas',
    datetime_precision: 'Data e hora inválidas',
    datetime_offset: 'Data e hora inválidas',
    trim: 'Remova os espaços do início e do fim',
    lowercase: 'Use apenas letras minúsculas',
    uppercase: 'Use apenas letras maiúsculas',
  },
  number: {
    min: ({ min }: { min: number }) => `Informe um valor a partir de ${min}`,
    max: ({ max }: { max: number }) => `Informe um valor até ${max}`,
    lessThan: ({ less }: { less: number }) => `Informe um valor menor que ${less}`,
    moreThan: ({ more }: { more: number }) => `Informe um valor maior que ${more}`,
    positive: 'Informe um valor positivo',
    negative: 'Informe um valor negativo',
    integer: 'Informe um número inteiro',
  },
  date: {
    // A bound that is another field (a reference) is not a date to print.
    min: ({ min }: { min: unknown }) => (isDay(min) ? `Informe uma data a partir de ${formatDate(min)}` : 'Informe uma data posterior à indicada'),
    max: ({ max }: { max: unknown }) => (isDay(max) ? `Informe uma data até ${formatDate(max)}` : 'Informe uma data anterior à indicada'),
  },
  boolean: { isValue: 'Valor inválido' },
  object: { noUnknown: 'Há campos não reconhecidos' },
  array: {
    min: ({ min }: { min: number }) => `Escolha pelo menos ${min} ${min === 1 ? 'item' : 'itens'}`,
    max: ({ max }: { max: number }) => `Escolha no máximo ${max} ${max === 1 ? 'item' : 'itens'}`,
    length: ({ length }: { length: number }) => `Escolha exatamente ${length} ${length === 1 ? 'item' : 'itens'}`,
  },
  tuple: { notType: 'Valor inválido' },
};
