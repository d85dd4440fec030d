import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import type { LegalSection } from '@/widgets/public-site';
import { ScrollRegion } from '@/shared/ui/scroll-region';

/** The caption of the purposes table, which also names its scrolling region. */
const PURPOSE_TABLE = 'Finalidades e bases legais (Lei nº 13.709/2018)';

const PURPOSES: [string, string][] = [
  ['Cadastrar a sua empresa e prestar o serviço: migração, medição, contabilização e faturamento', 'Execução de contrato (art. 7º, V)'],
  ['Representar a sua empresa na CCEE e cumprir as regras da ANEEL', 'Obrigação legal ou regulatória (art. 7º, II)'],
  ['Emitir notas fiscais e guardar documentos fiscais e contábeis', 'Obrigação legal (art. 7º, II)'],
  ['Proteger o portal e prevenir fraudes: login, verificação em duas etapas, registros de acesso', 'Legítimo interesse (art. 7º, IX)'],
  ['Responder a simulações, propostas e pedidos de contato', 'Procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)'],
  ['Enviar novidades e ofertas', 'Consentimento (art. 7º, I), que você pode retirar quando quiser'],
  ['Defender direitos em processos judiciais, administrativos ou arbitrais', 'Exercício regular de direitos (art. 7º, VI)'],
];

export const dataSections = (brandName: string): LegalSection[] => [
  {
    id: 'quem-somos',
    title: 'Quem somos',
    content: (
      <p>
        A {brandName} é uma comercializadora varejista de energia elétrica no Ambiente de Contratação Livre e é a
        controladora dos dados pessoais tratados neste site, no portal do cliente e na execução dos contratos de
        fornecimento. Este aviso vale para visitantes do site, clientes e representantes das empresas clientes.
      </p>
    ),
  },
  {
    id: 'dados-coletados',
    title: 'Dados que coletamos',
    content: (
      <ul>
        <li>Identificação e contato: nome, CPF, CNPJ, e-mail, telefone e cargo dos representantes da empresa.</li>
        <li>Empresa e unidades consumidoras: endereço, distribuidora, número da instalação e grupo tarifário.</li>
        <li>Consumo e medição: energia consumida por dia e por mês e demanda, recebidas da distribuidora e da CCEE.</li>
        <li>Dados financeiros: faturas, notas fiscais, boletos e histórico de pagamentos.</li>
        <li>
          Navegação: endereço IP, tipo de dispositivo e navegador, páginas visitadas e os dados descritos no{' '}
          <Link to={ROUTES.cookies.path}>Aviso de Cookies</Link>.
        </li>
        <li>Comunicações: mensagens trocadas com o atendimento por e-mail ou WhatsApp.</li>
      </ul>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para que usamos os dados e com que base legal',
    content: (
      <ScrollRegion className="legal-table" label={PURPOSE_TABLE}>
        <table>
          <caption>{PURPOSE_TABLE}</caption>
          <thead>
            <tr>
              <th scope="col">Finalidade</th>
              <th scope="col">Base legal</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map(([purpose, basis]) => (
              <tr key={purpose}>
                <td>{purpose}</td>
                <td>{basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    content: (
      <>
        <ul>
          <li>Câmara de Comercialização de Energia Elétrica (CCEE), para registrar contratos e contabilizar o consumo.</li>
          <li>A distribuidora da sua região, responsável pela rede e pela medição.</li>
          <li>ANEEL e outras autoridades públicas, quando a lei ou uma ordem exigir.</li>
          <li>Bancos e instituições de pagamento, para emitir e compensar boletos.</li>
          <li>Fornecedores de tecnologia (hospedagem, e-mail, atendimento), sob contrato de confidencialidade.</li>
        </ul>
        <p>Não vendemos dados pessoais.</p>
      </>
    ),
  },
  {
    id: 'transferencia-internacional',
    title: 'Transferência internacional',
    content: (
      <p>
        Alguns fornecedores de nuvem podem guardar dados fora do Brasil. Nesses casos, adotamos as garantias do art. 33 da
        LGPD, como as cláusulas-padrão contratuais aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD).
      </p>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    content: (
      <ul>
        <li>Durante a vigência do contrato de fornecimento.</li>
        <li>Documentos fiscais e contábeis: 5 anos, como exige a legislação tributária.</li>
        <li>Registros de acesso ao portal: no mínimo 6 meses (Marco Civil da Internet, Lei nº 12.965/2014, art. 15).</li>
        <li>Dados necessários à defesa de direitos: até o fim dos prazos de prescrição aplicáveis.</li>
      </ul>
    ),
  },
];
