type CmsItem = {
  id: string;
  title: string;
  slug: string;
  order: number;
  typeName: string;
  subtitle?: string;
  body?: string;
  imageUrl?: string;
};

const FAQ = [
  'Quem pode migrar para o Mercado Livre de Energia?\nDesde janeiro de 2024, qualquer consumidor do grupo A, atendido em média ou alta tensão, pode migrar, seja qual for a demanda contratada. Consumidores de baixa tensão (grupo B), como residências e pequenos comércios, ainda não podem.',
  'Vou deixar de pagar a distribuidora?\nNão. Você continua pagando à distribuidora pelo uso da rede, a tarifa de uso do sistema de distribuição (TUSD). Só a energia passa a ser comprada da Aurora, com preço e prazo negociados.',
  'Quanto tempo leva a migração?\nEm geral, de seis meses a um ano. O prazo depende do aviso de encerramento do contrato atual com a distribuidora, normalmente de 180 dias, e da adequação do sistema de medição.',
  'Preciso fazer obras ou trocar equipamentos?\nNão há obras na sua instalação. Quando necessário, a distribuidora adequa o medidor ao padrão exigido pela CCEE, e a Aurora acompanha todo o processo por você.',
  'A energia pode faltar depois da migração?\nNão. A entrega física continua a cargo da distribuidora, pela mesma rede. A qualidade e a continuidade do fornecimento não mudam.',
  'O que é um comercializador varejista?\nÉ a empresa autorizada pela ANEEL e habilitada na CCEE a representar consumidores no Mercado Livre. O varejista cuida do cadastro, da medição, da contabilização e das garantias financeiras, e o cliente recebe uma fatura simples.',
  'Quanto posso economizar?\nDepende do perfil de consumo e do preço negociado; em geral, a economia fica entre 15% e 30% do custo da energia. Use o simulador no início da página para ter uma estimativa para a sua empresa.',
].join('\n\n');

const TESTIMONIALS = [
  '“Migramos as três lojas e a conta de energia caiu 22% já no primeiro ano. O portal facilita muito o acompanhamento das faturas.”\nRenata Oliveira, diretora financeira, Supermercados Vale Verde',
  '“A previsibilidade do preço mudou nosso planejamento. Hoje sabemos quanto vamos pagar de energia no ano inteiro.”\nAndré Martins, gerente industrial, Metalúrgica Serra Azul',
  '“Além da economia, recebemos os certificados I-REC, que usamos no nosso relatório de sustentabilidade.”\nJuliana Costa, sócia-fundadora, Hotel Mirante das Gerais',
].join('\n\n');

/** Site items (decisions §3: plain-text subtitle/body, rendered as text). Sections 1–6 plus one popup. */
export const CMS_ITEMS: readonly CmsItem[] = [
  {
    id: 'item-inicio',
    title: 'Energia mais barata e limpa para a sua empresa',
    slug: 'inicio',
    order: 1,
    typeName: 'Section',
    subtitle:
      'Migre para o Mercado Livre de Energia com a Aurora e reduza o custo da energia com preço previsível e fontes renováveis.',
    body: 'Simule agora a economia da sua empresa: informe o valor médio da conta de luz, o estado e o grupo tarifário. Em segundos você vê uma estimativa de quanto pode economizar por mês e por ano.',
    imageUrl: '/images/cms/inicio.svg',
  },
  {
    id: 'item-a-aurora',
    title: 'A Aurora Energia',
    slug: 'a-aurora',
    order: 2,
    typeName: 'Section',
    subtitle: 'Comercializadora varejista de energia para pequenas e médias empresas.',
    body: 'A Aurora Energia nasceu para simplificar o acesso ao Mercado Livre de Energia. Como comercializadora varejista, representamos a sua empresa na Câmara de Comercialização de Energia Elétrica (CCEE) e cuidamos de toda a burocracia, da migração à gestão mensal do contrato.\n\nNo portal do cliente você acompanha contratos, faturas e relatórios de economia em um só lugar, e conta com um time de especialistas para tirar dúvidas e planejar o consumo.',
    imageUrl: '/images/cms/a-aurora.svg',
  },
  {
    id: 'item-energia-renovavel',
    title: 'Energia Renovável',
    slug: 'energia-renovavel',
    order: 3,
    typeName: 'Section',
    subtitle: 'Energia solar, eólica e de pequenas centrais hidrelétricas, com origem comprovada.',
    body: 'A energia que a Aurora fornece vem de usinas solares, parques eólicos e pequenas centrais hidrelétricas (PCHs) de várias regiões do Brasil.\n\nPara comprovar a origem renovável, sua empresa pode receber certificados I-REC, reconhecidos internacionalmente e aceitos em inventários de emissões como o GHG Protocol. Cada certificado corresponde a 1 MWh de energia renovável gerada.\n\nAssim, além de economizar, sua empresa reduz a pegada de carbono e fortalece seus compromissos ESG.',
    imageUrl: '/images/cms/energia-renovavel.svg',
  },
  {
    id: 'item-mercado-livre',
    title: 'Mercado Livre de Energia',
    slug: 'mercado-livre',
    order: 4,
    typeName: 'Section',
    subtitle: 'Escolha de quem comprar energia e negocie preço, prazo e fonte.',
    body: 'No Ambiente de Contratação Regulada (ACR), o mercado cativo, a empresa compra energia obrigatoriamente da distribuidora local, com tarifas definidas pela ANEEL e sujeitas às bandeiras tarifárias.\n\nNo Ambiente de Contratação Livre (ACL), o Mercado Livre de Energia, a empresa escolhe o fornecedor e negocia preço, prazo, volume e fonte. A distribuidora continua responsável pela entrega: a rede, a manutenção e a qualidade do fornecimento não mudam.\n\nDesde janeiro de 2024, pela Portaria MME nº 50/2022, todos os consumidores do grupo A (média e alta tensão) podem migrar. Quem tem carga abaixo de 500 kW migra representado por um comercializador varejista, que assume as obrigações junto à CCEE.\n\nA Aurora é esse varejista: cuidamos da adesão, da medição, da contabilização e das garantias, e a sua empresa recebe uma fatura simples, com preço previsível.',
    imageUrl: '/images/cms/mercado-livre.svg',
  },
  {
    id: 'item-perguntas-frequentes',
    title: 'Perguntas Frequentes',
    slug: 'perguntas-frequentes',
    order: 5,
    typeName: 'Section',
    subtitle: 'Tire suas dúvidas sobre o Mercado Livre de Energia.',
    body: FAQ,
  },
  {
    id: 'item-depoimentos',
    title: 'O que falam de nós',
    slug: 'depoimentos',
    order: 6,
    typeName: 'Section',
    subtitle: 'Empresas que já economizam com a Aurora.',
    body: TESTIMONIALS,
  },
  {
    id: 'item-popup-semana-energia',
    title: 'Pop-up Semana da Energia Limpa',
    slug: 'popup-semana-energia',
    order: 99,
    typeName: 'Popup',
    subtitle: 'Semana da Energia Limpa',
    body: 'Simule a economia da sua empresa nesta semana e, ao fechar contrato, receba sem custo os certificados I-REC do primeiro ano de fornecimento.',
  },
];
