import { useId } from 'react';
import { useAppConfig } from '@/shared/config';
import { formatBRL, formatPercent } from '@/shared/lib/format';
import { MONTHS_PER_YEAR, STATES } from '../../config/simulator/savingsAssumptions';
import { chatLink, simulationMessage } from '../../lib/simulator/chatLink';
import type { MoneyRange, SimulationResult } from '../../lib/simulator/estimate';
import { InfoCircleIcon, WhatsAppIcon } from '@/shared/ui/glyph-icon';

const range = ({ min, max }: MoneyRange) => `${formatBRL(min)} a ${formatBRL(max)}`;
const percent = (share: number) => formatPercent(share * 100);

type Props = { result: SimulationResult; headingLevel: 3 | 4 };

/** The estimate with its assumptions, or the group B message; both end in the chat call to action. */
export const SimulationOutcome = ({ result, headingLevel }: Props) => {
  const { brandName, supportPhone } = useAppConfig();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const SubHeading = headingLevel === 3 ? 'h4' : 'h5';
  const assumptionsId = useId();
  const href = chatLink(supportPhone, simulationMessage(brandName, result));
  const stateName = STATES.find((state) => state.code === result.input.state)?.name ?? result.input.state;

  if (!result.eligible) {
    return (
      <div className="sim-result sim-result--info" role="status">
        <Heading className="sim-result__title">
          <InfoCircleIcon aria-hidden /> Baixa tensão ainda não pode migrar
        </Heading>
        <p>
          Consumidores do grupo B (baixa tensão), como residências, escritórios e pequenos comércios, ainda não podem migrar
          para o Mercado Livre de Energia. A abertura para esse grupo depende de regulamentação. Fale com a gente e avisamos
          assim que a sua unidade puder migrar.
        </p>
        <ChatButton href={href} label="Quero ser avisado" />
      </div>
    );
  }

  return (
    <div className="sim-result">
      <p className="visually-hidden" role="status">
        Economia estimada de {range(result.monthly)} por mês.
      </p>
      <Heading className="sim-result__title">Sua economia estimada</Heading>
      <p className="sim-result__big">
        <strong>{range(result.monthly)}</strong> <span>por mês</span>
      </p>
      <dl className="sim-result__grid">
        <div>
          <dt>Por ano</dt>
          <dd>{range(result.yearly)}</dd>
        </div>
        <div>
          <dt>Redução na conta</dt>
          <dd>
            {percent(result.rate.min)} a {percent(result.rate.max)}
          </dd>
        </div>
      </dl>
      <div className="sim-assumptions">
        <SubHeading id={assumptionsId}>Premissas da estimativa</SubHeading>
        <ul aria-labelledby={assumptionsId}>
          <li>
            Redução de {percent(result.rate.min)} a {percent(result.rate.max)} sobre o valor da conta, faixa de referência
            para {stateName}.
          </li>
          <li>
            A economia vem apenas da energia comprada no Mercado Livre. A tarifa de uso da rede da distribuidora (TUSD), os
            encargos setoriais e os tributos (ICMS, PIS e COFINS) continuam na conta.
          </li>
          <li>Valor anual igual ao mensal × {MONTHS_PER_YEAR}, sem reajustes nem bandeiras tarifárias.</li>
          <li>Estimativa sem compromisso: a proposta depende do perfil de consumo, da demanda contratada e do preço negociado.</li>
        </ul>
      </div>
      <ChatButton href={href} label="Quero economizar: falar com um especialista" />
    </div>
  );
};

const ChatButton = ({ href, label }: { href: string; label: string }) => (
  <a className="sim-cta" href={href} target="_blank" rel="noopener noreferrer">
    <WhatsAppIcon aria-hidden /> {label}
    <span className="visually-hidden"> (WhatsApp, abre em nova aba)</span>
  </a>
);
