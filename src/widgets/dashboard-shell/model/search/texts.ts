/** Search texts of spec §2, in pt-BR (decisions §9). */
export const SEARCH_EMPTY = 'Digite o que você procura';
export const SEARCH_EXAMPLES = 'Por exemplo: segunda via, pix, consumo, contrato.';
export const SEARCH_NOT_FOUND = 'Nada encontrado';
export const noResultsText = (query: string) => `Nenhum resultado para "${query}". Verifique a grafia ou use palavras completas.`;
