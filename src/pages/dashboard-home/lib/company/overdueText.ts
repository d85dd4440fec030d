const count = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** '<n> faturas vencidas em <m> unidades' (decisions §11), in the singular for one. */
export const overdueText = (invoices: number, units: number) =>
  `${count(invoices, 'fatura vencida', 'faturas vencidas')} em ${count(units, 'unidade', 'unidades')}`;
